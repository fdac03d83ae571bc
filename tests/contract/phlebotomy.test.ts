import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phlebotomyAppointment } from "@/lib/contract/phlebotomy";
import { appointments, labs, labTests } from "@/lib/embedded-service/db/schema";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
let userId: string;

const address = {
  first_line: "1 Beacon St",
  second_line: null,
  city: "Boston",
  state: "MA",
  zip_code: "02108",
  unit: "4B",
  access_notes: "Buzz 4B",
};
const request = (extra: Record<string, unknown> = {}) => ({
  address,
  provider: "getlabs",
  appointment_notes: "Fasting since 8pm",
  ...extra,
});
const apptPath = (orderId: string) => `/v3/order/${orderId}/phlebotomy/appointment`;

async function newOrder(collection_method = "at_home_phlebotomy", key?: string, user = userId) {
  const res = await svc.post(
    "/v3/order",
    {
      user_id: user,
      patient_details: {
        first_name: "Grace",
        last_name: "Hopper",
        dob: "1970-12-09",
        gender: "female",
        phone_number: "+15555550101",
        email: "grace@example.com",
      },
      patient_address: { first_line: "1 Beacon St", city: "Boston", state: "MA", zip_code: "02108" },
      order_set: { lab_test_ids: ["fx-p-1"] },
      collection_method,
    },
    { key },
  );
  expect(res.status).toBe(200);
  return res.json.order;
}

beforeAll(async () => {
  svc = await startTestService();
  svc.db.insert(labs).values({ id: 9201, slug: "fixture_lab_p", name: "Fixture Lab P" }).onConflictDoNothing().run();
  svc.db
    .insert(labTests)
    .values({
      id: "fx-p-1",
      labId: 9201,
      slug: "cbc",
      name: "CBC",
      sampleType: "whole_blood",
      method: "at_home_phlebotomy",
      price: 20,
      markers: [],
    })
    .onConflictDoNothing()
    .run();
  userId = (await svc.post("/v2/user/", { client_user_id: "phleb-patient" })).json.user_id;
});
afterAll(() => svc.close());

describe("POST /v3/order/{order_id}/phlebotomy/appointment/request", () => {
  it("books a pending appointment located at the ZIP, in the ZIP's zone", async () => {
    const order = await newOrder();
    const res = await svc.post(`${apptPath(order.id)}/request`, request());
    expect(res.status).toBe(200);
    const appt = phlebotomyAppointment.parse(res.json);
    expect(appt).toMatchObject({
      order_id: order.id,
      user_id: userId,
      status: "pending",
      event_status: "pending",
      type: "phlebotomy",
      provider: "getlabs",
      can_reschedule: true,
      start_at: null,
      end_at: null,
      iana_timezone: "America/New_York",
      address,
      appointment_notes: "Fasting since 8pm",
      order_transaction_id: order.order_transaction_id,
    });
    // Boston's 02108 centroid is about 42.357 N, 71.064 W.
    expect(Math.abs(appt.location.lat - 42.357)).toBeLessThan(0.05);
    expect(Math.abs(appt.location.lng + 71.064)).toBeLessThan(0.05);
    expect(appt.provider_id).toMatch(/^getlabs-/);
    expect(appt.external_id).toBeTruthy();
    expect(appt.events).toHaveLength(1);
    expect(appt.events[0]!.status).toBe("pending");
    expect((await svc.get(apptPath(order.id))).json).toEqual(res.json);
    const after = (await svc.get(`/v3/order/${order.id}`)).json;
    expect(after.status).toBe("collecting_sample");
    expect(after.details.data.appointment_id).toBe(appt.id);
  });

  it("takes a ZIP+4 and derives the zone from the ZIP (Honolulu, Los Angeles)", async () => {
    for (const [zip, tz] of [
      ["96813-1234", "Pacific/Honolulu"],
      ["94103", "America/Los_Angeles"],
    ] as const) {
      const order = await newOrder();
      const res = await svc.post(
        `${apptPath(order.id)}/request`,
        request({ address: { ...address, zip_code: zip }, provider: "phlebfinders" }),
      );
      expect(res.status).toBe(200);
      expect(res.json.iana_timezone).toBe(tz);
    }
  });

  it("refuses a second request while one is active, and allows one after a cancellation", async () => {
    const order = await newOrder();
    const first = await svc.post(`${apptPath(order.id)}/request`, request());
    const second = await svc.post(`${apptPath(order.id)}/request`, request({ provider: "quest" }));
    expect(second.status).toBe(400);
    expect(second.json.detail).toMatch(/active appointment/);
    svc.db
      .update(appointments)
      .set({ status: "cancelled", eventStatus: "cancelled", active: false })
      .where(eq(appointments.id, first.json.id))
      .run();
    const rebooked = await svc.post(`${apptPath(order.id)}/request`, request({ provider: "quest" }));
    expect(rebooked.status).toBe(200);
    expect(rebooked.json.id).not.toBe(first.json.id);
    expect((await svc.get(apptPath(order.id))).json.id).toBe(rebooked.json.id);
  });

  it("validates the body: notes ≤ 1000, known provider, address and a known ZIP", async () => {
    const order = await newOrder();
    const long = await svc.post(`${apptPath(order.id)}/request`, request({ appointment_notes: "x".repeat(1001) }));
    expect(long.status).toBe(422);
    expect(long.json.detail[0].loc).toEqual(["body", "appointment_notes"]);
    const provider = await svc.post(`${apptPath(order.id)}/request`, request({ provider: "the service" }));
    expect(provider.status).toBe(422);
    expect(provider.json.detail[0].loc).toEqual(["body", "provider"]);
    const unknownZip = await svc.post(
      `${apptPath(order.id)}/request`,
      request({ address: { ...address, zip_code: "00000" } }),
    );
    expect(unknownZip.status).toBe(422);
    expect(unknownZip.json.detail[0].loc).toEqual(["body", "address", "zip_code"]);
    expect(
      (await svc.post(`${apptPath(order.id)}/request`, request({ address: { ...address, zip_code: "abc" } }))).status,
    ).toBe(422);
    expect((await svc.post(`${apptPath(order.id)}/request`, { provider: "getlabs" })).status).toBe(422);
    expect((await svc.call("POST", `${apptPath(order.id)}/request`, { rawBody: "nope" })).status).toBe(422);
    const ok = await svc.post(`${apptPath(order.id)}/request`, request({ appointment_notes: "y".repeat(1000) }));
    expect(ok.status).toBe(200);
    expect(ok.json.appointment_notes).toHaveLength(1000);
  });

  it("only books at_home_phlebotomy orders", async () => {
    for (const method of ["walk_in_test", "testkit"]) {
      const order = await newOrder(method);
      const res = await svc.post(`${apptPath(order.id)}/request`, request());
      expect(res.status).toBe(400);
      expect(res.json.detail).toMatch(/at_home_phlebotomy/);
    }
  });
});

describe("GET /v3/order/{order_id}/phlebotomy/appointment", () => {
  it("is 404 for an unknown order, another team's order, or an order never booked", async () => {
    const missing = randomUUID();
    expect((await svc.get(apptPath(missing))).status).toBe(404);
    expect((await svc.post(`${apptPath(missing)}/request`, request())).status).toBe(404);
    const unbooked = await newOrder();
    const none = await svc.get(apptPath(unbooked.id));
    expect(none.status).toBe(404);
    expect(typeof none.json.detail).toBe("string");
    await svc.post(`${apptPath(unbooked.id)}/request`, request());
    const other = svc.otherTeam();
    expect((await svc.get(apptPath(unbooked.id), { key: other.apiKey })).status).toBe(404);
    expect((await svc.post(`${apptPath(unbooked.id)}/request`, request(), { key: other.apiKey })).status).toBe(404);
    expect((await svc.get(apptPath("not-a-uuid"))).status).toBe(422);
  });
});

import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentReader } from "@/lib/service/read/appointments";
import { labListReader, labTestPageReader } from "@/lib/service/read/labs";
import { createdOrderReader, orderListReader, orderReader } from "@/lib/service/read/orders";
import { pscInfoReader } from "@/lib/service/read/psc";
import { startOrderScene, type TestService } from "../support/service-harness";

const SDK_OPTIONS = {
  unrecognizedObjectKeys: "passthrough",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
} as const;

let svc: TestService;
let userId: string;
let atHomeTest: string;
let realOrderBody: () => object;

beforeAll(async () => {
  ({ svc, userId, atHomeTest, realOrderBody } = await startOrderScene("real-readers"));
});
afterAll(() => svc.close());

/**
 * What a real service sends: the answer reduced to the SDK's own fields (strip mode, as the SDK
 * would re-serialize it). The console's readers must find everything its pages need in it.
 */
type RoundTrip = {
  parse: (raw: unknown, opts: object) => { ok: boolean; value?: unknown };
  json: (v: unknown, o: object) => { ok: boolean; value?: unknown };
};
function realOnly(schema: RoundTrip, json: unknown): unknown {
  const parsed = schema.parse(json, { ...SDK_OPTIONS, unrecognizedObjectKeys: "strip" } as never) as {
    ok: boolean;
    value?: unknown;
  };
  expect(parsed.ok).toBe(true);
  const wire = schema.json(parsed.value, { ...SDK_OPTIONS, unrecognizedObjectKeys: "strip" });
  expect(wire.ok).toBe(true);
  return JSON.parse(JSON.stringify(wire.value));
}

describe("the console's readers on answers that carry only the real fields", () => {
  it("orders: method, lab, tests, status, readable events and the patient ZIP come from the real fields", async () => {
    const created = realOnly(
      serializers.PostOrderResponse as never,
      (await svc.post("/v3/order", realOrderBody())).json,
    );
    const order = createdOrderReader.parse(created);
    expect(order).toMatchObject({
      collectionMethod: "at_home_phlebotomy",
      status: "received",
      labTestIds: [atHomeTest],
      patientName: "Testa Orderly",
    });
    expect(order.lab).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(order.patientAddress?.zip_code).toBe("10001");
    expect(order.events.map((e) => [e.topLevel, e.step])).toEqual([["received", "ordered"]]);
    const one = orderReader.parse(
      realOnly(serializers.ClientFacingOrder as never, (await svc.get(`/v3/order/${order.id}`)).json),
    );
    expect(one).toEqual(order);
    const list = orderListReader.parse(
      realOnly(serializers.GetOrdersResponse as never, (await svc.get(`/v3/orders?user_id=${userId}`)).json),
    );
    expect(list.orders.find((o) => o.id === order.id)?.collectionMethod).toBe("at_home_phlebotomy");
  });

  it("labs, lab tests, service centers and appointments read from the real fields alone", async () => {
    const labs = labListReader.parse(
      realOnly(serializers.labTests.getLabs.Response as never, (await svc.get("/v3/lab_tests/labs")).json),
    );
    expect(labs[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), address: expect.any(String) });
    const page = labTestPageReader.parse(
      realOnly(serializers.LabTestResourcesResponse as never, (await svc.get("/v3/lab_test?lab_test_limit=3")).json),
    );
    expect(page.tests).toHaveLength(3);
    expect(page.tests[0]).toMatchObject({ price: expect.any(Number), isActive: true });
    const psc = (await svc.get("/v3/order/psc/info?zip_code=10001&lab_id=1")).json;
    const real = {
      ...psc,
      patient_service_centers: psc.patient_service_centers.map((c: { distance: string }) => ({
        ...c,
        distance: Number(c.distance),
      })),
    };
    const centers = pscInfoReader.parse(realOnly(serializers.PscInfo as never, real)).centers;
    expect(centers[0]).toMatchObject({
      distance: expect.any(Number),
      siteCode: expect.any(String),
      location: { lat: expect.any(Number) },
    });
    const order = await svc.createOrder(userId, "at_home_phlebotomy");
    await svc.post(`/v3/order/${order.id}/phlebotomy/appointment/request`, {
      address: { first_line: "1 Main St", city: "New York", state: "NY", zip_code: "10001" },
      provider: "getlabs",
    });
    const appt = appointmentReader.parse(
      realOnly(
        serializers.ClientFacingAppointment as never,
        (await svc.get(`/v3/order/${order.id}/phlebotomy/appointment`)).json,
      ),
    );
    expect(appt).toMatchObject({
      order_id: order.id,
      status: "pending",
      appointment_notes: null,
      address: { zip_code: "10001" },
    });
    expect(appt.events.length).toBeGreaterThan(0);
  });
});

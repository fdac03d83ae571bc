import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrderAction, openOrderFormAction, searchLabTestsAction } from "@/lib/console/actions/ordering";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Ordering a test through the console's actions, against a real embedded service over HTTP and a
 * real console store: the form's prefill (an audited reveal), the catalogue search, one order per
 * idempotency key however often it is sent, refusals that keep every value typed, the at-home
 * address checked before ordering, and the roles that may not order. Only the session is stubbed.
 */
const who = vi.hoisted(() => ({ role: "care_coordinator" as Role }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "ordering-test",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff(who.role) };
});

let svc: TestService;
let service: { calls: number };
let userId: string;
const db = tempConsoleDb();

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  service = svc.countedServiceClient();
  userId = (await svc.post("/v2/user/", { client_user_id: "ordering-patient" })).json.user_id;
  const saved = await svc.patch(`/v2/user/${userId}/info`, {
    first_name: "Jose",
    last_name: "Munoz",
    email: "jose@example.com",
    phone_number: "+12125550123",
    gender: "male",
    dob: "1980-05-06",
    address: { first_line: "350 5th Ave", second_line: null, city: "New York", state: "NY", zip_code: "10118" },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => svc.close());

const lastAudit = async (action: string) => (await queryAudit(db, { action }, { limit: 1 })).rows[0];
const ordersOf = async (user: string) => (await svc.get(`/v3/orders?user_id=${user}`)).json.total as number;

/** The form as a coordinator sends it: the record's values, a test chosen. */
async function filledForm(method = "at_home_phlebotomy") {
  const opened = await openOrderFormAction({ user_id: userId });
  if (!opened.ok) throw new Error(opened.message);
  const found = await searchLabTestsAction({ q: "lipid", method });
  if (!found.ok) throw new Error(found.message);
  const option = found.data.entries[0]!.options.find((o) => o.method === method)!;
  const values = opened.data.values;
  return {
    ...values,
    lab_test_id: option.labTestId,
    collection_method: option.method,
    user_id: userId,
    idempotency_key: randomUUID(),
  };
}

describe("ordering a test", () => {
  it("opens the form filled from the patient's record, audited as a reveal, and searches the catalogue unaudited", async () => {
    who.role = "care_coordinator";
    const opened = await openOrderFormAction({ user_id: userId });
    expect(opened.ok && opened.data).toMatchObject({
      hasDetails: true,
      values: {
        patient_details: { first_name: "Jose", last_name: "Munoz", phone_number: "(212) 555-0123" },
        patient_address: { first_line: "350 5th Ave", zip_code: "10118", state: "NY" },
      },
    });
    expect(await lastAudit("orders.form.open")).toMatchObject({
      outcome: "ok",
      targetType: "user",
      targetId: userId,
      changes: { revealed: "all" },
    });
    const before = (await queryAudit(db, {}, { limit: 1 })).rows[0]!.seq;
    const found = await searchLabTestsAction({ q: "glucose", method: "at_home_phlebotomy" });
    expect(found.ok && found.data.entries.length).toBeGreaterThan(0);
    expect(found.ok && found.data.entries.every((e) => e.options.some((o) => o.method === "at_home_phlebotomy"))).toBe(
      true,
    );
    expect((await queryAudit(db, {}, { limit: 1 })).rows[0]!.seq).toBe(before);
  });

  it("makes one order for one idempotency key: a double click and a retry get the same order", async () => {
    const form = await filledForm();
    const before = await ordersOf(userId);
    const [a, b] = await Promise.all([createOrderAction(form), createOrderAction(form)]);
    const retried = await createOrderAction(form);
    expect(a.ok && b.ok && retried.ok).toBe(true);
    const id = a.ok ? a.data.id : "";
    expect([b.ok && b.data.id, retried.ok && retried.data.id]).toEqual([id, id]);
    expect(await ordersOf(userId)).toBe(before + 1);
    const order = (await svc.get(`/v3/order/${id}`)).json;
    expect(order).toMatchObject({
      details: { type: "at_home_phlebotomy" },
      patient_details: { first_name: "Jose", last_name: "Munoz", phone_number: "+12125550123" },
      patient_address: { first_line: "350 5th Ave", zip: "10118", country: "US" },
      physician: null,
    });
    expect(await lastAudit("orders.create")).toMatchObject({
      outcome: "ok",
      targetType: "user",
      targetId: userId,
      changes: { order_id: id, collection_method: "at_home_phlebotomy", physician: "the service's" },
    });
    // The next form is another order.
    const next = await createOrderAction({ ...form, idempotency_key: randomUUID() });
    expect(next.ok && next.data.id).not.toBe(id);
  });

  it("refuses bad input next to its fields and gives back every value as typed, ordering nothing", async () => {
    const form = await filledForm();
    const typed = {
      ...form,
      patient_details: { ...form.patient_details, first_name: "José" },
      patient_address: { ...form.patient_address, zip_code: "1011" },
      physician: { first_name: "Grace", last_name: "", npi: "42" },
    };
    const before = await ordersOf(userId);
    const result = await createOrderAction(typed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      "patient_details.first_name": expect.stringMatching(/accented letter/),
      "patient_address.zip_code": expect.any(String),
      "physician.last_name": expect.any(String),
      "physician.npi": "An NPI: 10 digits",
    });
    expect(result.values).toEqual(typed);
    expect(await ordersOf(userId)).toBe(before);
  });

  it("asks the service whether a draw can be booked at an at-home order's address before ordering", async () => {
    const form = await filledForm();
    const nowhere = { ...form, patient_address: { ...form.patient_address, zip_code: "00000" } };
    const before = await ordersOf(userId);
    const refused = await createOrderAction(nowhere);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.fieldErrors).toEqual({ "patient_address.zip_code": "Unknown ZIP code 00000" });
    expect(!refused.ok && refused.values).toEqual(nowhere);
    expect(await lastAudit("orders.create")).toMatchObject({ outcome: "failed" });
    // Corrected under the same key (nothing was ordered for it): ordered now.
    expect((await createOrderAction(form)).ok).toBe(true);
    expect(await ordersOf(userId)).toBe(before + 1);
    // A walk-in order is not booked at home: its address is not asked about.
    const walkIn = await filledForm("walk_in_test");
    expect((await createOrderAction({ ...walkIn, patient_address: nowhere.patient_address })).ok).toBe(true);
  });

  it("shows a service failure with its request id and keeps the form's values", async () => {
    const form = await filledForm();
    const stranger = { ...form, user_id: randomUUID() };
    const result = await createOrderAction(stranger);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/request id/);
    expect(result.values).toEqual(stranger);
  });

  it("is refused to ops and analysts, audited, without calling the service", async () => {
    const form = await filledForm();
    for (const role of ["ops", "analyst"] as const) {
      who.role = role;
      const calls = service.calls;
      for (const [action, call] of [
        ["orders.create", () => createOrderAction(form)],
        ["orders.form.open", () => openOrderFormAction({ user_id: userId })],
        ["orders.catalogue.search", () => searchLabTestsAction({ q: "lipid" })],
      ] as const) {
        const result = await call();
        expect(result.ok, `${action} as ${role}`).toBe(false);
        expect(!result.ok && result.message).toMatch(/role does not allow/);
        expect(await lastAudit(action)).toMatchObject({
          outcome: "denied",
          role,
          detail: "forbidden: needs orders.create",
        });
      }
      expect(service.calls).toBe(calls);
    }
    who.role = "care_coordinator";
  });
});

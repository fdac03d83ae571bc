import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, TEST_PATIENT, type TestService } from "../support/service-harness";

/**
 * The API reference's try-it route, called as each role against the embedded service over HTTP:
 * what an order list, a user list and a user record carry, which PDFs it hands out, and which
 * reads it audits. The patient's name, birth date and email reach only roles that read the full
 * record; a birth date shown is an audited read, one kept back is not.
 */
const who = vi.hoisted(() => ({ role: null as Role | null }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "try-it-policy" }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => who.role && fakeStaff(who.role) };
});

const BIRTH_DATE = "1961-06-16";
const secrets = [
  TEST_PATIENT.patient_details.first_name,
  TEST_PATIENT.patient_details.last_name,
  TEST_PATIENT.patient_details.dob,
  TEST_PATIENT.patient_details.email,
  BIRTH_DATE,
];

let svc: TestService;
let userId: string;
let orderId: string;
const db = tempConsoleDb();
type Route = typeof import("@/app/docs/api/try/[...path]/route");
let route: Route;

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  svc.countedServiceClient();
  const created = await svc.post("/v2/user/", { client_user_id: "try-it-policy", fallback_birth_date: BIRTH_DATE });
  userId = created.json.user_id;
  orderId = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
  route = await import("@/app/docs/api/try/[...path]/route");
});
afterAll(() => svc.close());

async function tryAs(role: Role, url: string) {
  who.role = role;
  const { pathname, search } = new URL(url, "http://console.test");
  const path = pathname.split("/").filter(Boolean);
  const before = (await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0;
  const res = await route.GET(new Request(`http://console.test/docs/api/try${pathname}${search}`), {
    params: Promise.resolve({ path }),
  });
  const audited = (await queryAudit(db, { action: "api.try" }, { limit: 10 })).rows.filter((r) => r.seq > before);
  return { res, text: await res.text(), audited };
}

describe("try-it and the field policy", () => {
  it("answers ops with orders that carry no name, birth date or email, but the address a draw needs", async () => {
    const { res, text, audited } = await tryAs("ops", "/v3/orders?page=1&size=100");
    expect(res.status).toBe(200);
    const mine = JSON.parse(text).orders.find((o: { id: string }) => o.id === orderId);
    expect(mine.patient_details.first_name).toBe("[hidden: needs patient.read]");
    expect(mine.patient_address.first_line).toBe(TEST_PATIENT.patient_address.first_line);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // The address is still patient information: the read is audited.
    expect(audited).toEqual([expect.objectContaining({ outcome: "ok", role: "ops" })]);
  });

  it("refuses ops the requisition PDF, and audits the refusal", async () => {
    const { res, audited } = await tryAs("ops", `/v3/order/${orderId}/requisition/pdf`);
    expect(res.status).toBe(403);
    expect(audited).toEqual([expect.objectContaining({ outcome: "denied", targetId: orderId })]);
    const coordinator = await tryAs("care_coordinator", `/v3/order/${orderId}/requisition/pdf`);
    expect(coordinator.res.headers.get("content-type")).toContain("application/pdf");
  });

  it("keeps every user's birth date from analysts and ops, without an audit row for what it kept", async () => {
    for (const role of ["analyst", "ops"] as const) {
      for (const url of ["/v2/user?limit=500", `/v2/user/${userId}`, "/v2/user/resolve/try-it-policy"]) {
        const { res, text, audited } = await tryAs(role, url);
        expect(res.status, `${role} ${url}`).toBe(200);
        expect(text, `${role} ${url}`).toContain("client_user_id");
        expect(text, `${role} ${url}`).not.toContain(BIRTH_DATE);
        expect(audited, `${role} ${url}`).toEqual([]);
      }
    }
  });

  it("shows a coordinator the birth date and the patient, and audits each read", async () => {
    const user = await tryAs("care_coordinator", `/v2/user/${userId}`);
    expect(user.text).toContain(BIRTH_DATE);
    expect(user.audited).toEqual([
      expect.objectContaining({ outcome: "ok", targetId: userId, detail: expect.stringContaining("birth_date") }),
    ]);
    const order = await tryAs("care_coordinator", `/v3/order/${orderId}`);
    expect(order.text).toContain(TEST_PATIENT.patient_details.first_name);
    expect(order.audited).toHaveLength(1);
  });
});

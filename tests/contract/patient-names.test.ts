import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { upsertIndexedUsers } from "@/lib/console/user-index/store";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { fakeStaff } from "../support/fake-session";
import { tempConsoleDb } from "../support/console-store";
import { patientDetails, startOrderScene, type TestService } from "../support/service-harness";

/**
 * Patient names where staff look for them: a user's header and title, the appointments board and
 * an order. Only roles that see PHI get one, each name shown is audited, and the user index spares
 * the service a call once it knows the details.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "patient-names-test" }),
);
const who = vi.hoisted(() => ({ role: "care_coordinator" as Role | null }));
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => (who.role ? fakeStaff(who.role) : null) };
});

let svc: TestService;
let userId: string;
let bareUserId: string;
let orderId: string;
const db = tempConsoleDb();
beforeAll(async () => {
  const scene = await startOrderScene("mbr_0104803");
  svc = scene.svc;
  userId = scene.userId;
  useConsoleDb(db);
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  await svc.patch(`/v2/user/${userId}/info`, patientDetails("Sandra", "Sanchez"));
  bareUserId = (await svc.post("/v2/user/", { client_user_id: "mbr_no_details" })).json.user_id;
  const created = await svc.post("/v3/order", scene.realOrderBody());
  orderId = created.json.order.id;
  // Listed once, as the users page would; details not read yet.
  const list = (await svc.get("/v2/user/?limit=10")).json.users as {
    user_id: string;
    client_user_id: string;
    created_on: string;
  }[];
  await upsertIndexedUsers(
    db,
    list.map((u) => ({
      userId: u.user_id,
      clientUserId: u.client_user_id,
      createdOn: u.created_on,
      providers: [],
      fingerprint: null,
    })),
  );
});
afterAll(() => svc.close());

const nameLoader = () => import("@/lib/console/users/patient-name");
const nameAudits = async (targetId: string) =>
  (await queryAudit(db, { action: "users.name.view" }, { limit: 100 })).rows.filter((r) => r.targetId === targetId);

describe("the name in a user's header and title", () => {
  it("reads the details once, fills the index, and audits the name shown", async () => {
    who.role = "care_coordinator";
    const { shownPatientName } = await nameLoader();
    expect(await shownPatientName(userId)).toBe("Sandra Sanchez");
    expect((await indexedUserLabels(db, [userId])).get(userId)).toMatchObject({
      detailsKnown: true,
      name: "Sandra Sanchez",
    });
    const [row, ...more] = await nameAudits(userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      outcome: "ok",
      role: "care_coordinator",
      targetType: "user",
      requestId: "patient-names-test",
    });
    // The audit record says a name was shown, never which.
    expect(JSON.stringify(row)).not.toMatch(/sandra|sanchez/i);
  });

  it("answers from the index without asking the service again", async () => {
    who.role = "admin";
    // Changed behind the console's back: the index still has the name it read.
    await svc.patch(`/v2/user/${userId}/info`, patientDetails("Sandy", "Sanchez"));
    const { shownPatientName } = await nameLoader();
    expect(await shownPatientName(userId)).toBe("Sandra Sanchez");
    await svc.patch(`/v2/user/${userId}/info`, patientDetails("Sandra", "Sanchez"));
  });

  it("gives no name, and audits none, to ops, analysts, nobody, or for a user without details", async () => {
    const { shownPatientName } = await nameLoader();
    for (const role of ["ops", "analyst", null] as const) {
      who.role = role;
      expect(await shownPatientName(userId)).toBeNull();
    }
    expect((await nameAudits(userId)).map((r) => r.role)).toEqual(["admin", "care_coordinator"]);
    who.role = "care_coordinator";
    expect(await shownPatientName(bareUserId)).toBeNull();
    expect(await shownPatientName("not-a-uuid")).toBeNull();
    expect(await nameAudits(bareUserId)).toEqual([]);
    // Known now to have no details: the next view needs no service call.
    expect((await indexedUserLabels(db, [bareUserId])).get(bareUserId)).toMatchObject({
      detailsKnown: true,
      name: null,
    });
  });
});

describe("names on the appointments board and an order", () => {
  it("shows the patient's name to PHI roles only, with the client_user_id from the index", async () => {
    const { loadBoard } = await import("@/lib/console/appointments/load");
    const { reconcileBoardOnce } = await import("@/lib/console/appointments/reconcile");
    const { serviceClient } = await import("@/lib/service");
    await reconcileBoardOnce({ db, client: serviceClient(), holder: "test", liveRecheckMs: 0 });
    // The board's name is the user's, as the index holds it: its projection keeps no names.
    const forCoordinator = (await loadBoard(fakeStaff("care_coordinator"))).rows.find((r) => r.orderId === orderId);
    expect(forCoordinator).toMatchObject({ clientUserId: "mbr_0104803", patientName: "Sandra Sanchez" });
    const forOps = (await loadBoard(fakeStaff("ops"))).rows.find((r) => r.orderId === orderId);
    expect(forOps).toMatchObject({ clientUserId: "mbr_0104803", patientName: null });

    const { loadOrderPage, readOrder } = await import("@/lib/console/orders/load");
    const read = await readOrder(orderId);
    if (!read.ok || !read.data) throw new Error("the seeded order should be readable");
    const order = await loadOrderPage(fakeStaff("admin"), read.data);
    expect(order.ok && order.data.patientName).toBe("Testa Orderly");
    const opsOrder = await loadOrderPage(fakeStaff("ops"), read.data);
    expect(opsOrder.ok && opsOrder.data).toMatchObject({ patientName: null });
  });
});

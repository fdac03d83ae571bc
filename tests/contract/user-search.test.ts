import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { searchUserIndex } from "@/lib/console/user-index/store-search";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { fakeStaff } from "../support/fake-session";
import { tempConsoleDb } from "../support/console-store";
import { patientDetails, startTestService, type TestService } from "../support/service-harness";

/**
 * Searching users as staff: names only for roles that may read them, an exact id answered by the
 * service before the index knows it, every search audited without its query, and the index kept
 * fresh by the pages and actions that read users and patient details.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "user-search-test" }),
);
const who = vi.hoisted(() => ({ role: "care_coordinator" as Role }));
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff(who.role) };
});

let svc: TestService;
const db = tempConsoleDb();
const ids = new Map<string, string>();
beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  for (const client of ["mbr_0104766", "mbr_0104803", "unindexed_42"]) {
    ids.set(client, (await svc.post("/v2/user/", { client_user_id: client })).json.user_id);
  }
  await svc.patch(`/v2/user/${ids.get("mbr_0104803")}/info`, patientDetails("Sandra", "Munoz"));
});
afterAll(() => svc.close());

const search = () => import("@/lib/console/user-index/search-users");
const usersLoader = () => import("@/lib/console/users/load");
const patientLoader = () => import("@/lib/console/patient/load");
const indexed = (clientUserId: string) =>
  searchUserIndex(db, { query: clientUserId, namesAllowed: true }).then((r) => r.rows[0]);

describe("the index kept fresh by what the console reads", () => {
  it("takes in the users of a list page and the details of a patient page", async () => {
    const { listUsersFor } = await usersLoader();
    const page = await listUsersFor(fakeStaff("analyst"), { offset: 0, limit: 2 });
    expect(page.ok).toBe(true);
    await vi.waitFor(async () => expect(await indexed("mbr_0104803")).toBeDefined());
    expect(await indexed("unindexed_42")).toBeUndefined();

    const { loadPatientPage } = await patientLoader();
    await loadPatientPage(fakeStaff("care_coordinator"), ids.get("mbr_0104803")!);
    await vi.waitFor(async () =>
      expect(await indexed("mbr_0104803")).toMatchObject({ hasDetails: true, firstName: "Sandra", lastName: "Munoz" }),
    );
  });
});

describe("searching users", () => {
  it("finds a coordinator's patient by folded name, with the name", async () => {
    const { searchUsersFor } = await search();
    const result = await searchUsersFor(fakeStaff("care_coordinator"), { query: "Muñoz" });
    expect(result.rows).toMatchObject([{ clientUserId: "mbr_0104803", firstName: "Sandra", lastName: "Munoz" }]);
    expect(result.total).toBe(1);
    expect(result.exact).toBeNull();
  });

  it("does not match an analyst's query by name, and gives an analyst no names", async () => {
    const { searchUsersFor } = await search();
    expect((await searchUsersFor(fakeStaff("analyst"), { query: "munoz" })).rows).toEqual([]);
    const byId = await searchUsersFor(fakeStaff("analyst"), { query: "0104803" });
    expect(byId.rows).toHaveLength(1);
    expect(byId.rows[0]).not.toHaveProperty("firstName");
    expect(byId.rows[0]).not.toHaveProperty("lastName");
    expect(JSON.stringify(byId)).not.toMatch(/Sandra|Munoz/);
  });

  it("answers an exact client_user_id or user_id from the service before the index has it", async () => {
    const { searchUsersFor } = await search();
    const byClientId = await searchUsersFor(fakeStaff("ops"), { query: "unindexed_42" });
    expect(byClientId.exact).toMatchObject({ userId: ids.get("unindexed_42"), clientUserId: "unindexed_42" });
    // Asking the service put the user in the index.
    expect(await indexed("unindexed_42")).toBeDefined();
    const byUserId = await searchUsersFor(fakeStaff("ops"), { query: ids.get("mbr_0104766")!.toUpperCase() });
    expect(byUserId.exact?.clientUserId).toBe("mbr_0104766");
    expect((await searchUsersFor(fakeStaff("ops"), { query: "no_such_user" })).exact).toBeNull();
  });

  it("audits each search with who and how many results, never the query", async () => {
    const { searchUsersFor } = await search();
    await searchUsersFor(fakeStaff("care_coordinator", "staff-audit"), { query: "Sandra" });
    const { rows } = await queryAudit(db, { action: "users.search" }, { limit: 100 });
    const mine = rows.filter((r) => r.staffId === "staff-audit");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ outcome: "ok", role: "care_coordinator", requestId: "user-search-test" });
    expect(mine[0]!.detail).toContain("results: 1");
    expect(JSON.stringify(rows)).not.toMatch(/sandra|munoz|unindexed_42|0104803/i);
  });
});

describe("the users list page's data", () => {
  const list = () => import("@/lib/console/users/users-list");
  const slice = { offset: 0, limit: 25 };

  it("lists from the service with names from the index for a coordinator, and none for an analyst", async () => {
    const { loadUsersList } = await list();
    const plain = { query: "", filters: {}, sort: null };
    const coordinator = await loadUsersList(fakeStaff("care_coordinator"), plain, slice);
    expect(coordinator.ok && coordinator.data.source).toBe("service");
    const rows = coordinator.ok ? coordinator.data.rows : [];
    expect(rows.find((r) => r.clientUserId === "mbr_0104803")?.name).toBe("Sandra Munoz");
    expect(rows.find((r) => r.clientUserId === "mbr_0104766")?.name).toBe("");

    const analyst = await loadUsersList(fakeStaff("analyst"), plain, slice);
    expect(analyst.ok && analyst.data.rows.every((r) => !("name" in r))).toBe(true);
    expect(JSON.stringify(analyst)).not.toMatch(/Sandra|Munoz/);
  });

  it("searches the index, with the service's exact answer first unless a filter excludes it", async () => {
    const { loadUsersList } = await list();
    const found = await loadUsersList(
      fakeStaff("care_coordinator"),
      { query: "mbr_0104766", filters: {}, sort: null },
      slice,
    );
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.data.source).toBe("index");
    expect(found.data.rows[0]).toMatchObject({ clientUserId: "mbr_0104766", exactMatch: true });
    expect(found.data.rows.filter((r) => r.clientUserId === "mbr_0104766")).toHaveLength(1);

    // A filter is the person's own condition: the exact answer does not jump it.
    const filtered = await loadUsersList(
      fakeStaff("care_coordinator"),
      { query: "mbr_0104766", filters: { hasDetails: true }, sort: null },
      slice,
    );
    expect(filtered.ok && filtered.data.rows).toEqual([]);
  });

  it("lists newest first from the service, oldest first when asked, and keeps up with new users", async () => {
    const { loadUsersList } = await list();
    const clientIds = async (sort: "created_asc" | null, page = slice) => {
      const result = await loadUsersList(fakeStaff("analyst"), { query: "", filters: {}, sort }, page);
      expect(result.ok && result.data.source).toBe("service");
      return result.ok ? result.data.rows.map((r) => r.clientUserId) : [];
    };
    const oldest = await clientIds("created_asc");
    expect(oldest.indexOf("mbr_0104766")).toBeLessThan(oldest.indexOf("unindexed_42"));
    expect(await clientIds(null)).toEqual([...oldest].reverse());
    expect(await clientIds(null, { offset: 1, limit: 1 })).toEqual([oldest.at(-2)]);
    // Created since the last list: the total the console remembered is stale, and the page still starts with it.
    await svc.post("/v2/user/", { client_user_id: "created_just_now" });
    expect((await clientIds(null))[0]).toBe("created_just_now");
  });
});

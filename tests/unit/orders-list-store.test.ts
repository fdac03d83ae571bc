import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleDb } from "@/lib/console/store/db";
import { projectOrderFacts } from "@/lib/console/store/order-event-states";
import {
  DEFAULT_ORDERS_SORT,
  iterateProjectedOrders,
  listProjectedOrders,
  projectedLabs,
  type OrdersListFilter,
} from "@/lib/console/store/orders-list";
import { recordIndexedDetails, upsertIndexedUsers } from "@/lib/console/user-index/store";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * The orders list's queries on both stores: a page and its total under each filter, both sorts
 * (undated rows last either way, ties broken by id so pages never overlap), the user filter by
 * user_id or by the client_user_id the index knows, the export's bounded walk, and the labs.
 */
const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h)).toISOString();
const USER_A = "7a9c3a4e-0000-4000-8000-00000000000a";
const USER_B = "7a9c3a4e-0000-4000-8000-00000000000b";

type Seed = {
  id: string;
  user: string;
  status: string;
  method: string;
  lab?: [string, string];
  created: string | null;
  updated: string;
};
const SEEDS: Seed[] = [
  {
    id: "order-1",
    user: USER_A,
    status: "received",
    method: "walk_in_test",
    lab: ["quest", "Quest"],
    created: day(1),
    updated: day(5),
  },
  {
    id: "order-2",
    user: USER_A,
    status: "completed",
    method: "testkit",
    lab: ["labcorp", "Labcorp"],
    created: day(2),
    updated: day(3),
  },
  {
    id: "order-3",
    user: USER_B,
    status: "collecting_sample",
    method: "at_home_phlebotomy",
    lab: ["quest", "Quest"],
    created: day(3),
    updated: day(4),
  },
  { id: "order-4", user: USER_B, status: "on_hold", method: "on_site_collection", created: day(3), updated: day(6) },
  // Known so far only from an event that carried no creation time.
  { id: "order-5", user: USER_B, status: "received", method: "testkit", created: null, updated: day(7) },
];

async function seed(db: ConsoleDb) {
  for (const s of SEEDS)
    await projectOrderFacts(db, {
      eventType: "labtest.order.updated",
      orderId: s.id,
      userId: s.user,
      appointmentId: null,
      sequence: 1,
      occurredAt: s.updated,
      summary: {
        status: s.status,
        collection_method: s.method,
        created_at: s.created,
        lab_slug: s.lab?.[0] ?? null,
        lab_name: s.lab?.[1] ?? null,
        lab_test: "Lipid panel",
        test_count: 1,
      },
    });
  for (const [orderId, interpretation] of [
    ["order-2", "critical"],
    ["order-3", "abnormal"],
  ] as const)
    await projectOrderFacts(db, {
      eventType: "labtest.result.critical",
      orderId,
      userId: null,
      appointmentId: null,
      sequence: 0,
      occurredAt: day(8),
      summary: { interpretation },
    });
  await upsertIndexedUsers(db, [
    { userId: USER_A, clientUserId: "patient-a", createdOn: day(1), providers: [], fingerprint: null },
  ]);
  await recordIndexedDetails(db, USER_A, { firstName: "Ana", lastName: "Able" });
}

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  const ids = async (filter: OrdersListFilter, sort = DEFAULT_ORDERS_SORT, page = { offset: 0, limit: 50 }) => {
    const { rows, total } = await listProjectedOrders(db, filter, sort, page);
    return { ids: rows.map((r) => r.orderId), total };
  };
  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    await seed(db);
  });

  it("lists every order newest created first, undated last, and pages with the total", async () => {
    expect(await ids({})).toEqual({ ids: ["order-4", "order-3", "order-2", "order-1", "order-5"], total: 5 });
    expect(await ids({}, DEFAULT_ORDERS_SORT, { offset: 2, limit: 2 })).toEqual({
      ids: ["order-2", "order-1"],
      total: 5,
    });
    expect((await ids({}, { id: "created", desc: false })).ids).toEqual([
      "order-1",
      "order-2",
      "order-3",
      "order-4",
      "order-5",
    ]);
    expect((await ids({}, { id: "updated", desc: true })).ids).toEqual([
      "order-5",
      "order-4",
      "order-1",
      "order-3",
      "order-2",
    ]);
  });

  it("filters by status (an unknown one as sent), method, lab, flag and created days", async () => {
    expect((await ids({ statuses: ["on_hold"] })).ids).toEqual(["order-4"]);
    expect((await ids({ methods: ["testkit"] })).ids).toEqual(["order-2", "order-5"]);
    expect(await ids({ labSlug: "quest" })).toEqual({ ids: ["order-3", "order-1"], total: 2 });
    expect((await ids({ flags: ["critical", "abnormal"] })).ids).toEqual(["order-3", "order-2"]);
    expect((await ids({ createdFrom: day(2, 0), createdBefore: day(3, 0) })).ids).toEqual(["order-2"]);
  });

  it("finds a user's orders by user_id or by the client_user_id the index knows, with their labels", async () => {
    expect((await ids({ user: USER_A })).ids).toEqual(["order-2", "order-1"]);
    const { rows, total } = await listProjectedOrders(db, { user: "patient-a" }, DEFAULT_ORDERS_SORT, {
      offset: 0,
      limit: 1,
    });
    expect(total).toBe(2);
    expect(rows[0]?.labels).toEqual({
      clientUserId: "patient-a",
      hasDetails: true,
      firstName: "Ana",
      lastName: "Able",
    });
    expect((await ids({ user: "patient-unknown" })).total).toBe(0);
  });

  it("walks every match for the export in the list's order, in batches, up to its bound", async () => {
    const all: string[] = [];
    for await (const row of iterateProjectedOrders(db, {}, DEFAULT_ORDERS_SORT, { max: 100, batch: 2 }))
      all.push(row.orderId);
    expect(all).toEqual(["order-4", "order-3", "order-2", "order-1", "order-5"]);
    const bounded: string[] = [];
    for await (const row of iterateProjectedOrders(db, {}, DEFAULT_ORDERS_SORT, { max: 3, batch: 2 }))
      bounded.push(row.orderId);
    expect(bounded).toEqual(["order-4", "order-3", "order-2"]);
  });

  it("offers the labs the orders name, once each", async () => {
    expect(await projectedLabs(db)).toEqual([
      { slug: "labcorp", name: "Labcorp" },
      { slug: "quest", name: "Quest" },
    ]);
  });
});

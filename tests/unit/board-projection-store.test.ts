import { beforeAll, describe, expect, it } from "vitest";
import { appointmentSnapshot } from "@/lib/console/appointments/snapshots";
import { processPendingEvents } from "@/lib/console/events/processor";
import {
  boardUsersToIndex,
  liveAppointmentsDue,
  markAppointmentsChecked,
  projectedAtHomeRows,
  projectionChangesSince,
} from "@/lib/console/store/board-projection";
import {
  boardSyncState,
  claimBoardSync,
  finishBoardSync,
  noteBoardEvents,
  renewBoardSync,
} from "@/lib/console/store/board-sync";
import type { ConsoleDb } from "@/lib/console/store/db";
import { orderEventState, projectOrderFacts } from "@/lib/console/store/order-event-states";
import { storeServiceEvent } from "@/lib/console/store/service-events";
import { upsertIndexedUsers, recordIndexedDetails } from "@/lib/console/user-index/store";
import { readServiceEvent } from "@/lib/service/read/service-events";
import type { AppointmentView } from "@/lib/service/read/appointments";
import { STORE_DIALECTS, twoConsoleStores } from "../support/console-store";
import { appointmentEvent, ORDER_ID, orderEvent, USER_ID } from "../support/service-events";

/**
 * The appointments board's projection on both stores, two handles on one database standing for
 * two console instances: what the events write (everything the board shows, nothing that names or
 * reaches the patient), events and reads of the service applied in any order ending as the newest
 * said, the change feed open boards are told from, and the reconciliation's lease.
 */
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
let delivery = 0;
const deliver = async (db: ConsoleDb, event: unknown) => {
  await storeServiceEvent(db, { id: `msg_board_${delivery++}`, signedAt: new Date(), facts: readServiceEvent(event)! });
  return processPendingEvents(db, "worker");
};

/** The appointment as the service answers it, with `events` history entries. */
const appointmentRead = (status: string, times: string[]) =>
  ({
    ...appointmentEvent(status, times).data,
    events: times.map((t) => ({ created_at: t, status, data: null })),
    event_status: status,
    iana_timezone: "America/New_York",
    order_transaction_id: null,
    external_id: null,
  }) as unknown as AppointmentView;

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let a: ConsoleDb;
  let b: ConsoleDb;
  beforeAll(async () => {
    [a, b] = await twoConsoleStores(dialect);
  });

  it("holds what the board shows of an at-home order from its events, and no name, contact or address", async () => {
    await deliver(a, orderEvent("received", at(1), 1, "labtest.order.created"));
    await deliver(b, appointmentEvent("confirmed", [at(2), at(3)]));
    const { rows, more } = await projectedAtHomeRows(b, { limit: 10 });
    expect(more).toBe(false);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: ORDER_ID,
      userId: USER_ID,
      orderStatus: "received",
      collectionMethod: "at_home_phlebotomy",
      appointmentStatus: "confirmed",
      appointmentProvider: "getlabs",
      appointmentStartAt: "2026-02-01T14:00:00.000Z",
      appointmentCanReschedule: true,
      appointmentLastEvent: "confirmed",
      appointmentAt: at(3),
    });
    // The board reads its own columns; the projection keeps the order of events too.
    const stored = await orderEventState(b, ORDER_ID);
    expect(stored).toMatchObject({ orderCreatedAt: "2026-01-01T00:00:00.000Z", appointmentSequence: 2 });
    expect(JSON.stringify([rows, stored])).not.toMatch(
      /Testa|Orderly|testa@|5555550100|Main St|Gate code|Ring twice|mornings/,
    );
    // One user's board holds only that user's orders.
    expect((await projectedAtHomeRows(a, { userId: USER_ID, limit: 10 })).rows).toHaveLength(1);
    expect((await projectedAtHomeRows(a, { userId: "someone-else", limit: 10 })).rows).toHaveLength(0);
  });

  it("ends as the newest event or read said, whatever order they come in, and a read of what is there changes nothing", async () => {
    // An older appointment event arriving late leaves the newer state.
    await deliver(a, appointmentEvent("pending", [at(2)]));
    expect((await orderEventState(b, ORDER_ID))?.appointmentStatus).toBe("confirmed");
    // A read of the service showing the state the events already told: not newer, not written.
    const sameRead = appointmentSnapshot(appointmentRead("confirmed", [at(2), at(3)]), at(30));
    const before = (await orderEventState(a, ORDER_ID))!.updatedAt;
    expect(await projectOrderFacts(b, sameRead)).toBe(false);
    expect((await orderEventState(a, ORDER_ID))!.updatedAt).toBe(before);
    // A newer read (the draw began; its event was lost) moves it on; the late event cannot move it back.
    expect(
      await projectOrderFacts(b, appointmentSnapshot(appointmentRead("in_progress", [at(2), at(3), at(4)]), at(31))),
    ).toBe(true);
    await deliver(a, appointmentEvent("confirmed", [at(2), at(3)]));
    expect(await orderEventState(a, ORDER_ID)).toMatchObject({
      appointmentStatus: "in_progress",
      appointmentAt: at(4),
      appointmentCheckedAt: at(31),
      // The order's part is its own: an appointment changes none of it.
      orderStatus: "received",
    });
  });

  it("tells open boards which at-home rows changed since a moment, and not of a pass that only looked", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await deliver(b, orderEvent("collecting_sample", at(5), 2));
    // A walk-in order is not on the board: not a change a board hears of.
    const walkIn = {
      ...orderEvent("received", at(5)),
      data: { ...orderEvent("received", at(5)).data, id: "walk-in-order", details: { type: "walk_in_test" } },
    };
    await deliver(b, walkIn);
    expect((await orderEventState(a, "walk-in-order"))?.collectionMethod).toBe("walk_in_test");
    const changes = await projectionChangesSince(a, since);
    expect(changes.map((c) => c.orderId)).toEqual([ORDER_ID]);
    // A draw under way is due for a look; having looked moves nothing a board hears of.
    expect(await liveAppointmentsDue(b, new Date().toISOString(), 10)).toEqual([ORDER_ID]);
    const looked = new Date().toISOString();
    await markAppointmentsChecked(a, [ORDER_ID], looked);
    expect(await liveAppointmentsDue(b, looked, 10)).toEqual([]);
    expect(await projectionChangesSince(a, changes[0]!.updatedAt)).toEqual([]);
  });

  it("names the board's users the user index lacks or whose details it never read", async () => {
    expect(await boardUsersToIndex(a, 10)).toEqual([{ userId: USER_ID, known: false }]);
    await upsertIndexedUsers(b, [
      { userId: USER_ID, clientUserId: "patient-42", createdOn: at(0), providers: [], fingerprint: null },
    ]);
    expect(await boardUsersToIndex(a, 10)).toEqual([{ userId: USER_ID, known: true }]);
    await recordIndexedDetails(b, USER_ID, { firstName: "Testa", lastName: "Orderly" });
    expect(await boardUsersToIndex(a, 10)).toEqual([]);
  });

  it("lets one instance at a time reconcile, and a stalled holder's lease be taken over", async () => {
    const now = new Date();
    const claims = await Promise.all([claimBoardSync(a, "one", now), claimBoardSync(b, "two", now)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [winner, loser] = claims[0] ? (["one", "two"] as const) : (["two", "one"] as const);
    expect(await claimBoardSync(a, loser, now)).toBe(false);
    expect(await renewBoardSync(b, loser, now)).toBe(false);
    expect(await finishBoardSync(a, loser, { ok: false, message: "x", requestId: null }, now)).toBe(false);
    expect(await renewBoardSync(b, winner, now)).toBe(true);
    // The holder stalls past its lease: another instance takes over, and the stalled one can record nothing.
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await claimBoardSync(b, loser, later)).toBe(true);
    expect(
      await finishBoardSync(a, winner, { ok: true, startedAt: now.toISOString(), full: true, orders: 1, calls: 1 }),
    ).toBe(false);
    expect(
      await finishBoardSync(
        b,
        loser,
        { ok: true, startedAt: later.toISOString(), full: true, orders: 3, calls: 4 },
        later,
      ),
    ).toBe(true);
    expect(await boardSyncState(a)).toMatchObject({
      holder: null,
      syncedAt: later.toISOString(),
      fullSyncedAt: later.toISOString(),
      lastPassOrders: 3,
      lastError: null,
    });
    // A failed pass keeps the last good one's time and says why; the lease is free again at once.
    expect(await claimBoardSync(a, winner, later)).toBe(true);
    await finishBoardSync(a, winner, { ok: false, message: "The service did not answer", requestId: "req-1" }, later);
    expect(await boardSyncState(b)).toMatchObject({
      syncedAt: later.toISOString(),
      lastError: "The service did not answer",
    });
    expect(await claimBoardSync(b, loser, later)).toBe(true);
    // Events count for the freshness; an older note never moves it back.
    await noteBoardEvents(a, later);
    await noteBoardEvents(b, now);
    expect((await boardSyncState(a))?.eventsAt).toBe(later.toISOString());
  });
});

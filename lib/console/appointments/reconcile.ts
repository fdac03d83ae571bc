import { mapLimit } from "@/lib/concurrency/map-limit";
import { loadFailure } from "@/lib/console/loaded";
import { catchUpResults, signalOfOrder } from "@/lib/console/results-review/intake";
import {
  boardUsersToIndex,
  liveAppointmentsDue,
  markAppointmentsChecked,
  projectedRowsByIds,
} from "@/lib/console/store/board-projection";
import { boardSyncState, claimBoardSync, finishBoardSync, renewBoardSync } from "@/lib/console/store/board-sync";
import type { ConsoleDb } from "@/lib/console/store/db";
import { projectOrderFacts } from "@/lib/console/store/order-event-states";
import { listTrackedOrders } from "@/lib/console/store/tracked-orders";
import { recordIndexedDetails, upsertIndexedUsers } from "@/lib/console/store/user-index";
import { indexEntryOf } from "@/lib/console/users/index-updates";
import { MAX_ORDERS_PAGE } from "@/lib/contract/orders";
import type { ServiceClient } from "@/lib/service/client";
import { isHttpStatus, ServiceError } from "@/lib/service/errors";
import type { OrderView } from "@/lib/service/read/orders";
import { appointmentMoved, appointmentSnapshot, orderMoved, orderSnapshot } from "./snapshots";

/**
 * The board projection's reconciliation: catches up with the service whatever events were missed
 * (a delivery outage, a new instance, a restored database, a service that sends none). One pass
 * lists the at-home orders updated since the last pass (all of them on a full pass), writes those
 * that moved, then reads the appointments of the orders that moved and of the draws still under
 * way that no pass read lately; everything goes through the projection's one rule, so a pass and
 * the events never undo each other. The lease in board_sync keeps it to one instance at a time.
 */
/** A full walk at least this often, in case the service's updated-since filter missed something. */
const FULL_EVERY_MS = 60 * 60_000;
/** Orders updated this long before the last pass started are listed again: clocks differ. */
const OVERLAP_MS = 10 * 60_000;
const CONCURRENCY = 4;
const MAX_USERS_PER_PASS = 200;
const MAX_LIVE_PER_PASS = 500;

export type ReconcileOptions = {
  db: ConsoleDb;
  client: ServiceClient;
  holder: string;
  /** Draws under way are read again once no pass has read them for this long (0: every pass). */
  liveRecheckMs: number;
  now?: () => Date;
  /** A full walk whatever the state says. */
  full?: boolean;
};

export type PassOutcome =
  | { outcome: "standby" }
  | { outcome: "done"; full: boolean; orders: number; calls: number; moved: number }
  | { outcome: "failed"; message: string; requestId: string | null };

/** A service that cannot list orders answers 404/405/501 to the list: only tracked orders are read. */
const cannotList = (e: unknown) => isHttpStatus(e, 404, 405, 501);
const isAtHome = (o: OrderView) => o.collectionMethod === "at_home_phlebotomy";

export async function reconcileBoardOnce(opts: ReconcileOptions): Promise<PassOutcome> {
  const now = opts.now ?? (() => new Date());
  const { db, client, holder } = opts;
  const state = await boardSyncState(db);
  if (!(await claimBoardSync(db, holder, now()))) return { outcome: "standby" };
  const started = now();
  const full =
    !!opts.full ||
    !state?.syncedAt ||
    !state.fullSyncedAt ||
    started.getTime() - Date.parse(state.fullSyncedAt) >= FULL_EVERY_MS;
  const since = full ? undefined : new Date(Date.parse(state!.syncedAt!) - OVERLAP_MS).toISOString();
  let calls = 0;
  const call = <T>(run: () => Promise<T>) => (calls++, run());
  const renew = async () => {
    if (!(await renewBoardSync(db, holder, now()))) throw new LeaseLost();
  };
  try {
    const listed = await listAtHome(call, client, since, renew);
    const orders = new Map(listed.orders.map((o) => [o.id, o]));
    // Tracked orders the list did not show: all of them when the service cannot list, else on a full walk.
    if (full || !listed.available) {
      const tracked = (await listTrackedOrders(db)).filter((t) => !orders.has(t.orderId));
      for (const order of await mapLimit(tracked, CONCURRENCY, (t) => readOrder(call, client, t.orderId)))
        if (order) orders.set(order.id, order);
    }
    const projected = new Map((await projectedRowsByIds(db, [...orders.keys()])).map((r) => [r.orderId, r]));
    const toRead = new Set<string>();
    let moved = 0;
    for (const order of orders.values()) {
      const row = projected.get(order.id);
      const facts = orderSnapshot(order);
      if (orderMoved(facts, row) && (await projectOrderFacts(db, facts, now()))) moved++;
      // The order says whether it has an appointment where the service tells; skip the read if not.
      if (order.appointmentId === null) continue;
      if (!row || orderMoved(facts, row) || row.appointmentId !== (order.appointmentId ?? row.appointmentId))
        toRead.add(order.id);
    }
    const recheckBefore = new Date(started.getTime() - opts.liveRecheckMs).toISOString();
    for (const id of await liveAppointmentsDue(db, recheckBefore, MAX_LIVE_PER_PASS)) toRead.add(id);
    await renew();
    moved += await readAppointments(db, call, client, [...toRead], now);
    await renew();
    await indexBoardUsers(db, call, client, now);
    await renew();
    const baseline = !state?.syncedAt;
    await catchUpResults(db, client, [...orders.values()].map(signalOfOrder), { call, now, baseline });
    await finishBoardSync(db, holder, { ok: true, startedAt: started.toISOString(), full, orders: orders.size, calls });
    return { outcome: "done", full, orders: orders.size, calls, moved };
  } catch (error) {
    if (error instanceof LeaseLost) return { outcome: "standby" };
    if (!(error instanceof ServiceError)) {
      await finishBoardSync(db, holder, { ok: false, message: "The board's catch-up failed.", requestId: null });
      throw error;
    }
    const failure = loadFailure(error);
    await finishBoardSync(db, holder, { ok: false, ...failure });
    return { outcome: "failed", ...failure };
  }
}

class LeaseLost extends Error {}

type Call = <T>(run: () => Promise<T>) => Promise<T>;

async function listAtHome(call: Call, client: ServiceClient, since: string | undefined, renew: () => Promise<void>) {
  const orders: OrderView[] = [];
  for (let page = 1; ; page++) {
    let answer;
    try {
      answer = await call(() =>
        client.listOrders({
          page,
          size: MAX_ORDERS_PAGE,
          order_type: ["at_home_phlebotomy"],
          ...(since ? { updated_start_date: since } : {}),
        }),
      );
    } catch (error) {
      if (page === 1 && cannotList(error)) return { orders, available: false };
      throw error;
    }
    // A service that ignores the filters answers every order: the at-home ones are kept here too.
    orders.push(...answer.orders.filter(isAtHome));
    const last =
      answer.orders.length < MAX_ORDERS_PAGE || (answer.total != null && page * MAX_ORDERS_PAGE >= answer.total);
    if (last) return { orders, available: true };
    await renew();
  }
}

async function readOrder(call: Call, client: ServiceClient, orderId: string) {
  try {
    return await call(() => client.getOrder(orderId));
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/** Reads each appointment; writes those that moved, and notes the others as read. Returns how many moved. */
async function readAppointments(db: ConsoleDb, call: Call, client: ServiceClient, ids: string[], now: () => Date) {
  const rows = new Map((await projectedRowsByIds(db, ids)).map((r) => [r.orderId, r]));
  const unchanged: string[] = [];
  let moved = 0;
  await mapLimit(ids, CONCURRENCY, async (orderId) => {
    let appointment;
    try {
      appointment = await call(() => client.getAppointment(orderId));
    } catch (error) {
      if (isHttpStatus(error, 404)) return;
      throw error;
    }
    const facts = appointmentSnapshot(appointment, now().toISOString());
    if (!appointmentMoved(facts, rows.get(orderId))) unchanged.push(orderId);
    else if (await projectOrderFacts(db, facts, now())) moved++;
  });
  await markAppointmentsChecked(db, unchanged, now().toISOString());
  return moved;
}

/**
 * The board labels its rows from the user index (client_user_id, and the name for roles that see
 * it): users it lacks, or whose details it never read, are read once here, as the indexer would.
 */
async function indexBoardUsers(db: ConsoleDb, call: Call, client: ServiceClient, now: () => Date) {
  const wanted = await boardUsersToIndex(db, MAX_USERS_PER_PASS);
  await mapLimit(wanted, CONCURRENCY, async ({ userId, known }) => {
    try {
      if (!known) await upsertIndexedUsers(db, [indexEntryOf(await call(() => client.getUser(userId)))], now());
      const info = await call(() => client.getUserInfo(userId));
      await recordIndexedDetails(db, userId, info && { firstName: info.first_name, lastName: info.last_name }, now());
    } catch (error) {
      // A user the service no longer has stays unlabelled; the board shows the id.
      if (!isHttpStatus(error, 404)) throw error;
    }
  });
}

import { mapLimit } from "@/lib/concurrency/map-limit";
import { loadFailure } from "@/lib/console/loaded";
import { catchUpResults, signalOfOrder } from "@/lib/console/results-review/intake";
import type { ResultSignal } from "@/lib/console/store/result-intake";
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
import { recordIndexedDetails, upsertIndexedUsers } from "@/lib/console/user-index/store";
import { indexEntryOf } from "@/lib/console/user-index/index-updates";
import { MAX_ORDERS_PAGE } from "@/lib/contract/orders";
import type { ServiceClient } from "@/lib/service/client";
import { isHttpStatus, ServiceError } from "@/lib/service/errors";
import type { OrderView } from "@/lib/service/read/orders";
import { appointmentMoved, appointmentSnapshot, orderMoved, orderSnapshot } from "./snapshots";

/**
 * The projection's reconciliation (the appointments board and the orders list read it): catches up
 * with the service whatever events were missed (a delivery outage, a new instance, a restored
 * database, a service that sends none). One pass lists the orders updated since the last pass
 * (every order, of every collection method, on a full pass), writes those that moved, then reads
 * the appointments of the at-home orders that moved and of the draws still under way that no pass
 * read lately; everything goes through the projection's one rule, so a pass and
 * the events never undo each other. The lease in board_sync keeps it to one instance at a time.
 */
/**
 * A full walk at least this often, in case the service's updated-since filter missed something.
 * It lists every order: at 100,000 orders about a minute of CPU (npm run bench -- orders-list),
 * so every six hours; the minute's passes in between read only what changed, with an overlap.
 */
const FULL_EVERY_MS = 6 * 60 * 60_000;
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
/** At-home draws have appointments; an order whose method the service did not name might be one. */
const mayHaveAppointment = (o: OrderView) =>
  o.collectionMethod === "at_home_phlebotomy" || o.collectionMethod === "unknown";

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
    const toRead = new Set<string>();
    // What each order read says of its results, for the results intake once the orders are written.
    const results: ResultSignal[] = [];
    const sync = (page: OrderView[]) => syncOrders(db, page, { toRead, results }, now);
    const listed = await walkOrders(call, client, since, renew, sync);
    let { orders, moved } = listed;
    // Tracked orders the list did not show: all of them when the service cannot list, else on a full walk.
    if (full || !listed.available) {
      const tracked = (await listTrackedOrders(db)).filter((t) => !listed.seen.has(t.orderId));
      const read = await mapLimit(tracked, CONCURRENCY, (t) => readOrder(call, client, t.orderId));
      const found = read.filter((o): o is OrderView => o !== null);
      orders += found.length;
      moved += await sync(found);
    }
    const recheckBefore = new Date(started.getTime() - opts.liveRecheckMs).toISOString();
    for (const id of await liveAppointmentsDue(db, recheckBefore, MAX_LIVE_PER_PASS)) toRead.add(id);
    await renew();
    moved += await readAppointments(db, call, client, [...toRead], now);
    await renew();
    await indexBoardUsers(db, call, client, now);
    await renew();
    const baseline = !state?.syncedAt;
    await catchUpResults(db, client, results, { call, now, baseline });
    await finishBoardSync(db, holder, { ok: true, startedAt: started.toISOString(), full, orders, calls });
    return { outcome: "done", full, orders, calls, moved };
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

/**
 * Lists every order updated since `since` (every one without it), a page at a time, handing each
 * page to `onPage` as it arrives: a walk of 100,000 orders never holds more than one page.
 */
async function walkOrders(
  call: Call,
  client: ServiceClient,
  since: string | undefined,
  renew: () => Promise<void>,
  onPage: (orders: OrderView[]) => Promise<number>,
) {
  const seen = new Set<string>();
  let moved = 0;
  for (let page = 1; ; page++) {
    let answer;
    try {
      answer = await call(() =>
        client.listOrders({ page, size: MAX_ORDERS_PAGE, ...(since ? { updated_start_date: since } : {}) }),
      );
    } catch (error) {
      if (page === 1 && cannotList(error)) return { orders: 0, moved, seen, available: false };
      throw error;
    }
    // An order created during the walk moves the later pages along by one: it is then listed twice.
    const fresh = answer.orders.filter((o) => !seen.has(o.id));
    for (const o of fresh) seen.add(o.id);
    moved += await onPage(fresh);
    const last =
      answer.orders.length < MAX_ORDERS_PAGE || (answer.total != null && page * MAX_ORDERS_PAGE >= answer.total);
    if (last) return { orders: seen.size, moved, seen, available: true };
    await renew();
  }
}

/**
 * Writes the orders that moved; notes in `toRead` the at-home ones whose appointment may have
 * moved too (only at-home draws have appointments), and in `results` what each says of its
 * results. Returns how many rows moved.
 */
async function syncOrders(
  db: ConsoleDb,
  orders: OrderView[],
  notes: { toRead: Set<string>; results: ResultSignal[] },
  now: () => Date,
) {
  const { toRead, results } = notes;
  const projected = new Map(
    (
      await projectedRowsByIds(
        db,
        orders.map((o) => o.id),
      )
    ).map((r) => [r.orderId, r]),
  );
  let moved = 0;
  for (const order of orders) {
    const signal = signalOfOrder(order);
    if (signal) results.push(signal);
    const row = projected.get(order.id);
    const facts = orderSnapshot(order);
    const changed = orderMoved(facts, row);
    if (changed && (await projectOrderFacts(db, facts, now()))) moved++;
    // The order says whether it has an appointment where the service tells; skip the read if not.
    if (!mayHaveAppointment(order) || order.appointmentId === null) continue;
    if (!row || changed || row.appointmentId !== (order.appointmentId ?? row.appointmentId)) toRead.add(order.id);
  }
  return moved;
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

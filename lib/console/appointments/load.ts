import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { labelledRowsByIds, projectedAtHomeRows, type LabelledBoardRow } from "@/lib/console/store/board-projection";
import { boardSyncState } from "@/lib/console/store/board-sync";
import { consoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { lastSeenOf, listTrackedOrders, noteSeen, type TrackedOrder } from "@/lib/console/store/tracked-orders";
import { fullName } from "@/lib/console/users/full-name";
import { toBoardRow, type BoardRow } from "./board-rows";
import { firstBoardSync } from "./board-sync-runtime";
import { DEFAULT_BOARD_SORT, sortBoardRows } from "./board-view";
import { boardFreshness, type BoardFreshness } from "./freshness";

/**
 * The board's data, from the projection in the console store (order_event_states) that the
 * service's events and the reconciliation keep current: one query for the rows with their users'
 * labels from the user index, none to the service. Bounded: the newest MAX_BOARD_ROWS at-home
 * orders, and the orders the console tracks.
 */
export const MAX_BOARD_ROWS = 500;
/** A fresh instance's first catch-up with the service, waited for by a board opened meanwhile. */
const FIRST_SYNC_WAIT_MS = 5000;

export type BoardData = {
  rows: BoardRow[];
  /** Order ids whose status moved since this console last showed them (tracked orders only). */
  changed: string[];
  fetchedAt: string;
  freshness: BoardFreshness;
  /** Problems that left the board behind the service, each with its request id; the rest still shows. */
  warnings: { message: string; requestId: string }[];
  /** More at-home orders exist than the board shows. */
  truncated: boolean;
};

type Scope = { userId?: string };

/** The board's rows from projected ones: labels from the user index, names only for roles that see them. */
function boardRowsOf(who: CurrentStaff, projected: LabelledBoardRow[], tracked: ReadonlySet<string>, scope: Scope) {
  // The per-user view shows no names (its header says whose orders they are): no PHI to send.
  const phi = reveals(roleViewer(who.role), "name") && !scope.userId;
  return projected.map((r) =>
    toBoardRow(r, {
      phi,
      clientUserId: r.labels.clientUserId,
      indexedName: phi && r.labels.hasDetails ? fullName(r.labels.firstName, r.labels.lastName) : null,
      tracked: tracked.has(r.orderId),
    }),
  );
}

/** Records what the board just showed of its tracked orders, so a reload later marks only what moved since. */
function noteShown(db: ConsoleDb, rows: BoardRow[], known: ReadonlyMap<string, TrackedOrder>) {
  return noteSeen(
    db,
    rows.filter((r) => r.tracked).map((r) => ({ orderId: r.orderId, status: r.status, eventStatus: r.eventStatus })),
    new Date(),
    known,
  );
}

export async function loadBoard(who: CurrentStaff, scope: Scope = {}): Promise<BoardData> {
  await firstBoardSync(FIRST_SYNC_WAIT_MS);
  const db = await consoleDb();
  const [state, listed, trackedAll] = await Promise.all([
    boardSyncState(db),
    projectedAtHomeRows(db, { userId: scope.userId, limit: MAX_BOARD_ROWS }),
    listTrackedOrders(db),
  ]);
  const tracked = new Map(
    trackedAll.filter((t) => !scope.userId || t.userId === scope.userId).map((t) => [t.orderId, t]),
  );
  const listedIds = new Set(listed.rows.map((r) => r.orderId));
  const extra = await labelledRowsByIds(
    db,
    [...tracked.keys()].filter((id) => !listedIds.has(id)),
  );
  const rows = boardRowsOf(who, [...listed.rows, ...extra], new Set(tracked.keys()), scope);
  const changed = rows
    .filter(
      (r) => r.tracked && tracked.get(r.orderId)?.lastStatus != null && tracked.get(r.orderId)?.lastStatus !== r.status,
    )
    .map((r) => r.orderId);
  await noteShown(db, rows, tracked);
  const freshness = boardFreshness(state, new Date());
  return {
    rows: sortBoardRows(rows, DEFAULT_BOARD_SORT),
    changed,
    fetchedAt: new Date().toISOString(),
    freshness,
    warnings: freshness.problem ? [freshness.problem] : [],
    truncated: listed.more,
  };
}

/** Some rows of the board, fresh from the projection: what an open board asks for when told they changed. */
export async function loadBoardRows(
  who: CurrentStaff,
  orderIds: readonly string[],
  scope: Scope = {},
): Promise<{ rows: BoardRow[]; freshness: BoardFreshness }> {
  const db = await consoleDb();
  const [state, projected, seen] = await Promise.all([
    boardSyncState(db),
    labelledRowsByIds(db, orderIds),
    lastSeenOf(db, [...orderIds]),
  ]);
  const tracked = new Set(seen.keys());
  const shown = projected.filter(
    (r) =>
      (r.collectionMethod === "at_home_phlebotomy" || r.appointmentStatus !== null || tracked.has(r.orderId)) &&
      (!scope.userId || r.userId === scope.userId),
  );
  const rows = boardRowsOf(who, shown, tracked, scope);
  // Shown now: a reload later does not mark these as moved again.
  await noteSeen(
    db,
    rows.filter((r) => r.tracked).map((r) => ({ orderId: r.orderId, status: r.status, eventStatus: r.eventStatus })),
    new Date(),
    seen,
  );
  return { rows, freshness: boardFreshness(state, new Date()) };
}

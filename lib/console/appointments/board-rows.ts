import type { BoardProjectedRow } from "@/lib/console/store/board-projection";
import { MERGED_STATUS_LABELS, mergeStatus } from "./merged-status";

export { NOT_BOOKED } from "./merged-status";

/** An open board asks for at most this many changed rows at once (kept out of the schema module: the browser needs it without zod). */
export const MAX_BOARD_ROWS_ASKED = 200;

/**
 * One line of the appointments board, built on the server per role from the board's projection:
 * `patientName` is only ever filled for roles that see PHI, so analysts and ops never receive a
 * name. The projection holds no names: it is the one the user index holds for the order's user.
 * Pure, unit-tested.
 */
export type BoardRow = {
  orderId: string;
  userId: string;
  clientUserId: string | null;
  patientName: string | null;
  orderStatus: string;
  provider: string | null;
  /** null: not booked yet. Unknown values from the service are kept as they are. */
  status: string | null;
  eventStatus: string | null;
  startAt: string | null;
  timeZone: string | null;
  canReschedule: boolean | null;
  lastEventAt: string | null;
  lastEvent: string | null;
  tracked: boolean;
};

export function toBoardRow(
  row: BoardProjectedRow,
  opts: { phi: boolean; clientUserId: string | null; indexedName?: string | null; tracked: boolean },
): BoardRow {
  const booked = row.appointmentStatus !== null;
  return {
    orderId: row.orderId,
    userId: row.userId ?? "",
    clientUserId: opts.clientUserId,
    patientName: opts.phi ? (opts.indexedName ?? null) : null,
    // Known only once the order's own event (or a pass) told of it; an appointment implies one was placed.
    orderStatus: row.orderStatus ?? "unknown",
    provider: booked ? row.appointmentProvider : null,
    status: row.appointmentStatus,
    eventStatus: booked ? row.appointmentEventStatus : null,
    startAt: booked ? row.appointmentStartAt : null,
    timeZone: booked ? row.appointmentTimeZone : null,
    canReschedule: booked ? row.appointmentCanReschedule : null,
    lastEventAt: booked ? row.appointmentAt : null,
    lastEvent: booked ? (row.appointmentLastEvent ?? row.appointmentEventStatus) : null,
    tracked: opts.tracked,
  };
}

/** Status key of a row for counts and the filter: the merged reading's key (see merged-status.ts). */
export const statusKey = (row: Pick<BoardRow, "status" | "eventStatus">) =>
  mergeStatus(row.status, row.eventStatus).key;

const LIFECYCLE: readonly string[] = Object.keys(MERGED_STATUS_LABELS);
const lifecycleIndex = (key: string) => (LIFECYCLE.includes(key) ? LIFECYCLE.indexOf(key) : LIFECYCLE.length);

/** Rows per status key, in lifecycle order; statuses the board does not know come last, by name. */
export function countByStatus(rows: readonly BoardRow[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(statusKey(row), (counts.get(statusKey(row)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => lifecycleIndex(a) - lifecycleIndex(b) || a.localeCompare(b));
}

const fingerprint = (row: BoardRow) => `${row.status ?? ""}|${row.eventStatus ?? ""}|${row.lastEventAt ?? ""}`;

/** Order ids whose status, event status or last event moved between two fetches (new rows too, once there was a previous fetch). */
export function changedSince(previous: readonly BoardRow[] | null, next: readonly BoardRow[]): Set<string> {
  if (!previous) return new Set();
  const before = new Map(previous.map((r) => [r.orderId, fingerprint(r)]));
  return new Set(next.filter((r) => before.get(r.orderId) !== fingerprint(r)).map((r) => r.orderId));
}

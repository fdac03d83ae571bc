import type { AppointmentView } from "@/lib/service/read/appointments";
import type { OrderView } from "@/lib/service/read/orders";

/**
 * One line of the appointments board, built on the server per role: `patientName` is only ever
 * filled for roles that see PHI, so analysts and ops never receive a name. It is the name the
 * order carries, or else the one the user index holds (a service may leave an order's patient
 * details out). Pure, unit-tested.
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

export const NOT_BOOKED = "not_booked";

export function toBoardRow(
  order: Pick<OrderView, "id" | "userId" | "status" | "patientName">,
  appointment: AppointmentView | null,
  opts: { phi: boolean; clientUserId: string | null; indexedName?: string | null; tracked: boolean },
): BoardRow {
  const last = appointment?.events.at(-1) ?? null;
  return {
    orderId: order.id,
    userId: order.userId,
    clientUserId: opts.clientUserId,
    patientName: opts.phi ? (order.patientName ?? opts.indexedName ?? null) : null,
    orderStatus: order.status,
    provider: appointment?.provider ?? null,
    status: appointment?.status ?? null,
    eventStatus: appointment?.event_status ?? null,
    startAt: appointment?.start_at ?? null,
    timeZone: appointment?.iana_timezone ?? null,
    canReschedule: appointment ? appointment.can_reschedule : null,
    lastEventAt: last?.created_at ?? null,
    lastEvent: last?.status ?? null,
    tracked: opts.tracked,
  };
}

/** Status key of a row for counts and the filter; an unbooked order counts as "not_booked". */
export const statusKey = (row: Pick<BoardRow, "status">) => row.status ?? NOT_BOOKED;

export function countByStatus(rows: readonly BoardRow[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(statusKey(row), (counts.get(statusKey(row)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export type BoardFilters = { status: string[]; provider: string[]; from: string | null; to: string | null };

/**
 * Filters by status, provider and the appointment's start date (YYYY-MM-DD, inclusive, compared
 * in UTC; rows without a start time drop out once a date is set).
 */
export function filterRows(rows: readonly BoardRow[], f: BoardFilters): BoardRow[] {
  return rows.filter((row) => {
    if (f.status.length > 0 && !f.status.includes(statusKey(row))) return false;
    if (f.provider.length > 0 && !(row.provider && f.provider.includes(row.provider))) return false;
    if (f.from || f.to) {
      const day = row.startAt?.slice(0, 10);
      if (!day) return false;
      if (f.from && day < f.from) return false;
      if (f.to && day > f.to) return false;
    }
    return true;
  });
}

const fingerprint = (row: BoardRow) => `${row.status ?? ""}|${row.eventStatus ?? ""}|${row.lastEventAt ?? ""}`;

/** Order ids whose status, event status or last event moved between two fetches (new rows too, once there was a previous fetch). */
export function changedSince(previous: readonly BoardRow[] | null, next: readonly BoardRow[]): Set<string> {
  if (!previous) return new Set();
  const before = new Map(previous.map((r) => [r.orderId, fingerprint(r)]));
  return new Set(next.filter((r) => before.get(r.orderId) !== fingerprint(r)).map((r) => r.orderId));
}

/** Newest activity first: the rows people act on are the ones that just moved. */
export const sortRows = (rows: readonly BoardRow[]) =>
  [...rows].sort(
    (a, b) => (b.lastEventAt ?? "").localeCompare(a.lastEventAt ?? "") || a.orderId.localeCompare(b.orderId),
  );

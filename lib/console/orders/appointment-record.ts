import type { AppointmentView } from "@/lib/service/read/appointments";

/**
 * What the console keeps of an appointment it has seen, to show it again once the service has
 * replaced it with a new booking: when it was for, who was to draw, how it went and why it was
 * cancelled. Nothing that identifies or reaches the patient (address, notes) is kept.
 */
export type AppointmentRecord = {
  id: string;
  orderId: string;
  status: string;
  provider: string;
  startAt: string | null;
  endAt: string | null;
  timeZone: string | null;
  events: { created_at: string; status: string; data: Record<string, unknown> | null }[];
};

/** Event data worth keeping: a move's two slots and a cancellation's reason. Free-text notes are left out. */
const KEPT_DATA = ["previous_start_at", "start_at", "cancellation_reason"] as const;

function keptData(data: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!data) return null;
  const kept = Object.fromEntries(
    KEPT_DATA.flatMap((key) => (typeof data[key] === "string" ? [[key, data[key]]] : [])),
  );
  return Object.keys(kept).length ? kept : null;
}

export function recordOf(a: AppointmentView): AppointmentRecord {
  return {
    id: a.id,
    orderId: a.order_id,
    status: a.status,
    provider: a.provider,
    startAt: a.start_at,
    endAt: a.end_at,
    timeZone: a.iana_timezone,
    events: a.events.map((e) => ({ created_at: e.created_at, status: e.status, data: keptData(e.data) })),
  };
}

/**
 * The order's earlier appointments: every one remembered but the current, newest first. A record
 * that cannot be read any more (written by another version) is skipped rather than failing the page.
 */
export function earlierOf(records: readonly string[], currentId: string | null): AppointmentRecord[] {
  return records
    .flatMap((text) => {
      try {
        const r = JSON.parse(text) as AppointmentRecord;
        return r && typeof r.id === "string" && Array.isArray(r.events) && r.id !== currentId ? [r] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => (b.events[0]?.created_at ?? "").localeCompare(a.events[0]?.created_at ?? ""));
}

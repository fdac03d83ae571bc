/**
 * One plain reading of an appointment's two status fields. The service reports `status` (where
 * the appointment stands) and `event_status` (its latest event); people on the board want one
 * answer to "what is happening with this draw?". `status` decides; `event_status` only refines a
 * step the status alone cannot tell apart (a confirmed appointment whose visit has started means
 * the phlebotomist is travelling). Both enums are non-exhaustive: a status this table does not know
 * is shown exactly as the service sent it, and keyed by itself so it can still be filtered.
 */
export const NOT_BOOKED = "not_booked";

/** The board's status keys, in the order an appointment moves through them. */
export const MERGED_STATUS_LABELS = {
  [NOT_BOOKED]: "Not booked",
  pending: "Booked – waiting for confirmation",
  reserved: "Slot reserved – waiting for confirmation",
  confirmed: "Confirmed",
  on_the_way: "Phlebotomist on the way",
  in_progress: "Draw in progress",
  completed: "Completed",
  cancelled: "Cancelled",
} as const satisfies Record<string, string>;

export type KnownMergedStatus = keyof typeof MERGED_STATUS_LABELS;

export type MergedStatus = {
  /** Filter and count key: a known key above, or an unknown raw `status` as it came. */
  key: string;
  label: string;
  known: boolean;
  /** The service's own values, for the tooltip; null when the order has no appointment. */
  raw: { status: string; eventStatus: string | null } | null;
};

const isKnown = (value: string): value is KnownMergedStatus => Object.hasOwn(MERGED_STATUS_LABELS, value);

function keyOf(status: string, eventStatus: string | null): string {
  if (status === "confirmed" && eventStatus === "in_progress") return "on_the_way";
  // A status the board knows reads the same whatever the event says; the raw pair is in the tooltip.
  return status;
}

export function mergeStatus(status: string | null, eventStatus: string | null): MergedStatus {
  if (status === null) return { key: NOT_BOOKED, label: MERGED_STATUS_LABELS[NOT_BOOKED], known: true, raw: null };
  const key = keyOf(status, eventStatus);
  const raw = { status, eventStatus };
  // `not_booked` is the board's own word, never a value the service sends: keep a sent one distinct.
  if (isKnown(key) && key !== NOT_BOOKED) return { key, label: MERGED_STATUS_LABELS[key], known: true, raw };
  return { key: status, label: status, known: false, raw };
}

/** "status confirmed · event status scheduled", for the tooltip and screen readers. */
export function rawStatusText(merged: MergedStatus): string {
  if (!merged.raw) return "No appointment requested for this order yet";
  return `status ${merged.raw.status} · event_status ${merged.raw.eventStatus ?? "none"}`;
}

/** Filter options: every known reading, in lifecycle order. */
export const MERGED_STATUS_OPTIONS = Object.entries(MERGED_STATUS_LABELS).map(([value, label]) => ({ value, label }));

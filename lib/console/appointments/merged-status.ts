import type { APPOINTMENT_EVENT_STATUSES, APPOINTMENT_STATUSES } from "@/lib/contract/enums";

/**
 * The one vocabulary for an at-home draw: the board's filter chips and rows, the order page's
 * appointment card and its timeline all read a state with the same words. The service reports
 * two fields, `status` (where the appointment stands) and `event_status` (its latest event), and
 * names one state twice: a booked slot is status `confirmed` with event `scheduled`. People want
 * one answer to "what is happening with this draw?", so each state has one label here, and
 * every event is read as the state it moved the draw into.
 *
 * `status` decides; `event_status` only refines a step the status alone cannot tell apart (a
 * confirmed appointment whose visit has started means the phlebotomist is travelling). Both enums
 * are non-exhaustive: a value this table does not know is shown exactly as the service sent it,
 * and keyed by itself so it can still be filtered.
 */
export const NOT_BOOKED = "not_booked";

/** The states, in the order a draw moves through them; keys are the service's statuses plus two of the board's own. */
export const MERGED_STATUS_LABELS = {
  [NOT_BOOKED]: "Not booked",
  pending: "Requested",
  reserved: "Slot held",
  confirmed: "Scheduled",
  on_the_way: "Phlebotomist on the way",
  in_progress: "Draw in progress",
  completed: "Draw completed",
  cancelled: "Cancelled",
} as const satisfies Record<(typeof APPOINTMENT_STATUSES)[number] | "not_booked" | "on_the_way", string>;

export type KnownMergedStatus = keyof typeof MERGED_STATUS_LABELS;

/** The state each event moves a draw into: `scheduled` is the event of a `confirmed` appointment. */
const EVENT_STATES = {
  pending: "pending",
  reserved: "reserved",
  scheduled: "confirmed",
  in_progress: "in_progress",
  completed: "completed",
  cancelled: "cancelled",
} as const satisfies Record<(typeof APPOINTMENT_EVENT_STATUSES)[number], KnownMergedStatus>;

export type MergedStatus = {
  /** Filter and count key: a known key above, or an unknown raw `status` as it came. */
  key: string;
  label: string;
  known: boolean;
  /** The service's own values, for the tooltip; null when the order has no appointment. */
  raw: { status: string; eventStatus: string | null } | null;
};

const isKnown = (value: string): value is KnownMergedStatus => Object.hasOwn(MERGED_STATUS_LABELS, value);

/** The label of a state key (a chip, a count); a key the table does not know is shown as it is. */
export const mergedStatusLabel = (key: string): string => (isKnown(key) ? MERGED_STATUS_LABELS[key] : key);

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

/** A timeline entry or a row's last event, in the words of the state it moved the draw into. */
export function appointmentEventLabel(eventStatus: string): string {
  return Object.hasOwn(EVENT_STATES, eventStatus)
    ? MERGED_STATUS_LABELS[EVENT_STATES[eventStatus as keyof typeof EVENT_STATES]]
    : eventStatus;
}

/** "status confirmed · event status scheduled", for the tooltip and screen readers. */
export function rawStatusText(merged: MergedStatus): string {
  if (!merged.raw) return "No appointment requested for this order yet";
  return `status ${merged.raw.status} · event_status ${merged.raw.eventStatus ?? "none"}`;
}

/** Filter options: every known reading, in lifecycle order. */
export const MERGED_STATUS_OPTIONS = Object.entries(MERGED_STATUS_LABELS).map(([value, label]) => ({ value, label }));

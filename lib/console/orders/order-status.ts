import type { ORDER_STATUSES, ORDER_STEPS } from "@/lib/contract/orders";
import { MERGED_STATUS_LABELS } from "@/lib/console/appointments/merged-status";
import type { OrderEventView } from "@/lib/service/read/orders";
import { knownLabel, labelOr } from "@/lib/labels";

/*
 * The words for an order's own lifecycle (received → collecting the sample → with the lab →
 * completed) and the steps of its history, which the service reports as compound statuses
 * (`<status>.<collection method>.<step>`). An at-home draw's steps use the draw's own words (see
 * merged-status.ts), so the history, the appointment card and the board say the same thing.
 * Values these tables do not know are shown as the service sent them.
 */

export const ORDER_STATUS_LABELS = {
  received: "Received",
  collecting_sample: "Collecting sample",
  sample_with_lab: "Sample with lab",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Failed",
} as const satisfies Record<(typeof ORDER_STATUSES)[number], string>;

/** "Requested" → "draw requested", "Draw completed" → "draw completed". */
const draw = (key: keyof typeof MERGED_STATUS_LABELS) => {
  const words = MERGED_STATUS_LABELS[key].toLowerCase();
  return words.startsWith("draw ") ? words : `draw ${words}`;
};

const STEP_LABELS = {
  ordered: "ordered",
  requisition_created: "requisition created",
  requisition_bypassed: "no requisition needed",
  transit_customer: "kit on its way to the patient",
  out_for_delivery: "kit out for delivery",
  with_customer: "kit with the patient",
  transit_lab: "sample on its way to the lab",
  delivered_to_lab: "sample delivered to the lab",
  completed: "completed",
  failure_to_deliver_to_lab: "sample not delivered to the lab",
  failure_to_deliver_to_customer: "kit not delivered to the patient",
  problem_in_transit_lab: "problem on the way to the lab",
  problem_in_transit_customer: "problem on the way to the patient",
  sample_error: "sample error",
  appointment_scheduled: "appointment scheduled",
  appointment_cancelled: "appointment cancelled",
  appointment_pending: "appointment requested",
  draw_completed: draw("completed"),
  cancelled: "cancelled",
  lost: "sample lost",
  do_not_process: "not to be processed",
  partial_results: "partial results",
  awaiting_registration: "awaiting registration",
  registered: "registered",
  redraw_available: "redraw available",
} as const satisfies Record<(typeof ORDER_STEPS)[number], string>;

/** The appointment steps of an at-home order, in the draw's words. */
const AT_HOME_STEP_LABELS: Readonly<Record<string, string>> = {
  appointment_pending: draw("pending"),
  appointment_scheduled: draw("confirmed"),
  appointment_cancelled: draw("cancelled"),
};

export const orderStatusLabel = (status: string): string => labelOr(ORDER_STATUS_LABELS, status);

export function orderStepLabel(step: string, method: string | null): string {
  return (
    (method === "at_home_phlebotomy" ? knownLabel(AT_HOME_STEP_LABELS, step) : undefined) ??
    knownLabel(STEP_LABELS, step) ??
    step
  );
}

/** An order history entry: "Collecting sample: draw scheduled"; a plain status reads as the status alone. */
export function orderEventLabel({ topLevel, method, step }: Pick<OrderEventView, "topLevel" | "method" | "step">) {
  const head = orderStatusLabel(topLevel);
  return step && step !== topLevel ? `${head}: ${orderStepLabel(step, method)}` : head;
}

import type { LabEventType } from "@/lib/contract/service-events";
import { labelOr } from "@/lib/labels";

/** What each event type means to a reader; a type the service adds later shows as sent. */
const EVENT_TYPE_LABELS: Record<LabEventType, string> = {
  "labtest.order.created": "Order created",
  "labtest.order.updated": "Order updated",
  "labtest.appointment.created": "Appointment created",
  "labtest.appointment.updated": "Appointment updated",
  "labtest.result.critical": "Critical result",
};

export const eventTypeLabel = (type: string) => labelOr(EVENT_TYPE_LABELS, type);

const STATE_LABELS: Record<string, string> = { processed: "Processed", pending: "Waiting", failed: "Failed" };
export const eventStateLabel = (state: string) => labelOr(STATE_LABELS, state);

import type { CancellationReason } from "@/lib/contract/appointment-booking";

/**
 * The reasons an at-home appointment may be cancelled for. Fixed ids, so a client may keep one;
 * the refundable ones are those where the patient is not at fault.
 */
export const CANCELLATION_REASONS: readonly CancellationReason[] = [
  { id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1001", name: "Patient requested to cancel", is_refundable: true },
  {
    id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1002",
    name: "Patient is unavailable at the booked time",
    is_refundable: true,
  },
  { id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1003", name: "Order placed in error", is_refundable: true },
  {
    id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1004",
    name: "Patient did not prepare (fasting or medication)",
    is_refundable: false,
  },
  { id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1005", name: "Address outside the service area", is_refundable: true },
  { id: "0b0e7a52-4f6c-4d1e-9a53-1c1f0c6a1006", name: "Other", is_refundable: false },
];

export const cancellationReasonById = (id: string) => CANCELLATION_REASONS.find((r) => r.id === id);

import { isHttpStatus } from "@/lib/console/loaded";

/**
 * The chosen slot can no longer be had: taken meanwhile (409, or 410 from a service that says
 * "gone"), or its booking key expired or unknown (422 naming `booking_key`). The remedy is the
 * same for all: ask for availability again and choose another slot.
 */
export function isSlotGone(e: unknown): boolean {
  if (isHttpStatus(e, 409, 410)) return true;
  return isHttpStatus(e, 422) && !!e.fieldErrors?.booking_key;
}

export const SLOT_GONE_MESSAGE =
  "That slot is no longer available: someone else booked it, or it was held too long. Choose one of the fresh slots below.";

/** Same instant, however each side wrote it ("…Z" or "+00:00", with or without milliseconds). */
export function sameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return !Number.isNaN(x) && x === y;
}

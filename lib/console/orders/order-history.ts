import type { OrderEventView } from "@/lib/service/read/orders";

/**
 * An order's history as the page lists it. An order is ordered once: when a cancelled draw put an
 * order back to "received", older records (and services) add a second "ordered" step, which read
 * as if the order had been placed again. Such a repeat is left out; every other step is kept, in
 * the service's order, repeats included (a second "appointment pending" is a second booking).
 */
export function orderHistory(events: readonly OrderEventView[]): OrderEventView[] {
  let ordered = false;
  return events.filter((e) => {
    const isOrdered = e.step === "ordered" || (e.step === null && e.topLevel === "received");
    if (!isOrdered) return true;
    if (ordered) return false;
    ordered = true;
    return true;
  });
}

/**
 * The real service reports an order's history in compound statuses,
 * `<top-level status>.<collection method>.<step>` (e.g. `received.at_home_phlebotomy.ordered`),
 * while the order's own `status` stays the top-level one. The embedded service records the
 * top-level status of each step and answers the compound one the real service uses for it.
 */
const STEPS: Record<string, Record<string, string>> = {
  at_home_phlebotomy: {
    received: "received.at_home_phlebotomy.ordered",
    collecting_sample: "collecting_sample.at_home_phlebotomy.appointment_pending",
    // The real service reports the finished draw as the last collecting step.
    sample_with_lab: "collecting_sample.at_home_phlebotomy.draw_completed",
    completed: "completed.at_home_phlebotomy.completed",
    cancelled: "cancelled.at_home_phlebotomy.cancelled",
    failed: "failed.at_home_phlebotomy.sample_error",
  },
  walk_in_test: {
    received: "received.walk_in_test.ordered",
    collecting_sample: "collecting_sample.walk_in_test.appointment_pending",
    sample_with_lab: "sample_with_lab.walk_in_test.partial_results",
    completed: "completed.walk_in_test.completed",
    cancelled: "cancelled.walk_in_test.cancelled",
    failed: "failed.walk_in_test.sample_error",
  },
  testkit: {
    received: "received.testkit.ordered",
    collecting_sample: "collecting_sample.testkit.transit_customer",
    sample_with_lab: "sample_with_lab.testkit.delivered_to_lab",
    completed: "completed.testkit.completed",
    cancelled: "cancelled.testkit.cancelled",
    failed: "failed.testkit.sample_error",
  },
};

/** The compound status of a recorded step; a status that is already compound is kept as it is. */
export function compoundOrderStatus(status: string, collectionMethod: string): string {
  if (status.includes(".")) return status;
  return STEPS[collectionMethod]?.[status] ?? `${status}.${collectionMethod}.${status}`;
}

/**
 * The (collection method, top-level status) pairs whose compound status ends in `step`: how a
 * filter by the real service's step names reads against the recorded top-level statuses.
 */
export function ordersAtStep(step: string): { method: string; status: string }[] {
  return Object.entries(STEPS).flatMap(([method, byStatus]) =>
    Object.entries(byStatus)
      .filter(([, compound]) => compound.split(".")[2] === step)
      .map(([status]) => ({ method, status })),
  );
}

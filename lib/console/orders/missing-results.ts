import { humanize } from "@/lib/console/appointments/format";

/**
 * What a marker the lab did not report means for the person reading the report: whether it
 * failed (and will never arrive) or is still to come, why, in words, and what to do about it.
 * The lab's reason comes as `inferred_failure_type`; a reason not listed here is shown as sent.
 */
export type MissingResultText = {
  /** "failed": the lab will not report it; "pending": it should still follow. */
  state: "failed" | "pending";
  /** Why, in words. */
  cause: string;
  /** What the reader can do about it. */
  action: string;
};

const REDRAW = "Needs a redraw: arrange a new sample with the patient.";
const ASK_LAB = "Ask the lab whether it can still be run; otherwise arrange a redraw.";

const FAILURES: Record<string, Omit<MissingResultText, "state">> = {
  quantity_not_sufficient_failure: { cause: "Not enough sample to run this test.", action: REDRAW },
  insufficient_volume: { cause: "Not enough sample to run this test.", action: REDRAW },
  collection_process_failure: {
    cause: "The sample was not collected or handled as this test requires.",
    action: REDRAW,
  },
  drop_off_failure: { cause: "The sample did not reach the lab in time to be tested.", action: REDRAW },
  internal_lab_failure: { cause: "The lab could not run this test on the sample.", action: REDRAW },
  patient_condition_failure: {
    cause: "The patient’s condition at the draw kept this test from being run (for example, not fasting).",
    action: "Needs a redraw once the patient has followed the test’s preparation.",
  },
  order_entry_failure: {
    cause: "The order reached the lab with a mistake in it.",
    action: "Ask the lab or the service’s support to correct the order; a redraw may follow.",
  },
  missing_result_calc_failure: {
    cause: "A calculated result that could not be worked out, because a value it needs is missing.",
    action: "Nothing to do for this one: it follows the marker it is calculated from.",
  },
  missing_demo_aoe_calc_failure: {
    cause: "The lab lacks patient details it needs to calculate this result (such as age or sex).",
    action: "Check the patient’s details, then ask the lab to calculate it.",
  },
  unknown_failure: { cause: "The lab did not say why.", action: ASK_LAB },
};

/** The reasons that are not failures: the result is late, not lost. */
const STILL_TO_COME = new Set(["non_failure"]);

export function missingResultText(failure: string | null): MissingResultText {
  if (failure === null || STILL_TO_COME.has(failure)) {
    return {
      state: "pending",
      cause: "The lab has not reported it yet.",
      action: "Nothing to do yet: it should follow in an updated report.",
    };
  }
  const known = FAILURES[failure];
  if (known) return { state: "failed", ...known };
  return { state: "failed", cause: `The lab reports: ${humanize(failure).toLowerCase()}.`, action: ASK_LAB };
}

const markers = (n: number) => `${n} marker${n === 1 ? "" : "s"}`;

/**
 * The report's own status beside the order's, for the line "Completed — report partial: 1 marker
 * failed, 2 to follow": an order completes when its report is in, even one that lacks markers.
 * A status the service sends that is not listed reads as it came.
 */
export function reportStatusText(status: string | null, missing: readonly { failure: string | null }[]): string {
  const failed = missing.filter((m) => missingResultText(m.failure).state === "failed").length;
  const pending = missing.length - failed;
  const word = status ? status.replaceAll("_", " ").toLowerCase() : null;
  const head = word ? `report ${word}` : "report status not given";
  const parts = [
    failed > 0 ? `${markers(failed)} failed` : null,
    pending > 0 ? (failed > 0 ? `${pending} to follow` : `${markers(pending)} to follow`) : null,
  ].filter(Boolean);
  if (parts.length > 0) return `${head}: ${parts.join(", ")}`;
  return word === "partial" ? `${head}: more results to follow` : head;
}

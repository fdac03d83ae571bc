import { describe, expect, it } from "vitest";
import { missingResultText, reportStatusText } from "@/lib/console/orders/missing-results";
import { rangeFlagText, reportDateText, resultValueText } from "@/lib/console/orders/result-format";
import { readResult } from "@/lib/service/read/lab-results";

const row = (r: { result?: string | null; type?: string; value?: number | null; unit?: string | null }) => ({
  reading: readResult({ result: r.result, result_type: r.type, value: r.value }),
  unit: r.unit ?? null,
  type: r.type ?? null,
});

describe("resultValueText", () => {
  it("shows each type as the page should read it", () => {
    expect(resultValueText(row({ result: "5.40", type: "numeric", unit: "%" }))).toBe("5.40 %");
    expect(resultValueText(row({ result: ">60", type: "range", unit: "mL/min" }))).toBe(">60 mL/min");
    expect(resultValueText(row({ result: "Negative", type: "coded_value" }))).toBe("Negative");
    expect(resultValueText(row({ result: "Fasting sample.", type: "comment", unit: "mg/dL" }))).toBe("Fasting sample.");
    expect(resultValueText(row({ result: "", type: "numeric", value: 98, unit: "mg/dL" }))).toBe("98 mg/dL");
    expect(resultValueText(row({ result: "POS 1:160", type: "titer" }))).toBe("POS 1:160");
    expect(resultValueText(row({ result: null, type: "numeric", unit: "mg/dL" }))).toBe("No result reported");
  });
});

describe("flags, dates and failures", () => {
  it("words the flag", () => {
    expect(rangeFlagText("high")).toBe("Above range");
    expect(rangeFlagText("low")).toBe("Below range");
    expect(rangeFlagText(null)).toBeNull();
  });

  it("keeps a bare day and shows a timestamp in UTC", () => {
    expect(reportDateText("2026-01-02")).toBe("2026-01-02");
    expect(reportDateText("2026-01-02T15:30:00Z")).toBe("Jan 2, 2026, 3:30 PM UTC");
    expect(reportDateText(null)).toBe("—");
  });
});

describe("markers the lab did not report", () => {
  it("says a failed marker failed, why in words, and what to do: a redraw where a new sample is needed", () => {
    expect(missingResultText("quantity_not_sufficient_failure")).toEqual({
      state: "failed",
      cause: "Not enough sample to run this test.",
      action: "Needs a redraw: arrange a new sample with the patient.",
    });
    for (const failure of ["collection_process_failure", "drop_off_failure", "internal_lab_failure"]) {
      expect(missingResultText(failure)).toMatchObject({ state: "failed", action: expect.stringMatching(/redraw/) });
    }
    // A calculated value follows its inputs: no redraw of its own.
    expect(missingResultText("missing_result_calc_failure").action).not.toMatch(/redraw/);
  });

  it("tells a late marker from a failed one, and shows an unknown reason as it comes", () => {
    expect(missingResultText("non_failure").state).toBe("pending");
    expect(missingResultText(null)).toMatchObject({ state: "pending", cause: "The lab has not reported it yet." });
    expect(missingResultText("sample_hemolyzed")).toMatchObject({
      state: "failed",
      cause: "The lab reports: sample hemolyzed.",
    });
  });

  it("says the report's status beside the order's, with what it lacks", () => {
    const failed = { failure: "quantity_not_sufficient_failure" };
    const late = { failure: "non_failure" };
    expect(reportStatusText("partial", [failed, failed])).toBe("report partial: 2 markers failed");
    expect(reportStatusText("partial", [late, late])).toBe("report partial: 2 markers to follow");
    expect(reportStatusText("partial", [failed, late, late])).toBe("report partial: 1 marker failed, 2 to follow");
    expect(reportStatusText("partial", [])).toBe("report partial: more results to follow");
    expect(reportStatusText("final", [])).toBe("report final");
    expect(reportStatusText("corrected", [])).toBe("report corrected");
    expect(reportStatusText(null, [])).toBe("report status not given");
  });
});

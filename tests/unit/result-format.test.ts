import { describe, expect, it } from "vitest";
import { failureText, rangeFlagText, reportDateText, resultValueText } from "@/lib/console/orders/result-format";
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

  it("names a failure, an unknown one as it comes", () => {
    expect(failureText("quantity_not_sufficient_failure")).toBe("Quantity not sufficient failure");
    expect(failureText("sample_hemolyzed")).toBe("Sample hemolyzed");
    expect(failureText(null)).toBe("Not reported by the lab");
  });
});

import { describe, expect, it } from "vitest";
import { levelOf, priorityOf, resultSignalOf, reviewIdOf, summariseReport } from "@/lib/console/results-review/level";
import { flaggedRows } from "@/lib/console/results-review/flagged";
import { flaggedText, levelText, reportLabel } from "@/lib/console/results-review/words";
import { labResultsReader } from "@/lib/service/read/lab-results";

/**
 * The review queue's level of a report (critical > abnormal > normal; an interpretation the
 * console does not know is kept as sent and sorts as abnormal), what counts as a flagged marker,
 * which order states say results are in, and what makes a new version of a report.
 */
const report = (results: object[], metadata: object = {}) =>
  labResultsReader.parse({
    metadata: { status: "final", date_reported: "2026-11-20T09:00:00Z", ...metadata },
    results,
  });
const marker = (name: string, over: object = {}) => ({ name, slug: name, result: "1", type: "numeric", ...over });

describe("the level of a report", () => {
  it("orders critical before abnormal before normal, and keeps an unknown word as abnormal", () => {
    expect([priorityOf("critical"), priorityOf("Abnormal"), priorityOf("normal")]).toEqual([0, 1, 2]);
    expect(priorityOf("borderline")).toBe(1);
    expect([priorityOf("unknown"), priorityOf(null), priorityOf("")]).toEqual([null, null, null]);
    expect([levelOf(0), levelOf(1), levelOf(2)]).toEqual(["critical", "abnormal", "normal"]);
  });

  it("is the most severe of the report's and its markers' interpretations, comments aside", () => {
    const s = summariseReport(
      report(
        [
          marker("glucose", { interpretation: "critical" }),
          marker("ldl", { interpretation: "abnormal" }),
          marker("hdl", { interpretation: "normal" }),
          marker("note", { type: "comment", result: "text", interpretation: "critical" }),
        ],
        { interpretation: "abnormal" },
      ),
    );
    expect(s).toMatchObject({
      interpretation: "critical",
      priority: 0,
      criticalMarkers: 1,
      flaggedMarkers: 2,
      markers: 3,
      reportStatus: "final",
      reportedAt: "2026-11-20T09:00:00.000Z",
    });
  });

  it("counts a marker out of range without an interpretation as abnormal, and keeps an unknown word as sent", () => {
    const s = summariseReport(
      report([marker("ldl", { is_above_max_range: true }), marker("tsh", { interpretation: "Borderline" })]),
    );
    expect(s).toMatchObject({ interpretation: "abnormal", priority: 1, flaggedMarkers: 2 });
    const unknownOnly = summariseReport(report([marker("tsh", { interpretation: "Borderline" })]));
    expect(unknownOnly).toMatchObject({ interpretation: "Borderline", priority: 1 });
    expect(levelText("abnormal", unknownOnly.interpretation)).toBe("Borderline");
  });

  it("is normal when nothing says otherwise", () => {
    expect(summariseReport(report([marker("hdl", { interpretation: "unknown" })]))).toMatchObject({
      interpretation: "normal",
      priority: 2,
      flaggedMarkers: 0,
    });
  });
});

describe("versions and signals", () => {
  it("gives the same report the same id and a final one after the partial another", () => {
    const partial = summariseReport(report([marker("hdl")], { status: "partial" }));
    const again = summariseReport(report([marker("hdl")], { status: "partial" }));
    const final = summariseReport(report([marker("hdl")], { status: "final", date_reported: "2026-11-21T09:00:00Z" }));
    const order = "0b6f8f6e-3c1e-4f51-9d0a-6c1b3c3e9a01";
    expect(reviewIdOf(order, partial)).toBe(reviewIdOf(order, again));
    expect(reviewIdOf(order, final)).not.toBe(reviewIdOf(order, partial));
    expect(reviewIdOf(order, final)).toMatch(/^0b6f8f6e-3c1e-4f51-9d0a-6c1b3c3e9a01:[0-9a-f]{16}$/);
  });

  it("reads results in from a completed order or a partial-results step, and nothing else", () => {
    expect(resultSignalOf("completed", "completed.walk_in_test.completed")).toBe("final");
    expect(resultSignalOf("sample_with_lab", "sample_with_lab.at_home_phlebotomy.partial_results")).toBe("partial");
    expect(resultSignalOf("partial_results", null)).toBe("partial");
    expect(resultSignalOf("sample_with_lab", "sample_with_lab.testkit.delivered_to_lab")).toBeNull();
    expect(resultSignalOf("collecting_sample", null)).toBeNull();
  });
});

describe("in words", () => {
  it("names the report and what it flags", () => {
    expect([reportLabel("final"), reportLabel("partial"), reportLabel("corrected_final"), reportLabel(null)]).toEqual([
      "Final report",
      "Partial report",
      "Report (corrected final)",
      "Report",
    ]);
    expect(flaggedText({ criticalMarkers: 1, flaggedMarkers: 3, markers: 24 })).toBe(
      "3 flagged (1 critical) of 24 markers",
    );
    expect(flaggedText({ criticalMarkers: 0, flaggedMarkers: 0, markers: 1 })).toBe("None flagged of 1 marker");
  });
});

describe("flagged markers", () => {
  it("lists critical, then abnormal or out-of-range markers, never comments or normal ones", () => {
    const rows = report([
      marker("hdl", { interpretation: "normal" }),
      marker("ldl", { is_above_max_range: true }),
      marker("note", { type: "comment", result: "text", interpretation: "critical" }),
      marker("tsh", { interpretation: "Borderline" }),
      marker("glucose", { interpretation: "critical" }),
    ]).results.map((r) => ({ ...r, trend: null }));
    expect(flaggedRows({ groups: [{ name: "Panel", rows, missing: [] }] }).map((r) => r.name)).toEqual([
      "glucose",
      "ldl",
      "tsh",
    ]);
  });
});

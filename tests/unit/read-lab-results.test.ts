import { describe, expect, it } from "vitest";
import { labResultsReader, readResult } from "@/lib/service/read/lab-results";

describe("readResult", () => {
  it("reads a numeric result as a number", () => {
    expect(readResult({ result: "5.40", result_type: "numeric" })).toEqual({
      kind: "number",
      value: 5.4,
      text: "5.40",
    });
  });

  it("reads the vendor's `type` when `result_type` is absent", () => {
    expect(readResult({ result: "142", type: "numeric" })).toEqual({ kind: "number", value: 142, text: "142" });
  });

  it("keeps a range as its text", () => {
    expect(readResult({ result: ">60", result_type: "range" })).toEqual({ kind: "text", text: ">60", type: "range" });
  });

  it("keeps a comment as its text", () => {
    const text = "Desirable range <100 mg/dL for primary prevention.";
    expect(readResult({ result: text, result_type: "comment" })).toEqual({ kind: "text", text, type: "comment" });
  });

  it("keeps a coded value as its code", () => {
    expect(readResult({ result: "Negative", type: "coded_value" })).toEqual({
      kind: "text",
      text: "Negative",
      type: "coded_value",
    });
  });

  it("falls back to the deprecated value where only that exists", () => {
    expect(readResult({ value: 98 })).toEqual({ kind: "number", value: 98, text: "98" });
    expect(readResult({ result: "", value: 4.2, result_type: "numeric" })).toEqual({
      kind: "number",
      value: 4.2,
      text: "4.2",
    });
  });

  it("prefers result over value when both are there", () => {
    expect(readResult({ result: "7.1", value: 7, result_type: "numeric" })).toMatchObject({ value: 7.1 });
  });

  it("shows an unknown type as it comes", () => {
    expect(readResult({ result: "POS 1:160", result_type: "titer" })).toEqual({
      kind: "text",
      text: "POS 1:160",
      type: "titer",
    });
  });

  it("takes the documented interface's result_type over the vendor's type, and reads blank text as absent", () => {
    expect(readResult({ result: "12", result_type: "range", type: "numeric" })).toEqual({
      kind: "text",
      text: "12",
      type: "range",
    });
    expect(readResult({ result: "   ", value: 3.3, type: "numeric" })).toEqual({
      kind: "number",
      value: 3.3,
      text: "3.3",
    });
    expect(readResult({ result: "", value: Number.NaN })).toEqual({ kind: "missing" });
  });

  it("shows a numeric result written as text as it is, and says when nothing was reported", () => {
    expect(readResult({ result: "TNP", result_type: "numeric" })).toEqual({
      kind: "text",
      text: "TNP",
      type: "numeric",
    });
    expect(readResult({ result: null, value: null })).toEqual({ kind: "missing" });
  });
});

describe("labResultsReader", () => {
  it("reads the real shape, flags out-of-range values, keeps an unreadable result and survives a results map", () => {
    const view = labResultsReader.parse({
      metadata: {
        age: "45",
        dob: "1980-01-01",
        patient: "Doe, Jane",
        date_reported: "2026-01-02",
        specimen_number: "S1",
      },
      results: [
        {
          name: "Glucose",
          result: "130",
          type: "numeric",
          unit: "mg/dL",
          is_above_max_range: true,
          interpretation: "abnormal",
          // The ordered panel it was reported for; an unreadable entry is dropped, not fatal.
          source_markers: [{ marker_id: 7, name: "Basic Metabolic Panel", slug: "bmp" }, { slug: "no-name" }],
        },
        { name: "Broken", result: 5 },
      ],
      missing_results: [{ name: "Ferritin", slug: "ferritin", inferred_failure_type: "insufficient_volume" }],
    });
    expect(view.results[0]).toMatchObject({
      type: "numeric",
      outOfRange: "high",
      reading: { kind: "number", value: 130 },
      source_markers: [{ marker_id: 7, name: "Basic Metabolic Panel", slug: "bmp" }],
    });
    // A result whose value cannot be read is kept, and says nothing was reported.
    expect(view.results[1]).toMatchObject({
      name: "Broken",
      outOfRange: null,
      reading: { kind: "missing" },
      source_markers: [],
    });
    expect(view.missing_results[0]!.name).toBe("Ferritin");
    expect(labResultsReader.parse({ metadata: {}, results: { glucose: 1 } }).results).toEqual([]);
  });
});

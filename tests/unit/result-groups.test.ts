import { describe, expect, it } from "vitest";
import { groupResults, OTHER_RESULTS, type OrderTest } from "@/lib/console/orders/result-groups";
import { labResultsReader } from "@/lib/service/read/lab-results";

/** A report as the reader makes it, so grouping sees what the page sees. */
const read = (results: Record<string, unknown>[], missing: Record<string, unknown>[] = []) =>
  labResultsReader.parse({ metadata: {}, results, missing_results: missing });
const numeric = (name: string, slug: string, extra: Record<string, unknown> = {}) => ({
  name,
  slug,
  result: "1",
  type: "numeric",
  ...extra,
});
const parent = (name: string, slug: string) => ({ source_markers: [{ marker_id: 1, name, slug }] });
const names = (groups: { name: string; rows: { name: string }[]; missing: { name: string }[] }[]) =>
  groups.map((g) => [g.name, g.rows.map((r) => r.name), g.missing.map((m) => m.name)]);

const BMP: OrderTest = { id: "t-bmp", name: "Basic Metabolic Panel (BMP)", markerSlugs: ["glucose", "sodium"] };
const UA: OrderTest = { id: "t-ua", name: "Urinalysis, Complete", markerSlugs: ["urine_glucose", "urine_ph"] };

describe("groupResults", () => {
  it("puts each marker under the ordered test the service names, so two Glucoses read apart", () => {
    const r = read(
      [
        numeric("Glucose", "glucose", parent("Basic Metabolic Panel (BMP)", "bmp")),
        numeric("Glucose", "urine_glucose", parent("Urinalysis, Complete", "ua")),
        numeric("Sodium", "sodium", parent("Basic Metabolic Panel (BMP)", "bmp")),
      ],
      [
        {
          name: "pH",
          slug: "urine_ph",
          inferred_failure_type: "drop_off_failure",
          ...parent("Urinalysis, Complete", "ua"),
        },
      ],
    );
    expect(names(groupResults(r.results, r.missing_results, [BMP, UA]))).toEqual([
      ["Basic Metabolic Panel (BMP)", ["Glucose", "Sodium"], []],
      ["Urinalysis, Complete", ["Glucose"], ["pH"]],
    ]);
  });

  it("falls back to the test whose markers include the slug, keeps a comment with its marker, and lists the rest last", () => {
    const r = read(
      [
        numeric("Glucose", "urine_glucose"),
        { name: "Glucose Comment", slug: "glucose_comment", result: "Trace.", type: "comment" },
        numeric("Mystery", "mystery"),
        numeric("Sodium", "sodium"),
      ],
      [{ name: "Glucose", slug: "glucose", inferred_failure_type: "quantity_not_sufficient_failure" }],
    );
    expect(names(groupResults(r.results, r.missing_results, [BMP, UA]))).toEqual([
      ["Basic Metabolic Panel (BMP)", ["Sodium"], ["Glucose"]],
      ["Urinalysis, Complete", ["Glucose", "Glucose Comment"], []],
      [OTHER_RESULTS, ["Mystery"], []],
    ]);
  });

  it("puts everything under an order's only test, and names a test the catalogue could not by its id", () => {
    const r = read([numeric("Panel marker", "unknown_slug")]);
    expect(names(groupResults(r.results, [], [{ id: "t-9", name: null, markerSlugs: [] }]))).toEqual([
      ["Lab test t-9", ["Panel marker"], []],
    ]);
  });

  it("groups under the real service's panels even when the order's one test is named otherwise", () => {
    const test: OrderTest = { id: "t-1", name: "Wellness bundle", markerSlugs: ["bmp", "lipids"] };
    const r = read([
      numeric("Glucose", "glucose", parent("Basic Metabolic Panel", "bmp")),
      numeric("HDL", "hdl", parent("Lipid Panel", "lipids")),
    ]);
    expect(names(groupResults(r.results, [], [test]))).toEqual([
      ["Basic Metabolic Panel", ["Glucose"], []],
      ["Lipid Panel", ["HDL"], []],
    ]);
  });
});

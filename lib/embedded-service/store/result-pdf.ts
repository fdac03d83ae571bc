import type { BiomarkerResult, MissingBiomarkerResult } from "@/lib/contract/lab-results";
import type { ServiceDb } from "../db/client";
import { orderResults } from "./lab-results";
import { getOrder } from "./orders";
import { patientZone, printedTime } from "./pdf-dates";
import { CONTENT_WIDTH, startPdf, type Writer } from "./pdf-writer";

/** How a result prints: its text, or the deprecated numeric value an older record carries instead. */
const printed = (r: BiomarkerResult) =>
  r.result !== "" ? r.result : r.value != null ? String(r.value) : "not reported";

const flag = (r: BiomarkerResult) =>
  r.is_above_max_range ? "HIGH" : r.is_below_min_range ? "LOW" : r.interpretation === "abnormal" ? "ABNORMAL" : "";

// Marker, result, unit, reference range, flag: 504 points between the margins.
const COLUMNS = [176, 84, 84, 96, 64];
const HEADER = ["Marker", "Result", "Unit", "Reference range", "Flag"];

type Section = { name: string; results: BiomarkerResult[]; missing: MissingBiomarkerResult[] };

/** The report test by test: each result under the ordered test it was reported for. */
function sections(results: BiomarkerResult[], missing: MissingBiomarkerResult[]): Section[] {
  const byName = new Map<string, Section>();
  const of = (x: { source_markers?: { name: string }[] | null }) => {
    const name = x.source_markers?.[0]?.name ?? "Results";
    if (!byName.has(name)) byName.set(name, { name, results: [], missing: [] });
    return byName.get(name)!;
  };
  for (const r of results) of(r).results.push(r);
  for (const m of missing) of(m).missing.push(m);
  return [...byName.values()];
}

function table(w: Writer, s: Section) {
  w.line(s.name, { size: 12, bold: true, gap: 6 });
  w.row(HEADER, COLUMNS, { bold: true, size: 9, gap: 2 });
  w.rule({ gap: 5 });
  for (const r of s.results) {
    // A comment is the lab's prose about the marker above it, set under it across the page.
    if (r.type === "comment") w.line(`${r.name}: ${r.result}`, { size: 8.5, wrap: true });
    else w.row([r.name, printed(r), r.unit ?? "", r.reference_range ?? "", flag(r)], COLUMNS);
  }
  for (const m of s.missing) {
    w.row(
      [m.name, `Not reported: ${m.inferred_failure_type.replaceAll("_", " ")}`],
      [COLUMNS[0]!, CONTENT_WIDTH - COLUMNS[0]!],
    );
    if (m.note) w.line(`Lab note on ${m.name}: ${m.note}`, { size: 8.5, wrap: true });
  }
  w.rule({ gap: 12 });
}

/**
 * The order's lab report as a real PDF: the patient with the address the sample was ordered for
 * (as a lab report identifies them), the dates on the patient's local clock with the zone named,
 * and a table of results for each ordered test, with ranges and flags.
 */
export async function resultPdf(db: ServiceDb, teamId: string, orderId: string, now: Date) {
  const { metadata: m, results, missing_results } = orderResults(db, teamId, orderId, now);
  const missing = missing_results ?? [];
  const a = getOrder(db, teamId, orderId).patient_address;
  const zone = patientZone(a.zip_code);
  const { w } = await startPdf(`Lab results ${orderId}`, now);
  const status = (m.status ?? "final").replace(/^./, (c) => c.toUpperCase());
  const reported = results.filter((r) => r.type !== "comment").length;
  const gaps = missing.length > 0 ? ` (${missing.length} of ${reported + missing.length} markers not reported)` : "";
  w.line("Laboratory report", { size: 18, bold: true, gap: 12 });
  w.line(`Order ID: ${orderId}`);
  w.line(`Specimen: ${m.specimen_number}    Report status: ${status}${gaps}`);
  w.line(`Patient: ${m.patient}    Date of birth: ${m.dob}    Age: ${m.age}`);
  w.line(`Address: ${[a.first_line, a.second_line, a.city].filter(Boolean).join(", ")}, ${a.state} ${a.zip_code}`, {
    wrap: true,
  });
  w.line(`Laboratory: ${m.laboratory ?? "—"}    CLIA: ${m["clia_#"] ?? "—"}`);
  w.line(`Collected: ${printedTime(m.date_collected, zone)}`);
  w.line(`Received: ${printedTime(m.date_received, zone)}`);
  w.line(`Reported: ${printedTime(m.date_reported, zone)}`);
  w.line(`Times are the patient's local time (${zone}).`, { size: 9, gap: 14 });
  for (const s of sections(results, missing)) table(w, s);
  return w.save();
}

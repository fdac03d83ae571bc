import type { BiomarkerResult } from "@/lib/contract/lab-results";
import type { ServiceDb } from "../db/client";
import { orderResults } from "./lab-results";
import { getOrder } from "./orders";
import { startPdf } from "./pdf-writer";

/** How a result prints: its text, or the deprecated numeric value an older record carries instead. */
function printed(r: BiomarkerResult): string {
  const text = r.result !== "" ? r.result : r.value != null ? String(r.value) : "not reported";
  return r.unit ? `${text} ${r.unit}` : text;
}

const flag = (r: BiomarkerResult) =>
  r.is_above_max_range
    ? "  HIGH"
    : r.is_below_min_range
      ? "  LOW"
      : r.interpretation === "abnormal"
        ? "  ABNORMAL"
        : "";

/**
 * The order's lab report as a real PDF: the patient with the address the sample was ordered for
 * (as a lab report identifies them), the dates, each result with its range and flag.
 */
export async function resultPdf(db: ServiceDb, teamId: string, orderId: string, now: Date) {
  const { metadata: m, results, missing_results: missing } = orderResults(db, teamId, orderId, now);
  const a = getOrder(db, teamId, orderId).patient_address;
  const { w } = await startPdf(`Lab results ${orderId}`, now);
  w.line("Laboratory report", { size: 18, bold: true, gap: 12 });
  w.line(`Order ID: ${orderId}    Specimen: ${m.specimen_number}    Status: ${m.status ?? "final"}`);
  w.line(`Patient: ${m.patient}    Date of birth: ${m.dob}    Age: ${m.age}`);
  w.line(`Address: ${[a.first_line, a.second_line, a.city].filter(Boolean).join(", ")}, ${a.state} ${a.zip_code}`);
  w.line(`Laboratory: ${m.laboratory ?? ""}    CLIA: ${m["clia_#"] ?? ""}`);
  w.line(`Collected: ${m.date_collected ?? ""}    Received: ${m.date_received ?? ""}    Reported: ${m.date_reported}`, {
    gap: 14,
  });
  w.line("Results", { size: 13, bold: true });
  for (const r of results) {
    if (r.type === "comment") {
      w.line(`   ${r.name}: ${r.result}`, { size: 9 });
      continue;
    }
    const range = r.reference_range ? `  (reference ${r.reference_range})` : "";
    w.line(`${r.name}: ${printed(r)}${range}${flag(r)}`);
  }
  if (missing && missing.length > 0) {
    w.line("Not reported", { size: 13, bold: true, gap: 6 });
    for (const x of missing) w.line(`${x.name}: ${x.inferred_failure_type.replaceAll("_", " ")}`);
  }
  return w.save();
}

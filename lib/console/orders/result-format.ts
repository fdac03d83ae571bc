import { formatInZone } from "@/lib/console/appointments/format";
import type { LabResultView } from "@/lib/service/read/lab-results";

/**
 * How a lab result reads on the order page. The reading was already decided from the result's
 * type (lib/service/read/lab-results.ts); this only adds the unit and the words around it.
 */
export function resultValueText(r: Pick<LabResultView, "reading" | "unit" | "type">): string {
  if (r.reading.kind === "missing") return "No result reported";
  // A comment is prose; a unit after it would read as part of the sentence.
  if (r.reading.kind === "text" && r.type === "comment") return r.reading.text;
  return r.unit ? `${r.reading.text} ${r.unit}` : r.reading.text;
}

/** "Above range" / "Below range", or null: the flag is words, so it does not rest on colour alone. */
export function rangeFlagText(outOfRange: LabResultView["outOfRange"]): string | null {
  return outOfRange === "high" ? "Above range" : outOfRange === "low" ? "Below range" : null;
}

/** A bare calendar day as a lab writes it, "2026-01-02": no time, so no zone to show it in. */
export const isBareDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A report date: a bare day as the lab wrote it, a timestamp in the given zone (UTC without one), named. */
export function reportDateText(value: string | null, zone: string | null = null): string {
  if (!value) return "—";
  return isBareDay(value) ? value : formatInZone(value, zone);
}

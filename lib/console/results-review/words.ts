import { humanize } from "@/lib/console/appointments/format";
import type { Level } from "./level";

/**
 * How a report in the review queue reads: which report it is, and what it flags, in words. An
 * interpretation or status the service sends that the console does not know reads as it came.
 */
export function reportLabel(status: string | null): string {
  if (!status) return "Report";
  const word = status.trim().toLowerCase();
  if (word === "final") return "Final report";
  if (word === "partial") return "Partial report";
  return `Report (${status.replaceAll("_", " ")})`;
}

const markers = (n: number) => `${n} marker${n === 1 ? "" : "s"}`;

export function flaggedText(r: { criticalMarkers: number; flaggedMarkers: number; markers: number }): string {
  if (r.flaggedMarkers === 0) return `None flagged of ${markers(r.markers)}`;
  const critical = r.criticalMarkers > 0 ? ` (${r.criticalMarkers} critical)` : "";
  return `${r.flaggedMarkers} flagged${critical} of ${markers(r.markers)}`;
}

/** The level's word, or the interpretation as sent when it is one the console does not know. */
export function levelText(level: Level, interpretation: string): string {
  return interpretation.trim().toLowerCase() === level ? humanize(level) : humanize(interpretation.trim());
}

export const isKnownInterpretation = (level: Level, interpretation: string) =>
  interpretation.trim().toLowerCase() === level;

import { createHash } from "node:crypto";
import type { LabResultsView } from "@/lib/service/read/lab-results";

/**
 * How urgent a report is for the review queue, from what the lab and the service say of it: the
 * report's own interpretation and each marker's. Critical before abnormal before normal. An
 * interpretation the console does not know is kept as sent and sorts with the abnormal ones: a
 * word nobody expected is something for a person to look at, never dropped. "unknown" (the lab
 * gave none) and a missing one say nothing either way; a marker outside its range without an
 * interpretation counts as abnormal. A comment line is prose, never a finding. Pure, unit-tested.
 */
export const LEVELS = ["critical", "abnormal", "normal"] as const;
export type Level = (typeof LEVELS)[number];
export type Priority = 0 | 1 | 2;

const KNOWN: Record<string, Priority> = { critical: 0, abnormal: 1, normal: 2 };
/** Interpretations that say nothing of the value. */
const SILENT = new Set(["", "unknown"]);

/** 0 critical, 1 abnormal or an unknown word, 2 normal; null when the word says nothing. */
export function priorityOf(interpretation: string | null | undefined): Priority | null {
  const word = (interpretation ?? "").trim().toLowerCase();
  if (SILENT.has(word)) return null;
  return KNOWN[word] ?? 1;
}

export const levelOf = (priority: number): Level => LEVELS[Math.min(Math.max(priority, 0), 2)]!;

export type ReportSummary = {
  reportStatus: string | null;
  reportedAt: string | null;
  /** The most severe interpretation as sent ("critical", or a word the console does not know). */
  interpretation: string;
  priority: Priority;
  criticalMarkers: number;
  /** Markers flagged critical or abnormal (or out of range). */
  flaggedMarkers: number;
  markers: number;
};

type Finding = { priority: Priority; word: string };

function findingOf(interpretation: string | null | undefined, outOfRange: boolean): Finding | null {
  const p = priorityOf(interpretation);
  if (p !== null) return { priority: p, word: interpretation!.trim() };
  return outOfRange ? { priority: 1, word: "abnormal" } : null;
}

const iso = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString();
};

export function summariseReport(report: LabResultsView): ReportSummary {
  const markers = report.results.filter((r) => r.type !== "comment");
  const findings = markers.map((r) => findingOf(r.interpretation, r.outOfRange !== null));
  const all = [findingOf(report.metadata.interpretation, false), ...findings].filter((f): f is Finding => !!f);
  const worst = all.reduce<Finding | null>((a, b) => (!a || b.priority < a.priority ? b : a), null);
  return {
    reportStatus: report.metadata.status ?? null,
    reportedAt: iso(report.metadata.date_reported),
    interpretation: worst?.word ?? "normal",
    priority: worst?.priority ?? 2,
    criticalMarkers: findings.filter((f) => f?.priority === 0).length,
    flaggedMarkers: findings.filter((f) => f !== null && f.priority < 2).length,
    markers: markers.length,
  };
}

/**
 * A version of an order's report: its status, when the lab reported it and what it flags. The
 * same report read twice (an event and a pass, two instances) is the same version; a final report
 * after a partial one, or a corrected report, is a new one.
 */
export function reviewIdOf(orderId: string, s: ReportSummary): string {
  const parts = [s.reportStatus, s.reportedAt, s.interpretation, s.criticalMarkers, s.flaggedMarkers, s.markers];
  const digest = createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
  return `${orderId}:${digest}`;
}

/** What an order's state says of its results: final (completed), partial (a partial report), or nothing yet. */
export function resultSignalOf(status: string | null | undefined, step: string | null | undefined) {
  if (status === "completed") return "final" as const;
  if (step?.split(".").at(-1) === "partial_results" || status === "partial_results") return "partial" as const;
  return null;
}

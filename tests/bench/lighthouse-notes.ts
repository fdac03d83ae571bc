import type { Result } from "lighthouse";

type Items = Record<string, unknown>[];

function items(lhr: Result, auditId: string): Items {
  const details = lhr.audits[auditId]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
}

const shortUrl = (url: unknown) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, "")
    .slice(0, 70);

/** Accessibility audits that fail, each with up to three offending elements (selector). */
export function failingAccessibility(lhr: Result): { id: string; nodes: string[] }[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a !== undefined && a.scoreDisplayMode === "binary" && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a!.id,
      nodes: items(lhr, a!.id)
        .slice(0, 3)
        .map((item) => String((item.node as { selector?: string } | undefined)?.selector ?? "?")),
    }));
}

/** The lab metrics behind the performance score. */
export function labMetrics(lhr: Result): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  return [
    `FCP ${metric("first-contentful-paint")}`,
    `LCP ${metric("largest-contentful-paint")}`,
    `TBT ${metric("total-blocking-time")}`,
    `CLS ${metric("cumulative-layout-shift")}`,
  ].join(", ");
}

/**
 * Where a page's main-thread time goes, for the log: the scripts with the most evaluation time
 * (bootup-time; React's rendering and hydration count against the framework chunk) and the
 * elements that shifted visibly (layout-shifts), when there are any.
 */
export function whereTimeGoes(lhr: Result): string[] {
  const notes: string[] = [];
  const scripts = items(lhr, "bootup-time")
    .slice(0, 3)
    .map((i) => `${shortUrl(i.url)} ${Math.round(Number(i.scripting ?? 0))} ms`);
  if (scripts.length) notes.push(`script time: ${scripts.join("; ")}`);
  const shifts = items(lhr, "layout-shifts")
    .filter((i) => Number(i.score ?? 0) >= 0.001)
    .slice(0, 2)
    .map(
      (i) => `${(i.node as { selector?: string } | undefined)?.selector ?? "?"} (${Number(i.score ?? 0).toFixed(3)})`,
    );
  if (shifts.length) notes.push(`layout shifts: ${shifts.join("; ")}`);
  return notes;
}

/*
 * The audit log's search params, declared once and read the same way by the page (its slice),
 * the filter bar (which writes them) and the CSV export (the same filters from its query
 * string). From "nuqs/server" because that entry carries no "use client"; the parsers work in
 * the browser too.
 */
import {
  createLoader,
  createSearchParamsCache,
  createSerializer,
  parseAsBoolean,
  parseAsString,
  type inferParserType,
} from "nuqs/server";
import type { AuditFilter } from "@/lib/console/audit/store";
import { zoneDayBounds } from "@/lib/console/time/zone-day-bounds";
import { parseAsDay } from "@/lib/url-state/day-param";
import { parseAsPage } from "@/lib/url-state/table-params";

export const AUDIT_PAGE_SIZE = 50;

export const auditFilterParsers = {
  staff: parseAsString,
  action: parseAsString,
  target: parseAsString,
  from: parseAsDay,
  to: parseAsDay,
  /** Only records of changes: reads, sign-ins and sign-outs left out. */
  changes: parseAsBoolean,
};

export const auditParsers = {
  ...auditFilterParsers,
  /** Keyset cursor: show records older than this sequence number. Absent = the newest page. */
  before: parseAsPage,
};

export type AuditParams = inferParserType<typeof auditParsers>;

export const auditParamsCache = createSearchParamsCache(auditParsers);
/** For the export route handler, outside the RSC tree. */
export const loadAuditParams = createLoader(auditParsers);
export const serializeAuditParams = createSerializer(auditParsers);

/**
 * The store's filter. Dates are the viewer's calendar days in `zone` (the zone the log's times
 * are read in), not UTC days: `from` from that day's midnight there, `to` through its end.
 */
export function toAuditFilter(p: Omit<AuditParams, "before">, zone: string): AuditFilter {
  return {
    staffId: p.staff?.trim() || undefined,
    action: p.action?.trim() || undefined,
    targetId: p.target?.trim() || undefined,
    ...zoneDayBounds(p.from, p.to, zone),
    changesOnly: p.changes === true,
  };
}

/**
 * For the audit record of a read or an export: which filters were used, in one short line; with
 * the zone when a date was given, since the same dates cover other hours in another zone.
 */
export function describeAuditParams(p: Partial<AuditParams>, zone: string): string {
  const parts = (["staff", "action", "target", "from", "to", "changes", "before"] as const)
    .filter((key) => p[key] !== null && p[key] !== undefined && p[key] !== "")
    .map((key) => `${key}=${String(p[key]).slice(0, 80)}`);
  if (p.from || p.to) parts.push(`zone=${zone}`);
  return parts.length ? `filters: ${parts.join(", ")}` : "no filters";
}

export const hasAuditFilters = (p: Partial<AuditParams>) =>
  (["staff", "action", "target", "from", "to", "changes"] as const).some((key) => Boolean(p[key]));

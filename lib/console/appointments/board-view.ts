import { statusKey, type BoardRow } from "./board-rows";

/**
 * What the board shows of its rows: filtered, sorted and cut to one page. The loader hands every
 * at-home order the console knows to the browser (a bounded list, refreshed every 30 s), so the
 * view is computed there, from the URL, without another round trip. Pure, unit-tested.
 */

export const BOARD_SORTABLE_COLUMNS = ["startAt", "lastEventAt"] as const;
export type BoardSortColumn = (typeof BOARD_SORTABLE_COLUMNS)[number];
export type BoardSort = { id: BoardSortColumn; desc: boolean };

/** Soonest start first: the draws coming up are the ones to act on. */
export const DEFAULT_BOARD_SORT: BoardSort = { id: "startAt", desc: false };

/**
 * `from` is the first start day: a day (YYYY-MM-DD), FROM_TODAY (today on the clock each row is
 * read on, so it follows the zone choice) or ALL_DATES / null for no lower bound.
 */
export type BoardFilters = { status: string[]; provider: string[]; from: string | null; to: string | null };

export const FROM_TODAY = "today";
export const ALL_DATES = "all";

/** Whose clock the board's times are read on: each appointment's own zone, or the viewer's. */
export const ZONE_CHOICES = ["patient", "mine"] as const;
export type ZoneChoice = (typeof ZONE_CHOICES)[number];

const FALLBACK_ZONE = "Etc/UTC";

/**
 * The zone a row's times are shown (and its date filtered) in. The viewer's zone is unknown until
 * the browser reports it, so until then "mine" reads as the patient's zone: the server render and
 * the first client render agree, and the switch happens right after hydration.
 */
export function displayZone(row: Pick<BoardRow, "timeZone">, choice: ZoneChoice, viewerZone: string | null): string {
  if (choice === "mine" && viewerZone) return viewerZone;
  return row.timeZone ?? FALLBACK_ZONE;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();
function dayFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!dayFormatters.has(zone)) {
    try {
      // en-CA writes dates as YYYY-MM-DD, the same form as the filter's date inputs.
      dayFormatters.set(
        zone,
        new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }),
      );
    } catch {
      dayFormatters.set(zone, null);
    }
  }
  return dayFormatters.get(zone)!;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone; an unknown zone counts as UTC. */
export function dayIn(iso: string, zone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (dayFormatter(zone) ?? dayFormatter(FALLBACK_ZONE)!).format(date);
}

/**
 * Status (merged key), provider, and start day, inclusive, on the day as shown (see displayZone).
 * A row without a start time drops out once a date is set: it has no day to match. "From today"
 * is the exception: it hides draws that are over, and an order not booked yet is still to do.
 */
export function filterBoardRows(
  rows: readonly BoardRow[],
  f: BoardFilters,
  zoneOf: (row: BoardRow) => string,
  now: Date = new Date(),
): BoardRow[] {
  const from = f.from === FROM_TODAY || f.from === ALL_DATES ? null : f.from;
  const todays = new Map<string, string | null>();
  const todayIn = (zone: string) => {
    if (!todays.has(zone)) todays.set(zone, dayIn(now.toISOString(), zone));
    return todays.get(zone)!;
  };
  return rows.filter((row) => {
    if (f.status.length > 0 && !f.status.includes(statusKey(row))) return false;
    if (f.provider.length > 0 && !(row.provider && f.provider.includes(row.provider))) return false;
    if (from || f.to) {
      const day = row.startAt ? dayIn(row.startAt, zoneOf(row)) : null;
      if (!day) return false;
      if (from && day < from) return false;
      if (f.to && day > f.to) return false;
    }
    if (f.from === FROM_TODAY && row.startAt) {
      const zone = zoneOf(row);
      const day = dayIn(row.startAt, zone);
      const today = todayIn(zone);
      if (day && today && day < today) return false;
    }
    return true;
  });
}

const instant = (iso: string | null) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : t;
};

/**
 * By the chosen instant; rows without one (not scheduled yet, no events) come last either way,
 * since "no time" is neither soon nor late. Ties keep a stable order by order id.
 */
export function sortBoardRows(rows: readonly BoardRow[], sort: BoardSort): BoardRow[] {
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = instant(a[sort.id]);
    const y = instant(b[sort.id]);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * sign;
    }
    return a.orderId.localeCompare(b.orderId);
  });
}

export type BoardPage = { rows: BoardRow[]; total: number; pageCount: number };

/** One page (1-based) of the filtered, sorted rows; a page past the end is empty, not clamped. */
export function boardPage(
  rows: readonly BoardRow[],
  q: { filters: BoardFilters; sort: BoardSort; page: number; size: number },
  zoneOf: (row: BoardRow) => string,
  now?: Date,
): BoardPage {
  const matching = sortBoardRows(filterBoardRows(rows, q.filters, zoneOf, now), q.sort);
  const start = (q.page - 1) * q.size;
  return {
    rows: matching.slice(start, start + q.size),
    total: matching.length,
    pageCount: Math.max(1, Math.ceil(matching.length / q.size)),
  };
}

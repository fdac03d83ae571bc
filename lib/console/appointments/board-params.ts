/*
 * The appointments board's search params: page, size and sort of its table, the filters, and the
 * time zone the times are read in, so a view of the board can be linked and reloaded. They have
 * the same names and forms as the other tables' (`?page=2&size=50&sort=startAt.desc`), but are
 * declared here, from "nuqs" itself: the board is client-side only, and sharing the server
 * tables' parser module would move it into a chunk the users list loads, which is at its
 * JavaScript budget.
 */
import { createParser, parseAsArrayOf, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs";
import {
  ALL_DATES,
  BOARD_SORTABLE_COLUMNS,
  FROM_TODAY,
  ZONE_CHOICES,
  type BoardSort,
  type BoardSortColumn,
} from "@/lib/console/appointments/board-view";

export const BOARD_PAGE_SIZES = [25, 50, 100, 250, 500] as const;
const MAX_SIZE = 500;

const positive = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null);

/** `2026-05-01`, a real calendar day; anything else is ignored rather than failing the page. */
const parseAsDay = createParser({
  parse: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
  },
  serialize: String,
});

/** The first start day: a day as above, or `today` or `all` (see BoardFilters). */
const parseAsFromDay = createParser({
  parse: (value) => (value === FROM_TODAY || value === ALL_DATES ? value : parseAsDay.parse(value)),
  serialize: String,
});

/** Only the columns the board can sort by; any other sort in a link is dropped. */
const parseAsBoardSort = createParser<BoardSort>({
  parse: (value) => {
    const match = /^([A-Za-z]+)\.(asc|desc)$/.exec(value);
    const id = match?.[1] as BoardSortColumn | undefined;
    return id && BOARD_SORTABLE_COLUMNS.includes(id) ? { id, desc: match![2] === "desc" } : null;
  },
  serialize: ({ id, desc }) => `${id}.${desc ? "desc" : "asc"}`,
  eq: (a, b) => a.id === b.id && a.desc === b.desc,
});

export const boardParsers = {
  page: createParser({ parse: positive, serialize: String }).withDefault(1),
  /** A hand-edited `?size=100000` falls back to the default rather than drawing every row. */
  size: createParser({
    parse: (v) => ((positive(v) ?? 0) <= MAX_SIZE ? positive(v) : null),
    serialize: String,
  }).withDefault(25),
  sort: parseAsBoardSort,
  /** Merged status keys (merged-status.ts); an unknown value still filters on that raw status. */
  status: parseAsArrayOf(parseAsString).withDefault([]),
  provider: parseAsArrayOf(parseAsString).withDefault([]),
  /**
   * First and last start day, inclusive; one day is from = to. Without `from` the board starts at
   * today: the draws to act on, not the oldest ones. `?from=all` shows every date.
   */
  from: parseAsFromDay.withDefault(FROM_TODAY),
  to: parseAsDay,
  tz: parseAsStringLiteral(ZONE_CHOICES).withDefault("patient"),
};
export type BoardParams = inferParserType<typeof boardParsers>;

/** One user's board shows their whole history unless asked otherwise (`?from=today`): it is short. */
export const userBoardParsers = { ...boardParsers, from: parseAsFromDay.withDefault(ALL_DATES) };

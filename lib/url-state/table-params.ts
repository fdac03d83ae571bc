/*
 * Search params of a paginated table, declared once and read the same way by the server page
 * (which fetches that slice) and by the client table (which changes it). Imported from
 * "nuqs/server" because that entry has no "use client" directive; the parsers work in both.
 */
import { createParser, parseAsArrayOf, parseAsString, type inferParserType } from "nuqs/server";

export const PAGE_SIZE_OPTIONS = [25, 50, 100, 250, 500] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** A hand-edited `?size=100000` must not turn into one huge upstream query. */
export const MAX_PAGE_SIZE = 500;

function positiveInteger(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** 1-based page; garbage or 0 falls back to the default rather than erroring the page. */
export const parseAsPage = createParser({ parse: positiveInteger, serialize: String });

export const parseAsPageSize = createParser({
  parse: (value) => {
    const n = positiveInteger(value);
    return n !== null && n <= MAX_PAGE_SIZE ? n : null;
  },
  serialize: String,
});

export type SortParam = { id: string; desc: boolean };

/**
 * `?sort=created_at.desc`. The id is only shape-checked here: a server must still map it
 * through its own whitelist (see `pickSort`) before it reaches a query.
 */
export const parseAsSort = createParser<SortParam>({
  parse: (value) => {
    const match = /^([A-Za-z0-9_]{1,64})\.(asc|desc)$/.exec(value);
    return match?.[1] ? { id: match[1], desc: match[2] === "desc" } : null;
  },
  serialize: ({ id, desc }) => `${id}.${desc ? "desc" : "asc"}`,
  eq: (a, b) => a.id === b.id && a.desc === b.desc,
});

/** Parsers for toolbar filters declared in column `meta.filter`; servers parse the same way. */
export const filterParsers = {
  text: parseAsString,
  select: parseAsString,
  "multi-select": parseAsArrayOf(parseAsString, ","),
} as const;

export type FilterVariant = keyof typeof filterParsers;

/** Build the table parsers with a table-specific default size (most tables use 25). */
export function createTableParsers(defaultSize: number = DEFAULT_PAGE_SIZE) {
  return {
    page: parseAsPage.withDefault(1),
    size: parseAsPageSize.withDefault(defaultSize),
    sort: parseAsSort,
  };
}

export const tableParsers = createTableParsers();
export type TableParsers = ReturnType<typeof createTableParsers>;
export type TableParams = inferParserType<TableParsers>;

/** The slice a data layer asks for; upstream APIs speak offset/limit. */
export function toOffsetLimit({ page, size }: Pick<TableParams, "page" | "size">): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/** Returns the sort only when its column may be sorted on the server; anything else is dropped. */
export function pickSort<TId extends string>(
  sort: SortParam | null,
  allowed: readonly TId[],
): { id: TId; desc: boolean } | null {
  return sort && (allowed as readonly string[]).includes(sort.id) ? { id: sort.id as TId, desc: sort.desc } : null;
}

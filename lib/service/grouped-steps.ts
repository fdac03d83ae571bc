import type { GroupedStepsView } from "./read/timeseries";

/** A page as the walk needs it (the reader's view, or a test's page with the deprecated `next` left out). */
type GroupedTimeseries = Pick<GroupedStepsView, "groups" | "next_cursor"> & { next?: string | null };
import { UNEXPECTED_SHAPE_DETAIL } from "./errors";
import { failure, type CallInfo } from "./response";

/**
 * Walking the grouped steps timeseries page by page. Kept apart from client.ts so the cursor and
 * merge rules can be read (and tested) without the HTTP plumbing.
 */

/** The cursor for the next page: `next_cursor`, else the deprecated `next`; null at the end. */
export function nextCursorOf(page: Pick<GroupedTimeseries, "next_cursor" | "next">): string | null {
  return page.next_cursor ?? page.next ?? null;
}

/**
 * A response that carries only the deprecated `next` still tells where to go on: copy it into
 * `next_cursor` before the contract schema (which requires next_cursor) reads the body. A body
 * with neither is a last page (the spec does not mark next_cursor as required).
 */
export function withNextCursor(json: unknown): unknown {
  if (!json || typeof json !== "object" || Array.isArray(json)) return json;
  const body = json as Record<string, unknown>;
  if (body.next_cursor !== undefined) return body;
  return { ...body, next_cursor: body.next ?? null };
}

/**
 * Appends one page into the accumulated groups. Entries with the same source (provider and
 * device type) are one series split across pages, so their samples are concatenated in order.
 */
export function mergeGroups(into: GroupedTimeseries["groups"], page: GroupedTimeseries["groups"]) {
  for (const [provider, entries] of Object.entries(page)) {
    const target = (into[provider] ??= []);
    for (const entry of entries) {
      const same = target.find(
        (t) => t.source.provider === entry.source.provider && t.source.type === entry.source.type,
      );
      if (same) same.data.push(...entry.data);
      else target.push({ source: { ...entry.source }, data: [...entry.data] });
    }
  }
  return into;
}

/** Default page limit: a year of minute data per provider is ~55 pages of 10,000 samples. */
export const MAX_STEP_PAGES = 1_000;

/**
 * Follows cursors until the service says there is no more, handing each page to `onPage` as it
 * arrives (so a caller can fold a year of minute samples without holding them all). A cursor seen
 * twice or too many pages means the service is not making progress: fail rather than loop forever.
 */
export async function walkGroupedSteps(
  fetchPage: (cursor: string | null) => Promise<GroupedTimeseries>,
  call: Omit<CallInfo, "requestId">,
  onPage: (groups: GroupedTimeseries["groups"]) => void,
  maxPages = MAX_STEP_PAGES,
): Promise<{ pages: number }> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await fetchPage(cursor);
    onPage(page.groups);
    pages++;
    cursor = nextCursorOf(page);
    if (cursor !== null && (seen.has(cursor) || pages >= maxPages)) {
      const why = seen.has(cursor) ? "repeated a cursor" : `exceeded ${maxPages} pages`;
      throw failure(
        { ...call, requestId: "n/a" },
        "unexpected_shape",
        502,
        UNEXPECTED_SHAPE_DETAIL,
        new Error(`Grouped steps ${why}`),
      );
    }
    if (cursor !== null) seen.add(cursor);
  } while (cursor !== null);
  return { pages };
}

/** Every page, merged by provider and source. */
export async function followGroupedSteps(
  fetchPage: (cursor: string | null) => Promise<GroupedTimeseries>,
  call: Omit<CallInfo, "requestId">,
  maxPages = MAX_STEP_PAGES,
): Promise<{ groups: GroupedTimeseries["groups"]; pages: number }> {
  const groups: GroupedTimeseries["groups"] = {};
  const { pages } = await walkGroupedSteps(fetchPage, call, (page) => mergeGroups(groups, page), maxPages);
  return { groups, pages };
}

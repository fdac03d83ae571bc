import { asc, isNotNull } from "drizzle-orm";
import type { GroupedTimeseries } from "@/lib/contract/timeseries";
import type { ServiceDb } from "../db/client";
import { providers } from "../db/schema";
import { unprocessable } from "../errors";

/** Samples per page. Large pages keep a year of minute data to a few round trips. */
export const STEPS_PAGE_SIZE = 10_000;

type Cursor = { p: number; t: number };

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

function decodeCursor(raw: string, param: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
    if (Number.isInteger(c.p) && Number.isInteger(c.t)) return c;
  } catch {
    // fall through to the 422 below
  }
  throw unprocessable(["query", param], "Invalid cursor", "value_error");
}

const iso = (ts: number) => new Date(ts * 1000).toISOString();

/**
 * One page of a user's step samples grouped by provider. Samples are ordered by (provider id,
 * start); the cursor is the last (provider id, start) sent, so a walk neither skips nor repeats.
 * Each provider is read with its own range query on the primary key (user, provider, start).
 */
export function readGroupedSteps(
  db: ServiceDb,
  q: { userSeq: number; fromTs: number; toTs: number; provider: string; cursor?: string | null; cursorParam: string },
  pageSize = STEPS_PAGE_SIZE,
): GroupedTimeseries {
  const after = q.cursor ? decodeCursor(q.cursor, q.cursorParam) : null;
  const candidates = db
    .select({ id: providers.id, slug: providers.slug, deviceType: providers.deviceType })
    .from(providers)
    .where(isNotNull(providers.stepsResolutionSeconds))
    .orderBy(asc(providers.id))
    .all()
    .filter((p) => (q.provider ? p.slug === q.provider : true) && (!after || p.id >= after.p));

  const stmt = db.$client.prepare(
    `SELECT start_ts AS s, end_ts AS e, value AS v FROM step_samples
     WHERE user_seq = ? AND provider_id = ? AND start_ts >= ? AND start_ts <= ?
     ORDER BY start_ts LIMIT ?`,
  );
  const groups: GroupedTimeseries["groups"] = {};
  let remaining = pageSize;
  let last: Cursor | null = null;
  let more = false;
  for (const p of candidates) {
    const from = after && p.id === after.p ? Math.max(q.fromTs, after.t + 1) : q.fromTs;
    const rows = stmt.all(q.userSeq, p.id, from, q.toTs, remaining + 1) as { s: number; e: number; v: number }[];
    if (rows.length > remaining) {
      rows.length = remaining;
      more = true;
    }
    if (rows.length > 0) {
      groups[p.slug] = [
        {
          data: rows.map((r) => ({ start: iso(r.s), end: iso(r.e), unit: "count", value: r.v })),
          source: { provider: p.slug, type: p.deviceType },
        },
      ];
      remaining -= rows.length;
      last = { p: p.id, t: rows[rows.length - 1]!.s };
    }
    if (more || remaining === 0) {
      // A full page: there may be more in this or a later provider; an empty next page is cheap.
      more = true;
      break;
    }
  }
  const next = more && last ? encodeCursor(last) : null;
  return { groups, next_cursor: next, next };
}

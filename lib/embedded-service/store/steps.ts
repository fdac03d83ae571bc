import { asc, isNotNull } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { providers } from "../db/schema";
import { unprocessable } from "../errors";
import { dayOf, decodeChunk } from "./step-chunks";
import { sampleTail, StepsJsonWriter } from "./steps-json";

/**
 * Samples per page (about 0.9 MB of JSON). Measured with `npm run bench -- steps` (a year of minute
 * data, 1.08 M samples): the service's share hardly changes with the page size, but the console
 * parses 25,000- and 50,000-sample pages more slowly (bigger strings, more garbage collection).
 */
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

type Query = {
  userSeq: number;
  fromTs: number;
  toTs: number;
  provider: string;
  cursor?: string | null;
  cursorParam: string;
  /** The user's UTC offset in seconds (east positive), sent as each sample's timezone_offset. */
  timezoneOffsetSeconds?: number;
};

/**
 * A sample's numeric id: unique per user, from its provider and start second (a provider id below
 * 100,000 and a start before the year 2286 keep it under 2^53).
 */
export const sampleId = (providerId: number, start: number) => providerId * 10_000_000_000 + start;

/** Bytes a sample takes in the page, on average: sizes the page buffer so it rarely grows. */
const SAMPLE_BYTES = 190;

/**
 * One page of a user's step samples grouped by provider, as the JSON body itself. Samples are
 * ordered by (provider id, start); the cursor is the last (provider id, start) sent, so a walk
 * neither skips nor repeats. Each provider's days are one range scan on the primary key
 * (user, provider, day); the page ends when it is full, and says "more" only when another sample
 * really follows, so a walk never ends on an empty page.
 */
export function readGroupedStepsJson(db: ServiceDb, q: Query, pageSize = STEPS_PAGE_SIZE): Buffer<ArrayBuffer> {
  const after = q.cursor ? decodeCursor(q.cursor, q.cursorParam) : null;
  const candidates = db
    .select({ id: providers.id, slug: providers.slug, deviceType: providers.deviceType })
    .from(providers)
    .where(isNotNull(providers.stepsResolutionSeconds))
    .orderBy(asc(providers.id))
    .all()
    .filter((p) => (q.provider ? p.slug === q.provider : true) && (!after || p.id >= after.p));
  const days = db.$client
    .prepare(
      "SELECT day, samples FROM step_chunks WHERE user_seq = ? AND provider_id = ? AND day BETWEEN ? AND ? ORDER BY day",
    )
    .raw(true);

  const out = new StepsJsonWriter(Math.min(pageSize, 20_000) * SAMPLE_BYTES);
  out.text('{"groups":{');
  let remaining = pageSize;
  let last: Cursor | null = null;
  let more = false;
  let groups = 0;
  for (const p of candidates) {
    const from = after && p.id === after.p ? Math.max(q.fromTs, after.t + 1) : q.fromTs;
    if (from > q.toTs) continue;
    let sent = 0;
    const tail = sampleTail(q.timezoneOffsetSeconds ?? 0, p.deviceType);
    const rows = days.iterate(q.userSeq, p.id, dayOf(from), dayOf(q.toTs)) as Iterable<[number, Buffer]>;
    scan: for (const [day, blob] of rows) {
      const { base, offsets, durations, values } = decodeChunk(day, blob);
      for (let i = 0; i < values.length; i++) {
        const start = base + offsets[i]!;
        if (start < from) continue;
        if (start > q.toTs) break scan;
        if (remaining === 0) {
          more = true;
          break scan;
        }
        if (sent === 0) out.text(`${groups++ ? "," : ""}${JSON.stringify(p.slug)}:[{"data":[`);
        else out.comma();
        out.sample(start, start + durations[i]!, values[i]!, { id: sampleId(p.id, start), tail });
        sent++;
        remaining--;
        last = { p: p.id, t: start };
      }
    }
    if (sent > 0) out.text(`],"source":${JSON.stringify({ provider: p.slug, type: p.deviceType })}}]`);
    if (more) break;
  }
  const next = JSON.stringify(more && last ? encodeCursor(last) : null);
  out.text(`},"next_cursor":${next},"next":${next}}`);
  return out.bytes();
}

import type Database from "better-sqlite3";
import type { ServiceDb } from "../db/client";
import { oncePerHandle } from "@/lib/once-per-handle";

/**
 * Step samples are stored a UTC day at a time (see `stepChunks` in db/schema.ts), one blob per
 * day in columns: n int32 start offsets from the day's midnight, n int32 durations, n float64
 * values, ordered by start. 16 bytes a sample, and a reader turns a day into numbers with one copy
 * instead of 1,440 row objects. Starts and ends are whole epoch seconds, as they were as rows.
 */

export type StepSample = { startTs: number; endTs: number; value: number };

const DAY = 86_400;
export const dayOf = (ts: number) => Math.floor(ts / DAY);

/** One day's samples: sample i starts at base + offsets[i] and ends durations[i] seconds later. */
export type StepChunk = { base: number; offsets: Int32Array; durations: Int32Array; values: Float64Array };

export function decodeChunk(day: number, blob: Uint8Array): StepChunk {
  const n = blob.byteLength / 16;
  // Copied into a fresh buffer: a blob's bytes need not be 8-byte aligned for the float64 view.
  const buf = new ArrayBuffer(blob.byteLength);
  new Uint8Array(buf).set(blob);
  return {
    base: day * DAY,
    offsets: new Int32Array(buf, 0, n),
    durations: new Int32Array(buf, 4 * n, n),
    values: new Float64Array(buf, 8 * n, n),
  };
}

function encodeChunk(day: number, samples: Map<number, [end: number, value: number]>): Buffer {
  const starts = [...samples.keys()].sort((a, b) => a - b);
  const n = starts.length;
  const buf = new ArrayBuffer(16 * n);
  const offsets = new Int32Array(buf, 0, n);
  const durations = new Int32Array(buf, 4 * n, n);
  const values = new Float64Array(buf, 8 * n, n);
  starts.forEach((start, i) => {
    const [end, value] = samples.get(start)!;
    offsets[i] = start - day * DAY;
    durations[i] = end - start;
    values[i] = value;
  });
  return Buffer.from(buf);
}

/** Prepared once per connection: seeding adds steps for thousands of connections in a row. */
const chunkStatements = oncePerHandle((client: Database.Database) => ({
  read: client.prepare("SELECT samples FROM step_chunks WHERE user_seq = ? AND provider_id = ? AND day = ?").pluck(),
  write: client.prepare("INSERT OR REPLACE INTO step_chunks (user_seq, provider_id, day, samples) VALUES (?, ?, ?, ?)"),
}));

/**
 * Adds samples for one user and provider. A sample with the start of a stored one replaces it (the
 * provider re-sent that interval), as the primary key (user, provider, start) did when samples were
 * rows. Runs in one transaction (a savepoint when the caller already holds one).
 */
export function insertSteps(db: ServiceDb, userSeq: number, providerId: number, samples: Iterable<StepSample>): number {
  const { read, write } = chunkStatements(db.$client);
  const byDay = new Map<number, Map<number, [number, number]>>();
  let n = 0;
  for (const s of samples) {
    const day = dayOf(s.startTs);
    let chunk = byDay.get(day);
    if (!chunk) byDay.set(day, (chunk = new Map()));
    chunk.set(s.startTs, [s.endTs, s.value]);
    n++;
  }
  db.$client.transaction(() => {
    for (const [day, incoming] of byDay) {
      const stored = read.get(userSeq, providerId, day) as Buffer | undefined;
      let merged = incoming;
      if (stored) {
        merged = new Map();
        const c = decodeChunk(day, stored);
        for (let i = 0; i < c.values.length; i++) {
          const start = c.base + c.offsets[i]!;
          merged.set(start, [start + c.durations[i]!, c.values[i]!]);
        }
        for (const [start, rest] of incoming) merged.set(start, rest);
      }
      write.run(userSeq, providerId, day, encodeChunk(day, merged));
    }
  })();
  return n;
}

/**
 * Stored samples of a user (optionally one provider) whose start lies in [fromTs, toTs], in
 * (provider id, start) order. For tests and tools that check what a walk should return.
 */
export function storedSteps(
  db: ServiceDb,
  q: { userSeq: number; providerId?: number; fromTs: number; toTs: number },
): (StepSample & { providerId: number })[] {
  const rows = db.$client
    .prepare(
      `SELECT provider_id AS providerId, day, samples FROM step_chunks
       WHERE user_seq = ? AND (? IS NULL OR provider_id = ?) AND day BETWEEN ? AND ?
       ORDER BY provider_id, day`,
    )
    .all(q.userSeq, q.providerId ?? null, q.providerId ?? null, dayOf(q.fromTs), dayOf(q.toTs)) as {
    providerId: number;
    day: number;
    samples: Buffer;
  }[];
  const out: (StepSample & { providerId: number })[] = [];
  for (const row of rows) {
    const c = decodeChunk(row.day, row.samples);
    for (let i = 0; i < c.values.length; i++) {
      const startTs = c.base + c.offsets[i]!;
      if (startTs >= q.fromTs && startTs <= q.toTs)
        out.push({ providerId: row.providerId, startTs, endTs: startTs + c.durations[i]!, value: c.values[i]! });
    }
  }
  return out;
}

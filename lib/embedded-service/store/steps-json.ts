/**
 * Writes the grouped steps JSON straight into bytes. A year of minute data is a million samples
 * and 90 MB of JSON per walk: building it as strings (template literals, join, then UTF-8 encoding
 * for the response) cost the service about a second; writing ASCII bytes from digit tables into one
 * growing buffer costs a tenth of that, and the buffer is the response body as it stands.
 */

const bytesOf = (s: string) => Uint8Array.from(Buffer.from(s, "utf8"));
const ZERO = 48;
// A sample up to its value: {"start":"2026-03-01T00:00:00Z","end":"2026-03-01T00:00:00Z","unit":"count","value":
const START_DATE = '{"start":"'.length;
const START_TIME = START_DATE + 11;
const END_DATE = START_TIME + '00:00:00Z","end":"'.length;
const END_TIME = END_DATE + 11;
const HEAD = END_TIME + '00:00:00Z","unit":"count","value":'.length;
/** The most a sample can take: its head, a number's longest text (24) and the closing brace. */
const SAMPLE_MAX = HEAD + 25;

const ID_KEY = bytesOf(',"id":');
const TIMESTAMP_KEY = bytesOf(',"timestamp":"');

/** A sample's id, and its group's constant tail: `,"timezone_offset":…,"type":…` as bytes. */
export type SampleExtra = { id: number; tail: Uint8Array };

/** The constant tail of a group's samples (see SampleExtra). */
export const sampleTail = (timezoneOffsetSeconds: number, type: string) =>
  bytesOf(`,"timezone_offset":${Math.round(timezoneOffsetSeconds)},"type":${JSON.stringify(type)}`);

export class StepsJsonWriter {
  private buf: Buffer<ArrayBuffer>;
  private pos = 0;
  /** Per UTC day: a sample's head with that day's date in both places, copied with one memcpy. */
  private heads = new Map<number, Uint8Array>();

  constructor(capacity: number) {
    this.buf = Buffer.allocUnsafe(Math.max(1024, capacity));
  }

  private room(n: number) {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Any text, as UTF-8 (JSON punctuation, JSON.stringify'd names and cursors). */
  text(s: string) {
    const n = Buffer.byteLength(s, "utf8");
    this.room(n);
    this.pos += this.buf.write(s, this.pos, "utf8");
  }

  private head(day: number): Uint8Array {
    let head = this.heads.get(day);
    if (!head) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 11);
      head = bytesOf(`{"start":"${date}00:00:00Z","end":"${date}00:00:00Z","unit":"count","value":`);
      this.heads.set(day, head);
    }
    return head;
  }

  /** HH:MM:SS of a whole-second instant's time of day, written over the head's zeros. */
  private time(at: number, secondOfDay: number) {
    const b = this.buf;
    const h = Math.floor(secondOfDay / 3600);
    const m = Math.floor(secondOfDay / 60) % 60;
    const s = secondOfDay % 60;
    b[at] = ZERO + Math.floor(h / 10);
    b[at + 1] = ZERO + (h % 10);
    b[at + 3] = ZERO + Math.floor(m / 10);
    b[at + 4] = ZERO + (m % 10);
    b[at + 6] = ZERO + Math.floor(s / 10);
    b[at + 7] = ZERO + (s % 10);
  }

  private number(v: number) {
    if (!(Number.isInteger(v) && v >= 0 && v < 1e15)) {
      // JSON.stringify's text for every other number (non-finite values become null).
      this.text(JSON.stringify(v));
      return;
    }
    let digits = 1;
    for (let rest = v; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    const b = this.buf;
    let p = this.pos + digits;
    this.pos = p;
    do {
      b[--p] = ZERO + (v % 10);
      v = Math.floor(v / 10);
    } while (v > 0);
  }

  /**
   * One sample object, {"start":"…Z","end":"…Z","unit":"count","value":n}, for whole-second UTC
   * instants; with `extra`, the real service's id, timestamp, timezone_offset and type follow.
   */
  sample(start: number, end: number, value: number, extra?: SampleExtra) {
    this.room(SAMPLE_MAX + 1);
    const p = this.pos;
    const s = Math.floor(start);
    const e = Math.floor(end);
    const startDay = Math.floor(s / 86_400);
    const endDay = Math.floor(e / 86_400);
    this.buf.set(this.head(startDay), p);
    if (endDay !== startDay) this.buf.set(this.head(endDay).subarray(START_DATE, START_TIME), p + END_DATE);
    this.time(p + START_TIME, s - startDay * 86_400);
    this.time(p + END_TIME, e - endDay * 86_400);
    this.pos = p + HEAD;
    this.number(value);
    if (extra) this.extra(p + START_DATE, extra);
    this.buf[this.pos++] = 125; // '}'
  }

  /**
   * The real service's further sample fields: `,"id":n,"timestamp":"<start>"` then the group's
   * constant tail (`,"timezone_offset":…,"type":…`). The timestamp is the start, copied from the head.
   */
  private extra(startAt: number, extra: SampleExtra) {
    this.room(ID_KEY.length + 16 + TIMESTAMP_KEY.length + 21 + extra.tail.length + 1);
    this.buf.set(ID_KEY, this.pos);
    this.pos += ID_KEY.length;
    this.number(extra.id);
    this.buf.set(TIMESTAMP_KEY, this.pos);
    this.pos += TIMESTAMP_KEY.length;
    this.buf.copy(this.buf, this.pos, startAt, startAt + 20);
    this.pos += 20;
    this.buf[this.pos++] = 34; // '"'
    this.buf.set(extra.tail, this.pos);
    this.pos += extra.tail.length;
  }

  comma() {
    this.room(1);
    this.buf[this.pos++] = 44;
  }

  bytes(): Buffer<ArrayBuffer> {
    return this.buf.subarray(0, this.pos);
  }
}

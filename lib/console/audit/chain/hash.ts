import { hash } from "node:crypto";

/**
 * The audit log's hash chain. Each record carries `prev_hash`, the hash of the record chained
 * before it, and `hash`:
 *
 *   hash = sha256(canonical JSON of { content: { every other column, by name }, prev_hash, seq })
 *
 * so editing any column, or moving a record to another seq, changes its hash, and removing,
 * inserting or reordering records breaks the next record's link. Columns that are null are left
 * out of the content, so a nullable column added to the log later leaves the records written
 * before it verifying (renaming a column, or filling it in on old records, would not). The first
 * chained record links to GENESIS_HASH. Around the content sit only a hex string and a whole
 * number, so PostgreSQL builds the same text by concatenation (see chainText).
 *
 * Records are now appended as they are and sealed just after: each gets a link of its own
 * (audit_links), hashed over linkText, which adds the link's position in the chain to the same
 * text; records chained in the row before that keep their hashes and still verify.
 */

export const GENESIS_HASH = "0".repeat(64);

/** Columns the chain itself fills; every other column of a record is its content. */
export const CHAIN_COLUMNS = ["seq", "prev_hash", "hash"] as const;

/** JSON with every object's keys in sorted order and no spaces, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("not a finite number");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  let text = "";
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue;
    text += `${text ? "," : ""}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
  }
  return `{${text}}`;
}

const sha256 = (text: string) => hash("sha256", text, "hex");

/**
 * A value as the store gives it back. Both stores write text as UTF-8, which turns a lone
 * surrogate (possible in a sender's JSON) into U+FFFD; hashing the value as written, not as
 * sent, keeps such a record verifiable.
 */
export function storedForm<T>(value: T): T {
  if (typeof value === "string") return (value.isWellFormed() ? value : value.toWellFormed()) as T;
  if (Array.isArray(value)) return value.map(storedForm) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.toWellFormed(), storedForm(v)]),
    ) as T;
  }
  return value;
}

/**
 * The text a record's hash is taken over: canonicalJson({ content, prev_hash, seq }) written out,
 * keys in sorted order. The PostgreSQL append builds exactly this; a test holds the two together.
 */
export const chainText = (prevHash: string, seq: number, content: string) =>
  `{"content":${content},"prev_hash":${JSON.stringify(prevHash)},"seq":${seq}}`;

/** A record's hash from its predecessor's hash, its seq and its content's canonical JSON. */
export const chainHash = (prevHash: string, seq: number, content: string) => sha256(chainText(prevHash, seq, content));

/**
 * The text a link's hash is taken over: canonicalJson({ content, position, prev_hash, seq }),
 * the record's content and seq with the link's position and the previous link's hash. The
 * PostgreSQL sealer (audit_seal) builds exactly this; a test holds the two together.
 */
export const linkText = (prevHash: string, position: number, seq: number, content: string) =>
  `{"content":${content},"position":${position},"prev_hash":${JSON.stringify(prevHash)},"seq":${seq}}`;

/** A link's hash from the previous link's hash, its position, its record's seq and content. */
export const linkHash = (prevHash: string, position: number, seq: number, content: string) =>
  sha256(linkText(prevHash, position, seq, content));

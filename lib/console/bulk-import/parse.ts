import Papa from "papaparse";
import { connectionRecipe } from "@/lib/contract/link";
import { CONNECTION_COLUMNS, MAX_IMPORT_ROWS, type PreviewRow } from "./rows";

/**
 * Reads a CSV or JSON file of connections into preview rows, each checked with the contract's
 * ConnectionRecipe schema (the one the service validates with) before anything is sent. Pure, so
 * it runs in the browser and in unit tests alike.
 */

export { CONNECTION_COLUMNS, MAX_IMPORT_ROWS, sendableRecipes, type PreviewRow } from "./rows";

export type ParsedFile = { ok: true; rows: PreviewRow[] } | { ok: false; message: string };

const text = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value.join(" ") : JSON.stringify(value);
};

/** A date and time with no zone of its own is read as UTC, the same on every machine. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * expires_at is Unix seconds at the service. People export ISO dates as often, so a date
 * ("2030-01-31") or date-time ("2030-01-31T12:00:00Z") becomes seconds; anything else is left
 * as it is for the row check to flag.
 */
export function expiresAtSeconds(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return Number(text);
  const match = ISO_DATE.exec(text);
  if (!match) return value;
  const withZone = match[1] ? text : `${text.length === 10 ? `${text}T00:00:00` : text}Z`;
  const ms = Date.parse(withZone.replace(" ", "T"));
  return Number.isNaN(ms) ? value : Math.floor(ms / 1000);
}

/** CSV cells are text: empty means absent, expires_at becomes a number, scopes a list. */
function fromCsvCell(column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === "") return undefined;
  if (column === "expires_at") return expiresAtSeconds(value);
  if (column === "oauth_scopes") {
    if (value.startsWith("[")) {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    return value.split(/[\s,;]+/).filter(Boolean);
  }
  return value;
}

function checkRow(line: number, record: Record<string, unknown>): PreviewRow {
  const cells = Object.fromEntries(CONNECTION_COLUMNS.map((c) => [c, text(record[c])])) as PreviewRow["cells"];
  const expiresAt = Number.isSafeInteger(record.expires_at) ? (record.expires_at as number) : null;
  const parsed = connectionRecipe.safeParse(record);
  if (parsed.success) return { line, cells, recipe: parsed.data, expiresAt, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "row");
    errors[field] ??= record[field] === undefined ? `${field} is missing` : `${field}: ${issue.message}`;
  }
  return { line, cells, recipe: null, expiresAt, errors };
}

/** One connection per user: a later row for the same user_id is flagged, the first one kept. */
function flagDuplicates(rows: PreviewRow[]): PreviewRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.recipe) return row;
    const first = seen.get(row.recipe.user_id);
    if (first === undefined) {
      seen.set(row.recipe.user_id, row.line);
      return row;
    }
    return { ...row, recipe: null, errors: { user_id: `user_id repeats row ${first}; one connection per user` } };
  });
}

function tooMany(count: number): ParsedFile {
  return {
    ok: false,
    message: `The file holds ${count.toLocaleString("en-US")} connections; import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} at a time. Split it into smaller files.`,
  };
}

export function parseCsv(content: string): ParsedFile {
  const result = Papa.parse<Record<string, string>>(content.trim(), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = result.meta.fields ?? [];
  if (!fields.includes("user_id") || !fields.includes("access_token")) {
    return {
      ok: false,
      message: `The CSV needs a header row with at least user_id and access_token (columns: ${CONNECTION_COLUMNS.join(", ")}).`,
    };
  }
  if (result.data.length > MAX_IMPORT_ROWS) return tooMany(result.data.length);
  const rows = result.data.map((raw, i) => {
    const record: Record<string, unknown> = {};
    for (const column of CONNECTION_COLUMNS) {
      const value = fromCsvCell(column, raw[column] ?? "");
      if (value !== undefined) record[column] = value;
    }
    return checkRow(i + 1, record);
  });
  return { ok: true, rows: flagDuplicates(rows) };
}

export function parseJson(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { ok: false, message: "The file is not valid JSON. Export it again, or use CSV with a header row." };
  }
  // Accept a bare list or the request body shape ({ connections: [...] }).
  const list = Array.isArray(data) ? data : (data as { connections?: unknown } | null)?.connections;
  if (!Array.isArray(list))
    return { ok: false, message: "The JSON must be a list of connections, or an object with a connections list." };
  if (list.length > MAX_IMPORT_ROWS) return tooMany(list.length);
  const rows = list.map((item, i) => {
    const record =
      item && typeof item === "object" && !Array.isArray(item) ? { ...(item as Record<string, unknown>) } : {};
    if ("expires_at" in record) record.expires_at = expiresAtSeconds(record.expires_at);
    return checkRow(i + 1, record);
  });
  return { ok: true, rows: flagDuplicates(rows) };
}

/** By extension first, then by the first character, so a mislabelled file still reads. */
export function parseConnectionsFile(name: string, content: string): ParsedFile {
  if (content.trim() === "") return { ok: false, message: "The file is empty." };
  const lower = name.toLowerCase();
  if (lower.endsWith(".json")) return parseJson(content);
  if (lower.endsWith(".csv")) return parseCsv(content);
  return /^\s*[[{]/.test(content) ? parseJson(content) : parseCsv(content);
}

import type { ConnectionRecipe } from "@/lib/contract/link";

/*
 * The bulk import page's limits and row shapes, without zod or papaparse: the page loads those
 * (parse.ts) only when a file is chosen. parse.ts and schemas.ts re-export what they always had.
 */

/** More than this in one file is refused with a message rather than silently cut. */
export const MAX_IMPORT_ROWS = 10_000;
export const CONNECTION_COLUMNS = [
  "user_id",
  "access_token",
  "refresh_token",
  "provider_id",
  "expires_at",
  "oauth_scopes",
] as const;

/**
 * Files up to MAX_IMPORT_ROWS are sent in chunks of IMPORT_CHUNK: a server action's body is
 * capped at 1 MB, and a chunk of 1,000 stays well below.
 */
export const IMPORT_CHUNK = 1_000;

export type PreviewRow = {
  /** 1-based position in the file (data rows, header excluded), for messages a person can find. */
  line: number;
  /** What the file said, as text, for the table. */
  cells: Record<(typeof CONNECTION_COLUMNS)[number], string>;
  recipe: ConnectionRecipe | null;
  /** expires_at as Unix seconds when the file gave a readable one (shown as a date), else null. */
  expiresAt: number | null;
  /** Field → message; empty when the row can be sent. */
  errors: Record<string, string>;
};

export const sendableRecipes = (rows: readonly PreviewRow[]) => rows.flatMap((r) => (r.recipe ? [r.recipe] : []));

/** processed of processed + pending, as a whole percentage (an empty op counts as done). */
export function opProgress(op: { processed: number; pending: number }) {
  const total = op.processed + op.pending;
  return { total, percent: total === 0 ? 100 : Math.floor((op.processed / total) * 100) };
}

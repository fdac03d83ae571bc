import { z } from "zod";
import { OAUTH_PROVIDERS } from "@/lib/contract/enums";
import { connectionRecipe } from "@/lib/contract/link";

/**
 * One submission from the bulk import page. Files up to MAX_IMPORT_ROWS are sent in chunks of
 * IMPORT_CHUNK: a server action's body is capped at 1 MB, and a chunk of 1,000 stays well below.
 */
export const IMPORT_CHUNK = 1_000;

export const bulkImportSubmitSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { message: "Choose the provider these connections belong to." }),
  connections: z.array(connectionRecipe).min(1, "There is nothing valid to import.").max(IMPORT_CHUNK),
  waitForCompletion: z.boolean(),
});
export type BulkImportSubmit = z.infer<typeof bulkImportSubmitSchema>;

/** processed of processed + pending, as a whole percentage (an empty op counts as done). */
export function opProgress(op: { processed: number; pending: number }) {
  const total = op.processed + op.pending;
  return { total, percent: total === 0 ? 100 : Math.floor((op.processed / total) * 100) };
}

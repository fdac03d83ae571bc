import * as z from "zod";
import { OAUTH_PROVIDERS } from "@/lib/contract/enums";
import { connectionRecipe } from "@/lib/contract/link";
import { uuid } from "@/lib/contract/common";
import { IMPORT_CHUNK, MAX_IMPORT_ROWS } from "./rows";

export { IMPORT_CHUNK, opProgress } from "./rows";

/** One submission from the bulk import page: one chunk of a file (rows.ts). */
export const bulkImportSubmitSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { message: "Choose the provider these connections belong to." }),
  connections: z.array(connectionRecipe).min(1, "There is nothing valid to import.").max(IMPORT_CHUNK),
  waitForCompletion: z.boolean(),
});
export type BulkImportSubmit = z.infer<typeof bulkImportSubmitSchema>;

/** The preview's question to the service: which of these users it knows (a whole file's worth at most). */
export const checkImportUsersSchema = z.object({ userIds: z.array(uuid).min(1).max(MAX_IMPORT_ROWS) });

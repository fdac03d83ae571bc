import * as z from "zod";

/** A review's note: the reviewer's own words about the result (who was called, what follows). */
export const RESULT_REVIEW_NOTE_MAX = 1000;

export const reviewResultSchema = z.object({
  order_id: z.uuid({ error: "Unknown order." }),
  review_id: z.string().regex(/^[0-9a-f-]{36}:[0-9a-f]{16}$/, { error: "Unknown result." }),
  note: z
    .string()
    .trim()
    .max(RESULT_REVIEW_NOTE_MAX, { error: `Use at most ${RESULT_REVIEW_NOTE_MAX} characters.` }),
});

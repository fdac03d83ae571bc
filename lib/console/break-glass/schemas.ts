import * as z from "zod";

/**
 * Emergency ("break-glass") access: the reasons a person may give, how long it lasts, and the
 * schemas the dialogs (zodResolver) and the server actions (lib/console/actions/break-glass.ts)
 * both check. Browser-safe: nothing here imports server code.
 */

export const BREAK_GLASS_MINUTES = 30;

export const BREAK_GLASS_REASONS = ["patient_safety", "patient_call", "urgent_result", "other"] as const;
export type BreakGlassReason = (typeof BREAK_GLASS_REASONS)[number];

export const BREAK_GLASS_REASON_LABELS: Record<BreakGlassReason, string> = {
  patient_safety: "Patient safety emergency",
  patient_call: "Patient asked for help on the phone",
  urgent_result: "Urgent result follow-up",
  other: "Other",
};

/** A stored reason in words; a code this version does not know reads as it was stored. */
export const breakGlassReasonLabel = (code: string): string =>
  (BREAK_GLASS_REASON_LABELS as Record<string, string>)[code] ?? code;

export const DETAILS_MAX = 500;
/** "Other" says nothing by itself: the person's own words have to carry the reason. */
export const OTHER_DETAILS_MIN = 10;
export const REVIEW_NOTE_MAX = 1000;

export const openBreakGlassSchema = z
  .object({
    user_id: z.uuid({ error: "Unknown user." }),
    reason: z.enum(BREAK_GLASS_REASONS, { error: "Choose a reason." }),
    details: z
      .string()
      .trim()
      .max(DETAILS_MAX, { error: `Use at most ${DETAILS_MAX} characters.` }),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && value.details.length < OTHER_DETAILS_MIN) {
      ctx.addIssue({
        code: "custom",
        path: ["details"],
        message: `Say why in at least ${OTHER_DETAILS_MIN} characters: "Other" needs your own words.`,
      });
    }
  });

export type OpenBreakGlassInput = z.input<typeof openBreakGlassSchema>;

export const endBreakGlassSchema = z.object({ grant_id: z.uuid({ error: "Unknown emergency access." }) });

export const reviewBreakGlassSchema = z.object({
  grant_id: z.uuid({ error: "Unknown emergency access." }),
  note: z
    .string()
    .trim()
    .max(REVIEW_NOTE_MAX, { error: `Use at most ${REVIEW_NOTE_MAX} characters.` }),
});

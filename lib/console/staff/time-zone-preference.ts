import * as z from "zod";
import { isIanaTimeZone } from "@/lib/contract/users";

/**
 * A staff member's own time zone: the zone every date and time in the console is shown in for
 * them. Null means "my browser's zone". Browser-safe: the preferences form and the server action
 * check with this one schema.
 */

export const MAX_ZONE_LENGTH = 64;

export const unknownZoneMessage = (zone: string) =>
  `“${zone}” is not a time zone this console knows. Pick one from the list, or type an IANA name such as America/New_York.`;

/** The zone's own spelling (Intl accepts any case): "america/new_york" is stored as "America/New_York". */
function canonicalSpelling(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

export const timeZonePreferenceSchema = z.object({
  timeZone: z
    .string()
    .trim()
    .max(MAX_ZONE_LENGTH, { error: `A time zone name has at most ${MAX_ZONE_LENGTH} characters.` })
    .nullable()
    .transform((zone, ctx) => {
      if (zone === null || zone === "") return null;
      if (!isIanaTimeZone(zone)) {
        ctx.addIssue({ code: "custom", message: unknownZoneMessage(zone) });
        return z.NEVER;
      }
      return canonicalSpelling(zone);
    }),
});

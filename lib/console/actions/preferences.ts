"use server";

import { revalidatePath } from "next/cache";
import { changedFields } from "@/lib/console/audit/record";
import { guardedAction } from "@/lib/console/guard";
import { timeZonePreferenceSchema } from "@/lib/console/staff/time-zone-preference";
import { consoleDb } from "@/lib/console/store/db";
import { updateStaff } from "@/lib/console/store/staff";

/** A zone is not health information: the record shows the old and new values as they are. */
const PREFERENCE_FIELDS = { phi: [] } as const;
/** No zone of their own: times follow the browser's. */
const BROWSER_ZONE = "(browser's zone)";

/**
 * Saves the signed-in member's own time zone (null: their browser's). Only ever their own record:
 * the target is the session's staff id, never one sent by the browser. Audited like any other
 * change to a staff record.
 */
export const setTimeZonePreferenceAction = guardedAction({
  permission: "preferences.write",
  action: "preferences.time_zone",
  schema: timeZonePreferenceSchema,
  run: async ({ timeZone }, who) => {
    await updateStaff(await consoleDb(), who.staff.id, { timeZone });
    // Every page shows times in this zone: the whole console renders anew.
    revalidatePath("/", "layout");
    return { staffId: who.staff.id, timeZone, previous: who.staff.timeZone ?? null };
  },
  target: (_input, result) => ({ targetType: "staff", targetId: result?.staffId ?? null }),
  changes: (_input, result) =>
    changedFields(
      { time_zone: result.previous ?? BROWSER_ZONE },
      { time_zone: result.timeZone ?? BROWSER_ZONE },
      PREFERENCE_FIELDS,
    ),
});

import "server-only";
import { cookies } from "next/headers";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { isKnownZone } from "./format-time";
import { BROWSER_ZONE_COOKIE, type ViewerZone } from "./viewer-zone-shared";

/**
 * The zone the signed-in member reads times in: their saved preference, else the zone their
 * browser reported (a cookie the console sets client-side), else not known yet (the first page
 * before the cookie exists; the browser then fills in its own zone after hydration).
 */
export async function viewerZoneOf(who: CurrentStaff): Promise<ViewerZone> {
  const preference = who.staff.timeZone;
  if (isKnownZone(preference)) return { zone: preference, source: "preference" };
  const reported = (await cookies()).get(BROWSER_ZONE_COOKIE)?.value;
  if (isKnownZone(reported)) return { zone: reported, source: "browser" };
  return { zone: null, source: "browser" };
}

import { BROWSER_ZONE_COOKIE } from "@/lib/console/time/viewer-zone-shared";

/** A year: the cookie only spares the first paint of a page from UTC until the browser takes over. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * Tells the server this browser's zone, so pages render in it before they hydrate. Called on the
 * sign-in page, to keep it out of every console page's JavaScript; the browser corrects any
 * stale value itself on hydration (a laptop that travelled).
 */
export function reportBrowserZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

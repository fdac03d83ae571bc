/** Shared by the server (which reads it) and the browser (which writes it). */

/** The browser's own IANA zone, set by the console's client code; not a secret, not a preference. */
export const BROWSER_ZONE_COOKIE = "labdesk-browser-tz";

/** The viewer's zone as the server knows it; `zone` is null until the browser has reported one. */
export type ViewerZone = { zone: string | null; source: "preference" | "browser" };

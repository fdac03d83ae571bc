/** Shared by the server (which reads it) and the browser (which writes it); nothing else, to stay small. */

/** The browser's own IANA zone, set by the console's client code; not a secret, not a preference. */
export const BROWSER_ZONE_COOKIE = "labdesk-browser-tz";

/** What a zone falls back to when it is missing or unknown; always said, so it is never silent. */
export const FALLBACK_ZONE = "UTC";

/** The viewer's zone as the server knows it; `zone` is null until the browser has reported one. */
export type ViewerZone = { zone: string | null; source: "preference" | "browser" };

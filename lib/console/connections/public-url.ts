import "server-only";
import { headers } from "next/headers";
import { serviceDescription } from "@/lib/service";

/**
 * The embedded service builds link_web_url on the origin the console calls it with
 * (http://localhost:PORT), which a phone scanning the QR code, or a browser that opened the console
 * under another host name, cannot reach. The hosted page is served by this very app, so in embedded
 * mode the URL is moved onto the origin the person is using. A remote service's URL is left alone.
 * X-Forwarded-Host/-Proto are there only when a proxy TRUSTED_PROXIES names sent them: the server
 * drops or replaces a sender's own (lib/ops/forwarded-headers.ts).
 */
export async function browserFacingUrl(url: string): Promise<string> {
  if (serviceDescription().mode !== "embedded") return url;
  const origin = await consoleOrigin();
  if (!origin) return url;
  try {
    const parsed = new URL(url);
    return new URL(parsed.pathname + parsed.search, origin).toString();
  } catch {
    return url;
  }
}

/**
 * The console's origin as the browser that made this request reaches it ("https://labdesk.example"),
 * null when the request names no host. Pages of the console a link sends a person back to are
 * built on it, in embedded and remote mode alike: it is this app's address, not the service's.
 */
export async function consoleOrigin(): Promise<string | null> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (!host) return null;
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return `${proto}://${host}`;
}

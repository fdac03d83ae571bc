import { randomUUID } from "node:crypto";
import { callDeadline } from "./call-deadline";
import type { FetchLike } from "./client";
import { failure } from "./response";

/** Larger than any provider logo; an answer past it is refused rather than held in memory. */
const MAX_IMAGE_BYTES = 512 * 1024;
const IMAGE_TYPES = /^image\/(svg\+xml|png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)\b/;

export type FetchedImage = { bytes: Uint8Array; contentType: string };

/**
 * An image the service links to (a provider's logo), fetched for the console to serve from its
 * own origin: the console's Content Security Policy lets browsers load images from there only,
 * and staff browsers then never contact the service's image host themselves. The team key is
 * not sent: the image host may be a CDN of its own. Errors name no URL (it could be anywhere).
 */
export async function fetchImage(doFetch: FetchLike, url: string, timeoutMs: number): Promise<FetchedImage> {
  const call = { method: "GET", path: "provider logo", requestId: randomUUID() };
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:"))
    throw failure(call, "unexpected_shape", 502, "The logo's address is not a web address");
  const deadline = callDeadline(timeoutMs);
  try {
    let res: Response;
    try {
      res = await doFetch(parsed.href, { headers: { accept: "image/*" }, signal: deadline.signal });
    } catch (error) {
      throw failure(call, "network", 503, "Could not fetch the logo", error);
    }
    if (!res.ok) throw failure(call, "http", res.status === 404 ? 404 : 502, `The logo's host answered ${res.status}`);
    const contentType = res.headers.get("content-type") ?? "";
    if (!IMAGE_TYPES.test(contentType)) throw failure(call, "unexpected_shape", 502, "The logo is not an image");
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw failure(call, "unexpected_shape", 502, "The logo is too large");
    return { bytes, contentType: contentType.split(";")[0]!.trim() };
  } finally {
    deadline.end();
  }
}

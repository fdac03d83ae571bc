import { referencePageHtml } from "@/lib/api-reference/reference-page";

/**
 * The API reference: the service's OpenAPI document rendered by Scalar, with fields, examples and
 * "try it". A plain HTML page rather than a React one: the renderer is its own application, and
 * the page's CSP (proxy.ts) allows it nothing beyond this origin.
 */
export function GET() {
  return new Response(referencePageHtml(), { headers: { "content-type": "text/html; charset=utf-8" } });
}

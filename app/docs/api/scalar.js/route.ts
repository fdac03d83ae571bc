import { scalarScript } from "@/lib/api-reference/scalar-asset";

/** The API reference's renderer, from this server; the browser keeps it a week and revalidates by ETag. */
export function GET(request: Request) {
  const { body, etag } = scalarScript();
  const headers = {
    "content-type": "text/javascript; charset=utf-8",
    etag,
    "cache-control": "public, max-age=604800",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(body), { headers });
}

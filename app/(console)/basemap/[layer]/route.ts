import { guardRoute } from "@/lib/console/guard";
import { basemapFile, isBasemapLayer } from "@/lib/geo/basemap";

/**
 * The map's offline basemap (public-domain Census boundaries) for any page that shows a map:
 * service-center search and appointments. It holds no patient data, but only signed-in staff
 * whose role sees a map are served, like everything under the console.
 */
export async function GET(request: Request, { params }: { params: Promise<{ layer: string }> }) {
  const { layer } = await params;
  // Every role that sees a map (service centers, an appointment's pin) holds psc.search.
  return guardRoute("psc.search", { action: "map.basemap" }, async () => {
    if (!isBasemapLayer(layer)) return Response.json({ detail: `No basemap layer ${layer}` }, { status: 404 });
    const { body, etag } = basemapFile(layer);
    // The data changes only with the package: the browser keeps it a week and revalidates by ETag.
    const headers = { "content-type": "application/json", etag, "cache-control": "private, max-age=604800" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { headers });
  });
}

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The offline basemap: us-atlas TopoJSON (Census cartographic boundaries, unprojected lon/lat),
 * read server side and served as it is. TopoJSON's shared, quantized arcs are several times
 * smaller than the GeoJSON the browser turns them into, so the conversion happens there.
 */
export const BASEMAP_LAYERS = {
  /** States and the nation outline, ~115 kB. */
  states: "us-atlas/states-10m.json",
  /** Counties, with the states and nation objects too, ~840 kB (~250 kB compressed). */
  counties: "us-atlas/counties-10m.json",
} as const;
export type BasemapLayer = keyof typeof BASEMAP_LAYERS;

export const isBasemapLayer = (value: string): value is BasemapLayer => Object.hasOwn(BASEMAP_LAYERS, value);

/** The layer's file, read once per process (not per bundle layer); the ETag names the package version so an upgrade refetches. */
export function basemapFile(layer: BasemapLayer): { body: string; etag: string } {
  const cache = processSingleton("basemap", () => new Map<BasemapLayer, { body: string; etag: string }>());
  const hit = cache.get(layer);
  if (hit) return hit;
  // Resolved from the project root at run time, so no bundler copies the data into a chunk.
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const body = fs.readFileSync(requireFromRoot.resolve(BASEMAP_LAYERS[layer]), "utf8");
  const { version } = requireFromRoot("us-atlas/package.json") as { version: string };
  const entry = { body, etag: `"us-atlas-${version}-${layer}"` };
  cache.set(layer, entry);
  return entry;
}

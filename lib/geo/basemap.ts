import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

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

const cache = globalThis as typeof globalThis & {
  __labdeskBasemap?: Map<BasemapLayer, { body: string; etag: string }>;
};

/** The layer's file, read once per process; the ETag names the package version so an upgrade refetches. */
export function basemapFile(layer: BasemapLayer): { body: string; etag: string } {
  cache.__labdeskBasemap ??= new Map();
  const hit = cache.__labdeskBasemap.get(layer);
  if (hit) return hit;
  // Resolved from the project root at run time, so no bundler copies the data into a chunk.
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const body = fs.readFileSync(requireFromRoot.resolve(BASEMAP_LAYERS[layer]), "utf8");
  const { version } = requireFromRoot("us-atlas/package.json") as { version: string };
  const entry = { body, etag: `"us-atlas-${version}-${layer}"` };
  cache.__labdeskBasemap.set(layer, entry);
  return entry;
}

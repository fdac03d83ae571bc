"use client";

import { useTheme } from "next-themes";

/**
 * The map's colours, light and dark. Leaflet draws on a canvas, where CSS variables do not reach,
 * so the map follows the console's theme through next-themes and re-styles its layers.
 */
const LIGHT = {
  water: "#dbeafe",
  land: { stroke: true, color: "#94a3b8", weight: 0.8, fillColor: "#f8fafc", fillOpacity: 1, interactive: false },
  county: { color: "#cbd5e1", weight: 0.5, interactive: false },
  state: { color: "#64748b", weight: 1.1, interactive: false },
  area: {
    color: "#2563eb",
    weight: 1.5,
    dashArray: "6 6",
    fillColor: "#3b82f6",
    fillOpacity: 0.06,
    interactive: false,
  },
};

export type MapPalette = typeof LIGHT & { name: "light" | "dark" };

const PALETTES: Record<MapPalette["name"], MapPalette> = {
  light: { name: "light", ...LIGHT },
  // Grey land on dark blue water, like the light theme's pair, with borders light enough to read
  // (markers are styled in map-markers.css). Slate land on navy water read as one flat blue.
  dark: {
    name: "dark",
    water: "#0c1a2e",
    land: { ...LIGHT.land, color: "#71717a", fillColor: "#27272a" },
    county: { ...LIGHT.county, color: "#3f3f46" },
    state: { ...LIGHT.state, color: "#a1a1aa" },
    area: { ...LIGHT.area, color: "#60a5fa", fillColor: "#60a5fa", fillOpacity: 0.1 },
  },
};

export function useMapPalette(): MapPalette {
  const { resolvedTheme } = useTheme();
  return PALETTES[resolvedTheme === "dark" ? "dark" : "light"];
}

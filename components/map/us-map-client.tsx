"use client";

import "leaflet/dist/leaflet.css";
import "./leaflet-dark.css";
import "./map-markers.css";

import { useCallback, useEffect, useMemo, useState } from "react";
import L from "leaflet";
import { Circle, MapContainer, Pane, TileLayer, useMap, useMapEvents } from "react-leaflet";

import { cn } from "@/lib/utils";
import { BasemapLayer } from "./basemap-layer";
import { CityLabels } from "./city-labels";
import { Markers, OriginMarker } from "./map-markers";
import { useMapPalette, type MapPalette } from "./map-palette";
import {
  METERS_PER_MILE,
  OFFLINE_MAX_ZOOM,
  TILES_MAX_ZOOM,
  US_BOUNDS,
  type MapCircle,
  type MapPoint,
  type UsMapProps,
} from "./map-types";

/**
 * A US map on Leaflet's canvas renderer: no image assets, no network beyond the basemap route
 * (or the tile server when one is configured). Markers are small DOM buttons (map-markers.tsx);
 * the one selected is orange with a ring. The accessible name counts the markers actually on the
 * layer, which is also what tests read.
 */

export function UsMapClient({
  points,
  selectedId = null,
  onSelect,
  circle = null,
  origin = null,
  noun = { one: "place", many: "places" },
  tileUrl = null,
  detail = "counties",
  className,
}: UsMapProps) {
  const palette = useMapPalette();
  const [markerCount, setMarkerCount] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  const maxZoom = tileUrl ? TILES_MAX_ZOOM : OFFLINE_MAX_ZOOM;
  const [basemap, setBasemap] = useState<"loading" | "ready" | "failed">(tileUrl ? "ready" : "loading");
  const onBasemapStatus = useCallback((status: "ready" | "failed") => setBasemap(status), []);
  const selected = points.find((p) => p.id === selectedId) ?? null;
  const label = `Map: ${markerCount} ${markerCount === 1 ? noun.one : noun.many}${selected ? `, ${selected.label} selected` : ""}`;

  return (
    <div
      role="region"
      aria-label={label}
      data-testid="us-map"
      data-marker-count={markerCount}
      data-selected-marker={selected?.id ?? ""}
      data-basemap={basemap}
      data-palette={palette.name}
      data-zoom={zoom ?? ""}
      data-max-zoom={maxZoom}
      className={cn("relative isolate h-full min-h-80 w-full overflow-hidden rounded-lg border", className)}
    >
      <MapContainer
        bounds={US_BOUNDS}
        preferCanvas
        scrollWheelZoom={false}
        // Quarter steps let a search area fill the map instead of snapping a whole level out.
        zoomSnap={0.25}
        maxZoom={maxZoom}
        className="h-full min-h-80 w-full"
        // Inline, because leaflet.css sets the container's grey and may load after the app's CSS.
        style={{ background: tileUrl ? undefined : palette.water }}
      >
        {tileUrl ? (
          <TileLayer url={tileUrl} attribution="Map tiles from the configured tile server" />
        ) : (
          <>
            <BasemapLayer detail={detail} palette={palette} onStatus={onBasemapStatus} />
            <CityLabels />
          </>
        )}
        {circle ? <SearchArea circle={circle} palette={palette} /> : null}
        <Markers points={points} selectedId={selected?.id ?? null} onSelect={onSelect} onCount={setMarkerCount} />
        {origin ? <OriginMarker origin={origin} /> : null}
        {tileUrl ? null : <Water colour={palette.water} />}
        <FitView points={points} circle={circle} maxZoom={maxZoom} />
        <ZoomReport onZoom={setZoom} />
        <FollowSelection point={selected} />
      </MapContainer>
      {basemap === "failed" ? (
        <p className="absolute bottom-2 left-2 z-[1000] rounded bg-background/90 px-2 py-1 text-xs">
          The map outline could not be loaded; markers are still placed correctly.
        </p>
      ) : null}
    </div>
  );
}

const LONE_PIN_MILES = 400;

function SearchArea({ circle, palette }: { circle: MapCircle; palette: MapPalette }) {
  return (
    <Pane name="search-area" style={{ zIndex: 350 }}>
      <Circle center={circle} radius={circle.radiusMiles * METERS_PER_MILE} pathOptions={palette.area} />
    </Pane>
  );
}

/**
 * Fits the points and the circle whenever their extent changes (a new search), not on selection.
 * The extent is compared as a string, so callers may pass a new array on every render.
 */
function FitView({
  points,
  circle,
  maxZoom,
}: {
  points: readonly MapPoint[];
  circle: MapCircle | null;
  maxZoom: number;
}) {
  const map = useMap();
  const bbox = useMemo(() => {
    const bounds = L.latLngBounds(points.map((p) => L.latLng(p.lat, p.lng)));
    if (circle) bounds.extend(L.latLng(circle.lat, circle.lng).toBounds(2 * circle.radiusMiles * METERS_PER_MILE));
    // A lone pin would fit at the closest zoom, where the offline basemap (states and cities, no
    // streets) shows nothing around it: a flat box with a dot. Show the region instead, about 400
    // miles across, where state lines and the nearest cities say where the pin is.
    if (points.length === 1 && !circle)
      bounds.extend(L.latLng(points[0]!.lat, points[0]!.lng).toBounds(LONE_PIN_MILES * METERS_PER_MILE));
    return bounds.isValid() ? bounds.toBBoxString() : null;
  }, [points, circle]);
  useEffect(() => {
    const [west, south, east, north] = (bbox ?? "").split(",").map(Number);
    const bounds = bbox ? L.latLngBounds([south!, west!], [north!, east!]) : L.latLngBounds(US_BOUNDS);
    map.fitBounds(bounds, { padding: [16, 16], maxZoom });
  }, [map, bbox, maxZoom]);
  return null;
}

/** MapContainer keeps its first style: a theme change re-colours the container directly. */
function Water({ colour }: { colour: string }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().style.background = colour;
  }, [map, colour]);
  return null;
}

/** Brings a selected point into view (chosen from the list) without changing the zoom. */
function FollowSelection({ point }: { point: MapPoint | null }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** The current zoom, on the map's region for tests and for anyone inspecting the page. */
function ZoomReport({ onZoom }: { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) });
  return null;
}

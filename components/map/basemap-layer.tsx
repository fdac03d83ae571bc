"use client";

import { useEffect, useState } from "react";
import { GeoJSON, Pane } from "react-leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The offline basemap: land, county lines and state lines from us-atlas, drawn on the canvas in
 * a pane below the markers. Borders are meshes (each shared edge once, as one multi-line), which
 * draw far faster than 3,000 county polygons and look the same.
 */
type Shapes = {
  land: GeoJSON.FeatureCollection | GeoJSON.Feature;
  counties: GeoJSON.MultiLineString | null;
  states: GeoJSON.MultiLineString;
};

type UsAtlas = Topology<{ nation: GeometryCollection; states: GeometryCollection; counties?: GeometryCollection }>;

// One download per page session and layer, shared by every map on the page (the HTTP cache
// keeps it across pages).
const loads = new Map<string, Promise<Shapes>>();

function loadShapes(detail: "states" | "counties"): Promise<Shapes> {
  let load = loads.get(detail);
  if (!load) {
    load = fetch(`/basemap/${detail}`, { credentials: "same-origin" })
      .then((res) => {
        if (!res.ok) throw new Error(`basemap ${res.status}`);
        return res.json() as Promise<UsAtlas>;
      })
      .then((topo) => ({
        land: feature(topo, topo.objects.nation),
        counties: topo.objects.counties ? mesh(topo, topo.objects.counties, (a, b) => a !== b) : null,
        states: mesh(topo, topo.objects.states, (a, b) => a !== b),
      }));
    // A failed download may be retried by the next map rather than failing forever.
    load.catch(() => loads.delete(detail));
    loads.set(detail, load);
  }
  return load;
}

const LAND = { stroke: true, color: "#94a3b8", weight: 0.8, fillColor: "#f8fafc", fillOpacity: 1, interactive: false };
const COUNTY = { color: "#cbd5e1", weight: 0.5, interactive: false };
const STATE = { color: "#64748b", weight: 1.1, interactive: false };

export function BasemapLayer({
  detail,
  onStatus,
}: {
  detail: "states" | "counties";
  onStatus?: (status: "ready" | "failed") => void;
}) {
  const [shapes, setShapes] = useState<Shapes | null>(null);
  useEffect(() => {
    let live = true;
    loadShapes(detail).then(
      (s) => {
        if (!live) return;
        setShapes(s);
        onStatus?.("ready");
      },
      () => live && onStatus?.("failed"),
    );
    return () => {
      live = false;
    };
  }, [detail, onStatus]);

  if (!shapes) return null;
  return (
    <Pane name="basemap" style={{ zIndex: 250 }}>
      <GeoJSON data={shapes.land} style={() => LAND} interactive={false} attribution="Boundaries: US Census Bureau" />
      {shapes.counties ? <GeoJSON data={shapes.counties} style={() => COUNTY} interactive={false} /> : null}
      <GeoJSON data={shapes.states} style={() => STATE} interactive={false} />
    </Pane>
  );
}

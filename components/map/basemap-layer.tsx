"use client";

import { useEffect, useMemo, useState } from "react";
import { GeoJSON, Pane } from "react-leaflet";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { MapPalette } from "./map-palette";

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

export function BasemapLayer({
  detail,
  palette,
  onStatus,
}: {
  detail: "states" | "counties";
  palette: MapPalette;
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

  // Style functions change identity with the palette, which is what makes react-leaflet re-style.
  const styles = useMemo(
    () => ({ land: () => palette.land, county: () => palette.county, state: () => palette.state }),
    [palette],
  );
  if (!shapes) return null;
  return (
    <Pane name="basemap" style={{ zIndex: 250 }}>
      <GeoJSON data={shapes.land} style={styles.land} interactive={false} attribution="Boundaries: US Census Bureau" />
      {shapes.counties ? <GeoJSON data={shapes.counties} style={styles.county} interactive={false} /> : null}
      <GeoJSON data={shapes.states} style={styles.state} interactive={false} />
    </Pane>
  );
}

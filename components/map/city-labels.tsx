"use client";

import { useMemo, useState } from "react";
import L from "leaflet";
import { Marker, Pane, useMapEvents } from "react-leaflet";

/**
 * City names for orientation on the offline basemap: a short fixed list (no data file), larger
 * cities from zoom 5, the next tier from zoom 7 so the Northeast does not turn into a pile of
 * text. Text-only div icons: no image assets, and never in the way of a marker click. Their pane
 * sits above the markers' (600) and below tooltips (650): at the default zoom a city's pins would
 * otherwise hide its name, and the labels let every click through to the pin beneath.
 */
const CITIES: [name: string, lat: number, lng: number, minZoom: 5 | 7][] = [
  ["New York", 40.713, -74.006, 5],
  ["Los Angeles", 34.052, -118.244, 5],
  ["Chicago", 41.878, -87.63, 5],
  ["Houston", 29.76, -95.37, 5],
  ["Phoenix", 33.448, -112.074, 5],
  ["Philadelphia", 39.953, -75.165, 5],
  ["San Antonio", 29.424, -98.494, 5],
  ["San Diego", 32.716, -117.161, 5],
  ["Dallas", 32.777, -96.797, 5],
  ["San Francisco", 37.775, -122.419, 5],
  ["Seattle", 47.606, -122.332, 5],
  ["Denver", 39.739, -104.99, 5],
  ["Washington", 38.907, -77.037, 5],
  ["Boston", 42.36, -71.059, 5],
  ["Atlanta", 33.749, -84.388, 5],
  ["Miami", 25.762, -80.192, 5],
  ["Minneapolis", 44.978, -93.265, 5],
  ["Detroit", 42.331, -83.046, 5],
  ["St. Louis", 38.627, -90.199, 5],
  ["Kansas City", 39.1, -94.579, 5],
  ["Salt Lake City", 40.761, -111.891, 5],
  ["Las Vegas", 36.17, -115.14, 5],
  ["Portland", 45.515, -122.679, 5],
  ["New Orleans", 29.951, -90.072, 5],
  ["Nashville", 36.163, -86.781, 5],
  ["Charlotte", 35.227, -80.843, 5],
  ["Anchorage", 61.218, -149.9, 5],
  ["Honolulu", 21.307, -157.858, 5],
  ["Baltimore", 39.29, -76.612, 7],
  ["Pittsburgh", 40.441, -79.996, 7],
  ["Cleveland", 41.499, -81.694, 7],
  ["Columbus", 39.961, -82.999, 7],
  ["Indianapolis", 39.768, -86.158, 7],
  ["Milwaukee", 43.039, -87.906, 7],
  ["Austin", 30.267, -97.743, 7],
  ["Sacramento", 38.582, -121.494, 7],
  ["Tampa", 27.951, -82.457, 7],
  ["Orlando", 28.538, -81.379, 7],
  ["Albuquerque", 35.084, -106.65, 7],
  ["Tucson", 32.222, -110.975, 7],
  ["Oklahoma City", 35.468, -97.516, 7],
  ["Raleigh", 35.78, -78.639, 7],
  ["Richmond", 37.541, -77.436, 7],
  ["Buffalo", 42.886, -78.878, 7],
  ["Newark", 40.736, -74.172, 7],
  ["Cincinnati", 39.103, -84.512, 7],
  ["Memphis", 35.149, -90.049, 7],
  ["Louisville", 38.253, -85.759, 7],
  ["Jacksonville", 30.332, -81.656, 7],
  ["Hartford", 41.764, -72.685, 7],
  ["Omaha", 41.257, -95.935, 7],
];

const LABEL_CLASS =
  "pointer-events-none [&>span]:absolute [&>span]:-translate-x-1/2 [&>span]:-translate-y-1/2 [&>span]:whitespace-nowrap " +
  "[&>span]:text-[11px] [&>span]:font-medium [&>span]:text-slate-600 [&>span]:[text-shadow:0_0_3px_#fff,0_0_3px_#fff] " +
  "dark:[&>span]:text-slate-300 dark:[&>span]:[text-shadow:0_0_3px_#000,0_0_3px_#000]";

export function CityLabels() {
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const icons = useMemo(
    () =>
      new Map(
        CITIES.map(([name]) => [
          name,
          L.divIcon({ className: LABEL_CLASS, html: `<span>${name}</span>`, iconSize: [0, 0] }),
        ]),
      ),
    [],
  );
  return (
    <Pane name="city-labels" style={{ zIndex: 620, pointerEvents: "none" }}>
      {CITIES.filter(([, , , minZoom]) => zoom >= minZoom).map(([name, lat, lng]) => (
        <Marker key={name} position={[lat, lng]} icon={icons.get(name)!} interactive={false} keyboard={false} />
      ))}
    </Pane>
  );
}

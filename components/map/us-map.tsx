"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";
import type { UsMapProps } from "./map-types";

/**
 * The map as pages use it. Leaflet touches `window` when it loads and weighs ~150 kB with its
 * CSS, so it is loaded in the browser only, as its own chunk, by the pages that render a map.
 */
const UsMapClient = dynamic(() => import("./us-map-client").then((m) => m.UsMapClient), {
  ssr: false,
  loading: () => <Skeleton className="h-full min-h-80 w-full rounded-lg" aria-label="Loading the map" />,
});

export function UsMap(props: UsMapProps) {
  return <UsMapClient {...props} />;
}

export type { MapCircle, MapOrigin, MapPoint, UsMapProps } from "./map-types";

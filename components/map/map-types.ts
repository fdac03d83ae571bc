/** The map's small, feature-neutral props API (service centers today, an appointment pin later). */
export type MapPoint = { id: string; lat: number; lng: number; label: string };
export type MapCircle = { lat: number; lng: number; radiusMiles: number };
/** The place a search was made from, marked apart from the results ("Patient · ZIP 07030"). */
export type MapOrigin = { lat: number; lng: number; label: string };

export type UsMapProps = {
  points: readonly MapPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** E.g. the search radius around a ZIP; included when fitting the view. */
  circle?: MapCircle | null;
  origin?: MapOrigin | null;
  /** What the points are, for the map's accessible name: "Map: 12 service centers". */
  noun?: { one: string; many: string };
  /** An online tile layer (NEXT_PUBLIC_MAP_TILE_URL, passed down by the server page); offline basemap when absent. */
  tileUrl?: string | null;
  /** County lines cost ~250 kB more; a single pin may need only states. */
  detail?: "states" | "counties";
  className?: string;
};

export const METERS_PER_MILE = 1609.344;

/**
 * The closest zoom on the offline basemap: past it a view spans a few miles, where the outlines
 * and city names run out and the map is an empty field around the markers. A tile server has
 * streets, so it may go closer.
 */
export const OFFLINE_MAX_ZOOM = 10;
export const TILES_MAX_ZOOM = 16;

/** The lower 48 when there is nothing to fit. */
export const US_BOUNDS: [[number, number], [number, number]] = [
  [24.4, -125.0],
  [49.4, -66.9],
];

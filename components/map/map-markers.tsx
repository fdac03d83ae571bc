"use client";

import { useEffect, useMemo, useRef } from "react";
import L from "leaflet";
import { FeatureGroup, Marker, Pane, Tooltip } from "react-leaflet";

import type { MapOrigin, MapPoint } from "./map-types";

/**
 * Result markers as buttons: Leaflet gives a keyboard marker tabindex 0 and role=button, so Tab
 * reaches each center; Enter or Space selects it, the same selection the list makes. Each names
 * itself and says whether it is the selected one.
 */
const PIN = L.divIcon({ className: "map-pin", iconSize: [12, 12] });
const SELECTED_PIN = L.divIcon({ className: "map-pin", iconSize: [16, 16] });

function describe(marker: L.Marker, label: string, selected: boolean, select: () => void) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute("aria-label", label);
  element.setAttribute("aria-pressed", String(selected));
  // On the element itself: Leaflet's own Enter handling rides on the deprecated keypress event,
  // which the map's handlers do not always pass to the marker; Space is a button's key too.
  element.onkeydown = (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    select();
  };
}

export function Markers({
  points,
  selectedId,
  onSelect,
  onCount,
}: {
  points: readonly MapPoint[];
  selectedId: string | null;
  onSelect?: (id: string) => void;
  onCount: (n: number) => void;
}) {
  const group = useRef<L.FeatureGroup>(null);
  // Runs after the markers (children) have added themselves to the group in their own effects.
  useEffect(() => {
    onCount(group.current?.getLayers().length ?? 0);
  });
  return (
    <FeatureGroup ref={group}>
      {points.map((p) => (
        <PointMarker key={p.id} point={p} selected={p.id === selectedId} onSelect={onSelect} />
      ))}
    </FeatureGroup>
  );
}

function PointMarker({
  point,
  selected,
  onSelect,
}: {
  point: MapPoint;
  selected: boolean;
  onSelect?: (id: string) => void;
}) {
  const marker = useRef<L.Marker>(null);
  const handlers = useMemo(() => {
    const select = () => onSelect?.(point.id);
    return {
      click: select,
      add: (event: L.LeafletEvent) => describe(event.target as L.Marker, point.label, selected, select),
    };
  }, [onSelect, point.id, point.label, selected]);
  // The icon element is replaced when the icon changes, so its name, state and keys are set again.
  useEffect(() => {
    if (marker.current) describe(marker.current, point.label, selected, handlers.click);
  }, [point.label, selected, handlers]);
  return (
    <Marker
      ref={marker}
      position={point}
      icon={selected ? SELECTED_PIN : PIN}
      zIndexOffset={selected ? 1000 : 0}
      keyboard
      eventHandlers={handlers}
    >
      <Tooltip>{point.label}</Tooltip>
    </Marker>
  );
}

/** Where the search was made from (a patient's ZIP), always labelled so it is told from the results. */
const ORIGIN = L.divIcon({ className: "map-origin", iconSize: [14, 14] });

export function OriginMarker({ origin }: { origin: MapOrigin }) {
  return (
    <Pane name="search-origin" style={{ zIndex: 640 }}>
      <Marker position={origin} icon={ORIGIN} keyboard={false} interactive={false} pane="search-origin">
        <Tooltip permanent direction="top" offset={[0, -8]}>
          <span data-testid="map-origin">{origin.label}</span>
        </Tooltip>
      </Marker>
    </Pane>
  );
}

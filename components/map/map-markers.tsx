"use client";

import { useEffect, useMemo, useRef } from "react";
import L from "leaflet";
import { FeatureGroup, Marker, Pane, Tooltip } from "react-leaflet";

import type { MapOrigin, MapPoint } from "./map-types";

/**
 * Result markers as buttons, one tab stop for the lot: the selected marker (or, before any is
 * selected, the first) is in the tab order, arrow keys move between markers, and Enter or Space
 * selects, the same selection the list makes. Each names itself and says whether it is selected.
 * The tab stop is drawn on a 24 px target (the dot stays small inside it): the size a pointer or
 * finger needs. Markers out of the tab order may be smaller and may overlap, as pins on a map do.
 */
const PIN = L.divIcon({ className: "map-pin", iconSize: [12, 12] });
const TAB_STOP_PIN = L.divIcon({ className: "map-pin map-pin-tab-stop", iconSize: [24, 24] });
const SELECTED_PIN = L.divIcon({ className: "map-pin", iconSize: [24, 24] });

const ARROWS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Moves focus (and the tab stop with it) to the next or previous marker in the pane. */
function moveFocus(from: HTMLElement, step: 1 | -1) {
  const all = Array.from(from.parentElement?.querySelectorAll<HTMLElement>(".map-pin[role=button]") ?? []);
  const next = all[(all.indexOf(from) + step + all.length) % all.length];
  if (!next || next === from) return;
  from.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

function describe(marker: L.Marker, label: string, selected: boolean, tabStop: boolean, select: () => void) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute("aria-label", label);
  element.setAttribute("aria-pressed", String(selected));
  element.tabIndex = tabStop ? 0 : -1;
  // On the element itself: Leaflet's own Enter handling rides on the deprecated keypress event,
  // which the map's handlers do not always pass to the marker; Space is a button's key too.
  element.onkeydown = (event) => {
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      moveFocus(element, step);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select();
    }
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
      {points.map((p, i) => (
        <PointMarker
          key={p.id}
          point={p}
          selected={p.id === selectedId}
          tabStop={selectedId ? p.id === selectedId : i === 0}
          onSelect={onSelect}
        />
      ))}
    </FeatureGroup>
  );
}

function PointMarker({
  point,
  selected,
  onSelect,
  tabStop,
}: {
  point: MapPoint;
  selected: boolean;
  tabStop: boolean;
  onSelect?: (id: string) => void;
}) {
  const marker = useRef<L.Marker>(null);
  const handlers = useMemo(() => {
    const select = () => onSelect?.(point.id);
    return {
      click: select,
      add: (event: L.LeafletEvent) => describe(event.target as L.Marker, point.label, selected, tabStop, select),
    };
  }, [onSelect, point.id, point.label, selected, tabStop]);
  // The icon element is replaced when the icon changes, so its name, state and keys are set again.
  useEffect(() => {
    if (marker.current) describe(marker.current, point.label, selected, tabStop, handlers.click);
  }, [point.label, selected, tabStop, handlers]);
  return (
    <Marker
      ref={marker}
      position={point}
      icon={selected ? SELECTED_PIN : tabStop ? TAB_STOP_PIN : PIN}
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

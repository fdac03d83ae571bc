"use client";

import { useEffect, useSyncExternalStore } from "react";
import { addZoneCountries, listedZones, zoneEntry, type ZoneEntry } from "@/lib/console/time/zone-search";

/*
 * Every zone's names and offset come from Intl, and building them for some 420 zones takes a few
 * hundred milliseconds. The index is built once per page, in small slices while the browser is
 * idle, from the moment a zone picker is on screen; opening the picker before it is done finishes
 * it at once. Module state, shared by every picker on the page.
 */
type Step = () => void;

let index: ZoneEntry[] | null = null;
let steps: Step[] | null = null;
const listeners = new Set<() => void>();

function plan(): Step[] {
  const now = Date.now();
  const countries = new Map<string, string[]>();
  const zones = listedZones();
  const built: ZoneEntry[] = [];
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const countrySteps = Array.from({ length: 6 }, (_, i) => () => {
    addZoneCountries(countries, letters.slice(i * 5, i * 5 + 5));
  });
  const zoneSteps = Array.from({ length: Math.ceil(zones.length / 40) }, (_, i) => () => {
    for (const id of zones.slice(i * 40, i * 40 + 40)) built.push(zoneEntry(id, now, countries.get(id)));
  });
  const finish = () => {
    index = built;
    for (const listener of listeners) listener();
  };
  return [...countrySteps, ...zoneSteps, finish];
}

const idle = (run: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 0);

function buildInSlices() {
  if (index || steps) return;
  steps = plan();
  const next = () => {
    const step = steps?.shift();
    if (!step) return;
    step();
    idle(next);
  };
  idle(next);
}

/** Runs what is left of the build now (the picker was opened before it finished). */
function buildNow() {
  if (!steps) steps = plan();
  while (steps.length > 0) steps.shift()!();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The searchable zones, once built; `needed` finishes the build now instead of in idle time. */
export function useZoneIndex(needed: boolean): ZoneEntry[] | null {
  useEffect(buildInSlices, []);
  useEffect(() => {
    if (needed && !index) buildNow();
  }, [needed]);
  return useSyncExternalStore(
    subscribe,
    () => index,
    () => null,
  );
}

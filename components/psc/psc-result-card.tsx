"use client";

import { ExternalLinkIcon, MapPinIcon } from "lucide-react";

import { CopyButton } from "@/components/common/copy-button";
import type { PscResult } from "@/lib/console/psc/results";
import { cn } from "@/lib/utils";
import { CapabilityBadges } from "./capability-badges";
import { PscHours } from "./psc-hours";

export const addressOf = (r: PscResult) =>
  [r.firstLine, r.secondLine, `${r.city}, ${r.state} ${r.zip}`].filter((part) => part.trim()).join(", ");

/** Directions open in the person's own map service, outside the console. */
export const directionsUrl = (r: PscResult) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${r.name}, ${addressOf(r)}`)}`;

/**
 * One center in the list, the accessible source of truth the map mirrors: its name selects it
 * (and highlights the marker); the row says it is the current one with aria-current.
 */
export function PscResultCard({
  result,
  rank,
  selected,
  onSelect,
}: {
  result: PscResult;
  rank: number;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const address = addressOf(result);
  return (
    <li
      id={`psc-row-${result.id}`}
      data-testid="psc-result"
      data-distance={result.distance}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "grid scroll-m-2 gap-2 rounded-lg border bg-card p-3 text-sm transition-colors",
        selected && "border-orange-500 ring-2 ring-orange-500/40",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => onSelect(result.id)}
          className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
        >
          <span className="mr-1 text-muted-foreground tabular-nums">{rank}.</span>
          {result.name}
        </button>
        <span className="shrink-0 tabular-nums" data-testid="psc-distance">
          {result.distance} mi
        </span>
      </div>
      <div className="flex items-start gap-1">
        <address className="not-italic">{address}</address>
        <CopyButton value={address} label={`Copy the address of ${result.name}`} />
      </div>
      <p className="flex flex-wrap gap-x-4 text-xs">
        <span>
          Phone: <a href={`tel:${result.phone.replace(/[^\d+]/g, "")}`}>{result.phone || "—"}</a>
        </span>
        <span>Fax: {result.fax || "—"}</span>
        {result.siteCode ? (
          <span>
            Site code: <code className="font-mono">{result.siteCode}</code>
          </span>
        ) : null}
      </p>
      <PscHours hours={result.hours} />
      <CapabilityBadges capabilities={result.capabilities} />
      <div className="flex flex-wrap gap-3 text-xs">
        <a
          href={directionsUrl(result)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
        >
          <ExternalLinkIcon aria-hidden="true" className="size-3" />
          Directions<span className="sr-only"> to {result.name} (opens in a new tab)</span>
        </a>
        {result.location ? null : (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-3" />
            Not on the map: its ZIP code has no known location
          </span>
        )}
      </div>
    </li>
  );
}

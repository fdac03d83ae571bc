"use client";

import { useCallback, useMemo } from "react";
import { parseAsString, useQueryState } from "nuqs";

import { UsMap, type MapCircle, type MapOrigin, type MapPoint } from "@/components/map/us-map";
import type { PscResult } from "@/lib/console/psc/results";
import type { JsonText } from "@/lib/json-text";
import { useJsonText } from "@/components/common/use-json-text";
import { PscResultCard } from "./psc-result-card";

const NOUN = { one: "service center", many: "service centers" };

/**
 * The results as a list and as markers, in the same order. The selection lives in the URL
 * (`selected=`), replaced without a server round trip, so a shared link opens on the same center.
 */
export function PscResults({
  results: resultsText,
  circle,
  origin,
  tileUrl,
  summary,
}: {
  /** As JSON text: thirty centers with their hours cost the server far less to send that way. */
  results: JsonText<readonly PscResult[]>;
  circle: MapCircle | null;
  origin: MapOrigin | null;
  tileUrl: string | null;
  summary: string;
}) {
  const results = useJsonText(resultsText);
  const [selectedId, setSelectedId] = useQueryState(
    "selected",
    parseAsString.withOptions({ history: "replace", scroll: false }),
  );
  const selected = results.some((r) => r.id === selectedId) ? selectedId : null;

  const points = useMemo<MapPoint[]>(
    () =>
      results.flatMap((r, i) =>
        r.location ? [{ id: r.id, lat: r.location.lat, lng: r.location.lng, label: `${i + 1}. ${r.name}` }] : [],
      ),
    [results],
  );

  const select = useCallback(
    (id: string) => {
      void setSelectedId(id);
      // A marker click brings its row into view; from the list the row is already visible.
      document.getElementById(`psc-row-${id}`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    },
    [setSelectedId],
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-labelledby="psc-results-heading" className="flex min-w-0 flex-col gap-2">
        <h2 id="psc-results-heading" className="text-sm font-medium" aria-live="polite">
          {summary}
        </h2>
        {/* relative: the cards' sr-only texts are absolutely placed and must scroll (and clip) with the list. */}
        <ol
          aria-label="Service centers, nearest first"
          className="relative flex flex-col gap-2 lg:max-h-[75vh] lg:overflow-y-auto lg:pr-1"
        >
          {results.map((r, i) => (
            <PscResultCard key={r.id} result={r} rank={i + 1} selected={r.id === selected} onSelect={select} />
          ))}
        </ol>
      </section>
      <div className="h-[60vh] min-h-80 lg:sticky lg:top-4 lg:h-[75vh]">
        <UsMap
          points={points}
          selectedId={selected}
          onSelect={select}
          circle={circle}
          origin={origin}
          noun={NOUN}
          tileUrl={tileUrl}
        />
      </div>
    </div>
  );
}

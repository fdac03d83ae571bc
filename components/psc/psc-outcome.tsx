import Link from "next/link";
import { SearchXIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { LoadError } from "@/components/common/load-error";
import type { PscSearchOutcome } from "@/lib/console/psc/search";
import { nextRadius, pscHref, type PscParams } from "@/lib/console/psc/params";
import { toJsonText } from "@/lib/json-text";
import { PscResults } from "./psc-results";

/** What a search came to: results with the map, nothing found, an unknown ZIP, or a failure. */
export function PscOutcome({
  outcome,
  params,
  where,
  labName,
  originLabel,
  tileUrl,
}: {
  outcome: PscSearchOutcome;
  params: PscParams;
  /** "10001" or "the patient's ZIP code", for the sentences below. */
  where: string;
  /** The lab searched (by order: the order's lab); null when its name is not known. */
  labName: string | null;
  /** How the search's centre is labelled on the map. */
  originLabel: string;
  tileUrl: string | null;
}) {
  if (outcome.kind === "invalid") return null;
  if (outcome.kind === "failed") return <LoadError title="The service center search failed" failure={outcome.error} />;
  if (outcome.kind === "unknown_zip") {
    return (
      <Alert variant="destructive">
        <SearchXIcon />
        <AlertTitle>No ZIP code {outcome.zip} found</AlertTitle>
        <AlertDescription>Check the ZIP code for a typo and search again.</AlertDescription>
      </Alert>
    );
  }

  const { results, center } = outcome;
  const atLab = labName ? ` for ${labName}` : "";
  if (results.length === 0) {
    const larger = nextRadius(params.radius);
    const byOrder = Boolean(params.order);
    return (
      <Alert data-testid="psc-empty">
        <SearchXIcon />
        <AlertTitle>
          No service centers{atLab} within {params.radius} miles of {where}
          {params.caps.length ? " with the chosen capabilities" : ""}
        </AlertTitle>
        <AlertDescription>
          {larger ? (
            <Link
              href={pscHref({ ...params, radius: larger, selected: null })}
              className="font-medium underline underline-offset-4"
            >
              Try {larger} miles
            </Link>
          ) : (
            <p>
              {byOrder
                ? `This is the largest radius, and an order's draw is done by its own lab${labName ? ` (${labName})` : ""}: try fewer capabilities, or search by ZIP code to see other labs' centers.`
                : "This is the largest radius; try fewer capabilities or another lab."}
            </p>
          )}
        </AlertDescription>
      </Alert>
    );
  }

  const count = results.length;
  const summary = `${count} service ${count === 1 ? "center" : "centers"}${atLab} within ${params.radius} miles of ${where}, nearest first`;
  return (
    <PscResults
      results={toJsonText(results)}
      circle={center ? { lat: center.lat, lng: center.lng, radiusMiles: Number(params.radius) } : null}
      origin={center ? { lat: center.lat, lng: center.lng, label: originLabel } : null}
      tileUrl={tileUrl}
      summary={summary}
    />
  );
}

import type { Metadata } from "next";

import { PscOrderHeader } from "@/components/psc/psc-order-header";
import { PscOutcome } from "@/components/psc/psc-outcome";
import { parsePscParams, pscHref, type RawSearchParams } from "@/components/psc/psc-params";
import { PscSearchForm } from "@/components/psc/psc-search-form";
import { LoadError } from "@/components/users/load-error";
import { guardPage } from "@/lib/console/guard";
import { labAccountOptions } from "@/lib/console/psc/lab-accounts";
import { loadPscPage } from "@/lib/console/psc/page-data";

export const metadata: Metadata = { title: "Service centers" };

/** Quest has the nationwide walk-in network, so a search finds centers anywhere; else the first lab. */
const defaultLabId = (labs: readonly { id: number; slug: string }[]) =>
  String((labs.find((l) => l.slug === "quest") ?? labs[0])?.id ?? "");

/**
 * Where a patient can walk in for a draw: by ZIP and lab, or (`?order=`) near an order's patient.
 * The URL is the search; the form writes it and this page runs it.
 */
export default async function PscPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const who = await guardPage("psc.search", { action: "psc.search" });
  const params = parsePscParams(await searchParams);
  const { labs, order, outcome, tileUrl } = await loadPscPage(who, params);
  const initialErrors =
    outcome?.kind === "invalid"
      ? outcome.fieldErrors
      : outcome?.kind === "unknown_zip"
        ? { zip_code: `No ZIP code ${outcome.zip} found` }
        : undefined;
  const patientZip = order?.ok ? order.order.patientZip : null;
  const where = order ? `the patient's ZIP code${patientZip ? ` ${patientZip}` : ""}` : params.zip;
  // The search's centre on the map: the patient (with the ZIP for roles that may see it) or the ZIP searched.
  const originLabel = order ? (patientZip ? `Patient · ZIP ${patientZip}` : "Patient's ZIP code") : `ZIP ${params.zip}`;

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Service centers</h1>
        <p className="text-sm text-muted-foreground">Find where a patient can walk in for a draw.</p>
      </header>
      {order ? <PscOrderHeader order={order} /> : null}
      {labs && !labs.ok ? <LoadError title="Could not load the labs" error={labs.error} /> : null}
      {labs?.ok || order?.ok ? (
        // Remounted per search so the fields show what the URL holds (e.g. after "try 50 miles").
        <PscSearchForm
          key={pscHref(params)}
          params={params}
          labs={labs?.ok ? labs.labs : undefined}
          accounts={labAccountOptions()}
          defaultLab={labs?.ok ? defaultLabId(labs.labs) : ""}
          initialErrors={initialErrors}
        />
      ) : null}
      {outcome ? (
        <PscOutcome outcome={outcome} params={params} where={where} originLabel={originLabel} tileUrl={tileUrl} />
      ) : null}
    </div>
  );
}

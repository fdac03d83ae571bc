import { LoadError } from "@/components/common/load-error";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { labAccountOptions } from "@/lib/console/psc/lab-accounts";
import { loadPscPage } from "@/lib/console/psc/load";
import { PscOrderHeader } from "./psc-order-header";
import { PscOutcome } from "./psc-outcome";
import { pscHref, type PscParams } from "@/lib/console/psc/params";
import { PscSearchForm } from "./psc-search-form";

/** Quest has the nationwide walk-in network, so a search finds centers anywhere; else the first lab. */
const defaultLabId = (labs: readonly { id: number; slug: string }[]) =>
  String((labs.find((l) => l.slug === "quest") ?? labs[0])?.id ?? "");

/**
 * The labs for the form, the order searched near and the search's outcome: loaded inside the
 * page's Suspense, so the skeleton shows while the service answers.
 */
export async function PscSection({ who, params }: { who: CurrentStaff; params: PscParams }) {
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
  // Which lab was searched, named in the results' summary and in "none found".
  const labName = order?.ok
    ? order.order.labName
    : ((labs?.ok ? labs.labs.find((l) => String(l.id) === params.lab)?.name : null) ?? null);
  const originLabel = order ? (patientZip ? `Patient · ZIP ${patientZip}` : "Patient's ZIP code") : `ZIP ${params.zip}`;
  return (
    <>
      {order ? <PscOrderHeader order={order} /> : null}
      {labs && !labs.ok ? <LoadError title="Could not load the labs" failure={labs.error} /> : null}
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
        <PscOutcome
          outcome={outcome}
          params={params}
          where={where}
          labName={labName}
          originLabel={originLabel}
          tileUrl={tileUrl}
        />
      ) : null}
    </>
  );
}

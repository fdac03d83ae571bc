import "server-only";
import { areaFormValues } from "@/lib/console/psc/area-form-values";
import { formErrorsOf, pscAreaFormSchema } from "@/lib/console/psc/schemas";
import type { PscParams } from "@/lib/console/psc/params";
import { failureText } from "@/lib/console/action-failure";
import type { Failure } from "@/lib/console/action-failure";
import { isHttpStatus, loadFailure } from "@/lib/console/loaded";
import type { PscInfoView } from "@/lib/service/read/psc";
import { zipLocation, type LatLng } from "@/lib/geo";
import { serviceClient } from "@/lib/service";
import { toPscResults, type PscResult } from "./results";

/**
 * Server-side loaders for /psc. The service answers addresses without coordinates; each result
 * gets its ZIP's Census centroid here, so the 6 MB ZIP table never goes to the browser.
 */
export type PscCenter = LatLng & { zip: string };

export type PscSearchOutcome =
  | { kind: "results"; labId: number; slug: string; results: PscResult[]; center: PscCenter | null }
  /** The URL holds values the form would refuse: shown at the fields, nothing is searched. */
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  | { kind: "unknown_zip"; zip: string }
  | { kind: "failed"; error: Failure };

/**
 * A failed lookup. The service's own 404 wording says what it could not find (the lab, the
 * order, the order's ZIP), which helps more than a generic "not found".
 */
export function searchFailure(error: unknown): Failure {
  const failure = loadFailure(error);
  const detail =
    isHttpStatus(error, 404) && typeof error.detail === "string" ? error.detail.trim().replace(/\.$/, "") : "";
  return detail
    ? { ...failure, message: failureText({ ...failure, message: `${detail}. Check the search and try again.` }) }
    : failure;
}

const failed = (error: unknown) => ({ kind: "failed" as const, error: searchFailure(error) });

export function centerOf(zip: string | null | undefined): PscCenter | null {
  const five = (zip ?? "").trim().slice(0, 5);
  const point = zipLocation(five);
  return point ? { zip: five, ...point } : null;
}

const found = (info: PscInfoView, center: PscCenter | null): PscSearchOutcome => ({
  kind: "results",
  labId: info.labId,
  slug: info.slug,
  results: toPscResults(info.centers),
  center,
});

export async function searchByArea(params: PscParams): Promise<PscSearchOutcome> {
  const parsed = pscAreaFormSchema.safeParse(areaFormValues(params));
  if (!parsed.success) return { kind: "invalid", fieldErrors: formErrorsOf(parsed.error) };
  const form = parsed.data;
  try {
    const info = await serviceClient().pscByArea({
      zip_code: form.zip_code,
      lab_id: Number(form.lab_id),
      radius: form.radius,
      capabilities: form.capabilities.length ? form.capabilities : undefined,
      lab_account_id: form.lab_account_id || undefined,
    });
    return found(info, centerOf(form.zip_code));
  } catch (error) {
    // The service answers 404 for a ZIP it cannot place; the ZIP table tells that apart from an
    // unknown lab, whose 404 is shown as the service worded it.
    if (isHttpStatus(error, 404) && !zipLocation(form.zip_code)) {
      return { kind: "unknown_zip", zip: form.zip_code };
    }
    return failed(error);
  }
}

export async function searchByOrder(
  orderId: string,
  params: PscParams,
  patientZip: string | null,
): Promise<PscSearchOutcome> {
  try {
    const info = await serviceClient().pscByOrder(orderId, {
      radius: params.radius,
      capabilities: params.caps.length ? params.caps : undefined,
    });
    return found(info, centerOf(patientZip));
  } catch (error) {
    return failed(error);
  }
}

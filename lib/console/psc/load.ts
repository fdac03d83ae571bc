import "server-only";
import { hasPscSearch, type PscParams } from "@/lib/console/psc/params";
import { audit } from "@/lib/console/audit/record";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import type { Failure } from "@/lib/console/action-failure";
import { uuid } from "@/lib/contract/common";
import type { LabView } from "@/lib/service/read/labs";
import { env } from "@/lib/env";
import { serviceClient } from "@/lib/service";
import { sharedCatalogue } from "@/lib/shared-catalogue";
import { searchFailure, searchByArea, searchByOrder, type PscSearchOutcome } from "./search";

/**
 * Everything /psc renders, decided per role. By order, only the order id and (for roles that
 * see PHI) the patient's name and ZIP code leave the server; for other roles the patient's ZIP
 * is used here to centre the circle and is sent only as that circle's centre.
 */
export type PscOrderSummary = {
  id: string;
  patientName: string | null;
  patientZip: string | null;
  /** The order's lab: the only lab a search by order looks in, so the page names it. */
  labName: string | null;
};

export type PscPageData = {
  labs: { ok: true; labs: LabView[] } | { ok: false; error: Failure } | null;
  order:
    | { ok: true; order: PscOrderSummary }
    | { ok: false; title: string; error: Failure }
    /** Not an order id at all: nothing was asked of the service, so no request id and no retry. */
    | { ok: false; title: string; message: string }
    | null;
  outcome: PscSearchOutcome | null;
  tileUrl: string | null;
};

/** The service's labs, for the search form. */
const labsCatalogue = sharedCatalogue<LabView[]>("labs", () => serviceClient().listLabs());

async function loadLabs(): Promise<NonNullable<PscPageData["labs"]>> {
  try {
    return { ok: true, labs: await labsCatalogue() };
  } catch (error) {
    return { ok: false, error: searchFailure(error) };
  }
}

async function loadOrderSearch(who: CurrentStaff, orderId: string, params: PscParams) {
  if (!uuid.safeParse(orderId).success) {
    const message = `"${orderId.slice(0, 40)}" is not an order id. Open the search from the order's page, or search by ZIP code.`;
    return { order: { ok: false as const, title: "Unknown order", message }, outcome: null };
  }
  let order;
  try {
    order = await serviceClient().getOrder(orderId);
  } catch (error) {
    return {
      order: { ok: false as const, error: searchFailure(error), title: "Could not load the order" },
      outcome: null,
    };
  }
  const viewer = await viewerFor(who, order.userId);
  // The patient's address is read to place the search; the field policy decides what is shown.
  await audit(who, { action: "psc.search.order", outcome: "ok", targetType: "order", targetId: orderId });
  const patientName = reveals(viewer, "name", order.userId) ? order.patientName : null;
  const zip = order.patientAddress?.zip_code ?? null;
  const outcome = await searchByOrder(orderId, params, zip);
  const patientZip = reveals(viewer, "address", order.userId) ? zip : null;
  const summary = { id: orderId, patientName, patientZip, labName: order.lab?.name ?? null };
  return { order: { ok: true as const, order: summary }, outcome };
}

export async function loadPscPage(who: CurrentStaff, params: PscParams): Promise<PscPageData> {
  const tileUrl = env().NEXT_PUBLIC_MAP_TILE_URL ?? null;
  if (params.order) {
    const { order, outcome } = await loadOrderSearch(who, params.order, params);
    return { labs: null, order, outcome, tileUrl };
  }
  const labs = await loadLabs();
  const outcome = labs.ok && hasPscSearch(params) ? await searchByArea(params) : null;
  return { labs, order: null, outcome, tileUrl };
}

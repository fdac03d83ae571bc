import { and, asc, between, eq, sql } from "drizzle-orm";
import { oncePerHandle } from "@/lib/once-per-handle";
import { inJsonList, jsonList } from "./prepared";
import { MAX_PSC_RESULTS, type LabLocation, type PscInfo } from "@/lib/contract/psc";
import type { ServiceDb } from "../db/client";
import { orders, pscs } from "../db/schema";
import { notFound } from "../errors";
import { boundingBox, distanceMiles, zipLocation } from "@/lib/geo";
import { findLab } from "./labs";

/**
 * Patient service center search: the centers of one lab within a radius of a ZIP centroid,
 * nearest first. SQL narrows to a lat/lng box on the (lab_id, lat) index, reading only what the
 * choice needs; the exact great-circle distance, the capability filter and the cap of 30 are
 * applied here on that small remainder, and only the chosen centers are read in full (a dense
 * city's box holds twice as many as are shown, each with its opening hours as JSON).
 */
export type PscSearch = { labId: number; zipCode: string; radiusMiles: number; capabilities?: readonly string[] };

type PscRow = typeof pscs.$inferSelect;

const centersInBox = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db
    .select({ id: pscs.id, lat: pscs.lat, lng: pscs.lng, capabilities: pscs.capabilities })
    .from(pscs)
    .where(
      and(
        eq(pscs.labId, sql.placeholder("labId")),
        between(pscs.lat, sql.placeholder("minLat"), sql.placeholder("maxLat")),
        between(pscs.lng, sql.placeholder("minLng"), sql.placeholder("maxLng")),
      ),
    )
    .orderBy(asc(pscs.id))
    .prepare(),
);
const centersByIds = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db.select().from(pscs).where(inJsonList(pscs.id, "ids")).prepare(),
);

/**
 * The lab's code for a center, from its slug and row id: stable, unique per lab. Every center
 * bills the ordering client; about two in three also take commercial insurance.
 */
export const siteCodeOf = (labSlug: string, id: number) =>
  `${labSlug
    .replace(/[^a-z]/g, "")
    .slice(0, 3)
    .toUpperCase()}-${String(id).padStart(5, "0")}`;
const billTypesOf = (id: number) => (id % 3 === 0 ? ["client_bill"] : ["client_bill", "commercial_insurance"]);

function toLabLocation(row: PscRow, labSlug: string, distance: number): LabLocation {
  return {
    metadata: {
      name: row.name,
      state: row.state,
      city: row.city,
      zip_code: row.zipCode,
      first_line: row.firstLine,
      second_line: row.secondLine,
      phone_number: row.phoneNumber,
      fax_number: row.faxNumber,
      hours: row.hours ?? null,
    },
    distance: distance.toFixed(2),
    capabilities: row.capabilities,
    site_code: siteCodeOf(labSlug, row.id),
    supported_bill_types: billTypesOf(row.id),
    location: { lng: row.lng, lat: row.lat },
  };
}

export function searchPscs(db: ServiceDb, search: PscSearch): PscInfo {
  const lab = findLab(db, search.labId);
  if (!lab) throw notFound(`Lab ${search.labId} not found`);
  const center = zipLocation(search.zipCode);
  if (!center) throw notFound(`ZIP code ${search.zipCode} has no known location`);

  const candidates = centersInBox(db).all({ labId: lab.id, ...boundingBox(center, search.radiusMiles) });

  const required = [...new Set(search.capabilities ?? [])];
  const found = candidates
    .filter((c) => required.every((cap) => c.capabilities.includes(cap)))
    .map((c) => ({ id: c.id, distance: distanceMiles(center, c) }))
    .filter((c) => c.distance <= search.radiusMiles)
    // Ties broken by id so the same request always answers the same list.
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, MAX_PSC_RESULTS);
  const rows = new Map(
    centersByIds(db)
      .all({ ids: jsonList(found.map((c) => c.id)) })
      .map((row) => [row.id, row]),
  );

  return {
    lab_id: lab.id,
    slug: lab.slug,
    patient_service_centers: found.flatMap((c) => {
      const row = rows.get(c.id);
      return row ? [toLabLocation(row, lab.slug, c.distance)] : [];
    }),
  };
}

/**
 * Search around an order's patient address, for the order's lab. Another team's order does not
 * exist for this team (404, never 403), like every team-owned resource.
 */
export function searchPscsForOrder(
  db: ServiceDb,
  teamId: string,
  orderId: string,
  radiusMiles: number,
  capabilities?: readonly string[],
): PscInfo {
  const order = db
    .select({ labId: orders.labId, patientAddress: orders.patientAddress })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.teamId, teamId)))
    .get();
  if (!order) throw notFound(`Order ${orderId} not found`);
  // The address is stored as the validated request document; read it defensively all the same.
  // Orders keep the spec's zip_code and the real service's zip; older rows have only zip_code.
  const zip = order.patientAddress?.["zip_code"] ?? order.patientAddress?.["zip"];
  const zipCode = typeof zip === "string" ? zip.trim().slice(0, 5) : "";
  if (!/^\d{5}$/.test(zipCode)) throw notFound(`Order ${orderId} has no usable patient ZIP code`);
  return searchPscs(db, { labId: order.labId, zipCode, radiusMiles, capabilities });
}

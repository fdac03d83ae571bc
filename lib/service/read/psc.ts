import type { pscInfo } from "@/lib/contract/psc";
import * as z from "zod";
import { numeric, optionalField, optionalList, readsAnswer } from "./common";

/**
 * Patient service center lookups in the documented form (`distance` a string) or the real
 * service's (`distance` a number, plus `site_code`, `supported_bill_types` and `location`). A
 * center's name and address and its distance are needed to list it; the rest may be missing.
 */
const metadataReader = z.object({
  name: z.string(),
  state: z.string(),
  city: z.string(),
  zip_code: z.string(),
  first_line: z.string(),
  second_line: optionalField(z.string()),
  phone_number: optionalField(z.string()),
  fax_number: optionalField(z.string()),
  // Kept as sent: the page formats known weekly shapes and shows anything else as it is.
  hours: optionalField(z.unknown()),
});

const lngLat = z.object({ lng: z.number(), lat: z.number() });

export const pscLocationReader = z
  .object({
    metadata: metadataReader,
    distance: numeric,
    capabilities: optionalList(z.string()),
    site_code: optionalField(z.string()),
    supported_bill_types: optionalList(z.string()),
    location: optionalField(lngLat),
  })
  .transform((l) => ({
    name: l.metadata.name,
    firstLine: l.metadata.first_line,
    secondLine: l.metadata.second_line ?? "",
    city: l.metadata.city,
    state: l.metadata.state,
    zipCode: l.metadata.zip_code,
    phone: l.metadata.phone_number ?? "",
    fax: l.metadata.fax_number ?? "",
    hours: l.metadata.hours as unknown,
    /** Miles from the search point. */
    distance: l.distance,
    capabilities: l.capabilities,
    siteCode: l.site_code,
    billTypes: l.supported_bill_types,
    /** The center's own coordinates when the service gives them. */
    location: l.location,
  }));
export type PscLocationView = z.output<typeof pscLocationReader>;

export const pscInfoReader = readsAnswer<typeof pscInfo>()(
  z
    .object({ lab_id: z.number().int(), slug: z.string(), patient_service_centers: z.array(pscLocationReader) })
    .transform((p) => ({ labId: p.lab_id, slug: p.slug, centers: p.patient_service_centers })),
);
export type PscInfoView = z.output<typeof pscInfoReader>;

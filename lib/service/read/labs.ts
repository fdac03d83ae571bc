import type { labList, labTest, labTestList, labTestPage } from "@/lib/contract/labs";
import * as z from "zod";
import { numeric, optionalField, optionalList, readsAnswer } from "./common";

/**
 * Labs and lab tests, read in the embedded service's form or the real service's
 * (`ClientFacingLab`, `ClientFacingLabTest`). Only what identifies a lab or a test is required;
 * the real service's address, collection methods, price and markers are read when present.
 */
const labReader = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    first_line_address: optionalField(z.string()),
    city: optionalField(z.string()),
    zipcode: optionalField(z.string()),
    collection_methods: optionalList(z.string()),
    sample_types: optionalList(z.string()),
  })
  .transform((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name,
    address:
      l.first_line_address || l.city ? [l.first_line_address, l.city, l.zipcode].filter(Boolean).join(", ") : null,
    collectionMethods: l.collection_methods,
    sampleTypes: l.sample_types,
  }));
export type LabView = z.output<typeof labReader>;
export const labListReader = readsAnswer<typeof labList>()(z.array(labReader));

const markerReader = z.object({ name: z.string(), slug: z.string(), unit: optionalField(z.string()) });

export const labTestReader = readsAnswer<typeof labTest>()(
  z
    .object({
      id: z.string(),
      slug: optionalField(z.string()),
      name: z.string(),
      method: optionalField(z.string()),
      sample_type: optionalField(z.string()),
      status: optionalField(z.string()),
      is_active: optionalField(z.boolean()),
      fasting: optionalField(z.boolean()),
      price: optionalField(numeric),
      lab: optionalField(labReader),
      lab_id: optionalField(z.number().int()),
      markers: optionalList(markerReader),
    })
    .transform((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      /** How the sample is collected (`method`); null when the service did not say. */
      method: t.method,
      sampleType: t.sample_type,
      status: t.status,
      /** The real service's flag; read from `status` when only that is sent. */
      isActive: t.is_active ?? (t.status ? t.status === "active" : null),
      fasting: t.fasting,
      price: t.price,
      lab: t.lab,
      labId: t.lab?.id ?? t.lab_id,
      markers: t.markers,
    })),
);

export const labTestPageReader = readsAnswer<typeof labTestPage>()(
  z
    .object({ data: z.array(labTestReader), next_cursor: optionalField(z.string()) })
    .transform((p) => ({ tests: p.data, nextCursor: p.next_cursor })),
);

/** The deprecated plain list (GET /v3/lab_tests). */
export const labTestListReader = readsAnswer<typeof labTestList>()(z.array(labTestReader));

import { LAB_SLUGS } from "./enums";
import { requestEnum, responseEnum, uuid } from "./common";
import * as z from "zod";
import "./z";

/**
 * Labs and the lab-test catalogue. The spec names GET /v3/lab_test and the deprecated
 * GET /v3/lab_tests without a shape; these follow the real service's shape.
 */
export const COLLECTION_METHODS = ["testkit", "walk_in_test", "at_home_phlebotomy", "on_site_collection"] as const;
export const SAMPLE_TYPES = ["serum", "whole_blood", "plasma", "dried_blood_spot", "urine", "saliva"] as const;
export const LAB_TEST_STATUSES = ["active", "pending_approval", "inactive"] as const;

/** A lab as the real service describes it (`ClientFacingLab`): where it is and what it can collect. */
export const lab = z
  .object({
    id: z.number().int(),
    slug: responseEnum(LAB_SLUGS),
    name: z.string(),
    first_line_address: z.string(),
    city: z.string(),
    zipcode: z.string(),
    collection_methods: z.array(responseEnum(COLLECTION_METHODS)),
    sample_types: z.array(responseEnum(SAMPLE_TYPES)),
  })
  .openapi("Lab");
export type Lab = z.infer<typeof lab>;

export const labList = z.array(lab).openapi("LabList");

export const labMarker = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    unit: z.string().nullable(),
    lab_id: z.number().int().optional(),
  })
  .openapi("LabMarker");
export type LabMarker = z.infer<typeof labMarker>;
/** A marker as the catalogue keeps it; its numeric id is derived from the slug when answered. */
export type LabMarkerSeed = Pick<LabMarker, "name" | "slug" | "unit">;

export const labTest = z
  .object({
    // A string in the real service; the embedded catalogue's ids happen to be UUIDs.
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    sample_type: responseEnum(SAMPLE_TYPES),
    method: responseEnum(COLLECTION_METHODS).openapi({ description: "Collection method" }),
    status: responseEnum(LAB_TEST_STATUSES),
    is_active: z.boolean(),
    fasting: z.boolean(),
    /** US dollars. */
    price: z.number(),
    lab,
    markers: z.array(labMarker),
  })
  .openapi("LabTest");
export type LabTest = z.infer<typeof labTest>;

export const MAX_LAB_TEST_PAGE = 500;
export const DEFAULT_LAB_TEST_PAGE = 50;

export const labTestPageQuery = z.object({
  lab_test_limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_LAB_TEST_PAGE)
    .default(DEFAULT_LAB_TEST_PAGE)
    .openapi({ param: { name: "lab_test_limit", in: "query" } }),
  next_cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: "next_cursor", in: "query" }, description: "Opaque cursor from the previous page" }),
  // The real service's catalogue filters that mean something here; its other filters are ignored.
  lab_slug: z
    .string()
    .max(100)
    .optional()
    .openapi({ param: { name: "lab_slug", in: "query" } }),
  collection_method: requestEnum(COLLECTION_METHODS)
    .optional()
    .openapi({ param: { name: "collection_method", in: "query" } }),
  status: requestEnum(LAB_TEST_STATUSES)
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
  name: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: "name", in: "query" }, description: "Part of the test's name" }),
});
export type LabTestPageQuery = z.infer<typeof labTestPageQuery>;

export const labTestPage = z
  .object({
    data: z.array(labTest),
    next_cursor: z.string().nullable().openapi({ description: "null when there are no more tests" }),
  })
  .openapi("LabTestPage");
export type LabTestPage = z.infer<typeof labTestPage>;

/** Deprecated GET /v3/lab_tests: every test in one plain array. */
export const labTestList = z.array(labTest).openapi("LabTestList");

export const labTestIdParam = z.object({
  lab_test_id: uuid.openapi({ param: { name: "lab_test_id", in: "path" } }),
});

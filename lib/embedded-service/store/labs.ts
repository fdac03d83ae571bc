import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Lab, LabMarkerSeed, LabTest, LabTestPage } from "@/lib/contract/labs";
import type { ServiceDb } from "../db/client";
import { LAB_ADDRESSES } from "../seed/data/labs-catalog";
import { labTests, labs } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { oncePerHandle } from "@/lib/once-per-handle";

/**
 * The lab catalogue: global reference data, the same for every team. Pages are keyed on the
 * row's insertion sequence, so the order is stable and a page never repeats or skips a test
 * even if tests are added while a client walks the list.
 */
type LabTestRow = typeof labTests.$inferSelect;
type LabRow = typeof labs.$inferSelect;

const CURSOR_PREFIX = "lab_test:";

/** Opaque to clients: base64url of the last sequence seen, so nobody is tempted to do arithmetic on it. */
export const encodeLabTestCursor = (seq: number) => Buffer.from(`${CURSOR_PREFIX}${seq}`).toString("base64url");

/** The sequence a cursor points after, or a 422 naming the parameter for anything we did not issue. */
export function decodeLabTestCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const match = /^lab_test:(\d{1,15})$/.exec(text);
  if (!match) throw unprocessable(["query", "next_cursor"], "Invalid cursor", "value_error.cursor");
  return Number(match[1]);
}

type Offer = { methods: string[]; sampleTypes: string[] };

/** What each lab collects, from its tests: one pass over the catalogue, distinct values in first-seen order. */
const labOffers = oncePerHandle((db: Pick<ServiceDb, "selectDistinct">) =>
  db
    .selectDistinct({ labId: labTests.labId, method: labTests.method, sampleType: labTests.sampleType })
    .from(labTests)
    .orderBy(asc(labTests.labId))
    .prepare(),
);

export function offersOf(db: Pick<ServiceDb, "selectDistinct">, labIds?: readonly number[]): Map<number, Offer> {
  const rows = labOffers(db)
    .all()
    .filter((r) => !labIds || labIds.includes(r.labId));
  const by = new Map<number, Offer>();
  for (const r of rows) {
    const o = by.get(r.labId) ?? { methods: [], sampleTypes: [] };
    if (!o.methods.includes(r.method)) o.methods.push(r.method);
    if (!o.sampleTypes.includes(r.sampleType)) o.sampleTypes.push(r.sampleType);
    by.set(r.labId, o);
  }
  return by;
}

/** The real service's lab: its address and what it collects beside the id, slug and name. */
export function toLab(row: LabRow, offer: Offer | undefined): Lab {
  const address = LAB_ADDRESSES[row.slug] ?? { first_line_address: "", city: "", zipcode: "" };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...address,
    collection_methods: offer?.methods ?? [],
    sample_types: offer?.sampleTypes ?? [],
  };
}

/**
 * Markers carry a numeric id in the real service. The catalogue keys markers by slug, so the id
 * is a stable 31-bit FNV-1a hash of it: the same marker has the same id in every test.
 */
export function markerId(slug: string): number {
  let h = 0x811c9dc5;
  for (const ch of slug) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1 || 1;
}

const toMarkers = (markers: LabMarkerSeed[], labId: number) =>
  markers.map((m) => ({ id: markerId(m.slug), ...m, lab_id: labId }));

/*
 * Every seeded test is orderable, so the catalogue has no status column; the field exists because
 * the real service reports it and clients must read it.
 */
export function toLabTest(row: LabTestRow, lab: LabRow, offer: Offer | undefined): LabTest {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sample_type: row.sampleType,
    method: row.method,
    status: "active",
    is_active: true,
    fasting: row.fasting,
    price: row.price,
    lab: toLab(lab, offer),
    markers: toMarkers(row.markers, lab.id),
  };
}

const allLabs = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db.select().from(labs).orderBy(asc(labs.id)).prepare(),
);

export function listLabs(db: ServiceDb): Lab[] {
  const offers = offersOf(db);
  return allLabs(db)
    .all()
    .map((row) => toLab(row, offers.get(row.id)));
}

const labById = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db
    .select()
    .from(labs)
    .where(eq(labs.id, sql.placeholder("id")))
    .prepare(),
);

export function findLab(db: ServiceDb, labId: number): Lab | undefined {
  const row = labById(db).get({ id: labId });
  return row ? toLab(row, offersOf(db, [row.id]).get(row.id)) : undefined;
}

/** The real service's catalogue filters that apply to the embedded catalogue. */
export type LabTestFilters = { labSlug?: string; collectionMethod?: string; status?: string; name?: string };

export function pageLabTests(db: ServiceDb, limit: number, cursor?: string, f: LabTestFilters = {}): LabTestPage {
  const after = cursor ? decodeLabTestCursor(cursor) : 0;
  // Every embedded test is active: asking for any other status finds none.
  if (f.status && f.status !== "active") return { data: [], next_cursor: null };
  const where = [gt(labTests.seq, after)];
  if (f.labSlug) where.push(eq(labs.slug, f.labSlug));
  if (f.collectionMethod) where.push(eq(labTests.method, f.collectionMethod));
  if (f.name) where.push(sql`instr(lower(${labTests.name}), ${f.name.toLowerCase()}) > 0`);
  // One row beyond the page tells whether another page exists without a COUNT.
  const rows = db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(and(...where))
    .orderBy(asc(labTests.seq))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const offers = offersOf(db);
  return {
    data: page.map((r) => toLabTest(r.test, r.lab, offers.get(r.lab.id))),
    next_cursor: rows.length > limit && last ? encodeLabTestCursor(last.test.seq) : null,
  };
}

/** The whole catalogue (deprecated GET /v3/lab_tests); small enough to answer in one array. */
export function listAllLabTests(db: ServiceDb): LabTest[] {
  const offers = offersOf(db);
  return db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .orderBy(asc(labTests.seq))
    .all()
    .map((r) => toLabTest(r.test, r.lab, offers.get(r.lab.id)));
}

export function getLabTest(db: ServiceDb, labTestId: string): LabTest {
  const row = db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(eq(labTests.id, labTestId))
    .get();
  if (!row) throw notFound(`Lab test ${labTestId} not found`);
  return toLabTest(row.test, row.lab, offersOf(db, [row.lab.id]).get(row.lab.id));
}

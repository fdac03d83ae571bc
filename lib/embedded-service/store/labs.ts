import { asc, eq, gt } from "drizzle-orm";
import type { Lab, LabTest, LabTestPage } from "@/lib/contract/labs";
import type { ServiceDb } from "../db/client";
import { labTests, labs } from "../db/schema";
import { notFound, unprocessable } from "../errors";

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

const toLab = (row: LabRow): Lab => ({ id: row.id, slug: row.slug, name: row.name });

/*
 * Every seeded test is orderable, so the catalogue has no status column; the field exists because
 * the real service reports it and clients must read it.
 */
function toLabTest(row: LabTestRow, lab: LabRow): LabTest {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sample_type: row.sampleType,
    method: row.method,
    status: "active",
    fasting: row.fasting,
    price: row.price,
    lab: toLab(lab),
    markers: row.markers,
  };
}

export function listLabs(db: ServiceDb): Lab[] {
  return db.select().from(labs).orderBy(asc(labs.id)).all().map(toLab);
}

export function findLab(db: ServiceDb, labId: number): Lab | undefined {
  const row = db.select().from(labs).where(eq(labs.id, labId)).get();
  return row ? toLab(row) : undefined;
}

export function pageLabTests(db: ServiceDb, limit: number, cursor?: string): LabTestPage {
  const after = cursor ? decodeLabTestCursor(cursor) : 0;
  // One row beyond the page tells whether another page exists without a COUNT.
  const rows = db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(gt(labTests.seq, after))
    .orderBy(asc(labTests.seq))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => toLabTest(r.test, r.lab)),
    next_cursor: rows.length > limit && last ? encodeLabTestCursor(last.test.seq) : null,
  };
}

/** The whole catalogue (deprecated GET /v3/lab_tests); small enough to answer in one array. */
export function listAllLabTests(db: ServiceDb): LabTest[] {
  return db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .orderBy(asc(labTests.seq))
    .all()
    .map((r) => toLabTest(r.test, r.lab));
}

export function getLabTest(db: ServiceDb, labTestId: string): LabTest {
  const row = db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(eq(labTests.id, labTestId))
    .get();
  if (!row) throw notFound(`Lab test ${labTestId} not found`);
  return toLabTest(row.test, row.lab);
}

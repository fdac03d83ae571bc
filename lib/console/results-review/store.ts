import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ReportSummary } from "@/lib/console/results-review/level";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb, StoreTables } from "@/lib/console/store/db";

/**
 * The results review queue (schema: result_reviews): one row per version of an order's report.
 * Taking a version in is an insert that a second read of the same version cannot repeat (on any
 * instance), followed by one statement that retires every older version of the order, so a final
 * report replaces its partial one in the queue whichever instance wrote which first. Reviewing is
 * one conditional update: two reviewers at once, one wins.
 */
export type ResultReview = StoreTables["resultReviews"]["$inferSelect"];
export type ResultReviewWithReviewer = ResultReview & { reviewerName: string | null; reviewerEmail: string | null };

export type NewReportVersion = { id: string; orderId: string; userId: string | null; summary: ReportSummary };

const pending = (t: StoreTables["resultReviews"]) => and(isNull(t.reviewedAt), isNull(t.supersededAt));

/** Takes one version in; true when it is new. Older versions of the order then leave the queue. */
export async function recordReportVersion(db: ConsoleDb, v: NewReportVersion, now = new Date()): Promise<boolean> {
  const t = db.tables.resultReviews;
  const at = now.toISOString();
  const inserted = await db.orm
    .insert(t)
    .values({ id: v.id, orderId: v.orderId, userId: v.userId, arrivedAt: at, ...v.summary })
    .onConflictDoNothing({ target: t.id })
    .returning({ id: t.id });
  // Newest: reported last; at one time a final report after a partial one; then the later arrival.
  const newest = sql`(SELECT n.id FROM result_reviews n WHERE n.order_id = ${v.orderId}
    ORDER BY coalesce(n.reported_at, n.arrived_at) DESC, CASE n.report_status WHEN 'partial' THEN 0 ELSE 1 END DESC,
    n.arrived_at DESC, n.id DESC LIMIT 1)`;
  await db.orm
    .update(t)
    .set({ supersededAt: at })
    .where(and(eq(t.orderId, v.orderId), isNull(t.supersededAt), sql`${t.id} <> ${newest}`));
  return inserted.length > 0;
}

const queueQuery = oncePerHandle((db: ConsoleDb) => {
  const t = db.tables.resultReviews;
  return db.orm
    .select()
    .from(t)
    .where(pending(t))
    .orderBy(asc(t.priority), asc(t.arrivedAt), asc(t.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("labdesk_result_review_queue");
});

const criticalQuery = oncePerHandle((db: ConsoleDb) => {
  const t = db.tables.resultReviews;
  return db.orm
    .select({ n: count() })
    .from(t)
    .where(and(pending(t), eq(t.priority, 0)))
    .prepare("labdesk_result_review_critical");
});

/** One page of the queue (critical first, then abnormal, then normal; oldest first) and how many wait, per level. */
export async function reviewQueuePage(db: ConsoleDb, page: { limit: number; offset: number }) {
  const t = db.tables.resultReviews;
  const [rows, counts] = await Promise.all([
    queueQuery(db).execute(page),
    db.orm.select({ priority: t.priority, n: count() }).from(t).where(pending(t)).groupBy(t.priority),
  ]);
  const waiting = { critical: 0, abnormal: 0, normal: 0 };
  for (const c of counts) waiting[c.priority === 0 ? "critical" : c.priority === 1 ? "abnormal" : "normal"] += c.n;
  return { rows, waiting, total: waiting.critical + waiting.abnormal + waiting.normal };
}

/** Critical results nobody has reviewed: the header's count, asked on every page of a reviewer. */
export async function criticalResultsToReview(db: ConsoleDb): Promise<number> {
  const [row] = await criticalQuery(db).execute();
  return Number(row?.n ?? 0);
}

/** Every version of an order's report, newest first, with who reviewed it. */
export async function reviewsOfOrder(db: ConsoleDb, orderId: string): Promise<ResultReviewWithReviewer[]> {
  const t = db.tables.resultReviews;
  const s = db.tables.staff;
  const rows = await db.orm
    .select({ review: t, reviewerName: s.name, reviewerEmail: s.email })
    .from(t)
    .leftJoin(s, eq(s.id, t.reviewedByStaffId))
    .where(eq(t.orderId, orderId))
    .orderBy(desc(t.arrivedAt), desc(t.id));
  return rows.map((r) => ({ ...r.review, reviewerName: r.reviewerName, reviewerEmail: r.reviewerEmail }));
}

export type ResultReviewOutcome =
  | { outcome: "reviewed"; review: ResultReview }
  | { outcome: "missing" | "already_reviewed" | "superseded"; review: ResultReview | null };

/** Marks one version reviewed, if it still waits for a review. */
export async function markResultReviewed(
  db: ConsoleDb,
  id: string,
  by: { staffId: string; note: string | null },
  now = new Date(),
): Promise<ResultReviewOutcome> {
  const t = db.tables.resultReviews;
  const [done] = await db.orm
    .update(t)
    .set({ reviewedAt: now.toISOString(), reviewedByStaffId: by.staffId, reviewNote: by.note })
    .where(and(eq(t.id, id), pending(t)))
    .returning();
  if (done) return { outcome: "reviewed", review: done };
  const [row] = await db.orm.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) return { outcome: "missing", review: null };
  return { outcome: row.reviewedAt ? "already_reviewed" : "superseded", review: row };
}

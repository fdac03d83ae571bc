import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewIdOf, type ReportSummary } from "@/lib/console/results-review/level";
import type { ConsoleDb } from "@/lib/console/store/db";
import {
  markResultsTaken,
  noteResultsBaseline,
  noteResultSignals,
  resultIntakesDue,
} from "@/lib/console/store/result-intake";
import {
  criticalResultsToReview,
  markResultReviewed,
  recordReportVersion,
  reviewQueuePage,
  reviewsOfOrder,
} from "@/lib/console/results-review/store";
import { createStaff } from "@/lib/console/store/staff";
import { STORE_DIALECTS, tempConsoleStore, twoConsoleStores } from "../support/console-store";

/**
 * The results review queue on both stores: one entry per version of a report, taken in once
 * however often and by however many instances it is read; a final report after a reviewed partial
 * one waits for its own review; the queue reads critical first, then abnormal, then normal,
 * oldest first; a review is one conditional write that only one reviewer wins.
 */
const T0 = new Date("2026-11-20T10:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function summary(over: Partial<ReportSummary> = {}): ReportSummary {
  return {
    reportStatus: "final",
    reportedAt: "2026-11-20T09:00:00.000Z",
    interpretation: "normal",
    priority: 2,
    criticalMarkers: 0,
    flaggedMarkers: 0,
    markers: 12,
    ...over,
  };
}
const version = (orderId: string, s: ReportSummary) => ({
  id: reviewIdOf(orderId, s),
  orderId,
  userId: null,
  summary: s,
});

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  let reviewer: string;

  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    reviewer = randomUUID();
    await createStaff(db, {
      id: reviewer,
      email: `${reviewer.slice(0, 8)}@clinic.org`,
      name: "Rae",
      role: "care_coordinator",
      passwordHash: null,
    });
  });

  it("takes a version in once, and a final report after its reviewed partial one waits for a review of its own", async () => {
    const order = randomUUID();
    const partial = version(
      order,
      summary({ reportStatus: "partial", priority: 1, interpretation: "abnormal", flaggedMarkers: 1 }),
    );
    expect(await recordReportVersion(db, partial, at(0))).toBe(true);
    expect(await recordReportVersion(db, partial, at(1))).toBe(false);
    expect(await reviewsOfOrder(db, order)).toHaveLength(1);
    expect(
      await markResultReviewed(db, partial.id, { staffId: reviewer, note: "Called the lab" }, at(2)),
    ).toMatchObject({
      outcome: "reviewed",
    });
    expect(await markResultReviewed(db, partial.id, { staffId: reviewer, note: null }, at(3))).toMatchObject({
      outcome: "already_reviewed",
    });
    const final = version(
      order,
      summary({ reportedAt: "2026-11-20T11:00:00.000Z", priority: 0, interpretation: "critical", criticalMarkers: 1 }),
    );
    expect(await recordReportVersion(db, final, at(4))).toBe(true);
    const reviews = await reviewsOfOrder(db, order);
    expect(reviews.map((r) => [r.reportStatus, !!r.reviewedAt, !!r.supersededAt])).toEqual([
      ["final", false, false],
      ["partial", true, true],
    ]);
    expect(reviews[1]).toMatchObject({ reviewNote: "Called the lab", reviewerName: "Rae" });
  });

  it("retires a partial report read after its final one (reads finishing out of order)", async () => {
    const order = randomUUID();
    const final = version(order, summary({ reportedAt: "2026-11-20T11:00:00.000Z" }));
    const partial = version(order, summary({ reportStatus: "partial", reportedAt: "2026-11-20T10:00:00.000Z" }));
    await recordReportVersion(db, final, at(0));
    await recordReportVersion(db, partial, at(1));
    const rows = await reviewsOfOrder(db, order);
    expect(rows.find((r) => r.id === partial.id)?.supersededAt).not.toBeNull();
    expect(rows.find((r) => r.id === final.id)?.supersededAt).toBeNull();
    expect(await markResultReviewed(db, partial.id, { staffId: reviewer, note: null })).toMatchObject({
      outcome: "superseded",
    });
    expect(await markResultReviewed(db, "nothing:here", { staffId: reviewer, note: null })).toMatchObject({
      outcome: "missing",
    });
  });

  it("lists critical first, then abnormal, then normal, each oldest first, and counts what waits", async () => {
    const fresh = await tempConsoleStore(dialect);
    const levels: [number, string][] = [
      [2, "normal"],
      [1, "abnormal"],
      [0, "critical"],
      [1, "borderline"],
      [0, "critical"],
    ];
    const ids: string[] = [];
    for (const [i, [priority, interpretation]] of levels.entries()) {
      const v = version(randomUUID(), summary({ priority: priority as 0 | 1 | 2, interpretation }));
      ids.push(v.id);
      await recordReportVersion(fresh, v, at(i));
    }
    const page = await reviewQueuePage(fresh, { limit: 3, offset: 0 });
    expect(page.rows.map((r) => r.id)).toEqual([ids[2], ids[4], ids[1]]);
    expect(page.waiting).toEqual({ critical: 2, abnormal: 2, normal: 1 });
    expect((await reviewQueuePage(fresh, { limit: 3, offset: 3 })).rows.map((r) => r.interpretation)).toEqual([
      "borderline",
      "normal",
    ]);
    expect(await criticalResultsToReview(fresh)).toBe(2);
  });

  it("keeps the intake's backlog: a newer state asks for another read, an older or equal one does not", async () => {
    const order = randomUUID();
    await noteResultSignals(db, [{ orderId: order, userId: null, signal: "partial", at: "2026-11-20T10:00:00.000Z" }]);
    expect(await resultIntakesDue(db, 10, [order])).toHaveLength(1);
    await markResultsTaken(db, order, "2026-11-20T10:00:00.000Z");
    expect(await resultIntakesDue(db, 10, [order])).toHaveLength(0);
    await noteResultSignals(db, [{ orderId: order, userId: null, signal: "final", at: "2026-11-20T10:00:00.000Z" }]);
    expect(await resultIntakesDue(db, 10, [order])).toHaveLength(0);
    await noteResultSignals(db, [{ orderId: order, userId: null, signal: "final", at: "2026-11-20T12:00:00.000Z" }]);
    expect(await resultIntakesDue(db, 10, [order])).toMatchObject([{ orderId: order }]);
  });

  it("starts from a baseline without reads, leaving orders an event noted first due", async () => {
    const [found, evented] = [randomUUID(), randomUUID()];
    await noteResultSignals(db, [{ orderId: evented, userId: null, signal: "final", at: "2026-11-20T10:00:00.000Z" }]);
    await noteResultsBaseline(db, [
      { orderId: found, userId: null, signal: "final", at: "2026-11-20T09:00:00.000Z" },
      { orderId: evented, userId: null, signal: "final", at: "2026-11-20T10:00:00.000Z" },
    ]);
    expect((await resultIntakesDue(db, 10, [found, evented])).map((d) => d.orderId)).toEqual([evented]);
    // A later state of a baseline order is read as any other.
    await noteResultSignals(db, [{ orderId: found, userId: null, signal: "final", at: "2026-11-21T09:00:00.000Z" }]);
    expect((await resultIntakesDue(db, 10, [found])).map((d) => d.orderId)).toEqual([found]);
  });

  it("takes one version in once when two instances read it at once, and lets one of two reviewers win", async () => {
    const [a, b] = await twoConsoleStores(dialect);
    const id = randomUUID();
    await createStaff(a, { id, email: `${id.slice(0, 8)}@clinic.org`, name: "Ola", role: "admin", passwordHash: null });
    const order = randomUUID();
    const v = version(order, summary({ priority: 0, interpretation: "critical", criticalMarkers: 1 }));
    const inserted = await Promise.all([
      recordReportVersion(a, v),
      recordReportVersion(b, v),
      recordReportVersion(a, v),
    ]);
    expect(inserted.filter(Boolean)).toHaveLength(1);
    const outcomes = await Promise.all([
      markResultReviewed(a, v.id, { staffId: id, note: null }),
      markResultReviewed(b, v.id, { staffId: id, note: null }),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already_reviewed", "reviewed"]);
    expect(await criticalResultsToReview(b)).toBe(0);
  });
});

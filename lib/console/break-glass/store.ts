import { and, count, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { grantState } from "@/lib/console/break-glass/status";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb, StoreTables } from "@/lib/console/store/db";

/**
 * Emergency ("break-glass") access grants (schema: break_glass_grants). A grant widens nothing by
 * itself: lib/console/break-glass/access.ts asks `holderGrant` whether the signed-in member holds
 * one, and for which user. Rows are never deleted; ending or reviewing one only sets its columns.
 */
export type BreakGlassGrant = StoreTables["breakGlassGrants"]["$inferSelect"];

/** Who asks: the member, the session they are signed in with, and the role the store gives them now. */
export type GrantHolder = { staffId: string; sessionId: string; role: string };

export type NewGrant = {
  id: string;
  staffEmail: string;
  userId: string;
  clientUserId: string | null;
  reason: string;
  details: string | null;
  minutes: number;
};

/** A grant with when its session stopped being usable, which the review queue needs to tell its state. */
export type GrantRecord = BreakGlassGrant & { sessionEndsAt: string | null };

const holderQuery = oncePerHandle((db: ConsoleDb) => {
  const g = db.tables.breakGlassGrants;
  return db.orm
    .select()
    .from(g)
    .where(
      and(
        eq(g.staffId, sql.placeholder("staffId")),
        eq(g.sessionId, sql.placeholder("sessionId")),
        isNull(g.endedAt),
        gt(g.expiresAt, sql.placeholder("now")),
      ),
    )
    .orderBy(desc(g.startedAt))
    .limit(1)
    .prepare("labdesk_break_glass_holder");
});

/**
 * The grant open for this session right now, if any. Asked on every console page of a role that
 * may break glass, so it is prepared once per store. A grant opened with another role than the
 * member has now ends here, so a role changed by any path (an admin, single sign-on) ends it.
 */
export async function holderGrant(db: ConsoleDb, holder: GrantHolder, now = new Date()) {
  const [row] = await holderQuery(db).execute({
    staffId: holder.staffId,
    sessionId: holder.sessionId,
    now: now.toISOString(),
  });
  if (!row) return null;
  if (row.role !== holder.role) {
    await endGrant(db, { grantId: row.id }, "role_changed", now);
    return null;
  }
  return row;
}

/**
 * Opens a grant for the holder. One patient at a time: the same patient again gives back the grant
 * already open (not lengthened), another patient is refused with the open one, and an open grant
 * left in another session of the same member (another browser) is ended as replaced.
 */
export async function openGrant(
  db: ConsoleDb,
  holder: GrantHolder,
  input: NewGrant,
  now = new Date(),
): Promise<{ grant: BreakGlassGrant; created: boolean } | { conflict: BreakGlassGrant }> {
  const open = await holderGrant(db, holder, now);
  if (open) return open.userId === input.userId ? { grant: open, created: false } : { conflict: open };
  await endStaffGrants(db, holder.staffId, "replaced", now);
  const { minutes, ...fields } = input;
  const grant = {
    ...fields,
    staffId: holder.staffId,
    sessionId: holder.sessionId,
    role: holder.role,
    startedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
  };
  const [row] = await db.orm.insert(db.tables.breakGlassGrants).values(grant).returning();
  return { grant: row!, created: true };
}

/** Ends one grant (only its holder's, when `staffId` is given); false when it had already ended. */
export async function endGrant(
  db: ConsoleDb,
  which: { grantId: string; staffId?: string },
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const g = db.tables.breakGlassGrants;
  const ended = await db.orm
    .update(g)
    .set({ endedAt: now.toISOString(), endReason: reason })
    .where(
      and(
        eq(g.id, which.grantId),
        which.staffId ? eq(g.staffId, which.staffId) : undefined,
        isNull(g.endedAt),
        gt(g.expiresAt, now.toISOString()),
      ),
    )
    .returning({ id: g.id });
  return ended.length > 0;
}

/** Ends every open grant of a member (their role changed); how many there were. */
export async function endStaffGrants(db: ConsoleDb, staffId: string, reason: string, now = new Date()) {
  const g = db.tables.breakGlassGrants;
  const ended = await db.orm
    .update(g)
    .set({ endedAt: now.toISOString(), endReason: reason })
    .where(and(eq(g.staffId, staffId), isNull(g.endedAt), gt(g.expiresAt, now.toISOString())))
    .returning({ id: g.id });
  return ended.length;
}

function withSession(db: ConsoleDb) {
  const { breakGlassGrants: g, sessions } = db.tables;
  return db.orm
    .select({ grant: g, revokedAt: sessions.revokedAt, sessionExpiresAt: sessions.expiresAt })
    .from(g)
    .leftJoin(sessions, eq(sessions.id, g.sessionId));
}

type Joined = { grant: BreakGlassGrant; revokedAt: string | null; sessionExpiresAt: string | null };

const recordOf = ({ grant, revokedAt, sessionExpiresAt }: Joined): GrantRecord => {
  const ends = [revokedAt, sessionExpiresAt].filter((v): v is string => !!v).sort();
  return { ...grant, sessionEndsAt: ends[0] ?? null };
};

export async function findGrant(db: ConsoleDb, grantId: string): Promise<GrantRecord | null> {
  const [row] = await withSession(db).where(eq(db.tables.breakGlassGrants.id, grantId)).limit(1);
  return row ? recordOf(row) : null;
}

/** Grants nobody has reviewed yet, newest first: the queue's work. */
export async function grantsToReview(db: ConsoleDb, limit = 200): Promise<GrantRecord[]> {
  const g = db.tables.breakGlassGrants;
  const rows = await withSession(db).where(isNull(g.reviewedAt)).orderBy(desc(g.startedAt), desc(g.id)).limit(limit);
  return rows.map(recordOf);
}

/** Reviewed grants, most recently reviewed first, a page at a time, with how many there are. */
export async function reviewedGrants(db: ConsoleDb, slice: { limit: number; offset: number }) {
  const g = db.tables.breakGlassGrants;
  const [rows, [total]] = await Promise.all([
    withSession(db)
      .where(isNotNull(g.reviewedAt))
      .orderBy(desc(g.reviewedAt), desc(g.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.orm.select({ n: count() }).from(g).where(isNotNull(g.reviewedAt)),
  ]);
  return { grants: rows.map(recordOf), total: Number(total?.n ?? 0) };
}

export type GrantReviewOutcome = "reviewed" | "missing" | "open" | "already_reviewed";

/**
 * Marks a grant reviewed, once, and only after it has ended: reads can still happen under an open
 * one. The update re-checks that nobody reviewed it meanwhile (another admin, another instance).
 */
export async function reviewGrant(
  db: ConsoleDb,
  grantId: string,
  reviewer: { staffId: string; email: string },
  note: string | null,
  now = new Date(),
): Promise<GrantReviewOutcome> {
  const found = await findGrant(db, grantId);
  if (!found) return "missing";
  if (found.reviewedAt) return "already_reviewed";
  if (grantState(found, now).state === "open") return "open";
  const g = db.tables.breakGlassGrants;
  const done = await db.orm
    .update(g)
    .set({
      reviewedAt: now.toISOString(),
      reviewedByStaffId: reviewer.staffId,
      reviewedByEmail: reviewer.email,
      reviewNote: note,
    })
    .where(and(eq(g.id, grantId), isNull(g.reviewedAt)))
    .returning({ id: g.id });
  return done.length > 0 ? "reviewed" : "already_reviewed";
}

import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ConsoleDb, StoreTables } from "./db";
import { oncePerHandle } from "@/lib/once-per-handle";

/** Activity is written at most this often, so every request does not cost a write. */
const TOUCH_EVERY_MS = 15_000;

export async function createSession(
  db: ConsoleDb,
  staffId: string,
  maxSeconds: number,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.orm.insert(db.tables.sessions).values({
    id,
    staffId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + maxSeconds * 1000).toISOString(),
  });
  return id;
}

export type ActiveSession = {
  session: StoreTables["sessions"]["$inferSelect"];
  staff: StoreTables["staff"]["$inferSelect"];
};

/**
 * The session lookup, prepared once per store: every request of every page, action and route
 * handler runs it, and building its SQL anew each time cost more than running it.
 */
const sessionById = oncePerHandle((db: ConsoleDb) => {
  const { sessions, staff } = db.tables;
  return db.orm
    .select()
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare("labdesk_session_by_id");
});

/**
 * The session if it may still be used: not revoked, within its absolute limit, active within the
 * idle limit, and its staff member not disabled. Anything else ends it for good.
 */
export async function loadActiveSession(
  db: ConsoleDb,
  id: string,
  idleSeconds: number,
  now = new Date(),
): Promise<ActiveSession | null> {
  const [row] = await sessionById(db).execute({ id });
  if (!row || row.sessions.revokedAt) return null;
  const idleSince = new Date(now.getTime() - idleSeconds * 1000).toISOString();
  if (row.sessions.expiresAt <= now.toISOString() || row.sessions.lastSeenAt < idleSince || row.staff.disabled) {
    await revokeSession(db, id, now);
    return null;
  }
  return { session: row.sessions, staff: row.staff };
}

/** Records activity on a session (throttled). */
export async function touchSession(db: ConsoleDb, active: ActiveSession, now = new Date()): Promise<void> {
  if (now.getTime() - Date.parse(active.session.lastSeenAt) < TOUCH_EVERY_MS) return;
  const { sessions } = db.tables;
  await db.orm.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, active.session.id));
}

/** Keep-alive from the idle warning: always written. */
export async function extendSession(db: ConsoleDb, id: string, now = new Date()): Promise<void> {
  const { sessions } = db.tables;
  await db.orm
    .update(sessions)
    .set({ lastSeenAt: now.toISOString() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: ConsoleDb, id: string, now = new Date()): Promise<void> {
  const { sessions } = db.tables;
  await db.orm
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeStaffSessions(db: ConsoleDb, staffId: string, now = new Date()): Promise<void> {
  const { sessions } = db.tables;
  await db.orm
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)));
}

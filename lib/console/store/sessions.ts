import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { ConsoleDb } from "./db";
import { sessions, staff } from "./schema";

/** Activity is written at most this often, so every request does not cost a write. */
const TOUCH_EVERY_MS = 15_000;

export function createSession(db: ConsoleDb, staffId: string, maxSeconds: number, now = new Date()) {
  const id = randomUUID();
  db.insert(sessions)
    .values({
      id,
      staffId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + maxSeconds * 1000).toISOString(),
    })
    .run();
  return id;
}

export type ActiveSession = { session: typeof sessions.$inferSelect; staff: typeof staff.$inferSelect };

/**
 * The session if it may still be used: not revoked, within its absolute limit, active within the
 * idle limit, and its staff member not disabled. Anything else ends it for good.
 */
export function loadActiveSession(db: ConsoleDb, id: string, idleSeconds: number, now = new Date()): ActiveSession | null {
  const row = db.select().from(sessions).innerJoin(staff, eq(staff.id, sessions.staffId)).where(eq(sessions.id, id)).get();
  if (!row || row.sessions.revokedAt) return null;
  const idleSince = new Date(now.getTime() - idleSeconds * 1000).toISOString();
  if (row.sessions.expiresAt <= now.toISOString() || row.sessions.lastSeenAt < idleSince || row.staff.disabled) {
    revokeSession(db, id, now);
    return null;
  }
  return { session: row.sessions, staff: row.staff };
}

/** Records activity on a session (throttled). */
export function touchSession(db: ConsoleDb, active: ActiveSession, now = new Date()) {
  if (now.getTime() - Date.parse(active.session.lastSeenAt) < TOUCH_EVERY_MS) return;
  db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, active.session.id)).run();
}

/** Keep-alive from the idle warning: always written. */
export function extendSession(db: ConsoleDb, id: string, now = new Date()) {
  db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt))).run();
}

export function revokeSession(db: ConsoleDb, id: string, now = new Date()) {
  db.update(sessions).set({ revokedAt: now.toISOString() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt))).run();
}

export function revokeStaffSessions(db: ConsoleDb, staffId: string, now = new Date()) {
  db.update(sessions).set({ revokedAt: now.toISOString() }).where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt))).run();
}

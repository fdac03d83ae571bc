import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Role } from "@/lib/console/permissions";
import type { ConsoleDb } from "./db";
import { staff } from "./schema";

export type StaffRow = typeof staff.$inferSelect;
/** What the rest of the console may know of a staff member: never the password hash. */
export type StaffMember = Omit<StaffRow, "passwordHash" | "failedAttempts" | "lockedUntil" | "oidcSubject">;

export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;

export const toMember = ({ passwordHash: _p, failedAttempts: _f, lockedUntil: _l, oidcSubject: _o, ...member }: StaffRow): StaffMember => member;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const findStaffByEmail = (db: ConsoleDb, email: string) =>
  db.select().from(staff).where(eq(staff.email, normaliseEmail(email))).get();

export const findStaffById = (db: ConsoleDb, id: string) => db.select().from(staff).where(eq(staff.id, id)).get();

export const listStaff = (db: ConsoleDb) => db.select().from(staff).orderBy(asc(staff.email)).all().map(toMember);

export function createStaff(
  db: ConsoleDb,
  input: { email: string; name: string; role: Role; passwordHash: string | null; oidcSubject?: string | null },
  now = new Date(),
): StaffMember {
  const row = {
    id: randomUUID(),
    email: normaliseEmail(input.email),
    name: input.name.trim(),
    role: input.role,
    passwordHash: input.passwordHash,
    oidcSubject: input.oidcSubject ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  db.insert(staff).values(row).run();
  return toMember(findStaffById(db, row.id)!);
}

export function updateStaff(
  db: ConsoleDb,
  id: string,
  patch: Partial<Pick<StaffRow, "role" | "disabled" | "passwordHash" | "name" | "oidcSubject">>,
  now = new Date(),
) {
  return db.update(staff).set({ ...patch, updatedAt: now.toISOString() }).where(eq(staff.id, id)).run().changes > 0;
}

/** Counts a failed password; the fifth in a row locks the account for 15 minutes. */
export function recordFailedSignIn(db: ConsoleDb, id: string, now = new Date()) {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
  db.update(staff)
    .set({
      failedAttempts: sql`${staff.failedAttempts} + 1`,
      lockedUntil: sql`CASE WHEN ${staff.failedAttempts} + 1 >= ${LOCKOUT_ATTEMPTS} THEN ${lockUntil} ELSE ${staff.lockedUntil} END`,
    })
    .where(eq(staff.id, id))
    .run();
  return findStaffById(db, id)!;
}

export function recordGoodSignIn(db: ConsoleDb, id: string) {
  db.update(staff).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staff.id, id)).run();
}

export const isLocked = (row: StaffRow, now = new Date()) => !!row.lockedUntil && row.lockedUntil > now.toISOString();

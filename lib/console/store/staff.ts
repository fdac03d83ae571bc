import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Role } from "@/lib/console/permissions";
import type { ConsoleDb, StoreTables } from "./db";

export type StaffRow = StoreTables["staff"]["$inferSelect"];
/** What the rest of the console may know of a staff member: never the password hash. */
export type StaffMember = Omit<StaffRow, "passwordHash" | "oidcSubject">;

export const toMember = ({ passwordHash: _p, oidcSubject: _o, ...member }: StaffRow): StaffMember => member;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: ConsoleDb, email: string): Promise<StaffRow | undefined> {
  const { staff } = db.tables;
  const [row] = await db.orm
    .select()
    .from(staff)
    .where(eq(staff.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findStaffById(db: ConsoleDb, id: string): Promise<StaffRow | undefined> {
  const { staff } = db.tables;
  const [row] = await db.orm.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function listStaff(db: ConsoleDb): Promise<StaffMember[]> {
  const { staff } = db.tables;
  return (await db.orm.select().from(staff).orderBy(asc(staff.email))).map(toMember);
}

export type NewStaff = {
  /** Chosen by the caller when an audit record must name the account before it exists. */
  id?: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
  oidcSubject?: string | null;
};

/** The row for a new member: email normalised, name trimmed, both timestamps now. */
export const newStaffRow = (input: NewStaff, now: Date) => ({
  id: input.id ?? randomUUID(),
  email: normaliseEmail(input.email),
  name: input.name.trim(),
  role: input.role,
  passwordHash: input.passwordHash,
  oidcSubject: input.oidcSubject ?? null,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

export async function createStaff(db: ConsoleDb, input: NewStaff, now = new Date()): Promise<StaffMember> {
  const { staff } = db.tables;
  const [row] = await db.orm.insert(staff).values(newStaffRow(input, now)).returning();
  return toMember(row!);
}

/**
 * Creates the member unless one with that email exists already: instances starting at the same
 * moment on one database may both try, and exactly one account results. Undefined when it existed.
 */
export async function createStaffIfAbsent(
  db: ConsoleDb,
  input: NewStaff,
  now = new Date(),
): Promise<StaffMember | undefined> {
  const { staff } = db.tables;
  const [row] = await db.orm
    .insert(staff)
    .values(newStaffRow(input, now))
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return row && toMember(row);
}

/** True when the member exists (and was updated). */
export async function updateStaff(
  db: ConsoleDb,
  id: string,
  patch: Partial<Pick<StaffRow, "role" | "disabled" | "passwordHash" | "name" | "oidcSubject" | "timeZone">>,
  now = new Date(),
): Promise<boolean> {
  const { staff } = db.tables;
  const updated = await db.orm
    .update(staff)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(eq(staff.id, id))
    .returning({ id: staff.id });
  return updated.length > 0;
}

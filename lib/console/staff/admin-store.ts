import { and, asc, count, desc, eq, getTableColumns, getTableName, or, sql } from "drizzle-orm";
import type { Role } from "@/lib/console/permissions";
import { staffStatus, type StaffStatus } from "@/lib/console/staff/rules";
import type { ConsoleDb } from "@/lib/console/store/db";
import { heldBackAccounts } from "@/lib/console/auth/sign-in-throttle";
import { newStaffRow, toMember, type StaffMember } from "@/lib/console/store/staff";

/** Queries of the staff admin page beyond the ones in the store's staff.ts. */

export type StaffListRow = Pick<StaffMember, "id" | "email" | "name" | "role" | "createdAt"> & {
  status: StaffStatus;
  /** Until when failed sign-ins hold the account back (from some address or from all), if they do. */
  heldBackUntil: string | null;
  /** False for accounts that only sign in through single sign-on. */
  hasPassword: boolean;
  singleSignOn: boolean;
  /** When the member last signed in (their newest session); null if they never have. */
  lastSignInAt: string | null;
};

export const STAFF_SORTS = ["name", "email", "createdAt", "lastSignInAt"] as const;
export type StaffSort = { id: (typeof STAFF_SORTS)[number]; desc: boolean };
export type StaffPageQuery = {
  offset: number;
  limit: number;
  q?: string | null;
  role?: string | null;
  sort?: StaffSort | null;
};

/** `%`, `_` and the escape character itself match literally in a search. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of staff, filtered by a name/email search and a role, with the total for paging. */
export async function queryStaffPage(
  db: ConsoleDb,
  query: StaffPageQuery,
  now = new Date(),
): Promise<{ rows: StaffListRow[]; total: number }> {
  const { staff, sessions } = db.tables;
  const needle = query.q?.trim();
  const where = and(
    needle
      ? or(
          sql`lower(${staff.email}) LIKE ${likePattern(needle)} ESCAPE '\\'`,
          sql`lower(${staff.name}) LIKE ${likePattern(needle)} ESCAPE '\\'`,
        )
      : undefined,
    query.role ? eq(staff.role, query.role) : undefined,
  );
  const sort = query.sort ?? { id: "email", desc: false };
  // Every sign-in opens a session and sessions are kept (revoked, never deleted), so the newest
  // one is the last sign-in: derived, not stored twice. The staff index on sessions serves it.
  // The outer id is named with its table: drizzle leaves a single-table query's columns unqualified,
  // and inside the subquery a bare "id" would be the session's.
  const staffId = sql`${sql.identifier(getTableName(staff))}.${sql.identifier(staff.id.name)}`;
  const lastSignIn = sql<
    string | null
  >`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.staffId} = ${staffId})`;
  const order =
    sort.id === "lastSignInAt"
      ? // Never signed in sorts as the oldest on both dialects (by default they put NULLs at opposite ends).
        sql`${lastSignIn} ${sort.desc ? sql`desc nulls last` : sql`asc nulls first`}`
      : (sort.desc ? desc : asc)({ name: staff.name, email: staff.email, createdAt: staff.createdAt }[sort.id]);
  const rows = await db.orm
    .select({ ...getTableColumns(staff), lastSignInAt: lastSignIn.mapWith(sessions.createdAt) })
    .from(staff)
    .where(where)
    // The id breaks ties so a page boundary never shows a row twice or skips one.
    .orderBy(order, asc(staff.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.orm.select({ n: count() }).from(staff).where(where);
  const total = counted?.n ?? 0;
  const held = await heldBackAccounts(
    db,
    rows.map((row) => row.email),
    now,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      createdAt: row.createdAt,
      status: staffStatus(row, held.get(row.email) ?? null),
      heldBackUntil: held.get(row.email)?.toISOString() ?? null,
      hasPassword: row.passwordHash !== null,
      singleSignOn: row.oidcSubject !== null,
      lastSignInAt: row.lastSignInAt ?? null,
    })),
    total,
  };
}

/**
 * Like createStaff, but with an id chosen by the caller: the server action names the new
 * account in its audit record, and that record's target is fixed before the insert runs.
 */
export async function insertStaff(
  db: ConsoleDb,
  input: { id: string; email: string; name: string; role: Role; passwordHash: string },
  now = new Date(),
): Promise<StaffMember> {
  const { staff } = db.tables;
  const [row] = await db.orm.insert(staff).values(newStaffRow(input, now)).returning();
  return toMember(row!);
}

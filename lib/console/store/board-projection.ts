import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb, StoreTables } from "./db";
import type { OrderEventState } from "./order-event-states";

/**
 * Reading the board's projection (order_event_states): the at-home orders and their appointments
 * as the events and the reconciliation left them. One query per board, whatever its size; the
 * rows carry ids, statuses and times, never a name (names come from the user index).
 */
export type ProjectedRow = OrderEventState;

/** Statements stay well under either dialect's limit on bound parameters. */
const IDS_PER_STATEMENT = 500;
const AT_HOME = "at_home_phlebotomy";

/** Draws that can still move; any status the console does not know counts as one too. */
const SETTLED_STATUSES = ["completed", "cancelled"];

const atHome = (t: StoreTables["orderEventStates"]) =>
  or(eq(t.collectionMethod, AT_HOME), sql`${t.appointmentStatus} IS NOT NULL`)!;

/** What the user index holds for a projected row's user: its labels (the name is PHI: the caller decides). */
export type ProjectedLabels = {
  clientUserId: string | null;
  hasDetails: boolean | null;
  firstName: string | null;
  lastName: string | null;
};
export type LabelledRow = ProjectedRow & { labels: ProjectedLabels };

/**
 * The columns a board row is made of. A board reads hundreds of rows a view, and reading each
 * row's other columns (the orders list's lab and test, the result, the reconciliation's marks)
 * cost as much as the rest of the query.
 */
const boardColumns = (t: StoreTables["orderEventStates"]) => ({
  orderId: t.orderId,
  userId: t.userId,
  orderStatus: t.orderStatus,
  collectionMethod: t.collectionMethod,
  appointmentStatus: t.appointmentStatus,
  appointmentEventStatus: t.appointmentEventStatus,
  appointmentStartAt: t.appointmentStartAt,
  appointmentTimeZone: t.appointmentTimeZone,
  appointmentProvider: t.appointmentProvider,
  appointmentCanReschedule: t.appointmentCanReschedule,
  appointmentLastEvent: t.appointmentLastEvent,
  appointmentAt: t.appointmentAt,
});
export type BoardProjectedRow = Pick<ProjectedRow, keyof ReturnType<typeof boardColumns>>;
export type LabelledBoardRow = BoardProjectedRow & { labels: ProjectedLabels };

/** The user index's columns a projected row is labelled with (ProjectedLabels). */
export const labelColumns = (u: StoreTables["userIndex"]) => ({
  clientUserId: u.clientUserId,
  hasDetails: u.hasDetails,
  firstName: u.firstName,
  lastName: u.lastName,
});

function boardRowsQuery(db: ConsoleDb, forUser: boolean) {
  const { orderEventStates: t, userIndex: u } = db.tables;
  const where = forUser ? and(atHome(t), eq(t.userId, sql.placeholder("userId"))) : atHome(t);
  return db.orm
    .select({ row: boardColumns(t), labels: labelColumns(u) })
    .from(t)
    .leftJoin(u, eq(u.userId, t.userId))
    .where(where)
    .orderBy(sql`${t.orderCreatedAt} IS NULL`, desc(t.orderCreatedAt), asc(t.orderId))
    .limit(sql.placeholder("limit"))
    .prepare(forUser ? "labdesk_board_rows_of_user" : "labdesk_board_rows");
}
// Prepared once per store handle: every board view and refresh runs one of these.
const allBoardRows = oncePerHandle((db: ConsoleDb) => boardRowsQuery(db, false));
const userBoardRows = oncePerHandle((db: ConsoleDb) => boardRowsQuery(db, true));

/**
 * The newest at-home orders (by the order's creation, those of unknown age last), at most
 * `limit`, each with its user's labels from the user index, and whether there were more; for one
 * user only when `userId` is given. One statement for the whole board.
 */
export async function projectedAtHomeRows(
  db: ConsoleDb,
  opts: { userId?: string; limit: number },
): Promise<{ rows: LabelledBoardRow[]; more: boolean }> {
  const found = opts.userId
    ? await userBoardRows(db).execute({ userId: opts.userId, limit: opts.limit + 1 })
    : await allBoardRows(db).execute({ limit: opts.limit + 1 });
  const rows = found.slice(0, opts.limit).map((r) => ({ ...r.row, labels: r.labels ?? NO_LABELS }));
  return { rows, more: found.length > opts.limit };
}

const NO_LABELS: ProjectedLabels = { clientUserId: null, hasDetails: null, firstName: null, lastName: null };

/** The board's rows of these orders (any collection method) with their users' labels, in no particular order. */
export async function labelledRowsByIds(db: ConsoleDb, orderIds: readonly string[]): Promise<LabelledBoardRow[]> {
  const { orderEventStates: t, userIndex: u } = db.tables;
  const wanted = [...new Set(orderIds)];
  const out: LabelledBoardRow[] = [];
  for (let i = 0; i < wanted.length; i += IDS_PER_STATEMENT) {
    const found = await db.orm
      .select({ row: boardColumns(t), labels: labelColumns(u) })
      .from(t)
      .leftJoin(u, eq(u.userId, t.userId))
      .where(inArray(t.orderId, wanted.slice(i, i + IDS_PER_STATEMENT)));
    out.push(...found.map((r) => ({ ...r.row, labels: r.labels ?? NO_LABELS })));
  }
  return out;
}

/** The projected rows of these orders (any collection method), in no particular order. */
export async function projectedRowsByIds(db: ConsoleDb, orderIds: readonly string[]): Promise<ProjectedRow[]> {
  const t = db.tables.orderEventStates;
  const wanted = [...new Set(orderIds)];
  const out: ProjectedRow[] = [];
  for (let i = 0; i < wanted.length; i += IDS_PER_STATEMENT) {
    out.push(
      ...(await db.orm
        .select()
        .from(t)
        .where(inArray(t.orderId, wanted.slice(i, i + IDS_PER_STATEMENT)))),
    );
  }
  return out;
}

export type ProjectionChange = { orderId: string; userId: string | null; updatedAt: string };

/** At-home rows written after `since` (oldest first): what open boards are told about. */
export async function projectionChangesSince(db: ConsoleDb, since: string, limit = 500): Promise<ProjectionChange[]> {
  const t = db.tables.orderEventStates;
  return db.orm
    .select({ orderId: t.orderId, userId: t.userId, updatedAt: t.updatedAt })
    .from(t)
    .where(and(gt(t.updatedAt, since), atHome(t)))
    .orderBy(asc(t.updatedAt))
    .limit(limit);
}

/** The newest write to the projection, or null while it is empty. */
export async function projectionUpdatedAt(db: ConsoleDb): Promise<string | null> {
  const t = db.tables.orderEventStates;
  const [row] = await db.orm.select({ at: t.updatedAt }).from(t).orderBy(desc(t.updatedAt)).limit(1);
  return row?.at ?? null;
}

/**
 * Orders whose appointment can still move and that no reconciliation pass has read since
 * `before`: the service's order does not always change when its appointment does (a held slot
 * being confirmed leaves the order where it was), so these are read again.
 */
export async function liveAppointmentsDue(db: ConsoleDb, before: string, limit: number): Promise<string[]> {
  const t = db.tables.orderEventStates;
  const rows = await db.orm
    .select({ orderId: t.orderId })
    .from(t)
    .where(
      and(
        sql`${t.appointmentStatus} IS NOT NULL`,
        notInArray(t.appointmentStatus, SETTLED_STATUSES),
        or(isNull(t.appointmentCheckedAt), lt(t.appointmentCheckedAt, before)),
      ),
    )
    .orderBy(sql`${t.appointmentCheckedAt} IS NOT NULL`, asc(t.appointmentCheckedAt))
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** Notes that a pass read these orders' appointments and found nothing new (no change for boards). */
export async function markAppointmentsChecked(db: ConsoleDb, orderIds: readonly string[], at: string): Promise<void> {
  const t = db.tables.orderEventStates;
  for (let i = 0; i < orderIds.length; i += IDS_PER_STATEMENT) {
    await db.orm
      .update(t)
      .set({ appointmentCheckedAt: at })
      .where(inArray(t.orderId, orderIds.slice(i, i + IDS_PER_STATEMENT)));
  }
}

/**
 * Users with an at-home order whom the user index does not know, or whose patient details it
 * never read: the board labels its rows from the index, so a pass reads these once.
 */
export async function boardUsersToIndex(db: ConsoleDb, limit: number): Promise<{ userId: string; known: boolean }[]> {
  const { orderEventStates: t, userIndex: u } = db.tables;
  const rows = await db.orm
    .selectDistinct({ userId: t.userId, known: u.userId })
    .from(t)
    .leftJoin(u, eq(u.userId, t.userId))
    .where(and(atHome(t), sql`${t.userId} IS NOT NULL`, or(isNull(u.userId), isNull(u.detailsCheckedAt))))
    .limit(limit);
  return rows.map((r) => ({ userId: r.userId!, known: r.known !== null }));
}

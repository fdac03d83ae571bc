import { and, asc, count, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { ConsoleDb, StoreTables } from "./db";
import { labelColumns, type LabelledRow, type ProjectedLabels } from "./board-projection";

/**
 * The team's orders as the projection holds them (order_event_states, every collection method),
 * each with its user's labels from the user index: one page and its total in two statements, the
 * service never asked. Rows carry ids, statuses, the lab and the tests, never a name; the caller
 * decides whether the index's name reaches a viewer.
 */
export type OrdersListFilter = {
  /** Top-level statuses, as the service sends them (an unknown one matches itself). */
  statuses?: readonly string[];
  methods?: readonly string[];
  labSlug?: string;
  /** Result interpretations (critical, abnormal, normal): an order is flagged only once results say so. */
  flags?: readonly string[];
  /** Created at or after this instant, and strictly before the other (ISO strings). */
  createdFrom?: string;
  createdBefore?: string;
  /** One user: the service's user_id, or the client_user_id the index knows for it. */
  user?: string;
};

export const ORDERS_SORT_COLUMNS = ["created", "updated"] as const;
export type OrdersSort = { id: (typeof ORDERS_SORT_COLUMNS)[number]; desc: boolean };
export const DEFAULT_ORDERS_SORT: OrdersSort = { id: "created", desc: true };

const NO_LABELS: ProjectedLabels = { clientUserId: null, hasDetails: null, firstName: null, lastName: null };

function whereOf(tables: StoreTables, f: OrdersListFilter): SQL | undefined {
  const { orderEventStates: t, userIndex: u } = tables;
  const parts: (SQL | undefined)[] = [
    f.statuses?.length ? inArray(t.orderStatus, [...f.statuses]) : undefined,
    f.methods?.length ? inArray(t.collectionMethod, [...f.methods]) : undefined,
    f.labSlug ? eq(t.labSlug, f.labSlug) : undefined,
    f.flags?.length ? inArray(t.resultInterpretation, [...f.flags]) : undefined,
    f.createdFrom ? gte(t.orderCreatedAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(t.orderCreatedAt, f.createdBefore) : undefined,
    f.user ? or(eq(t.userId, f.user), eq(u.clientUserId, f.user)) : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/**
 * Newest (or oldest) first, rows an event has not dated yet last either way, the order id breaking
 * ties so pages never overlap. Each dialect is asked in the form its indexes answer without a sort:
 * SQLite puts nulls last when descending by itself, PostgreSQL when ascending.
 */
function orderOf(db: ConsoleDb, sort: OrdersSort): SQL[] {
  const t = db.tables.orderEventStates;
  const column = sort.id === "updated" ? t.orderAt : t.orderCreatedAt;
  const nullsLast = db.dialect === "sqlite" ? !sort.desc : sort.desc;
  const direction = sql.raw(`${sort.desc ? "DESC" : "ASC"}${nullsLast ? " NULLS LAST" : ""}`);
  // The id is never null; it is ordered the same way so the index's last column matches too.
  return [sql`${column} ${direction}`, sql`${t.orderId} ${direction}`];
}

function selectRows(db: ConsoleDb) {
  const { orderEventStates: t, userIndex: u } = db.tables;
  return db.orm
    .select({
      row: t,
      labels: labelColumns(u),
    })
    .from(t)
    .leftJoin(u, eq(u.userId, t.userId));
}

/** One page of the list (newest first by default) and how many orders match in all. */
export async function listProjectedOrders(
  db: ConsoleDb,
  filter: OrdersListFilter,
  sort: OrdersSort,
  page: { offset: number; limit: number },
): Promise<{ rows: LabelledRow[]; total: number }> {
  const { orderEventStates: t, userIndex: u } = db.tables;
  const where = whereOf(db.tables, filter);
  const [rows, totals] = await Promise.all([
    listPage(db, filter, sort, page.offset, page.limit),
    // The index is joined only when the filter names a user by its client_user_id.
    filter.user
      ? db.orm.select({ n: count() }).from(t).leftJoin(u, eq(u.userId, t.userId)).where(where)
      : db.orm.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * Every matching order in the list's order, `batch` at a time and at most `max`: what the CSV
 * export streams. Paged by offset, which the sort's index keeps cheap at these sizes.
 */
export async function* iterateProjectedOrders(
  db: ConsoleDb,
  filter: OrdersListFilter,
  sort: OrdersSort,
  opts: { max: number; batch?: number },
): AsyncGenerator<LabelledRow> {
  const batch = opts.batch ?? 1000;
  for (let offset = 0; offset < opts.max; offset += batch) {
    const limit = Math.min(batch, opts.max - offset);
    const rows = await listPage(db, filter, sort, offset, limit);
    yield* rows;
    if (rows.length < limit) return;
  }
}

async function listPage(db: ConsoleDb, filter: OrdersListFilter, sort: OrdersSort, offset: number, limit: number) {
  const found = await selectRows(db)
    .where(whereOf(db.tables, filter))
    .orderBy(...orderOf(db, sort))
    .limit(limit)
    .offset(offset);
  return found.map((r): LabelledRow => ({ ...r.row, labels: r.labels ?? NO_LABELS }));
}

/** The labs the projected orders name, for the list's lab filter. */
export async function projectedLabs(db: ConsoleDb): Promise<{ slug: string; name: string }[]> {
  const t = db.tables.orderEventStates;
  const rows = await db.orm
    .selectDistinct({ slug: t.labSlug, name: t.labName })
    .from(t)
    .where(isNotNull(t.labSlug))
    .orderBy(asc(t.labName), asc(t.labSlug));
  const seen = new Set<string>();
  return rows
    .filter((r) => r.slug && !seen.has(r.slug) && seen.add(r.slug))
    .map((r) => ({ slug: r.slug!, name: r.name ?? r.slug! }));
}

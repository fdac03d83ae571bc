import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  ORDER_STATUSES,
  orderLabTestIds,
  type CreateOrderBody,
  type CreateOrderResponse,
  type ListOrdersQuery,
  type Order,
  type OrderList,
} from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { labTests, orders, users } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { emitCriticalResult, emitOrderEvent } from "./lab-events";
import { toOrders } from "./order-answer";
import { oncePerHandle } from "@/lib/once-per-handle";
import { ordersAtStep } from "./order-status";
import { requireUserRow } from "./users";

export type OrderRow = typeof orders.$inferSelect;
type Tx = Pick<ServiceDb, "select" | "update" | "insert">;

const orderRow = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder("orderId")), eq(orders.teamId, sql.placeholder("teamId"))))
    .prepare(),
);

/** The team's order row, or a 404: another team's order does not exist for this team. */
export function requireOrderRow(db: Pick<ServiceDb, "select">, teamId: string, orderId: string): OrderRow {
  const row = orderRow(db).get({ orderId, teamId });
  if (!row) throw notFound(`Order ${orderId} not found`);
  return row;
}

/**
 * Moves an order to `status`, recording the step in its history. `event` is the step's compound
 * status when it is not the top-level status's usual one: a cancelled draw puts the order back to
 * `received`, and the real service records that step as `…appointment_cancelled`, not as a
 * second `…ordered`. Such a step is recorded even when the status stays (a partial report while
 * the sample is with the lab); a plain status the order already has records nothing. The
 * `labtest.order.updated` event (and, as a report comes in, partial or final, a critical result's)
 * is queued in the same transaction.
 */
export function setOrderStatus(tx: Tx, orderId: string, status: string, at: string, event: string = status) {
  const row = tx
    .select({ events: orders.events, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!row || (row.status === status && (event === status || row.events.at(-1)?.status === event))) return;
  const events = [...row.events, { id: row.events.length + 1, created_at: at, status: event }];
  tx.update(orders).set({ status, events, updatedAt: at }).where(eq(orders.id, orderId)).run();
  emitOrderEvent(tx as ServiceDb, orderId, "labtest.order.updated", at);
  if (status === "completed" || event.endsWith(".partial_results"))
    emitCriticalResult(tx as ServiceDb, orderId, new Date(at));
}

/** Checks that every test exists and that they share one lab; the 422 names the offending field. */
function resolveLabTests(db: ServiceDb, body: CreateOrderBody) {
  const ids = orderLabTestIds(body);
  const field = body.order_set ? ["body", "order_set", "lab_test_ids"] : ["body", "lab_test_id"];
  const found = db
    .select({ id: labTests.id, labId: labTests.labId, method: labTests.method })
    .from(labTests)
    .where(inArray(labTests.id, ids))
    .all();
  const labOf = new Map(found.map((t) => [t.id, t.labId]));
  const missing = ids.findIndex((id) => !labOf.has(id));
  if (missing >= 0) {
    const loc = body.order_set ? [...field, body.order_set.lab_test_ids.indexOf(ids[missing]!)] : field;
    throw unprocessable(loc, `Lab test ${ids[missing]} does not exist`);
  }
  const labIds = new Set(labOf.values());
  if (labIds.size > 1) throw unprocessable(field, "All lab tests of an order must be from the same lab");
  return { ids, labId: [...labIds][0]!, firstMethod: found.find((t) => t.id === ids[0])!.method };
}

/** The address as the order keeps it: both ZIP names (the spec's and the real service's) and a country. */
export function storedPatientAddress(a: CreateOrderBody["patient_address"]): Record<string, unknown> {
  const zip = (a.zip ?? a.zip_code)!;
  return { ...a, second_line: a.second_line ?? null, zip, zip_code: zip, country: a.country ?? "US" };
}

function byIdempotencyKey(db: ServiceDb, teamId: string, key: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.teamId, teamId), eq(orders.idempotencyKey, key)))
    .get();
}

const created = (order: Order): CreateOrderResponse => ({ order, status: "success", message: "Order created" });

/** Answers `{order, status, message}` like the real service; a repeated idempotency key answers the first order. */
export function createOrder(
  db: ServiceDb,
  teamId: string,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
  now: Date,
): CreateOrderResponse {
  const earlier = idempotencyKey ? byIdempotencyKey(db, teamId, idempotencyKey) : undefined;
  if (earlier) return created(toOrders(db, [earlier])[0]!);
  const user = requireUserRow(db, teamId, body.user_id);
  const { ids, labId, firstMethod } = resolveLabTests(db, body);
  const at = now.toISOString();
  const row: typeof orders.$inferInsert = {
    id: randomUUID(),
    teamId,
    userSeq: user.seq,
    labId,
    collectionMethod: body.collection_method ?? firstMethod,
    status: "received",
    labTestIds: ids,
    patientDetails: body.patient_details,
    patientAddress: storedPatientAddress(body.patient_address),
    orderTransactionId: randomUUID(),
    idempotencyKey: idempotencyKey ?? null,
    // The order names its physician as the real service's order does: name and NPI.
    physician: body.physician
      ? { first_name: body.physician.first_name, last_name: body.physician.last_name, npi: body.physician.npi }
      : null,
    events: [{ id: 1, created_at: at, status: "received" }],
    createdAt: at,
    updatedAt: at,
  };
  try {
    db.transaction((tx) => {
      tx.insert(orders).values(row).run();
      emitOrderEvent(tx, row.id!, "labtest.order.created", at);
    });
  } catch (err) {
    // Another process created the order for this key between our check and insert: answer that one.
    const raced = idempotencyKey ? byIdempotencyKey(db, teamId, idempotencyKey) : undefined;
    if (raced) return created(toOrders(db, [raced])[0]!);
    throw err;
  }
  return created(getOrder(db, teamId, row.id!));
}

export function getOrder(db: ServiceDb, teamId: string, orderId: string): Order {
  return toOrders(db, [requireOrderRow(db, teamId, orderId)])[0]!;
}

export function listOrders(db: ServiceDb, teamId: string, q: ListOrdersQuery): OrderList {
  const where: SQL[] = [eq(orders.teamId, teamId)];
  if (q.user_id) {
    const user = db
      .select({ seq: users.seq })
      .from(users)
      .where(and(eq(users.id, q.user_id), eq(users.teamId, teamId)))
      .get();
    if (!user) return { orders: [], total: 0, page: q.page, size: q.size };
    where.push(eq(orders.userSeq, user.seq));
  }
  if (q.status?.length) {
    const top = new Set<string>(ORDER_STATUSES);
    const matches = q.status.flatMap((s) =>
      top.has(s)
        ? [eq(orders.status, s)]
        : ordersAtStep(s).map((m) => and(eq(orders.collectionMethod, m.method), eq(orders.status, m.status))!),
    );
    // A step no embedded order ever reaches (e.g. lost) is a valid filter that matches nothing.
    if (matches.length === 0) return { orders: [], total: 0, page: q.page, size: q.size };
    where.push(or(...matches)!);
  }
  if (q.order_type?.length) where.push(inArray(orders.collectionMethod, q.order_type));
  if (q.updated_start_date) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(q.updated_start_date);
    where.push(
      gte(orders.updatedAt, new Date(day ? `${q.updated_start_date}T00:00:00Z` : q.updated_start_date).toISOString()),
    );
  }
  const rows = db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.seq))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .all();
  const total =
    db
      .select({ n: count() })
      .from(orders)
      .where(and(...where))
      .get()?.n ?? 0;
  return { orders: toOrders(db, rows), total, page: q.page, size: q.size };
}

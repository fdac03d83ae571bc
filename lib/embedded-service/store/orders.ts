import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { orderLabTestIds, type CreateOrderBody, type ListOrdersQuery, type Order, type OrderList } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { appointments, labs, labTests, orders, users } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { requireUserRow } from "./users";

export type OrderRow = typeof orders.$inferSelect;
type Tx = Pick<ServiceDb, "select" | "update">;

/** The team's order row, or a 404: another team's order does not exist for this team. */
export function requireOrderRow(db: Pick<ServiceDb, "select">, teamId: string, orderId: string): OrderRow {
  const row = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.teamId, teamId))).get();
  if (!row) throw notFound(`Order ${orderId} not found`);
  return row;
}

/** Moves an order to a status and records the step in its history. */
export function setOrderStatus(tx: Tx, orderId: string, status: string, at: string) {
  const row = tx.select({ events: orders.events, status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  if (!row || row.status === status) return;
  const events = [...row.events, { id: row.events.length + 1, created_at: at, status }];
  tx.update(orders).set({ status, events, updatedAt: at }).where(eq(orders.id, orderId)).run();
}

/** Checks that every test exists and that they share one lab; the 422 names the offending field. */
function resolveLabTests(db: ServiceDb, body: CreateOrderBody) {
  const ids = orderLabTestIds(body);
  const field = body.order_set ? ["body", "order_set", "lab_test_ids"] : ["body", "lab_test_id"];
  const found = db.select({ id: labTests.id, labId: labTests.labId }).from(labTests).where(inArray(labTests.id, ids)).all();
  const labOf = new Map(found.map((t) => [t.id, t.labId]));
  const missing = ids.findIndex((id) => !labOf.has(id));
  if (missing >= 0) {
    const loc = body.order_set ? [...field, body.order_set.lab_test_ids.indexOf(ids[missing]!)] : field;
    throw unprocessable(loc, `Lab test ${ids[missing]} does not exist`);
  }
  const labIds = new Set(labOf.values());
  if (labIds.size > 1) throw unprocessable(field, "All lab tests of an order must be from the same lab");
  return { ids, labId: [...labIds][0]! };
}

function byIdempotencyKey(db: ServiceDb, teamId: string, key: string) {
  return db.select().from(orders).where(and(eq(orders.teamId, teamId), eq(orders.idempotencyKey, key))).get();
}

export function createOrder(db: ServiceDb, teamId: string, body: CreateOrderBody, idempotencyKey: string | undefined, now: Date) {
  const earlier = idempotencyKey ? byIdempotencyKey(db, teamId, idempotencyKey) : undefined;
  if (earlier) return toOrders(db, [earlier])[0]!;
  const user = requireUserRow(db, teamId, body.user_id);
  const { ids, labId } = resolveLabTests(db, body);
  const at = now.toISOString();
  const row: typeof orders.$inferInsert = {
    id: randomUUID(),
    teamId,
    userSeq: user.seq,
    labId,
    collectionMethod: body.collection_method,
    status: "received",
    labTestIds: ids,
    patientDetails: body.patient_details,
    patientAddress: body.patient_address,
    orderTransactionId: randomUUID(),
    idempotencyKey: idempotencyKey ?? null,
    events: [{ id: 1, created_at: at, status: "received" }],
    createdAt: at,
    updatedAt: at,
  };
  try {
    db.insert(orders).values(row).run();
  } catch (err) {
    // Another process created the order for this key between our check and insert: answer that one.
    const raced = idempotencyKey ? byIdempotencyKey(db, teamId, idempotencyKey) : undefined;
    if (raced) return toOrders(db, [raced])[0]!;
    throw err;
  }
  return getOrder(db, teamId, row.id!);
}

export function getOrder(db: ServiceDb, teamId: string, orderId: string): Order {
  return toOrders(db, [requireOrderRow(db, teamId, orderId)])[0]!;
}

export function listOrders(db: ServiceDb, teamId: string, q: ListOrdersQuery): OrderList {
  const where: SQL[] = [eq(orders.teamId, teamId)];
  if (q.user_id) {
    const user = db.select({ seq: users.seq }).from(users).where(and(eq(users.id, q.user_id), eq(users.teamId, teamId))).get();
    if (!user) return { orders: [], total: 0, page: q.page, size: q.size };
    where.push(eq(orders.userSeq, user.seq));
  }
  if (q.status) where.push(eq(orders.status, q.status));
  const rows = db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.seq))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .all();
  const total = db.select({ n: count() }).from(orders).where(and(...where)).get()?.n ?? 0;
  return { orders: toOrders(db, rows), total, page: q.page, size: q.size };
}

/** Shapes a page of rows, loading users, first tests, labs and appointments in one query each. */
export function toOrders(db: ServiceDb, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const userSeqs = [...new Set(rows.map((r) => r.userSeq))];
  const userIds = new Map(db.select({ seq: users.seq, id: users.id }).from(users).where(inArray(users.seq, userSeqs)).all().map((u) => [u.seq, u.id]));
  const firstIds = [...new Set(rows.map((r) => r.labTestIds[0]).filter((id): id is string => !!id))];
  const tests = new Map(db.select().from(labTests).where(inArray(labTests.id, firstIds)).all().map((t) => [t.id, t]));
  const labById = new Map(db.select().from(labs).where(inArray(labs.id, [...new Set(rows.map((r) => r.labId))])).all().map((l) => [l.id, l]));
  const appointmentOf = new Map<string, string>();
  const appts = db
    .select({ id: appointments.id, orderId: appointments.orderId })
    .from(appointments)
    .where(inArray(appointments.orderId, rows.map((r) => r.id)))
    .orderBy(desc(appointments.active), desc(appointments.createdAt))
    .all();
  for (const a of appts) if (!appointmentOf.has(a.orderId)) appointmentOf.set(a.orderId, a.id);
  return rows.map((r) => {
    const test = r.labTestIds[0] ? tests.get(r.labTestIds[0]) : undefined;
    const lab = labById.get(r.labId);
    return {
      id: r.id,
      team_id: r.teamId,
      user_id: userIds.get(r.userSeq) ?? "",
      patient_details: r.patientDetails as Order["patient_details"],
      patient_address: r.patientAddress as Order["patient_address"],
      details: {
        type: r.collectionMethod,
        data: { id: r.id, created_at: r.createdAt, updated_at: r.updatedAt, appointment_id: appointmentOf.get(r.id) ?? null },
      },
      status: r.status,
      events: r.events,
      order_set: { lab_test_ids: r.labTestIds },
      lab_test: test
        ? { id: test.id, slug: test.slug, name: test.name, sample_type: test.sampleType, method: test.method, fasting: test.fasting, lab_id: test.labId }
        : null,
      lab: lab ? { id: lab.id, slug: lab.slug, name: lab.name } : null,
      collection_method: r.collectionMethod,
      order_transaction_id: r.orderTransactionId,
      // Deprecated and being removed: clients download the PDF from the requisition endpoint.
      requisition_form_url: null,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

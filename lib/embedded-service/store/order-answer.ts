import { desc, eq } from "drizzle-orm";
import type { Order } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { appointments, labs, labTests, orders, users } from "../db/schema";
import { offersOf, toLabTest } from "./labs";
import { oncePerHandle } from "@/lib/once-per-handle";
import { inJsonList, jsonList } from "./prepared";
import { compoundOrderStatus } from "./order-status";

/** An order as the real service answers it (`ClientFacingOrder`), from the embedded service's rows. */
type OrderRow = typeof orders.$inferSelect;

/** Seeded and older rows keep only the spec's zip_code: answer the real names beside it. */
function answeredAddress(stored: Record<string, unknown>): Order["patient_address"] {
  const zip = String(stored["zip"] ?? stored["zip_code"] ?? "");
  return { ...(stored as Order["patient_address"]), zip, zip_code: zip, country: String(stored["country"] ?? "US") };
}

/** Methods whose order details name the order's appointment, as the real service's do. */
const WITH_APPOINTMENT = new Set(["at_home_phlebotomy", "walk_in_test"]);

/** Every order answer makes these: prepared once per handle (see prepared.ts for why). */
const queries = oncePerHandle((db: ServiceDb) => ({
  userIds: db.select({ seq: users.seq, id: users.id }).from(users).where(inJsonList(users.seq, "seqs")).prepare(),
  tests: db
    .select({ test: labTests, lab: labs })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(inJsonList(labTests.id, "ids"))
    .prepare(),
  appointments: db
    .select({ id: appointments.id, orderId: appointments.orderId })
    .from(appointments)
    .where(inJsonList(appointments.orderId, "orderIds"))
    .orderBy(desc(appointments.active), desc(appointments.createdAt))
    .prepare(),
}));

/** Shapes a page of rows as the real service's order, loading users, first tests, labs and appointments in one query each. */
export function toOrders(db: ServiceDb, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const userSeqs = [...new Set(rows.map((r) => r.userSeq))];
  const q = queries(db);
  const userIds = new Map(q.userIds.all({ seqs: jsonList(userSeqs) }).map((u) => [u.seq, u.id]));
  const firstIds = [...new Set(rows.map((r) => r.labTestIds[0]).filter((id): id is string => !!id))];
  const tests = new Map(q.tests.all({ ids: jsonList(firstIds) }).map((t) => [t.test.id, t]));
  const offers = offersOf(db, [...new Set([...tests.values()].map((t) => t.lab.id))]);
  const appointmentOf = new Map<string, string>();
  const appts = q.appointments.all({ orderIds: jsonList(rows.map((r) => r.id)) });
  for (const a of appts) if (!appointmentOf.has(a.orderId)) appointmentOf.set(a.orderId, a.id);
  return rows.map((r) => {
    const first = tests.get(r.labTestIds[0] ?? "");
    // Every order is created from existing tests and tests are never deleted.
    if (!first) throw new Error(`Order ${r.id} refers to a lab test that no longer exists`);
    const data: NonNullable<Order["details"]["data"]> = { id: r.id, created_at: r.createdAt, updated_at: r.updatedAt };
    if (WITH_APPOINTMENT.has(r.collectionMethod)) data.appointment_id = appointmentOf.get(r.id) ?? null;
    return {
      id: r.id,
      team_id: r.teamId,
      user_id: userIds.get(r.userSeq) ?? "",
      patient_details: r.patientDetails as Order["patient_details"],
      patient_address: answeredAddress(r.patientAddress),
      lab_test: toLabTest(first.test, first.lab, offers.get(first.lab.id)),
      details: { type: r.collectionMethod, data },
      sample_id: null,
      notes: null,
      status: r.status,
      events: r.events.map((e) => ({
        id: e.id,
        created_at: e.created_at,
        status: compoundOrderStatus(e.status, r.collectionMethod),
      })),
      physician: r.physician ?? null,
      has_abn: false,
      order_set: { lab_test_ids: r.labTestIds },
      order_transaction_id: r.orderTransactionId,
      // Deprecated and being removed: clients download the PDF from the requisition endpoint.
      requisition_form_url: null,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

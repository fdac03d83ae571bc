import { eq, sql, type SQL } from "drizzle-orm";
import type { ConsoleDb, StoreTables } from "./db";
import type { ServiceEventRow } from "./service-events";

/**
 * The newest state events told of each order (schema: order_event_states), the projection the
 * appointments board and the orders list read. Each part (the order's status, its appointment's, a critical result)
 * keeps the event time and history length it came from, and an event changes a part only when it
 * is newer than what is there: one conditional upsert, so events applied in any order, twice, or
 * by two instances at once end in the same row. A reconciliation pass writes what it reads from
 * the service through the same door, as the facts an event about it would carry.
 */
export type OrderEventState = StoreTables["orderEventStates"]["$inferSelect"];

type Summary = Record<string, unknown>;

/** What one event (or one read of the service) says about an order, as service_events keeps it. */
export type OrderFacts = Pick<ServiceEventRow, "eventType" | "orderId" | "userId" | "appointmentId" | "sequence"> & {
  /** The event's own time; null when a read of the service carried none (it then never overrides a time). */
  occurredAt: string | null;
  summary: Summary;
  /** Set by a reconciliation pass that read the appointment from the service just now. */
  checkedAt?: string;
};

const str = (v: unknown) => (typeof v === "string" ? v : null);
const bool = (v: unknown) => (typeof v === "boolean" ? v : null);
const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : null);
const excluded = (column: string) => sql.raw(`excluded.${column}`);
/** A column the event may leave out: kept as it was rather than emptied. */
const keep = (column: string, current: SQL) => sql`coalesce(${excluded(column)}, ${current})`;

/** `excluded` newer than the row: a later time, or the same time with a longer history. */
function newer(at: SQL, seq: SQL | null, atColumn: string, seqColumn: string | null): SQL {
  const tail = seq && seqColumn ? sql` OR (${excluded(atColumn)} = ${at} AND ${excluded(seqColumn)} > ${seq})` : sql``;
  return sql`(${at} IS NULL OR ${excluded(atColumn)} > ${at}${tail})`;
}

const AT_HOME = "at_home_phlebotomy";

function orderPart(t: StoreTables["orderEventStates"], facts: OrderFacts, summary: Summary) {
  return {
    values: {
      orderStatus: str(summary.status),
      orderAt: facts.occurredAt,
      orderSequence: facts.sequence,
      collectionMethod: str(summary.collection_method),
      orderCreatedAt: str(summary.created_at),
      labSlug: str(summary.lab_slug),
      labName: str(summary.lab_name),
      testName: str(summary.lab_test),
      testCount: int(summary.test_count),
    },
    set: {
      orderStatus: excluded("order_status"),
      orderAt: excluded("order_at"),
      orderSequence: excluded("order_sequence"),
      collectionMethod: keep("collection_method", sql`${t.collectionMethod}`),
      orderCreatedAt: keep("order_created_at", sql`${t.orderCreatedAt}`),
      labSlug: keep("lab_slug", sql`${t.labSlug}`),
      labName: keep("lab_name", sql`${t.labName}`),
      testName: keep("test_name", sql`${t.testName}`),
      testCount: keep("test_count", sql`${t.testCount}`),
    },
    where: newer(sql`${t.orderAt}`, sql`${t.orderSequence}`, "order_at", "order_sequence"),
  };
}

function appointmentPart(t: StoreTables["orderEventStates"], facts: OrderFacts, summary: Summary) {
  return {
    values: {
      appointmentId: facts.appointmentId,
      appointmentStatus: str(summary.status),
      appointmentEventStatus: str(summary.event_status),
      appointmentStartAt: str(summary.start_at),
      appointmentEndAt: str(summary.end_at),
      appointmentProvider: str(summary.provider),
      appointmentTimeZone: str(summary.iana_timezone),
      appointmentCanReschedule: bool(summary.can_reschedule),
      appointmentLastEvent: str(summary.last_event),
      appointmentAt: facts.occurredAt,
      appointmentSequence: facts.sequence,
      appointmentCheckedAt: facts.checkedAt ?? null,
      // Only at-home orders have appointments: until the order's own event says, that is its method.
      collectionMethod: AT_HOME,
    },
    set: {
      appointmentId: excluded("appointment_id"),
      appointmentStatus: excluded("appointment_status"),
      appointmentEventStatus: excluded("appointment_event_status"),
      appointmentStartAt: excluded("appointment_start_at"),
      appointmentEndAt: excluded("appointment_end_at"),
      appointmentProvider: excluded("appointment_provider"),
      appointmentTimeZone: excluded("appointment_time_zone"),
      appointmentCanReschedule: excluded("appointment_can_reschedule"),
      appointmentLastEvent: excluded("appointment_last_event"),
      appointmentAt: excluded("appointment_at"),
      appointmentSequence: excluded("appointment_sequence"),
      appointmentCheckedAt: keep("appointment_checked_at", sql`${t.appointmentCheckedAt}`),
      collectionMethod: sql`coalesce(${t.collectionMethod}, ${excluded("collection_method")})`,
    },
    where: newer(sql`${t.appointmentAt}`, sql`${t.appointmentSequence}`, "appointment_at", "appointment_sequence"),
  };
}

function partOf(t: StoreTables["orderEventStates"], facts: OrderFacts) {
  const summary = facts.summary;
  if (facts.eventType.startsWith("labtest.order.")) return orderPart(t, facts, summary);
  if (facts.eventType.startsWith("labtest.appointment.")) return appointmentPart(t, facts, summary);
  if (facts.eventType === "labtest.result.critical") {
    return {
      values: { resultInterpretation: str(summary.interpretation), resultAt: facts.occurredAt },
      set: { resultInterpretation: excluded("result_interpretation"), resultAt: excluded("result_at") },
      where: newer(sql`${t.resultAt}`, null, "result_at", null),
    };
  }
  return null;
}

/**
 * Applies what an event (or a read of the service) says to its order's state; facts about no
 * order, or of a kind that says nothing about one, change nothing. Returns whether the row moved.
 */
export async function projectOrderFacts(db: ConsoleDb, facts: OrderFacts, now = new Date()): Promise<boolean> {
  const t = db.tables.orderEventStates;
  if (!facts.orderId) return false;
  const part = partOf(t, facts);
  if (!part) return false;
  const updatedAt = now.toISOString();
  const moved = await db.orm
    .insert(t)
    .values({ orderId: facts.orderId, userId: facts.userId, updatedAt, ...part.values })
    .onConflictDoUpdate({
      target: t.orderId,
      set: { ...part.set, userId: sql`coalesce(${excluded("user_id")}, ${t.userId})`, updatedAt },
      setWhere: part.where,
    })
    .returning({ orderId: t.orderId });
  return moved.length > 0;
}

/** Applies one stored event to its order's state (see projectOrderFacts). */
export function applyToOrderState(db: ConsoleDb, row: ServiceEventRow, now = new Date()): Promise<boolean> {
  return projectOrderFacts(db, { ...row, summary: JSON.parse(row.summary) as Summary }, now);
}

export async function orderEventState(db: ConsoleDb, orderId: string): Promise<OrderEventState | undefined> {
  const t = db.tables.orderEventStates;
  const [row] = await db.orm.select().from(t).where(eq(t.orderId, orderId)).limit(1);
  return row;
}

import { eq, sql, type SQL } from "drizzle-orm";
import type { ConsoleDb, StoreTables } from "./db";
import type { ServiceEventRow } from "./service-events";

/**
 * The newest state events told of each order (schema: order_event_states). Each part (the order's
 * status, its appointment's, a critical result) keeps the event time and history length it came
 * from, and an event changes a part only when it is newer than what is there: one conditional
 * upsert, so events applied in any order, twice, or by two instances at once end in the same row.
 */
export type OrderEventState = StoreTables["orderEventStates"]["$inferSelect"];

type Summary = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : null);
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** `excluded` newer than the row: a later time, or the same time with a longer history. */
function newer(at: SQL, seq: SQL | null, atColumn: string, seqColumn: string | null): SQL {
  const tail = seq && seqColumn ? sql` OR (${excluded(atColumn)} = ${at} AND ${excluded(seqColumn)} > ${seq})` : sql``;
  return sql`(${at} IS NULL OR ${excluded(atColumn)} > ${at}${tail})`;
}

function partOf(t: StoreTables["orderEventStates"], row: ServiceEventRow, summary: Summary) {
  if (row.eventType.startsWith("labtest.order.")) {
    return {
      values: { orderStatus: str(summary.status), orderAt: row.occurredAt, orderSequence: row.sequence },
      set: {
        orderStatus: excluded("order_status"),
        orderAt: excluded("order_at"),
        orderSequence: excluded("order_sequence"),
      },
      where: newer(sql`${t.orderAt}`, sql`${t.orderSequence}`, "order_at", "order_sequence"),
    };
  }
  if (row.eventType.startsWith("labtest.appointment.")) {
    return {
      values: {
        appointmentId: row.appointmentId,
        appointmentStatus: str(summary.status),
        appointmentEventStatus: str(summary.event_status),
        appointmentStartAt: str(summary.start_at),
        appointmentEndAt: str(summary.end_at),
        appointmentAt: row.occurredAt,
        appointmentSequence: row.sequence,
      },
      set: {
        appointmentId: excluded("appointment_id"),
        appointmentStatus: excluded("appointment_status"),
        appointmentEventStatus: excluded("appointment_event_status"),
        appointmentStartAt: excluded("appointment_start_at"),
        appointmentEndAt: excluded("appointment_end_at"),
        appointmentAt: excluded("appointment_at"),
        appointmentSequence: excluded("appointment_sequence"),
      },
      where: newer(sql`${t.appointmentAt}`, sql`${t.appointmentSequence}`, "appointment_at", "appointment_sequence"),
    };
  }
  if (row.eventType === "labtest.result.critical") {
    return {
      values: { resultInterpretation: str(summary.interpretation), resultAt: row.occurredAt },
      set: { resultInterpretation: excluded("result_interpretation"), resultAt: excluded("result_at") },
      where: newer(sql`${t.resultAt}`, null, "result_at", null),
    };
  }
  return null;
}

/**
 * Applies one stored event to its order's state; an event about no order, or of a kind that
 * says nothing about one, changes nothing. Returns whether the row moved.
 */
export async function applyToOrderState(db: ConsoleDb, row: ServiceEventRow, now = new Date()): Promise<boolean> {
  const t = db.tables.orderEventStates;
  if (!row.orderId) return false;
  const part = partOf(t, row, JSON.parse(row.summary) as Summary);
  if (!part) return false;
  const updatedAt = now.toISOString();
  const moved = await db.orm
    .insert(t)
    .values({ orderId: row.orderId, userId: row.userId, updatedAt, ...part.values })
    .onConflictDoUpdate({
      target: t.orderId,
      set: { ...part.set, userId: sql`coalesce(${excluded("user_id")}, ${t.userId})`, updatedAt },
      setWhere: part.where,
    })
    .returning({ orderId: t.orderId });
  return moved.length > 0;
}

export async function orderEventState(db: ConsoleDb, orderId: string): Promise<OrderEventState | undefined> {
  const t = db.tables.orderEventStates;
  const [row] = await db.orm.select().from(t).where(eq(t.orderId, orderId)).limit(1);
  return row;
}

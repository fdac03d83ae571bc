import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./pg-instant";
import { staff } from "./schema.pg";

/*
 * The console store's tables for the service's events and what the console builds from them, on
 * PostgreSQL (see schema-events.sqlite.ts).
 */

/** The service's events as delivered, once per delivery id (see schema-events.sqlite.ts). */
export const serviceEvents = pgTable(
  "service_events",
  {
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    receivedAt: instant("received_at").notNull(),
    signedAt: instant("signed_at").notNull(),
    occurredAt: instant("occurred_at").notNull(),
    sequence: integer("sequence").notNull().default(0),
    orderId: text("order_id"),
    userId: text("user_id"),
    appointmentId: text("appointment_id"),
    summary: text("summary").notNull(),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: instant("claimed_at"),
    processedAt: instant("processed_at"),
    error: text("error"),
    duplicates: integer("duplicates").notNull().default(0),
  },
  (t) => [
    index("service_events_state").on(t.state, t.receivedAt),
    index("service_events_type").on(t.eventType, t.receivedAt),
    index("service_events_received").on(t.receivedAt),
    index("service_events_order").on(t.orderId),
  ],
);

/** The newest state the events told of each order: the board's projection (see schema-events.sqlite.ts). */
export const orderEventStates = pgTable(
  "order_event_states",
  {
    orderId: text("order_id").primaryKey(),
    userId: text("user_id"),
    orderStatus: text("order_status"),
    orderAt: instant("order_at"),
    orderSequence: integer("order_sequence"),
    collectionMethod: text("collection_method"),
    orderCreatedAt: instant("order_created_at"),
    labSlug: text("lab_slug"),
    labName: text("lab_name"),
    testName: text("test_name"),
    testCount: integer("test_count"),
    appointmentId: text("appointment_id"),
    appointmentStatus: text("appointment_status"),
    appointmentEventStatus: text("appointment_event_status"),
    appointmentStartAt: instant("appointment_start_at"),
    appointmentEndAt: instant("appointment_end_at"),
    appointmentProvider: text("appointment_provider"),
    appointmentTimeZone: text("appointment_time_zone"),
    appointmentCanReschedule: boolean("appointment_can_reschedule"),
    appointmentLastEvent: text("appointment_last_event"),
    appointmentAt: instant("appointment_at"),
    appointmentSequence: integer("appointment_sequence"),
    appointmentCheckedAt: instant("appointment_checked_at"),
    resultInterpretation: text("result_interpretation"),
    resultAt: instant("result_at"),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [
    index("order_event_states_updated").on(t.updatedAt),
    index("order_event_states_board").on(t.collectionMethod, t.orderCreatedAt),
    index("order_event_states_user").on(t.userId),
    // Newest first with undated rows last is the list's default order: the indexes are built that way.
    index("order_event_states_created").on(t.orderCreatedAt.desc().nullsLast(), t.orderId.desc()),
    index("order_event_states_order_at").on(t.orderAt.desc().nullsLast(), t.orderId.desc()),
    index("order_event_states_method_created").on(
      t.collectionMethod,
      t.orderCreatedAt.desc().nullsLast(),
      t.orderId.desc(),
    ),
    index("order_event_states_status_created").on(t.orderStatus, t.orderCreatedAt.desc().nullsLast(), t.orderId.desc()),
    index("order_event_states_lab_created").on(t.labSlug, t.orderCreatedAt.desc().nullsLast(), t.orderId.desc()),
    index("order_event_states_lab").on(t.labSlug, t.labName),
  ],
);

/** The board projection's reconciliation lease and freshness (see schema-events.sqlite.ts). */
export const boardSync = pgTable("board_sync", {
  id: text("id").primaryKey(),
  holder: text("holder"),
  leaseExpiresAt: instant("lease_expires_at"),
  passStartedAt: instant("pass_started_at"),
  syncedAt: instant("synced_at"),
  fullSyncedAt: instant("full_synced_at"),
  eventsAt: instant("events_at"),
  lastPassOrders: integer("last_pass_orders"),
  lastPassCalls: integer("last_pass_calls"),
  lastError: text("last_error"),
  lastErrorRequestId: text("last_error_request_id"),
  lastErrorAt: instant("last_error_at"),
  updatedAt: instant("updated_at").notNull(),
});

/** Refused deliveries counted per hour and reason (see schema-events.sqlite.ts). */
export const webhookRefusals = pgTable("webhook_refusals", {
  key: text("key").primaryKey(),
  hour: instant("hour").notNull(),
  reason: text("reason").notNull(),
  count: integer("count").notNull().default(0),
});

/** Lab results to review, one row per version of an order's report (see schema-events.sqlite.ts). */
export const resultReviews = pgTable(
  "result_reviews",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    userId: text("user_id"),
    reportStatus: text("report_status"),
    reportedAt: instant("reported_at"),
    interpretation: text("interpretation").notNull(),
    priority: integer("priority").notNull(),
    criticalMarkers: integer("critical_markers").notNull(),
    flaggedMarkers: integer("flagged_markers").notNull(),
    markers: integer("markers").notNull(),
    arrivedAt: instant("arrived_at").notNull(),
    supersededAt: instant("superseded_at"),
    reviewedAt: instant("reviewed_at"),
    reviewedByStaffId: text("reviewed_by_staff_id").references(() => staff.id),
    reviewNote: text("review_note"),
  },
  (t) => [
    index("result_reviews_queue")
      .on(t.priority, t.arrivedAt, t.id)
      .where(sql`reviewed_at IS NULL AND superseded_at IS NULL`),
    index("result_reviews_order").on(t.orderId),
  ],
);

/** The results intake's backlog, one row per order (see schema-events.sqlite.ts). */
export const resultIntake = pgTable("result_intake", {
  orderId: text("order_id").primaryKey(),
  userId: text("user_id"),
  signal: text("signal").notNull(),
  signalAt: instant("signal_at").notNull(),
  takenSignalAt: instant("taken_signal_at"),
  attempts: integer("attempts").notNull().default(0),
  updatedAt: instant("updated_at").notNull(),
});

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { staff } from "./schema.sqlite";

/*
 * The console store's tables for the service's events and what the console builds from them, on
 * SQLite: deliveries, the orders' projection the board and the orders list read, the board's
 * catch-up, refused deliveries, and the results review queue. PostgreSQL: schema-events.pg.ts.
 */

/**
 * The service's events as they arrived at the webhook endpoint, one row per delivery id (Svix's
 * `svix-id`): the primary key is what makes a second delivery of the same event a no-op on every
 * instance. `summary` keeps what a projection of orders, appointments and results needs (ids,
 * statuses, times), never the patient's name, contact or address the payload also carries.
 * `occurred_at` and `sequence` are the event's own time and history length, which order events
 * that arrive out of order. A row is processed once: a worker claims it (`claimed_by`) with one
 * conditional update; a claim left by an instance that died is taken over after a while.
 */
export const serviceEvents = sqliteTable(
  "service_events",
  {
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    receivedAt: text("received_at").notNull(),
    signedAt: text("signed_at").notNull(),
    occurredAt: text("occurred_at").notNull(),
    sequence: integer("sequence").notNull().default(0),
    orderId: text("order_id"),
    userId: text("user_id"),
    appointmentId: text("appointment_id"),
    summary: text("summary").notNull(),
    /** pending | processed | failed */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: text("claimed_at"),
    processedAt: text("processed_at"),
    error: text("error"),
    /** Later deliveries of the same id, answered without doing anything again. */
    duplicates: integer("duplicates").notNull().default(0),
  },
  (t) => [
    index("service_events_state").on(t.state, t.receivedAt),
    index("service_events_type").on(t.eventType, t.receivedAt),
    index("service_events_received").on(t.receivedAt),
    index("service_events_order").on(t.orderId),
  ],
);

/**
 * The newest state the events told of each order: its status and its at-home appointment's, each
 * with the event time it came from, so an older event arriving late never overwrites a newer one.
 * It is the projection the appointments board reads instead of asking the service order by order:
 * the events keep it current, and a reconciliation pass (board_sync) writes what it reads from the
 * service by the same rule. Never a patient's name, contact or address: names come from the user
 * index, for the roles that may see them, when the board is shown.
 */
export const orderEventStates = sqliteTable(
  "order_event_states",
  {
    orderId: text("order_id").primaryKey(),
    userId: text("user_id"),
    orderStatus: text("order_status"),
    orderAt: text("order_at"),
    orderSequence: integer("order_sequence"),
    /** The order's collection method; the board shows at_home_phlebotomy orders (and any with an appointment). */
    collectionMethod: text("collection_method"),
    orderCreatedAt: text("order_created_at"),
    /** The lab and the order's first test as the service names them, and how many tests it has (the orders list). */
    labSlug: text("lab_slug"),
    labName: text("lab_name"),
    testName: text("test_name"),
    testCount: integer("test_count"),
    appointmentId: text("appointment_id"),
    appointmentStatus: text("appointment_status"),
    appointmentEventStatus: text("appointment_event_status"),
    appointmentStartAt: text("appointment_start_at"),
    appointmentEndAt: text("appointment_end_at"),
    appointmentProvider: text("appointment_provider"),
    appointmentTimeZone: text("appointment_time_zone"),
    appointmentCanReschedule: integer("appointment_can_reschedule", { mode: "boolean" }),
    /** The status of the appointment's newest history entry (its time is appointment_at). */
    appointmentLastEvent: text("appointment_last_event"),
    appointmentAt: text("appointment_at"),
    appointmentSequence: integer("appointment_sequence"),
    /** When a reconciliation pass last read the appointment from the service (it may not have changed). */
    appointmentCheckedAt: text("appointment_checked_at"),
    /** The newest report's interpretation (from the results intake or a critical-result event) and its time. */
    resultInterpretation: text("result_interpretation"),
    resultAt: text("result_at"),
    /** When the row last changed here: open boards are told of rows changed since they looked. */
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("order_event_states_updated").on(t.updatedAt),
    index("order_event_states_board").on(t.collectionMethod, t.orderCreatedAt),
    index("order_event_states_user").on(t.userId),
    // The orders list: newest first by creation (its default) or by the order's last change, and
    // by creation within the filters people use most, so a page reads 50 index entries, not every match.
    index("order_event_states_created").on(t.orderCreatedAt, t.orderId),
    index("order_event_states_order_at").on(t.orderAt, t.orderId),
    index("order_event_states_method_created").on(t.collectionMethod, t.orderCreatedAt, t.orderId),
    index("order_event_states_status_created").on(t.orderStatus, t.orderCreatedAt, t.orderId),
    index("order_event_states_lab_created").on(t.labSlug, t.orderCreatedAt, t.orderId),
    // The list's lab filter offers the labs its orders name: read from this index, not the table.
    index("order_event_states_lab").on(t.labSlug, t.labName),
  ],
);

/**
 * The board projection's reconciliation: one row holding a lease (so one instance of a deployment
 * walks the service at a time), when the last pass started and finished, the last complete walk,
 * the last event applied, and the last failure: the board's "Updated … ago" is read from here.
 */
export const boardSync = sqliteTable("board_sync", {
  id: text("id").primaryKey(),
  holder: text("holder"),
  leaseExpiresAt: text("lease_expires_at"),
  /** The pass under way (null between passes). */
  passStartedAt: text("pass_started_at"),
  /** Start of the last completed pass: every change the service made before it is in the projection. */
  syncedAt: text("synced_at"),
  /** Start of the last completed pass that walked every at-home order, not only those updated since. */
  fullSyncedAt: text("full_synced_at"),
  /** When an event last changed the projection. */
  eventsAt: text("events_at"),
  lastPassOrders: integer("last_pass_orders"),
  lastPassCalls: integer("last_pass_calls"),
  /** The last pass's failure, as a person reads it, and its request id; null once a pass completes. */
  lastError: text("last_error"),
  lastErrorRequestId: text("last_error_request_id"),
  lastErrorAt: text("last_error_at"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Deliveries refused before anything was stored (no, a wrong or a stale signature; a body too
 * large), counted per hour and reason. Anyone can send those, so each instance counts in memory
 * and adds its counts here about once a minute instead of writing a row per refusal.
 */
export const webhookRefusals = sqliteTable("webhook_refusals", {
  key: text("key").primaryKey(),
  hour: text("hour").notNull(),
  reason: text("reason").notNull(),
  count: integer("count").notNull().default(0),
});

/**
 * Lab results to review: one row per version of an order's report (its status, the time the lab
 * reported it, and what it flags), so a final report that follows a reviewed partial one waits for
 * a review of its own, and a repeat of a version inserts nothing. Ids, levels, counts, times and
 * staff ids only: no patient's name or value. The note is a staff member's own words about the
 * result, so it is shown only where the results themselves are.
 */
export const resultReviews = sqliteTable(
  "result_reviews",
  {
    /** The order id and a digest of the version: the same report read twice has the same id. */
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    userId: text("user_id"),
    /** The report's status as sent: final, partial, or another word the service uses. */
    reportStatus: text("report_status"),
    reportedAt: text("reported_at"),
    /** The most severe interpretation, as sent (an unknown word is kept). */
    interpretation: text("interpretation").notNull(),
    /** 0 critical, 1 abnormal (or an interpretation not known), 2 normal: the queue's order. */
    priority: integer("priority").notNull(),
    criticalMarkers: integer("critical_markers").notNull(),
    flaggedMarkers: integer("flagged_markers").notNull(),
    markers: integer("markers").notNull(),
    arrivedAt: text("arrived_at").notNull(),
    /** Set once a newer version of the order's report has arrived: it then leaves the queue. */
    supersededAt: text("superseded_at"),
    reviewedAt: text("reviewed_at"),
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

/**
 * Orders whose results the service says are in (an order event, a critical-result event, or the
 * reconciliation's read of the order), and whether the console has read them since: the intake's
 * backlog, so a result whose read failed or was never tried is taken in by a later pass.
 */
export const resultIntake = sqliteTable("result_intake", {
  orderId: text("order_id").primaryKey(),
  userId: text("user_id"),
  /** final | partial: what the order's status said. */
  signal: text("signal").notNull(),
  /** The time of the order state that said so: a newer one asks for another read. */
  signalAt: text("signal_at").notNull(),
  /** The signal time the last completed read answered; due while it is older than signal_at. */
  takenSignalAt: text("taken_signal_at"),
  attempts: integer("attempts").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
});

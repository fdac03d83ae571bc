import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The console store on PostgreSQL: the same tables, columns and indexes as schema.sqlite.ts, so
 * every query in this folder runs unchanged on either. Timestamps are real `timestamptz` columns
 * here but read and written as ISO-8601 strings, the form the SQLite store keeps and the code
 * compares.
 */

/** PostgreSQL prints `2026-11-23 21:12:05.123+00`; the store's callers expect `…T21:12:05.123Z`. */
export const isoFromPostgres = (value: string | Date): string =>
  value instanceof Date
    ? value.toISOString()
    : new Date(value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")).toISOString();

const instant = customType<{ data: string; driverData: string | Date }>({
  dataType: () => "timestamp(3) with time zone",
  toDriver: (value) => value,
  fromDriver: isoFromPostgres,
});

export const staff = pgTable("staff", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** admin | care_coordinator | ops | analyst */
  role: text("role").notNull(),
  /** argon2id; null for accounts that only sign in through OIDC. */
  passwordHash: text("password_hash"),
  disabled: boolean("disabled").notNull().default(false),
  /** Issuer + subject of an OIDC identity, once one has signed in. */
  oidcSubject: text("oidc_subject").unique(),
  /** The IANA zone the member reads times in; null: their browser's zone. */
  timeZone: text("time_zone"),
  createdAt: instant("created_at").notNull(),
  updatedAt: instant("updated_at").notNull(),
});

/** Server-side session records; every instance checks the cookie's session here. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: instant("created_at").notNull(),
    lastSeenAt: instant("last_seen_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [index("sessions_staff").on(t.staffId)],
);

/** Append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  "audit_log",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant("at").notNull(),
    staffId: text("staff_id"),
    staffEmail: text("staff_email"),
    role: text("role"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** ok | denied | failed */
    outcome: text("outcome").notNull(),
    requestId: text("request_id"),
    clientIp: text("client_ip"),
    /** For changes: the changed field names with masked values. */
    changes: jsonb("changes").$type<Record<string, string>>(),
    detail: text("detail"),
    /**
     * The hash chain (lib/console/audit-chain/chain-hash.ts): the previous record's hash, and this
     * record's, over every other column, the seq and that link. Null on records written before the
     * chain began. Chained records take their seq from audit_chain_head, not the identity.
     */
    prevHash: text("prev_hash"),
    hash: text("hash"),
  },
  (t) => [
    index("audit_at").on(t.at),
    index("audit_staff").on(t.staffId, t.seq),
    index("audit_action").on(t.action, t.seq),
    index("audit_target").on(t.targetId, t.seq),
  ],
);

/**
 * The chain's head: the last seq given out and the newest record's hash (64 zeros before the
 * first), with that record's link. An append moves the head and inserts its record in one
 * statement: the update's row lock makes appends from every instance take turns, and seqs stay
 * without gaps (a failed append rolls the head back), so a gap in the log is a removed record.
 */
export const auditChainHead = pgTable("audit_chain_head", {
  id: integer("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  prevHash: text("prev_hash"),
  hash: text("hash").notNull(),
});

/** Each verification of the chain and what it found, newest last (the settings page shows it). */
export const auditVerifications = pgTable("audit_verifications", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  at: instant("at").notNull(),
  /** Who asked: a staff email, or "command line". */
  requestedBy: text("requested_by").notNull(),
  ok: boolean("ok").notNull(),
  /** Chained records checked, and records from before the chain began. */
  checkedRows: bigint("checked_rows", { mode: "number" }).notNull(),
  unchainedRows: bigint("unchained_rows", { mode: "number" }).notNull(),
  /** The head that was verified: the next verification holds the log to it. */
  headSeq: bigint("head_seq", { mode: "number" }),
  headHash: text("head_hash"),
  /** The first record that does not fit, and why. */
  badSeq: bigint("bad_seq", { mode: "number" }),
  badAt: instant("bad_at"),
  problem: text("problem"),
  detail: text("detail"),
});

/** At-home orders the appointments board follows beyond the service's order list. */
export const trackedOrders = pgTable(
  "tracked_orders",
  {
    orderId: text("order_id").primaryKey(),
    userId: text("user_id").notNull(),
    addedByStaffId: text("added_by_staff_id").references(() => staff.id),
    addedAt: instant("added_at").notNull(),
    lastStatus: text("last_status"),
    lastEventStatus: text("last_event_status"),
    lastSeenAt: instant("last_seen_at"),
    /** The idempotency key of the booking made here: a retried submit gets that booking back. */
    bookingKey: text("booking_key"),
  },
  (t) => [index("tracked_orders_user").on(t.userId)],
);

/** Appointments of at-home orders as this console last saw them (schema.sqlite.ts says why). */
export const seenAppointments = pgTable(
  "seen_appointments",
  {
    appointmentId: text("appointment_id").primaryKey(),
    orderId: text("order_id").notNull(),
    snapshot: text("snapshot").notNull(),
    seenAt: instant("seen_at").notNull(),
  },
  (t) => [index("seen_appointments_order").on(t.orderId)],
);

/** Who is saving which patient's details right now, shared by every console instance. */
export const patientSaveLeases = pgTable("patient_save_leases", {
  userId: text("user_id").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: instant("expires_at").notNull(),
});

/**
 * The console's own index of the service's users (see schema.sqlite.ts). On PostgreSQL the
 * migration adds pg_trgm and trigram indexes for the substring searches.
 */
export const userIndex = pgTable(
  "user_index",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").notNull().unique(),
    clientUserId: text("client_user_id").notNull(),
    createdOn: instant("created_on").notNull(),
    providers: text("providers").notNull().default(""),
    hasDetails: boolean("has_details").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    firstNameNorm: text("first_name_norm"),
    lastNameNorm: text("last_name_norm"),
    nameNorm: text("name_norm"),
    userFingerprint: text("user_fingerprint"),
    detailsCheckedAt: instant("details_checked_at"),
    indexedAt: instant("indexed_at").notNull(),
  },
  (t) => [
    index("user_index_created").on(t.createdOn, t.userId),
    index("user_index_client_user_id").on(t.clientUserId),
    index("user_index_last_name").on(t.lastNameNorm, t.userId),
    // The reversed name sort keeps nameless users last too, which a backward walk of the one above cannot.
    index("user_index_last_name_desc").on(t.lastNameNorm.desc().nullsLast(), t.userId.desc().nullsFirst()),
    index("user_index_details_checked").on(t.detailsCheckedAt),
  ],
);

export const userIndexState = pgTable("user_index_state", {
  id: text("id").primaryKey(),
  holder: text("holder").notNull(),
  leaseExpiresAt: instant("lease_expires_at").notNull(),
  cursor: integer("cursor").notNull().default(0),
  passStartedAt: instant("pass_started_at"),
  lastPassCompletedAt: instant("last_pass_completed_at"),
  lastPassUsers: integer("last_pass_users"),
  serviceTotal: integer("service_total"),
  passCalls: integer("pass_calls").notNull().default(0),
  lastPassCalls: integer("last_pass_calls"),
  updatedAt: instant("updated_at").notNull(),
});

/** Failed sign-ins for throttling (see schema.sqlite.ts). */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true, mode: "date" }),
});

/** Emergency ("break-glass") access grants (see schema.sqlite.ts). */
export const breakGlassGrants = pgTable(
  "break_glass_grants",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    staffEmail: text("staff_email").notNull(),
    role: text("role").notNull(),
    sessionId: text("session_id").notNull(),
    userId: text("user_id").notNull(),
    clientUserId: text("client_user_id"),
    reason: text("reason").notNull(),
    details: text("details"),
    startedAt: instant("started_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    endedAt: instant("ended_at"),
    endReason: text("end_reason"),
    reviewedAt: instant("reviewed_at"),
    reviewedByStaffId: text("reviewed_by_staff_id").references(() => staff.id),
    reviewedByEmail: text("reviewed_by_email"),
    reviewNote: text("review_note"),
  },
  (t) => [
    index("break_glass_staff_open").on(t.staffId, t.endedAt),
    index("break_glass_review").on(t.reviewedAt, t.startedAt),
  ],
);

/** The service's events as delivered, once per delivery id (see schema.sqlite.ts). */
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

/** The newest state the events told of each order: the board's projection (see schema.sqlite.ts). */
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

/** The board projection's reconciliation lease and freshness (see schema.sqlite.ts). */
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

/** Refused deliveries counted per hour and reason (see schema.sqlite.ts). */
export const webhookRefusals = pgTable("webhook_refusals", {
  key: text("key").primaryKey(),
  hour: instant("hour").notNull(),
  reason: text("reason").notNull(),
  count: integer("count").notNull().default(0),
});

/** Lab results to review, one row per version of an order's report (see schema.sqlite.ts). */
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

/** The results intake's backlog, one row per order (see schema.sqlite.ts). */
export const resultIntake = pgTable("result_intake", {
  orderId: text("order_id").primaryKey(),
  userId: text("user_id"),
  signal: text("signal").notNull(),
  signalAt: instant("signal_at").notNull(),
  takenSignalAt: instant("taken_signal_at"),
  attempts: integer("attempts").notNull().default(0),
  updatedAt: instant("updated_at").notNull(),
});

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The console's own store on SQLite: staff, their sessions, the audit log, tracked orders,
 * patient save leases and the user index. schema.pg.ts declares the same tables for PostgreSQL; only
 * lib/console/store/ queries either, so nothing else knows which one is in use.
 */

export const staff = sqliteTable("staff", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** admin | care_coordinator | ops | analyst */
  role: text("role").notNull(),
  /** argon2id; null for accounts that only sign in through OIDC. */
  passwordHash: text("password_hash"),
  disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
  /** Issuer + subject of an OIDC identity, once one has signed in. */
  oidcSubject: text("oidc_subject").unique(),
  /** The IANA zone the member reads times in; null: their browser's zone. */
  timeZone: text("time_zone"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Server-side session records. The JWT cookie only names one; every request checks it here, so
 * sign-out, disabling an account and the idle and absolute limits take effect at once.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_staff").on(t.staffId)],
);

/**
 * Append-only: there is no update or delete path in code, and triggers in the migration refuse
 * UPDATE and DELETE at the database.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
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
    changes: text("changes", { mode: "json" }).$type<Record<string, string>>(),
    detail: text("detail"),
    /**
     * The hash chain (lib/console/audit-chain/chain-hash.ts): the previous record's hash, and this
     * record's, over every other column, the seq and that link. Null on records written before the
     * chain began. There is no head table here: appends take the next seq from sqlite_sequence,
     * which remembers the highest seq ever used, so a removed last record leaves a gap that shows.
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

/** Each verification of the chain and what it found, newest last (the settings page shows it). */
export const auditVerifications = sqliteTable("audit_verifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull(),
  /** Who asked: a staff email, or "command line". */
  requestedBy: text("requested_by").notNull(),
  ok: integer("ok", { mode: "boolean" }).notNull(),
  /** Chained records checked, and records from before the chain began. */
  checkedRows: integer("checked_rows").notNull(),
  unchainedRows: integer("unchained_rows").notNull(),
  /** The head that was verified: the next verification holds the log to it. */
  headSeq: integer("head_seq"),
  headHash: text("head_hash"),
  /** The first record that does not fit, and why. */
  badSeq: integer("bad_seq"),
  badAt: text("bad_at"),
  problem: text("problem"),
  detail: text("detail"),
});

/**
 * At-home orders the appointments board follows beyond what the service's order list returns:
 * booked from the console or added by pasting an order id. The last seen status and event let
 * the board mark what changed since this console last looked, across reloads.
 */
export const trackedOrders = sqliteTable(
  "tracked_orders",
  {
    orderId: text("order_id").primaryKey(),
    userId: text("user_id").notNull(),
    addedByStaffId: text("added_by_staff_id").references(() => staff.id),
    addedAt: text("added_at").notNull(),
    lastStatus: text("last_status"),
    lastEventStatus: text("last_event_status"),
    lastSeenAt: text("last_seen_at"),
    /** The idempotency key of the booking made here: a retried submit gets that booking back. */
    bookingKey: text("booking_key"),
  },
  (t) => [index("tracked_orders_user").on(t.userId)],
);

/**
 * Appointments of at-home orders as this console last saw them. The service answers only an
 * order's current appointment, so once a cancelled draw is replaced by a new booking its timeline
 * (and the reason it was cancelled) can no longer be read there; the order page shows earlier
 * appointments from here. The snapshot holds statuses, times, provider and the reason only: no
 * address, no notes, nothing that identifies the patient.
 */
export const seenAppointments = sqliteTable(
  "seen_appointments",
  {
    appointmentId: text("appointment_id").primaryKey(),
    orderId: text("order_id").notNull(),
    /** JSON of the snapshot (seen-appointments.ts). */
    snapshot: text("snapshot").notNull(),
    seenAt: text("seen_at").notNull(),
  },
  (t) => [index("seen_appointments_order").on(t.orderId)],
);

/**
 * Who is saving which patient's details right now. A lease rather than a lock held in memory, so
 * that it holds across every console instance sharing the store; it expires on its own if its
 * holder dies mid-save.
 */
export const patientSaveLeases = sqliteTable("patient_save_leases", {
  userId: text("user_id").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: text("expires_at").notNull(),
});

/**
 * The console's own index of the service's users, because the service can list users only by
 * offset and cannot search. Names are PHI at rest here: only roles that may read them get them
 * back, and the search that matches on them runs only for those roles. `seq` is a stable integer
 * key for the full-text table (an FTS5 trigram table kept by triggers, created in the migration).
 */
export const userIndex = sqliteTable(
  "user_index",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    userId: text("user_id").notNull().unique(),
    clientUserId: text("client_user_id").notNull(),
    createdOn: text("created_on").notNull(),
    /** Provider slugs wrapped in commas (",fitbit,oura,"): one LIKE filters on either dialect. */
    providers: text("providers").notNull().default(""),
    hasDetails: integer("has_details", { mode: "boolean" }).notNull().default(false),
    /** As the service returns them, for display. */
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Case, accents and punctuation folded: what a name search matches and the name sort orders by. */
    firstNameNorm: text("first_name_norm"),
    lastNameNorm: text("last_name_norm"),
    /** "first last", folded: every word of a name query must occur in it. */
    nameNorm: text("name_norm"),
    /** A hash of the user as listed; when it moves, the details are fetched again. */
    userFingerprint: text("user_fingerprint"),
    /** When the details were last read from the service; null: never, or the user changed since. */
    detailsCheckedAt: text("details_checked_at"),
    indexedAt: text("indexed_at").notNull(),
  },
  (t) => [
    index("user_index_created").on(t.createdOn, t.userId),
    index("user_index_client_user_id").on(t.clientUserId),
    // Nameless users sort last, as on PostgreSQL: SQLite puts nulls first, so the index leads with
    // "has no name" and the last-name sort orders by the same three terms.
    index("user_index_last_name_nulls_last").on(sql`(${t.lastNameNorm} IS NULL)`, t.lastNameNorm, t.userId),
    index("user_index_last_name_desc_nulls_last").on(
      sql`(${t.lastNameNorm} IS NULL)`,
      sql`${t.lastNameNorm} DESC`,
      sql`${t.userId} DESC`,
    ),
    index("user_index_details_checked").on(t.detailsCheckedAt),
  ],
);

/**
 * The background indexer's progress and its lease, in one row: only the instance holding the
 * lease walks the user list, and it records its cursor here so a restart resumes where it stopped.
 */
export const userIndexState = sqliteTable("user_index_state", {
  id: text("id").primaryKey(),
  holder: text("holder").notNull(),
  leaseExpiresAt: text("lease_expires_at").notNull(),
  /** Offset into the service's user list where the current pass continues. */
  cursor: integer("cursor").notNull().default(0),
  passStartedAt: text("pass_started_at"),
  lastPassCompletedAt: text("last_pass_completed_at"),
  /** Users the last complete pass saw, and the service's total at the latest page. */
  lastPassUsers: integer("last_pass_users"),
  serviceTotal: integer("service_total"),
  /** Service calls the current pass has made so far (list pages and details). */
  passCalls: integer("pass_calls").notNull().default(0),
  lastPassCalls: integer("last_pass_calls"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Failed sign-ins counted per client address, per account and per both (rate-limiter-flexible's
 * Drizzle store). A key's points fall back to zero when `expire` passes, so counts decay.
 */
export const signInThrottle = sqliteTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: integer("expire", { mode: "timestamp_ms" }),
});

/**
 * Emergency ("break-glass") access: one staff member may read one patient's details, which their
 * role hides, for a stated reason and a limited time. A grant belongs to the session that opened
 * it (signing out ends it) and to the role it was opened with (a role change ends it); admins
 * review every one. Rows are kept: the review queue is their history.
 */
export const breakGlassGrants = sqliteTable(
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
    /** The user's id in the team's own systems, shown in the banner: not a health detail. */
    clientUserId: text("client_user_id"),
    /** A code of the reasons list; `details` is the holder's own words. */
    reason: text("reason").notNull(),
    details: text("details"),
    startedAt: text("started_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    endedAt: text("ended_at"),
    /** ended (by its holder) | role_changed | replaced (a newer grant from another session) */
    endReason: text("end_reason"),
    reviewedAt: text("reviewed_at"),
    reviewedByStaffId: text("reviewed_by_staff_id").references(() => staff.id),
    reviewedByEmail: text("reviewed_by_email"),
    reviewNote: text("review_note"),
  },
  (t) => [
    index("break_glass_staff_open").on(t.staffId, t.endedAt),
    index("break_glass_review").on(t.reviewedAt, t.startedAt),
  ],
);

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

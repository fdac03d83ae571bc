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
     * The hash chain (lib/console/audit/chain/hash.ts): the previous record's hash, and this
     * record's, over every other column, the seq and that link. Null on records written before the
     * chain began, and on records sealed since (their link is in audit_links).
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
 * The chain's head and the sealer's bookmarks: see schema.pg.ts. SQLite commits appends in seq
 * order (one writer at a time), so there are no gaps to look for again.
 */
export const auditChainHead = sqliteTable("audit_chain_head", {
  id: integer("id").primaryKey(),
  seq: integer("seq").notNull(),
  prevHash: text("prev_hash"),
  hash: text("hash").notNull(),
  startSeq: integer("start_seq").notNull().default(0),
  topSeq: integer("top_seq").notNull().default(0),
});

/** Each sealed record's link, in chain order: see schema.pg.ts. */
export const auditLinks = sqliteTable("audit_links", {
  position: integer("position").primaryKey(),
  seq: integer("seq").notNull().unique("audit_links_seq"),
  prevHash: text("prev_hash").notNull(),
  hash: text("hash").notNull(),
});

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
    /** JSON of the snapshot (lib/console/orders/seen-appointments.ts). */
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

// The service's events and what the console builds from them (the orders' projection, the board's
// catch-up, the results queue) are in their own file.
export * from "./schema-events.sqlite";

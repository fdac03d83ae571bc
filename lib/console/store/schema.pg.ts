import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { instant } from "./pg-instant";

export { isoFromPostgres } from "./pg-instant";

/**
 * The console store on PostgreSQL: the same tables, columns and indexes as schema.sqlite.ts, so
 * every query in this folder runs unchanged on either. Timestamps are real `timestamptz` columns
 * here but read and written as ISO-8601 strings, the form the SQLite store keeps and the code
 * compares.
 */

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
 * The chain's head: its last position and the newest link's hash (64 zeros before the first),
 * with that link's own link. Records written before links existed carry their hash in the row,
 * their seq their position; links (audit_links) continue from where those ended. The sealer
 * (audit_seal, in the migrations) takes this row's lock, so one seal runs at a time across
 * instances. Its bookmarks: `start_seq`, records at or below it are from before links existed and
 * not the sealer's; `top_seq`, the highest seq sealed; `gap_seqs`, seqs below it not seen yet (an
 * append still committing, or one rolled back), looked for again by each seal until a minute
 * after `gap_ats` (then left to the full sweep verification makes).
 */
export const auditChainHead = pgTable("audit_chain_head", {
  id: integer("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  prevHash: text("prev_hash"),
  hash: text("hash").notNull(),
  startSeq: bigint("start_seq", { mode: "number" }).notNull().default(0),
  topSeq: bigint("top_seq", { mode: "number" }).notNull().default(0),
  gapSeqs: bigint("gap_seqs", { mode: "number" })
    .array()
    .notNull()
    .default(sql`'{}'`),
  gapAts: timestamp("gap_ats", { precision: 3, withTimezone: true })
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/**
 * Each sealed record's link, in chain order: its position, the record's seq, the previous link's
 * hash, and its hash over the record's content, position and seq and that previous hash
 * (lib/console/audit/chain/hash.ts, linkText). Written after the record, never changed (triggers refuse it); the
 * audit log itself is never updated.
 */
export const auditLinks = pgTable("audit_links", {
  position: bigint("position", { mode: "number" }).primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull().unique("audit_links_seq"),
  prevHash: text("prev_hash").notNull(),
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

// The service's events and what the console builds from them (the orders' projection, the board's
// catch-up, the results queue) are in their own file.
export * from "./schema-events.pg";

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The console's own store on SQLite: staff, their sessions, the audit log, tracked orders and
 * patient save leases. schema.pg.ts declares the same tables for PostgreSQL; only
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
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: text("locked_until"),
  /** Issuer + subject of an OIDC identity, once one has signed in. */
  oidcSubject: text("oidc_subject").unique(),
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
  },
  (t) => [
    index("audit_at").on(t.at),
    index("audit_staff").on(t.staffId, t.seq),
    index("audit_action").on(t.action, t.seq),
    index("audit_target").on(t.targetId, t.seq),
  ],
);

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
 * Who is saving which patient's details right now. A lease rather than a lock held in memory, so
 * that it holds across every console instance sharing the store; it expires on its own if its
 * holder dies mid-save.
 */
export const patientSaveLeases = sqliteTable("patient_save_leases", {
  userId: text("user_id").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: text("expires_at").notNull(),
});

import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The embedded service's database. Every team-owned row carries team_id and every query filters on
 * it: another team's key must see nothing (404, not 403). Times are ISO-8601 UTC strings, except
 * step samples, which use epoch seconds to keep a year of minute data small.
 */

const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
const bool = (name: string) => integer(name, { mode: "boolean" });

export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const teams = sqliteTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** sha256 of the team key; the key itself is never stored. */
  apiKeyHash: text("api_key_hash").notNull().unique(),
  bulkImportEnabled: bool("bulk_import_enabled").notNull().default(false),
  createdAt: text("created_at").notNull(),
  /**
   * How many users the team has, kept by triggers on `users` (migration 0002): the user list's
   * `total` on every page would otherwise count 100,000 index entries per request.
   */
  userCount: integer("user_count").notNull().default(0),
});

/** A team's own OAuth application credential for a provider: bulk import takes only connections bound to one. */
export const teamOauthCredentials = sqliteTable(
  "team_oauth_credentials",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    provider: text("provider").notNull(),
    clientId: text("client_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("team_oauth_credentials_team_provider").on(t.teamId, t.provider)],
);

/** The provider catalogue is global (not per team). */
export const providers = sqliteTable("providers", {
  slug: text("slug").primaryKey(),
  /** Integer id of the provider link info. */
  id: integer("id").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  logo: text("logo"),
  authType: text("auth_type"),
  sourceType: text("source_type"),
  supportedResources: json<string[]>("supported_resources").notNull(),
  group: text("group"),
  isActive: bool("is_active").notNull().default(true),
  backfillNumDays: integer("backfill_num_days"),
  /** Whether bulk import and the OAuth link-info endpoint accept this provider. */
  oauth: bool("oauth").notNull().default(false),
  /** Seconds per step sample this provider reports; null when it reports no steps. */
  stepsResolutionSeconds: integer("steps_resolution_seconds"),
  /** The kind of device its samples come from (grouped timeseries `source.type`). */
  deviceType: text("device_type").notNull().default("unknown"),
});

export const users = sqliteTable(
  "users",
  {
    /** Compact row key used by the large tables (step samples). */
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id),
    clientUserId: text("client_user_id").notNull(),
    createdOn: text("created_on").notNull(),
    fallbackTimeZone: json<{ id: string; source_slug: string; updated_at: string }>("fallback_time_zone"),
    fallbackBirthDate: json<{ value: string; source_slug: string; updated_at: string }>("fallback_birth_date"),
  },
  (t) => [
    uniqueIndex("users_team_client_user_id").on(t.teamId, t.clientUserId),
    index("users_team_seq").on(t.teamId, t.seq),
  ],
);

/** Patient details (User info), stored as the validated document plus when it last changed. */
export const userInfo = sqliteTable("user_info", {
  userSeq: integer("user_seq")
    .primaryKey()
    .references(() => users.seq),
  info: json<Record<string, unknown>>("info").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const connections = sqliteTable(
  "connections",
  {
    id: text("id").primaryKey(),
    userSeq: integer("user_seq")
      .notNull()
      .references(() => users.seq),
    provider: text("provider").notNull(),
    createdOn: text("created_on").notNull(),
    /** How the connection was made: seed, link, bulk_import. */
    origin: text("origin").notNull(),
    providerUserId: text("provider_user_id"),
    /** sha256 of the imported access token; the token itself is never stored. */
    tokenFingerprint: text("token_fingerprint"),
    scopes: json<string[]>("scopes"),
  },
  (t) => [uniqueIndex("connections_user_provider").on(t.userSeq, t.provider)],
);

/**
 * Step samples, one row per user, provider and UTC day (`day` = floor(start / 86,400)): `samples`
 * packs that day's samples as little-endian float64 triples (start, end, value), ordered by start
 * (lib/embedded-service/store/step-chunks.ts). A year of minute data from three providers is
 * 1,100 rows instead of 1.08 M, so a walk reads blobs instead of materialising a million rows.
 */
export const stepChunks = sqliteTable(
  "step_chunks",
  {
    userSeq: integer("user_seq").notNull(),
    providerId: integer("provider_id").notNull(),
    day: integer("day").notNull(),
    samples: blob("samples", { mode: "buffer" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userSeq, t.providerId, t.day] })],
);

export const linkTokens = sqliteTable("link_tokens", {
  /** sha256 of the token. */
  tokenHash: text("token_hash").primaryKey(),
  teamId: text("team_id").notNull(),
  userSeq: integer("user_seq").notNull(),
  provider: text("provider"),
  redirectUrl: text("redirect_url"),
  filterOnProviders: json<string[]>("filter_on_providers"),
  onError: text("on_error"),
  onClose: text("on_close"),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
  /** Set when a connection made through the token completes: a token connects once. */
  usedAt: text("used_at"),
});

export const linkCodes = sqliteTable("link_codes", {
  /** sha256 of the code: a code authenticates a health-store share, so it is kept like a token. */
  codeHash: text("code_hash").primaryKey(),
  teamId: text("team_id").notNull(),
  userSeq: integer("user_seq").notNull(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
});

export const signInTokens = sqliteTable("sign_in_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  teamId: text("team_id").notNull(),
  userSeq: integer("user_seq").notNull(),
  createdAt: text("created_at").notNull(),
});

/** A persistent background operation (bulk import). Workers claim one atomically. */
export const bulkOps = sqliteTable(
  "bulk_ops",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    teamId: text("team_id").notNull(),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    /** in_progress | success | failure | aborted */
    status: text("status").notNull(),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
    claimedBy: text("claimed_by"),
    claimedAt: text("claimed_at"),
  },
  (t) => [index("bulk_ops_team_seq").on(t.teamId, t.seq), index("bulk_ops_status").on(t.status)],
);

export const bulkOpItems = sqliteTable(
  "bulk_op_items",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    opId: text("op_id")
      .notNull()
      .references(() => bulkOps.id),
    userId: text("user_id").notNull(),
    providerUserId: text("provider_user_id"),
    tokenFingerprint: text("token_fingerprint"),
    /** OAuth client the access token was issued to (its `<client_id>.` prefix); the token is not kept. */
    clientId: text("client_id"),
    scopes: json<string[]>("scopes"),
    /** pending | imported | failed */
    state: text("state").notNull(),
    failure: text("failure"),
  },
  (t) => [index("bulk_op_items_op_state").on(t.opId, t.state)],
);

export const labs = sqliteTable("labs", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const labTests = sqliteTable("lab_tests", {
  seq: integer("seq").primaryKey({ autoIncrement: true }),
  id: text("id").notNull().unique(),
  labId: integer("lab_id")
    .notNull()
    .references(() => labs.id),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  sampleType: text("sample_type").notNull(),
  method: text("method").notNull(),
  fasting: bool("fasting").notNull().default(false),
  price: real("price").notNull(),
  markers: json<{ name: string; slug: string; unit: string | null }[]>("markers").notNull(),
});

export const pscs = sqliteTable(
  "pscs",
  {
    id: integer("id").primaryKey(),
    labId: integer("lab_id")
      .notNull()
      .references(() => labs.id),
    name: text("name").notNull(),
    firstLine: text("first_line").notNull(),
    secondLine: text("second_line").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    phoneNumber: text("phone_number").notNull(),
    faxNumber: text("fax_number").notNull(),
    hours: json<Record<string, unknown> | null>("hours"),
    capabilities: json<string[]>("capabilities").notNull(),
  },
  (t) => [index("pscs_lab_lat").on(t.labId, t.lat)],
);

export const orders = sqliteTable(
  "orders",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    teamId: text("team_id").notNull(),
    userSeq: integer("user_seq").notNull(),
    labId: integer("lab_id").notNull(),
    collectionMethod: text("collection_method").notNull(),
    status: text("status").notNull(),
    labTestIds: json<string[]>("lab_test_ids").notNull(),
    patientDetails: json<Record<string, unknown>>("patient_details").notNull(),
    patientAddress: json<Record<string, unknown>>("patient_address").notNull(),
    orderTransactionId: text("order_transaction_id"),
    idempotencyKey: text("idempotency_key"),
    /** The ordering physician the team named (first and last name, NPI), or null: the service's own. */
    physician: json<{ first_name: string; last_name: string; npi: string } | null>("physician"),
    /** The order's status history, oldest first (orders have few steps, so a JSON list). */
    events: json<{ id: number; created_at: string; status: string }[]>("events").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("orders_team_seq").on(t.teamId, t.seq),
    index("orders_team_created").on(t.teamId, t.createdAt),
    index("orders_team_user").on(t.teamId, t.userSeq),
    uniqueIndex("orders_team_idempotency").on(t.teamId, t.idempotencyKey),
  ],
);

export const appointments = sqliteTable(
  "appointments",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id").notNull(),
    orderId: text("order_id").notNull(),
    userId: text("user_id").notNull(),
    address: json<Record<string, unknown>>("address").notNull(),
    lng: real("lng").notNull(),
    lat: real("lat").notNull(),
    startAt: text("start_at"),
    endAt: text("end_at"),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    status: text("status").notNull(),
    eventStatus: text("event_status").notNull(),
    providerId: text("provider_id").notNull(),
    canReschedule: bool("can_reschedule").notNull(),
    orderTransactionId: text("order_transaction_id"),
    ianaTimezone: text("iana_timezone"),
    externalId: text("external_id"),
    appointmentNotes: text("appointment_notes"),
    eventData: json<Record<string, unknown>>("event_data"),
    /** True while this is the order's current appointment (one active appointment per order). */
    active: bool("active").notNull().default(true),
    /** When the lifecycle simulator should next advance it; null once final. */
    nextStepAt: text("next_step_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("appointments_order").on(t.orderId, t.active),
    index("appointments_next_step").on(t.nextStepAt),
    uniqueIndex("appointments_one_active_per_order")
      .on(t.orderId)
      .where(sql`active = 1`),
  ],
);

export const appointmentEvents = sqliteTable(
  "appointment_events",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    appointmentId: text("appointment_id")
      .notNull()
      .references(() => appointments.id),
    createdAt: text("created_at").notNull(),
    status: text("status").notNull(),
    data: json<Record<string, unknown>>("data"),
  },
  (t) => [index("appointment_events_appointment").on(t.appointmentId, t.seq)],
);

/**
 * Slots offered by an availability answer. Each booking key names one slot for one address and
 * lives a few minutes; booking or rescheduling takes it (`taken_by`), and a rescheduled
 * appointment gives its previous slot back.
 */
export const bookingSlots = sqliteTable(
  "booking_slots",
  {
    bookingKey: text("booking_key").primaryKey(),
    teamId: text("team_id").notNull(),
    address: json<Record<string, unknown>>("address").notNull(),
    zip: text("zip").notNull(),
    ianaTimezone: text("iana_timezone"),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    takenBy: text("taken_by"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("booking_slots_zip_start").on(t.zip, t.startAt), index("booking_slots_taken_by").on(t.takenBy)],
);

/**
 * Where a team's events are delivered (the service's side of a webhook subscription): one endpoint
 * per team, its URL and the secret deliveries are signed with.
 */
export const webhookEndpoints = sqliteTable("webhook_endpoints", {
  teamId: text("team_id").primaryKey(),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * Events waiting to be delivered, and those delivered or given up: written in the same
 * transaction as the change they tell of, so no change is lost or told twice, and delivered by the
 * webhook sender with retries. `id` is the delivery id (`svix-id`) every attempt carries.
 */
export const webhookOutbox = sqliteTable(
  "webhook_outbox",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull().unique(),
    teamId: text("team_id").notNull(),
    eventType: text("event_type").notNull(),
    orderId: text("order_id"),
    /** The signed body: the event envelope as JSON, fixed when the change happened. */
    payload: text("payload").notNull(),
    createdAt: text("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due; null once delivered or given up. */
    nextAttemptAt: text("next_attempt_at"),
    deliveredAt: text("delivered_at"),
    failedAt: text("failed_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    claimedBy: text("claimed_by"),
    claimedAt: text("claimed_at"),
  },
  (t) => [index("webhook_outbox_due").on(t.nextAttemptAt), index("webhook_outbox_team").on(t.teamId, t.seq)],
);

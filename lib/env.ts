import * as z from "zod";
import { parseTrustedProxies } from "@/lib/ops/trusted-proxies";
import { isWebhookSecret } from "@/lib/webhooks/signing";

/**
 * The one place that reads process.env. Parsed once, on first use; a wrong value throws one line
 * naming the variable so start-up stops with something a person can act on.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL on its own, leniently (an unknown value reads as "info"): the logger must work
 * before the whole configuration is checked, to report that check's failure among others.
 */
export function logLevelSetting(): LogLevel {
  const raw = process.env.LOG_LEVEL?.trim();
  return LOG_LEVELS.find((level) => level === raw) ?? "info";
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SERVICE_BASE_URL: optionalUrl.optional(),
  SERVICE_API_KEY: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  /** PostgreSQL for the console store, shared by several instances; unset keeps SQLite in DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  /** Connections each instance may hold open to DATABASE_URL (default 10). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** The console's public URL (Auth.js reads it itself); needed for single sign-on behind a proxy. */
  AUTH_URL: optionalUrl.optional(),
  AUTH_OIDC_ISSUER: optionalUrl.optional(),
  AUTH_OIDC_CLIENT_ID: optionalString,
  AUTH_OIDC_CLIENT_SECRET: optionalString,
  /** The OIDC claim that carries the staff role (admin, care_coordinator, ops, analyst). */
  AUTH_OIDC_ROLE_CLAIM: z.string().trim().min(1).default("labdesk_role"),
  /** Display name of the single sign-on button. */
  AUTH_OIDC_NAME: z.string().trim().min(1).default("Single sign-on"),
  /** Sign-out after this long without activity (default 15 minutes). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(10).default(900),
  /** How long before the idle sign-out the warning appears (default 60 s). */
  SESSION_IDLE_WARNING_SECONDS: z.coerce.number().int().min(5).default(60),
  /** Absolute session limit (default 12 hours). */
  SESSION_MAX_SECONDS: z.coerce.number().int().min(60).default(43_200),
  DEMO_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  /**
   * Demo mode: one demo staff account per role is seeded (embedded service only) and may sign in.
   * Unset: on outside production, off in production, where a publicly known password must be
   * asked for by name. Off, demo accounts made earlier are refused.
   */
  DEMO_MODE: optionalString.pipe(
    z
      .enum(["1", "0", "true", "false"], { error: "must be 1 or 0" })
      .transform((v) => v === "1" || v === "true")
      .optional(),
  ),
  NEXT_PUBLIC_MAP_TILE_URL: optionalString,
  /**
   * The team's lab accounts, offered by the service-center search: `Name=uuid` pairs separated by
   * semicolons. The interface has no call that lists them, so they are configured here.
   */
  LAB_ACCOUNTS: optionalString,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the console listens on (127.0.0.1: this machine only). Unset: every interface. */
  HOST: optionalString,
  /** Seconds between two steps of the embedded appointment lifecycle simulator. */
  EMBEDDED_LIFECYCLE_STEP_SECONDS: z.coerce.number().positive().default(90),
  /** Milliseconds between two polls of the embedded bulk-import worker. */
  EMBEDDED_WORKER_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** Seconds the service client's circuit breaker stays open before one trial call (default 30). */
  SERVICE_BREAKER_HALF_OPEN_SECONDS: z.coerce.number().positive().default(30),
  /**
   * Which forwarded client addresses, hosts and schemes to believe: a number of proxy hops in
   * front of the console, or a comma list of proxy addresses/CIDRs. Unset: none, the socket's
   * peer is the client.
   */
  TRUSTED_PROXIES: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined;
    try {
      return parseTrustedProxies(v);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Traces go to this OTLP/HTTP endpoint; unset, none are exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.optional(),
  /**
   * The signing secret of the console's event endpoint at the service (`whsec_…`). Unset: with the
   * embedded service one is generated into DATA_DIR; against a remote service no events are received.
   */
  SERVICE_WEBHOOK_SECRET: optionalString.pipe(
    z.string().refine(isWebhookSecret, "must be a signing secret (whsec_ followed by base64)").optional(),
  ),
  /**
   * Where the embedded service delivers its events: a URL, or `off`. Unset: this console's own
   * endpoint on this machine.
   */
  EMBEDDED_WEBHOOK_URL: optionalString.pipe(
    z.union([z.literal("off"), z.url({ protocol: /^https?$/, error: "must be an http(s) URL or off" })]).optional(),
  ),
  /** Service calls per second the background user indexer may make; 0 turns it off (default 5). */
  USER_INDEX_RATE: z.coerce.number().min(0).max(100).default(5),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new Error(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const env = result.data;
  const oidc = [env.AUTH_OIDC_ISSUER, env.AUTH_OIDC_CLIENT_ID, env.AUTH_OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    const missing = ["AUTH_OIDC_ISSUER", "AUTH_OIDC_CLIENT_ID", "AUTH_OIDC_CLIENT_SECRET"][oidc.findIndex((v) => !v)];
    throw new Error(`Invalid environment variable ${missing}: single sign-on needs all three AUTH_OIDC_* variables`);
  }
  if (env.SESSION_IDLE_WARNING_SECONDS >= env.SESSION_IDLE_SECONDS) {
    throw new Error(
      "Invalid environment variable SESSION_IDLE_WARNING_SECONDS: must be shorter than SESSION_IDLE_SECONDS",
    );
  }
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    // A secret generated per data directory would differ between instances sharing the database.
    throw new Error(
      "Invalid environment variable AUTH_SECRET: required when DATABASE_URL is set (every instance must share it)",
    );
  }
  if (env.SERVICE_BASE_URL && !env.SERVICE_API_KEY) {
    throw new Error("Invalid environment variable SERVICE_API_KEY: required when SERVICE_BASE_URL is set");
  }
  return env;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Demo mode: DEMO_MODE when set, else on outside production. The demo accounts' password is
 * public, so outside demo mode they may not sign in at all, whenever they were made.
 */
export const demoMode = (e: Env) => e.DEMO_MODE ?? e.NODE_ENV !== "production";

/**
 * Whether start-up seeds the demo staff accounts: in demo mode, and only on the embedded service
 * (never next to a real service's data).
 */
export const demoAccountsWanted = (e: Env) => !e.SERVICE_BASE_URL && demoMode(e);

/**
 * Readies this process to run the production build: NODE_ENV becomes production whatever the
 * caller chose, so the caller's choice of demo mode is decided first, from the environment as
 * it was given, and written down for the server (whose env() reads it again).
 */
export function enterProductionServer(e: Env): void {
  Object.assign(process.env, { DEMO_MODE: demoMode(e) ? "1" : "0", NODE_ENV: "production" });
  cached = undefined;
}

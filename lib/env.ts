import { z } from "zod";

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

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SERVICE_BASE_URL: optionalUrl.optional(),
  SERVICE_API_KEY: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  AUTH_OIDC_ISSUER: optionalUrl.optional(),
  AUTH_OIDC_CLIENT_ID: optionalString,
  AUTH_OIDC_CLIENT_SECRET: optionalString,
  DEMO_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  NEXT_PUBLIC_MAP_TILE_URL: optionalString,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Seconds between two steps of the embedded appointment lifecycle simulator. */
  EMBEDDED_LIFECYCLE_STEP_SECONDS: z.coerce.number().positive().default(90),
  /** Milliseconds between two polls of the embedded bulk-import worker. */
  EMBEDDED_WORKER_POLL_MS: z.coerce.number().int().positive().default(1000),
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
  if (env.SERVICE_BASE_URL && !env.SERVICE_API_KEY) {
    throw new Error("Invalid environment variable SERVICE_API_KEY: required when SERVICE_BASE_URL is set");
  }
  return env;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

import path from "node:path";
import { readOrCreateSecret } from "@/lib/data-dir/secret-file";
import { env, type Env } from "@/lib/env";
import { logger } from "@/lib/ops/logger";
import { noteRouteTemplate } from "@/lib/ops/request-log-context";
import { webhookSecret } from "@/lib/webhooks/secret";
import { CONSOLE_WEBHOOK_PATH } from "@/lib/webhooks/signing";
import { createServiceApp } from "./app";
import type { ServiceDeps } from "./context";
import { randomSecret } from "./crypto";
import { openServiceDb } from "./db/client";
import { startAppointmentLifecycle } from "./jobs/appointment-lifecycle";
import { startBulkImportWorker } from "./jobs/bulk-import-worker";
import { startWebhookSender } from "./jobs/webhook-sender";
import { ensureDemoData } from "./seed/demo";
import { ensureReferenceData } from "./seed/reference-data";
import { removeWebhookEndpoint, setWebhookEndpoint } from "./store/webhook-outbox";
import { findTeamByKey } from "./teams";
import { processSlot } from "@/lib/process-singleton";

type EmbeddedRuntime = { app: ReturnType<typeof createServiceApp>; deps: ServiceDeps; apiKey: string };

// Next.js may load this module once per bundle layer (route handlers, server components,
// instrumentation): the database handle and the workers are kept per process so there is one of each.
const service = processSlot<EmbeddedRuntime>("embeddedService");
const workersStop = processSlot<() => void>("embeddedWorkersStop");

/** The team key of the embedded demo team: SERVICE_API_KEY, else one generated once and kept in DATA_DIR. */
export function embeddedApiKey(dataDir: string, configured?: string) {
  return configured ?? readOrCreateSecret(dataDir, "service-api-key", () => randomSecret("sk_us_demo_", 24));
}

/**
 * Where the embedded service delivers the demo team's events: EMBEDDED_WEBHOOK_URL, null for
 * `off`, else this console's own endpoint on this machine.
 */
export function embeddedWebhookUrl(e: Pick<Env, "EMBEDDED_WEBHOOK_URL" | "HOST" | "PORT">): string | null {
  if (e.EMBEDDED_WEBHOOK_URL === "off") return null;
  if (e.EMBEDDED_WEBHOOK_URL) return e.EMBEDDED_WEBHOOK_URL;
  const host = e.HOST && e.HOST !== "0.0.0.0" && e.HOST !== "::" ? e.HOST : "127.0.0.1";
  return `http://${host.includes(":") ? `[${host}]` : host}:${e.PORT}${CONSOLE_WEBHOOK_PATH}`;
}

/** Opens the embedded service's database (migrating, seeding on first start) once per process. */
export function embeddedService(
  log: (line: string) => void = (l) => logger().info({ component: "embedded-service" }, l),
): EmbeddedRuntime {
  if (service.value) return service.value;
  const e = env();
  const db = openServiceDb(path.join(e.DATA_DIR, "service.db"));
  ensureReferenceData(db);
  const apiKey = embeddedApiKey(e.DATA_DIR, e.SERVICE_API_KEY);
  ensureDemoData(db, { apiKey, now: new Date(), log });
  // The demo team's webhook subscription, signed with the secret the console checks with.
  const team = findTeamByKey(db, apiKey);
  const url = embeddedWebhookUrl(e);
  if (team && url) setWebhookEndpoint(db, team.id, url, webhookSecret()!);
  else if (team) removeWebhookEndpoint(db, team.id);
  const deps: ServiceDeps = {
    db,
    now: () => new Date(),
    lifecycleStepSeconds: e.EMBEDDED_LIFECYCLE_STEP_SECONDS,
    linkTokenTtlSeconds: 30 * 60,
    noteRoute: noteRouteTemplate,
  };
  service.value = { app: createServiceApp(deps), deps, apiKey };
  return service.value;
}

/** Starts the background jobs (bulk-import worker, appointment lifecycle, event sender) once per process. */
export function startEmbeddedWorkers() {
  if (workersStop.value) return;
  const { deps } = embeddedService();
  const stops = [
    startBulkImportWorker(deps, env().EMBEDDED_WORKER_POLL_MS),
    startAppointmentLifecycle(deps),
    startWebhookSender(deps),
  ];
  workersStop.value = () => stops.forEach((stop) => stop());
}

/**
 * For a graceful shutdown: no further worker passes, then the database closes. A pass runs
 * synchronously (better-sqlite3), so by the time a signal handler runs, the one under way, if
 * any, has finished its step: nothing is cut in half.
 */
export function stopEmbeddedService(): void {
  workersStop.value?.();
  workersStop.value = undefined;
  service.value?.deps.db.$client.close();
  service.value = undefined;
}

export const isEmbeddedMode = () => !env().SERVICE_BASE_URL;

import "server-only";
import { env } from "@/lib/env";
import { embeddedService, isEmbeddedMode } from "@/lib/embedded-service/runtime";
import { createServiceClient, type ServiceClient } from "./client";

/**
 * The process's service client, built from the typed env. Embedded mode hands the client the
 * embedded app's fetch (in-process, same HTTP semantics); remote mode uses global fetch. Nothing
 * else in the console chooses between the two.
 */
export { ServiceError } from "./errors";
export type { ServiceErrorDetail, ServiceErrorKind, ValidationIssue } from "./errors";
export type { ServiceClient, GroupedStepsParams } from "./client";

// One per process, not per bundle layer: the circuit breaker's memory must be shared by route
// handlers, server components and server actions (Next.js may load this module once per layer).
// Each console instance keeps its own breaker: it judges the service by its own calls, and an
// instance whose breaker is still closed only adds its own few failing calls.
const g = globalThis as typeof globalThis & { __labdeskServiceClient?: ServiceClient };

export function serviceClient(): ServiceClient {
  if (g.__labdeskServiceClient) return g.__labdeskServiceClient;
  const e = env();
  const breaker = { halfOpenAfterMs: e.SERVICE_BREAKER_HALF_OPEN_SECONDS * 1000 };
  if (isEmbeddedMode()) {
    const { app, apiKey } = embeddedService();
    g.__labdeskServiceClient = createServiceClient({
      // Only used to build Request URLs; the embedded app answers in-process, nothing listens here.
      baseUrl: `http://localhost:${e.PORT}`,
      apiKey,
      fetch: (url, init) => Promise.resolve(app.fetch(new Request(url, init))),
      inProcess: true,
      breaker,
    });
  } else {
    // env() has already refused SERVICE_BASE_URL without SERVICE_API_KEY.
    g.__labdeskServiceClient = createServiceClient({
      baseUrl: e.SERVICE_BASE_URL!,
      apiKey: e.SERVICE_API_KEY!,
      breaker,
    });
  }
  return g.__labdeskServiceClient;
}

export type ServiceDescription = { mode: "embedded" } | { mode: "remote"; host: string };

/** For the header badge: which backend, and for a remote one its host only (never the key or path). */
export function serviceDescription(): ServiceDescription {
  const base = env().SERVICE_BASE_URL;
  return base ? { mode: "remote", host: new URL(base).host } : { mode: "embedded" };
}

/** Tests hand the console a client of their own (a real one, on the test service). */
export function useServiceClient(client: ServiceClient) {
  g.__labdeskServiceClient = client;
}

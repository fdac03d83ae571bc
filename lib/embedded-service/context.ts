import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ServiceDb } from "./db/client";
import type { teams } from "./db/schema";

export type ServiceDeps = {
  db: ServiceDb;
  /** The service's clock; tests pass a fixed or advancing one. */
  now: () => Date;
  /** Origin used in URLs the service hands out (link_web_url); the request's origin when unset. */
  publicBaseUrl?: string;
  /** Seconds between two steps of the appointment lifecycle simulator. */
  lifecycleStepSeconds: number;
  /** How long a link token lives. */
  linkTokenTtlSeconds: number;
  /** Step samples per page of the grouped timeseries (tests use small pages to walk cursors). */
  stepsPageSize?: number;
  /** Told the route template ("/v2/user/{user_id}") each request matched, for the host's request log. */
  noteRoute?: (template: string) => void;
};

export type Team = typeof teams.$inferSelect;
export type ServiceEnv = { Variables: { team: Team; requestId: string } };
export type ServiceApp = OpenAPIHono<ServiceEnv>;

import type { Context } from "hono";
import type { ServiceDeps } from "../context";

/** The origin the service's own URLs (logos, link pages) are built on. */
export const serviceOrigin = (c: Context, deps: Pick<ServiceDeps, "publicBaseUrl">) =>
  deps.publicBaseUrl ?? new URL(c.req.url).origin;

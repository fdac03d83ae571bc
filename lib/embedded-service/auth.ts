import type { MiddlewareHandler } from "hono";
import type { ServiceDeps, ServiceEnv } from "./context";
import { unauthorized } from "./errors";
import { findTeamByKey } from "./teams";

export const API_KEY_HEADER = "x-service-api-key";
export const LINK_TOKEN_HEADER = "x-service-link-token";

/**
 * Every team call carries the team key. The one exception is the OAuth provider link-info lookup,
 * which may instead present a link token; its route checks that token itself.
 */
export function teamAuth(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const key = c.req.header(API_KEY_HEADER);
    if (!key) {
      if (c.req.header(LINK_TOKEN_HEADER) && /^\/v2\/link\/provider\/oauth\/[^/]+\/?$/.test(c.req.path)) return next();
      throw unauthorized(`Missing ${API_KEY_HEADER} header`);
    }
    const team = findTeamByKey(deps.db, key);
    if (!team) throw unauthorized("Invalid API key");
    c.set("team", team);
    await next();
  };
}

import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import { type ProviderLinkInfo } from "@/lib/contract/link";
import { LINK_TOKEN_HEADER } from "../auth";
import type { ServiceApp, ServiceDeps } from "../context";
import { notFound, unauthorized, unprocessable } from "../errors";
import {
  createLinkCode,
  createLinkToken,
  createSignInToken,
  findLinkToken,
  findProvider,
  linkableProviders,
} from "../store/link";
import { providerLogo } from "../store/providers";
import { requireUserRow } from "../store/users";
import { errorResponses, ok, routeOf } from "./openapi-helpers";
import { serviceOrigin } from "./origin";

const tags = ["Link"];

export function registerLinkRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.createLinkToken),
      tags,
      summary: "Create link token",
      responses: {
        200: ok(operations.createLinkToken, "A short-lived link token and the hosted page URL"),
        ...errorResponses,
      },
    }),
    (c) => {
      const body = c.req.valid("json");
      const user = requireUserRow(deps.db, c.get("team").id, body.user_id);
      const token = createLinkToken(deps.db, user.teamId, user.seq, body, deps.now(), deps.linkTokenTtlSeconds);
      const link_web_url = `${serviceOrigin(c, deps)}/link?token=${encodeURIComponent(token)}`;
      return c.json({ link_token: token, link_web_url }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.createLinkCode),
      tags,
      summary: "Create link code",
      responses: {
        200: ok(operations.createLinkCode, "A link code for a mobile health-store share"),
        ...errorResponses,
      },
    }),
    (c) => {
      const { user_id, expires_at } = c.req.valid("query");
      const user = requireUserRow(deps.db, c.get("team").id, user_id);
      const now = deps.now();
      const expires = expires_at ? new Date(expires_at) : undefined;
      if (expires && expires.getTime() <= now.getTime()) {
        throw unprocessable(["query", "expires_at"], "expires_at must be in the future");
      }
      return c.json(createLinkCode(deps.db, user.teamId, user.seq, now, expires), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.createSignInToken),
      tags,
      summary: "Create sign-in token",
      responses: { 200: ok(operations.createSignInToken, "A token for the mobile SDK sign-in"), ...errorResponses },
    }),
    (c) => {
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      const token = createSignInToken(deps.db, user.teamId, user.seq, deps.now());
      return c.json({ user_id: user.id, sign_in_token: token }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.oauthProviderInfo),
      tags,
      summary: "OAuth provider link info",
      description: `Accepts the team key or a link token in ${LINK_TOKEN_HEADER}. oauth_url is set only for a link token: authorization must be tied to the token's user.`,
      responses: {
        200: ok(operations.oauthProviderInfo, "The provider and where its authorization starts"),
        ...errorResponses,
      },
    }),
    (c) => {
      const team = c.get("team");
      const linkToken = c.req.header(LINK_TOKEN_HEADER);
      let oauthUrl: string | null = null;
      if (linkToken) {
        const found = findLinkToken(deps.db, linkToken, deps.now());
        // A token of another team than the key's is as invalid as an unknown one.
        if (!found.ok || (team && team.id !== found.row.teamId)) throw unauthorized("Invalid or expired link token");
        oauthUrl = `${serviceOrigin(c, deps)}/link/connect/${c.req.valid("param").oauth_provider}?token=${encodeURIComponent(linkToken)}`;
      } else if (!team) {
        throw unauthorized("Missing x-service-api-key header");
      }
      const slug = c.req.valid("param").oauth_provider;
      const p = findProvider(deps.db, slug);
      if (!p || !p.oauth) throw notFound(`OAuth provider ${slug} not found`);
      const info: ProviderLinkInfo = {
        name: p.name,
        slug: p.slug,
        description: p.description,
        logo: providerLogo(serviceOrigin(c, deps), p.slug, p.logo),
        id: p.id,
        group: p.group,
        oauth_url: oauthUrl,
        auth_type: p.authType ?? "oauth",
        source_type: p.sourceType ?? "device",
        is_active: p.isActive,
        backfill_num_days: p.backfillNumDays,
      };
      return c.json(info, 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.linkProviders),
      tags,
      summary: "Providers a link can connect",
      description: "Not in the documented interface; shaped as the real service's SourceLink list.",
      responses: {
        200: ok(operations.linkProviders, "The providers the hosted link page can connect"),
        ...errorResponses,
      },
    }),
    (c) => c.json(linkableProviders(deps.db, serviceOrigin(c, deps)), 200),
  );
}

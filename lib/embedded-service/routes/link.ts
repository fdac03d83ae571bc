import { createRoute } from "@hono/zod-openapi";
import {
  linkCodeQuery,
  linkCodeResponse,
  linkTokenHeader,
  linkTokenRequest,
  linkProviderList,
  linkTokenResponse,
  oauthProviderParam,
  providerLinkInfo,
  signInTokenResponse,
  type ProviderLinkInfo,
} from "@/lib/contract/link";
import { userIdParam } from "@/lib/contract/users";
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
import { errorResponses, jsonBody, jsonResponse } from "./openapi-helpers";
import { serviceOrigin } from "./origin";

const tags = ["Link"];

export function registerLinkRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/v2/link/token",
      tags,
      summary: "Create link token",
      request: { body: jsonBody(linkTokenRequest) },
      responses: {
        200: jsonResponse(linkTokenResponse, "A short-lived link token and the hosted page URL"),
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
      method: "post",
      path: "/v2/link/code/create",
      tags,
      summary: "Create link code",
      request: { query: linkCodeQuery },
      responses: {
        200: jsonResponse(linkCodeResponse, "A link code for a mobile health-store share"),
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
      method: "post",
      path: "/v2/user/{user_id}/sign_in_token",
      tags,
      summary: "Create sign-in token",
      request: { params: userIdParam },
      responses: { 200: jsonResponse(signInTokenResponse, "A token for the mobile SDK sign-in"), ...errorResponses },
    }),
    (c) => {
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      const token = createSignInToken(deps.db, user.teamId, user.seq, deps.now());
      return c.json({ user_id: user.id, sign_in_token: token }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/link/provider/oauth/{oauth_provider}",
      tags,
      summary: "OAuth provider link info",
      description: `Accepts the team key or a link token in ${LINK_TOKEN_HEADER}. oauth_url is set only for a link token: authorization must be tied to the token's user.`,
      request: { params: oauthProviderParam, headers: linkTokenHeader },
      responses: {
        200: jsonResponse(providerLinkInfo, "The provider and where its authorization starts"),
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
      method: "get",
      path: "/v2/link/providers",
      tags,
      summary: "Providers a link can connect",
      description: "Not in the documented interface; shaped as the real service's SourceLink list.",
      responses: {
        200: jsonResponse(linkProviderList, "The providers the hosted link page can connect"),
        ...errorResponses,
      },
    }),
    (c) => c.json(linkableProviders(deps.db, serviceOrigin(c, deps)), 200),
  );
}

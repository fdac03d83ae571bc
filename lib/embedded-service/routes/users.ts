import { createRoute } from "@hono/zod-openapi";
import { userProviders } from "@/lib/contract/providers";
import {
  clientUserIdParam,
  createUserBody,
  createUserResponse,
  listUsersQuery,
  user,
  userIdParam,
  userList,
  userProviderParam,
  userSuccessResponse,
} from "@/lib/contract/users";
import type { ServiceApp, ServiceDeps } from "../context";
import { connectedProviders, disconnectProvider } from "../store/connections";
import { createUser, getUser, listUsers, requireUserRow, resolveUser } from "../store/users";
import { serviceOrigin } from "./origin";
import { errorResponses, jsonBody, jsonResponse } from "./openapi-helpers";

const tags = ["Users"];

export function registerUserRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/user",
      tags,
      summary: "List users",
      request: { query: listUsersQuery },
      responses: { 200: jsonResponse(userList, "A page of the team's users"), ...errorResponses },
    }),
    (c) => {
      const { offset, limit } = c.req.valid("query");
      return c.json(listUsers(deps.db, c.get("team").id, offset, limit, serviceOrigin(c, deps)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v2/user",
      tags,
      summary: "Create user",
      description: "A duplicate client_user_id answers 400 with the existing user_id in the detail.",
      request: { body: jsonBody(createUserBody) },
      responses: { 200: jsonResponse(createUserResponse, "The created user"), ...errorResponses },
    }),
    (c) => c.json(createUser(deps.db, c.get("team").id, c.req.valid("json"), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/user/{user_id}",
      tags,
      summary: "Get user",
      request: { params: userIdParam },
      responses: { 200: jsonResponse(user, "The user"), ...errorResponses },
    }),
    (c) => c.json(getUser(deps.db, c.get("team").id, c.req.valid("param").user_id, serviceOrigin(c, deps)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/user/resolve/{client_user_id}",
      tags,
      summary: "Resolve a user by client_user_id",
      description: "Exact match on the team's client_user_id; 404 when the team has no such user.",
      request: { params: clientUserIdParam },
      responses: { 200: jsonResponse(user, "The user"), ...errorResponses },
    }),
    (c) =>
      c.json(resolveUser(deps.db, c.get("team").id, c.req.valid("param").client_user_id, serviceOrigin(c, deps)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/user/providers/{user_id}",
      tags,
      summary: "A user's connected providers",
      description: "Each connected provider with its status, connection time and resource availability.",
      request: { params: userIdParam },
      responses: { 200: jsonResponse(userProviders, "The user's providers, under `providers`"), ...errorResponses },
    }),
    (c) => {
      const row = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      return c.json(connectedProviders(deps.db, row.seq, serviceOrigin(c, deps)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/v2/user/{user_id}/{provider}",
      tags,
      summary: "Disconnect a provider from a user",
      description:
        "Removes the connection; data already collected stays. 404 when the user is not connected to the provider.",
      request: { params: userProviderParam },
      responses: { 200: jsonResponse(userSuccessResponse, "`{success: true}`"), ...errorResponses },
    }),
    (c) => {
      const { user_id, provider } = c.req.valid("param");
      const row = requireUserRow(deps.db, c.get("team").id, user_id);
      disconnectProvider(deps.db, row.seq, provider);
      return c.json({ success: true }, 200);
    },
  );
}

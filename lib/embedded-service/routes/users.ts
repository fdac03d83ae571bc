import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { connectedProviders, disconnectProvider } from "../store/connections";
import { createUser, getUser, listUsers, requireUserRow, resolveUser } from "../store/users";
import { serviceOrigin } from "./origin";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

const tags = ["Users"];

export function registerUserRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.listUsers),
      tags,
      summary: "List users",
      responses: { 200: ok(operations.listUsers, "A page of the team's users"), ...errorResponses },
    }),
    (c) => {
      const { offset, limit } = c.req.valid("query");
      return c.json(listUsers(deps.db, c.get("team").id, offset, limit, serviceOrigin(c, deps)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.createUser),
      tags,
      summary: "Create user",
      description: "A duplicate client_user_id answers 400 with the existing user_id in the detail.",
      responses: { 200: ok(operations.createUser, "The created user"), ...errorResponses },
    }),
    (c) => c.json(createUser(deps.db, c.get("team").id, c.req.valid("json"), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.getUser),
      tags,
      summary: "Get user",
      responses: { 200: ok(operations.getUser, "The user"), ...errorResponses },
    }),
    (c) => c.json(getUser(deps.db, c.get("team").id, c.req.valid("param").user_id, serviceOrigin(c, deps)), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.resolveUser),
      tags,
      summary: "Resolve a user by client_user_id",
      description: "Exact match on the team's client_user_id; 404 when the team has no such user.",
      responses: { 200: ok(operations.resolveUser, "The user"), ...errorResponses },
    }),
    (c) =>
      c.json(resolveUser(deps.db, c.get("team").id, c.req.valid("param").client_user_id, serviceOrigin(c, deps)), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.userProviders),
      tags,
      summary: "A user's connected providers",
      description: "Each connected provider with its status, connection time and resource availability.",
      responses: { 200: ok(operations.userProviders, "The user's providers, under `providers`"), ...errorResponses },
    }),
    (c) => {
      const row = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      return c.json(connectedProviders(deps.db, row.seq, serviceOrigin(c, deps)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.disconnectProvider),
      tags,
      summary: "Disconnect a provider from a user",
      description:
        "Removes the connection; data already collected stays. 404 when the user is not connected to the provider.",
      responses: { 200: ok(operations.disconnectProvider, "`{success: true}`"), ...errorResponses },
    }),
    (c) => {
      const { user_id, provider } = c.req.valid("param");
      const row = requireUserRow(deps.db, c.get("team").id, user_id);
      disconnectProvider(deps.db, row.seq, provider);
      return c.json({ success: true }, 200);
    },
  );
}

import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { latestUserInfo, saveUserInfo } from "../store/user-info";
import { requireUserRow } from "../store/users";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

const tags = ["User info"];

export function registerUserInfoRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.updateUserInfo),
      tags,
      summary: "Update user info",
      description: "Stores the patient details. First and last name are validated against the labs' rule.",
      responses: { 200: ok(operations.updateUserInfo, "The stored user info"), ...errorResponses },
    }),
    (c) => {
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      return c.json(saveUserInfo(deps.db, user.seq, c.req.valid("json"), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.getUserInfo),
      tags,
      summary: "Latest user info",
      description: "404 when the user has no patient details yet.",
      responses: { 200: ok(operations.getUserInfo, "The latest user info"), ...errorResponses },
    }),
    (c) => {
      const { user_id } = c.req.valid("param");
      const user = requireUserRow(deps.db, c.get("team").id, user_id);
      return c.json(latestUserInfo(deps.db, user.seq, user_id), 200);
    },
  );
}

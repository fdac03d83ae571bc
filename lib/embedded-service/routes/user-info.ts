import { createRoute } from "@hono/zod-openapi";
import { userIdParam } from "@/lib/contract/users";
import { userInfo, userInfoUpdate } from "@/lib/contract/user-info";
import type { ServiceApp, ServiceDeps } from "../context";
import { latestUserInfo, saveUserInfo } from "../store/user-info";
import { requireUserRow } from "../store/users";
import { errorResponses, jsonBody, jsonResponse } from "./openapi-helpers";

const tags = ["User info"];

export function registerUserInfoRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      method: "patch",
      path: "/v2/user/{user_id}/info",
      tags,
      summary: "Update user info",
      description: "Stores the patient details. First and last name are validated against the labs' rule.",
      request: { params: userIdParam, body: jsonBody(userInfoUpdate) },
      responses: { 200: jsonResponse(userInfo, "The stored user info"), ...errorResponses },
    }),
    (c) => {
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      return c.json(saveUserInfo(deps.db, user.seq, c.req.valid("json"), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/user/{user_id}/info/latest",
      tags,
      summary: "Latest user info",
      description: "404 when the user has no patient details yet.",
      request: { params: userIdParam },
      responses: { 200: jsonResponse(userInfo, "The latest user info"), ...errorResponses },
    }),
    (c) => {
      const { user_id } = c.req.valid("param");
      const user = requireUserRow(deps.db, c.get("team").id, user_id);
      return c.json(latestUserInfo(deps.db, user.seq, user_id), 200);
    },
  );
}

import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { listProviders } from "../store/providers";
import { serviceOrigin } from "./origin";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

export function registerProviderRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.listProviders),
      tags: ["Providers"],
      summary: "List providers",
      responses: { 200: ok(operations.listProviders, "The provider catalog"), ...errorResponses },
    }),
    (c) => c.json(listProviders(deps.db, serviceOrigin(c, deps), c.req.valid("query").source_type), 200),
  );
}

import { createRoute } from "@hono/zod-openapi";
import { providerList, providersQuery } from "@/lib/contract/providers";
import type { ServiceApp, ServiceDeps } from "../context";
import { listProviders } from "../store/providers";
import { serviceOrigin } from "./origin";
import { errorResponses, jsonResponse } from "./openapi-helpers";

export function registerProviderRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/providers",
      tags: ["Providers"],
      summary: "List providers",
      request: { query: providersQuery },
      responses: { 200: jsonResponse(providerList, "The provider catalog"), ...errorResponses },
    }),
    (c) => c.json(listProviders(deps.db, serviceOrigin(c, deps), c.req.valid("query").source_type), 200),
  );
}

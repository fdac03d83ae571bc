import { OpenAPIHono } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { API_KEY_HEADER, teamAuth } from "./auth";
import type { ServiceDeps, ServiceEnv } from "./context";
import { renderError, zodIssues } from "./errors";
import { registerAppointmentBookingRoutes } from "./routes/appointment-booking";
import { registerBulkImportRoutes } from "./routes/bulk-import";
import { registerLabRoutes } from "./routes/labs";
import { registerLinkRoutes } from "./routes/link";
import { registerOrderRoutes } from "./routes/orders";
import { registerPhlebotomyRoutes } from "./routes/phlebotomy";
import { registerProviderRoutes } from "./routes/providers";
import { registerPscRoutes } from "./routes/psc";
import { registerResultRoutes } from "./routes/results";
import { registerTimeseriesRoutes } from "./routes/timeseries";
import { registerUserInfoRoutes } from "./routes/user-info";
import { registerUserRoutes } from "./routes/users";
import { createLinkPage } from "./link-page/app";

/** The embedded service: every endpoint of the interface, on the service database. */
export function createServiceApp(deps: ServiceDeps) {
  const app = new OpenAPIHono<ServiceEnv>({
    // Deliberately tolerant of a trailing slash, as the real service is: the interface writes
    // "/v2/user/" (the console's client calls that) while the vendor's SDK calls "/v2/user", and
    // both are answered. Routes are registered without the slash (routeOf), which strict:false
    // then matches either way; a path that differs in anything else is a 404.
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ detail: zodIssues(result.error, result.target) }, 422);
    },
  });
  app.onError(renderError);
  app.notFound((c) => c.json({ detail: "Not Found" }, 404));
  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: API_KEY_HEADER,
  });

  // Every answer carries X-Request-Id (the caller's, when it sent one) so failures can be traced.
  app.use("*", requestId());
  const { noteRoute } = deps;
  if (noteRoute)
    app.use("*", (c, next) => {
      // The last route matched is the endpoint's (a request only middleware matched has none).
      const template = routePath(c, -1);
      if (!template.includes("*")) noteRoute(template.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}"));
      return next();
    });
  app.use("/v2/*", teamAuth(deps));
  app.use("/v3/*", teamAuth(deps));

  registerUserRoutes(app, deps);
  registerUserInfoRoutes(app, deps);
  registerTimeseriesRoutes(app, deps);
  registerProviderRoutes(app, deps);
  registerLinkRoutes(app, deps);
  registerBulkImportRoutes(app, deps);
  registerLabRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPscRoutes(app, deps);
  registerPhlebotomyRoutes(app, deps);
  registerAppointmentBookingRoutes(app, deps);
  registerResultRoutes(app, deps);

  app.route("/link", createLinkPage(deps));
  return app;
}

export function openApiDocument(app: ReturnType<typeof createServiceApp>) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Health data and lab ordering service (embedded)",
      version: "1.0.0",
      description: "The interface the Labdesk console talks to, as served by the embedded service.",
    },
    security: [{ ApiKey: [] }],
  });
}

import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { getLabTest, listAllLabTests, listLabs, pageLabTests } from "../store/labs";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

const tags = ["Lab tests"];

/**
 * The lab catalogue. Static paths are registered before the parameterised one, so
 * `/v3/lab_tests/labs` can never be read as a lab test id.
 */
export function registerLabRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.listLabs),
      tags,
      summary: "List labs",
      responses: { 200: ok(operations.listLabs, "Every lab the service works with"), ...errorResponses },
    }),
    (c) => c.json(listLabs(deps.db), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.listLabTests),
      tags,
      summary: "List lab tests (paginated)",
      description: "Pass the returned next_cursor to read the next page; null means the last page.",
      responses: { 200: ok(operations.listLabTests, "A page of lab tests"), ...errorResponses },
    }),
    (c) => {
      const { lab_test_limit, next_cursor, lab_slug, collection_method, status, name } = c.req.valid("query");
      const filters = { labSlug: lab_slug, collectionMethod: collection_method, status, name };
      return c.json(pageLabTests(deps.db, lab_test_limit, next_cursor, filters), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.listAllLabTests),
      tags,
      summary: "List lab tests",
      description: "Deprecated: use GET /v3/lab_test, which pages with lab_test_limit and next_cursor.",
      deprecated: true,
      responses: { 200: ok(operations.listAllLabTests, "Every lab test"), ...errorResponses },
    }),
    (c) => c.json(listAllLabTests(deps.db), 200),
  );

  // The real service's path is /v3/lab_tests/{id} (after /v3/lab_tests/labs above, which a test
  // id never equals); /v3/lab_test/{id} stays for clients that already call it.
  for (const op of [operations.getLabTest, operations.getLabTestSingular])
    app.openapi(
      createRoute({
        ...routeOf(op),
        tags,
        summary: "Get lab test",
        responses: { 200: ok(op, "The lab test"), ...errorResponses },
      }),
      (c) => c.json(getLabTest(deps.db, c.req.valid("param").lab_test_id), 200),
    );
}

import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { searchPscs, searchPscsForOrder } from "../store/psc";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

const tags = ["Patient service centers"];

/** PSC info by order and by area: patient service centers near an order's patient or a ZIP code. */
export function registerPscRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.pscByArea),
      tags,
      summary: "PSC info by area",
      description:
        "Centers of the lab within the radius of the ZIP code's centroid, nearest first, at most 30. " +
        "A ZIP code with no known location, or an unknown lab, answers 404.",
      responses: { 200: ok(operations.pscByArea, "Patient service centers"), ...errorResponses },
    }),
    (c) => {
      // lab_account_id only matters for a real lab's availability checks; the embedded network
      // has no per-account availability, so it is validated and otherwise ignored.
      const { zip_code, lab_id, radius, capabilities } = c.req.valid("query");
      return c.json(
        searchPscs(deps.db, { labId: lab_id, zipCode: zip_code, radiusMiles: Number(radius), capabilities }),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.pscByOrder),
      tags,
      summary: "PSC info for an order",
      description: "Centers of the order's lab around the order's patient address ZIP code, nearest first, at most 30.",
      responses: { 200: ok(operations.pscByOrder, "Patient service centers"), ...errorResponses },
    }),
    (c) => {
      const { radius, capabilities } = c.req.valid("query");
      const { order_id } = c.req.valid("param");
      return c.json(searchPscsForOrder(deps.db, c.get("team").id, order_id, Number(radius), capabilities), 200);
    },
  );
}

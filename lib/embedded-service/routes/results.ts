import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { orderResults } from "../store/lab-results";
import { resultPdf } from "../store/result-pdf";
import { errorResponses, jsonResponse, pdfBody, ok, routeOf } from "./openapi-helpers";

const tags = ["Lab results"];
const notYet = "No such order for this team, or its results are not in yet (the detail names the order's status)";
const resultErrors = {
  ...errorResponses,
  404: jsonResponse(errorResponses[404].content["application/json"].schema, notYet),
};

/** An order's results once it is completed: as JSON, its metadata alone, or the lab report PDF. */
export function registerResultRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.orderResults),
      tags,
      summary: "Get an order's lab results",
      description:
        "Metadata and every biomarker result; `result` is read according to `result_type` (also sent as `type`). " +
        "Older records carry the deprecated numeric `value`, and may leave `result` empty. Markers the lab did not report are in `missing_results`.",
      responses: { 200: ok(operations.orderResults, "The order's results"), ...resultErrors },
    }),
    (c) => c.json(orderResults(deps.db, c.get("team").id, c.req.valid("param").order_id, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.resultMetadata),
      tags,
      summary: "Get the metadata of an order's lab results",
      responses: {
        200: ok(operations.resultMetadata, "Patient, laboratory, dates and status of the report"),
        ...resultErrors,
      },
    }),
    (c) => c.json(orderResults(deps.db, c.get("team").id, c.req.valid("param").order_id, deps.now()).metadata, 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.resultPdf),
      tags,
      summary: "Download an order's lab report PDF",
      responses: {
        200: ok(operations.resultPdf, "The lab report"),
        ...resultErrors,
      },
    }),
    async (c) => {
      const { order_id } = c.req.valid("param");
      const bytes = await resultPdf(deps.db, c.get("team").id, order_id, deps.now());
      return pdfBody(c, bytes, `results-${order_id}.pdf`);
    },
  );
}

import { createRoute } from "@hono/zod-openapi";
import { labResults, labResultsMetadata } from "@/lib/contract/lab-results";
import { orderIdParam } from "@/lib/contract/orders";
import type { ServiceApp, ServiceDeps } from "../context";
import { orderResults } from "../store/lab-results";
import { resultPdf } from "../store/result-pdf";
import { errorResponses, jsonResponse, pdfBody, pdfResponse } from "./openapi-helpers";

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
      method: "get",
      path: "/v3/order/{order_id}/result",
      tags,
      summary: "Get an order's lab results",
      description:
        "Metadata and every biomarker result; `result` is read according to `result_type` (also sent as `type`). " +
        "Older records carry the deprecated numeric `value`, and may leave `result` empty. Markers the lab did not report are in `missing_results`.",
      request: { params: orderIdParam },
      responses: { 200: jsonResponse(labResults, "The order's results"), ...resultErrors },
    }),
    (c) => c.json(orderResults(deps.db, c.get("team").id, c.req.valid("param").order_id, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/order/{order_id}/result/metadata",
      tags,
      summary: "Get the metadata of an order's lab results",
      request: { params: orderIdParam },
      responses: {
        200: jsonResponse(labResultsMetadata, "Patient, laboratory, dates and status of the report"),
        ...resultErrors,
      },
    }),
    (c) => c.json(orderResults(deps.db, c.get("team").id, c.req.valid("param").order_id, deps.now()).metadata, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/order/{order_id}/result/pdf",
      tags,
      summary: "Download an order's lab report PDF",
      request: { params: orderIdParam },
      responses: {
        200: pdfResponse("The lab report"),
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

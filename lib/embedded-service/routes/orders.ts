import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import { IDEMPOTENCY_HEADER, createOrderResponse } from "@/lib/contract/orders";
import type { ServiceApp, ServiceDeps } from "../context";
import { createOrder, getOrder, listOrders } from "../store/orders";
import { cancelOrder } from "../store/order-cancel";
import { requisitionPdf } from "../store/requisition-pdf";
import { resendOrderEvents } from "../store/resend-events";
import { errorResponses, jsonResponse, pdfBody, ok, routeOf } from "./openapi-helpers";

const tags = ["Lab orders"];

export function registerOrderRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.createOrder),
      tags,
      summary: "Create lab order",
      description:
        "The user must belong to the team (else 404). Every lab test must exist and all must be from one lab (else 422). " +
        "`lab_test_id` is deprecated and mapped onto `order_set.lab_test_ids`. The address may give `zip_code` or `zip` + `country`; without `collection_method` the first test's method applies. " +
        "Answers `{order, status, message}`. A repeated `X-Idempotency-Key` returns the first order.",
      responses: {
        200: jsonResponse(
          createOrderResponse,
          "The created order in `order` (or the earlier one for a repeated idempotency key)",
        ),
        ...errorResponses,
      },
    }),
    (c) => {
      const key = c.req.valid("header")[IDEMPOTENCY_HEADER];
      return c.json(createOrder(deps.db, c.get("team").id, c.req.valid("json"), key, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.resendOrderEvents),
      tags,
      summary: "Resend order events",
      description:
        "Sends the events of the named orders (`order_ids`, at most 100; another team's are skipped) or of the orders " +
        "changed between `start_at` and `end_at` (default now) again, as they now stand: the order, its current " +
        "appointment and a critical result. Each is a new delivery. 400 when the team has no webhook endpoint.",
      responses: { 200: ok(operations.resendOrderEvents, "The orders whose events were sent"), ...errorResponses },
    }),
    (c) => c.json(resendOrderEvents(deps.db, c.get("team").id, c.req.valid("json"), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.getOrder),
      tags,
      summary: "Get lab order",
      responses: { 200: ok(operations.getOrder, "The order"), ...errorResponses },
    }),
    (c) => c.json(getOrder(deps.db, c.get("team").id, c.req.valid("param").order_id), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.listOrders),
      tags,
      summary: "List lab orders",
      description: "Newest first. `page` starts at 1; `size` is 1–100, default 50.",
      responses: { 200: ok(operations.listOrders, "A page of the team's orders"), ...errorResponses },
    }),
    (c) => c.json(listOrders(deps.db, c.get("team").id, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.requisitionPdf),
      tags,
      summary: "Download the order's requisition PDF",
      description: "Replaces the deprecated `requisition_form_url` of the order.",
      responses: {
        200: ok(operations.requisitionPdf, "The requisition form"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { order_id } = c.req.valid("param");
      const bytes = await requisitionPdf(deps.db, c.get("team").id, order_id, deps.now());
      return pdfBody(c, bytes, `requisition-${order_id}.pdf`);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.cancelOrder),
      tags,
      summary: "Cancel lab order",
      description:
        "Only before the sample is with the lab (status received or collecting_sample; else 400). The order's active " +
        "appointment is cancelled with it. Answers `{order, status, message}`.",
      responses: { 200: ok(operations.cancelOrder, "The cancelled order in `order`"), ...errorResponses },
    }),
    (c) => c.json(cancelOrder(deps.db, c.get("team").id, c.req.valid("param").order_id, deps.now()), 200),
  );
}

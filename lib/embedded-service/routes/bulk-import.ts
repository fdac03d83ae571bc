import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import { detailError } from "@/lib/contract/common";
import { bulkImportResponse } from "@/lib/contract/link";
import type { ServiceApp, ServiceDeps } from "../context";
import { badRequest, forbidden } from "../errors";
import { runBulkOpSlice } from "../jobs/bulk-import-worker";
import {
  enqueueBulkImport,
  listBulkOps,
  opResults,
  opStatus,
  teamCredential,
  teamCredentials,
} from "../store/bulk-ops";
import { errorResponses, jsonResponse, ok, routeOf } from "./openapi-helpers";

const tags = ["Link"];
/** The interface's wait window for wait_for_completion. */
const WAIT_MS = 20_000;
/** Work slices stay short so other requests are served while this one waits. */
const SLICE_MS = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Works on the op in slices (or waits for the worker that holds it) until done or out of time. */
async function awaitCompletion(deps: ServiceDeps, opId: string) {
  const deadline = Date.now() + WAIT_MS;
  const workerId = `request:${randomUUID()}`;
  while (Date.now() < deadline) {
    if (opStatus(deps.db, opId) !== "in_progress") return true;
    const slice = runBulkOpSlice(deps, opId, workerId, Math.min(SLICE_MS, deadline - Date.now()));
    if (slice.done) return true;
    // Claimed elsewhere, or our slice ran out: give the event loop a turn before the next slice.
    await pause(slice.settled > 0 ? 0 : 50);
  }
  return opStatus(deps.db, opId) !== "in_progress";
}

export function registerBulkImportRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.bulkImport),
      tags,
      summary: "Bulk import connections",
      description:
        "Disabled per team until support enables it. Needs the team's own OAuth credential for the provider; " +
        "a connection is bound to it when its access_token reads `<client_id>.<opaque>` with that client id.",
      responses: {
        200: ok(operations.bulkImport, "Finished within the wait window"),
        202: jsonResponse(bulkImportResponse, "Queued; follow it with List Bulk Ops"),
        403: jsonResponse(detailError, "Bulk import is not enabled for the team"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const team = c.get("team");
      const body = c.req.valid("json");
      if (!team.bulkImportEnabled) {
        throw forbidden("Bulk import is not enabled for this team. Contact support to enable it.");
      }
      if (!teamCredential(deps.db, team.id, body.provider)) {
        throw badRequest(
          `The team has no OAuth application credential for ${body.provider}. Configure the team's own credential before importing.`,
        );
      }
      const opId = enqueueBulkImport(deps.db, team.id, body, deps.now());
      if (body.wait_for_completion && (await awaitCompletion(deps, opId))) {
        return c.json(opResults(deps.db, opId), 200);
      }
      return c.json({ user_ids_imported: [], user_ids_failed: [] }, 202);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.listBulkOps),
      tags,
      summary: "List bulk operations",
      responses: { 200: ok(operations.listBulkOps, "The team's bulk operations, newest first"), ...errorResponses },
    }),
    (c) => {
      const { page_size, next_cursor } = c.req.valid("query");
      return c.json(listBulkOps(deps.db, c.get("team").id, page_size, next_cursor), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.bulkImportReadiness),
      tags,
      summary: "Bulk import readiness (embedded service only)",
      description:
        "Not part of the interface: whether bulk import is enabled for the team and which providers it holds " +
        "its own OAuth credential for, so an admin learns before importing what a refusal would say.",
      responses: { 200: ok(operations.bulkImportReadiness, "The team's bulk import set-up"), ...errorResponses },
    }),
    (c) => {
      const team = c.get("team");
      const credentials = teamCredentials(deps.db, team.id).map((r) => ({
        provider: r.provider,
        client_id: r.clientId,
      }));
      return c.json({ team_id: team.id, enabled: team.bulkImportEnabled, credentials }, 200);
    },
  );
}

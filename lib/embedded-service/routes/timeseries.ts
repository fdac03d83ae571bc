import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { TypedResponse } from "hono";
import { parseTimeBound, type GroupedTimeseries } from "@/lib/contract/timeseries";
import type { ServiceApp, ServiceDeps } from "../context";
import { utcOffsetHours } from "../store/connections";
import { readGroupedStepsJson } from "../store/steps";
import { requireUserRow } from "../store/users";
import { errorResponses, ok, routeOf } from "./openapi-helpers";

export function registerTimeseriesRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.groupedSteps),
      tags: ["Timeseries"],
      summary: "Grouped steps timeseries",
      description:
        "Samples grouped by provider, paged with an opaque next_cursor (`cursor` and `next` are deprecated aliases).",
      responses: { 200: ok(operations.groupedSteps, "A page of samples grouped by provider"), ...errorResponses },
    }),
    (c) => {
      const q = c.req.valid("query");
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      const fromTs = parseTimeBound(q.start_date, "start")!;
      const toTs = q.end_date ? parseTimeBound(q.end_date, "end")! : Math.floor(deps.now().getTime() / 1000);
      const page = readGroupedStepsJson(
        deps.db,
        {
          userSeq: user.seq,
          fromTs,
          toTs,
          provider: q.provider,
          cursor: q.next_cursor ?? q.cursor,
          cursorParam: q.next_cursor ? "next_cursor" : "cursor",
          timezoneOffsetSeconds: utcOffsetHours(user.fallbackTimeZone?.id, deps.now()) * 3600,
        },
        deps.stepsPageSize,
      );
      // The store builds the JSON text itself (see readGroupedStepsJson), in the schema's shape; the
      // cast tells the typed router so, and the contract tests parse every page with the schema.
      return c.body(page, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
        GroupedTimeseries,
        200,
        "json"
      >;
    },
  );
}

import { createRoute } from "@hono/zod-openapi";
import { groupedStepsQuery, groupedTimeseries, parseTimeBound, timeseriesUserParam } from "@/lib/contract/timeseries";
import type { ServiceApp, ServiceDeps } from "../context";
import { readGroupedSteps } from "../store/steps";
import { requireUserRow } from "../store/users";
import { errorResponses, jsonResponse } from "./openapi-helpers";

export function registerTimeseriesRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/v2/timeseries/{user_id}/steps/grouped",
      tags: ["Timeseries"],
      summary: "Grouped steps timeseries",
      description: "Samples grouped by provider, paged with an opaque next_cursor (`cursor` and `next` are deprecated aliases).",
      request: { params: timeseriesUserParam, query: groupedStepsQuery },
      responses: { 200: jsonResponse(groupedTimeseries, "A page of samples grouped by provider"), ...errorResponses },
    }),
    (c) => {
      const q = c.req.valid("query");
      const user = requireUserRow(deps.db, c.get("team").id, c.req.valid("param").user_id);
      const fromTs = parseTimeBound(q.start_date, "start")!;
      const toTs = q.end_date ? parseTimeBound(q.end_date, "end")! : Math.floor(deps.now().getTime() / 1000);
      const page = readGroupedSteps(deps.db, {
        userSeq: user.seq,
        fromTs,
        toTs,
        provider: q.provider,
        cursor: q.next_cursor ?? q.cursor,
        cursorParam: q.next_cursor ? "next_cursor" : "cursor",
      }, deps.stepsPageSize);
      return c.json(page, 200);
    },
  );
}

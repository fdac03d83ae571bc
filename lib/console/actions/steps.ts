"use server";

import * as z from "zod";
import { audit } from "@/lib/console/audit/record";
import { guardedAction } from "@/lib/console/guard";
import { uuid } from "@/lib/contract/common";

/*
 * The steps CSV is written in the browser from the buckets already on the page, so no second load
 * is needed; but an export of a user's data is a read like any other and goes on the record
 * first. The browser downloads only once this answers ok.
 */

const exportSchema = z.object({
  userIds: z.array(uuid).min(1).max(5),
  compare: z.boolean(),
});

export const recordStepsExportAction = guardedAction({
  permission: "steps.read",
  action: "steps.export",
  schema: exportSchema,
  target: (input) => ({ targetType: "user", targetId: input.userIds[0] }),
  run: async ({ userIds, compare }, who) => {
    // One record per user, so filtering the log by any one of them finds the export.
    for (const userId of userIds.slice(1)) {
      await audit(who, { action: "steps.export", targetType: "user", targetId: userId, outcome: "ok" });
    }
    return { exported: userIds.length, compare };
  },
  changes: (input) => ({ view: input.compare ? "compare" : "user" }),
});

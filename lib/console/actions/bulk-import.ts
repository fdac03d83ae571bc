"use server";

import * as z from "zod";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { unknownUserIds } from "@/lib/console/bulk-import/known-users";
import { explainBulkImportRefusal } from "@/lib/console/bulk-import/refusals";
import {
  bulkImportSubmitSchema,
  checkImportUsersSchema,
  type BulkImportSubmit,
} from "@/lib/console/bulk-import/schemas";
import { MAX_BULK_OPS_PAGE } from "@/lib/contract/link";
import { ServiceError, serviceClient, serviceDescription } from "@/lib/service";
import { detailText } from "@/lib/service/errors";

/*
 * Bulk import of existing OAuth connections (admins only). Tokens in the submitted connections go
 * to the service and nowhere else: the audit record names the provider and how many were sent.
 */

/** The name a person knows the provider by, and the team id for the command to run; both best effort. */
async function refusalContext(input: BulkImportSubmit) {
  const client = serviceClient();
  const [providers, users] = await Promise.allSettled([client.listProviders(), client.listUsers({ limit: 1 })]);
  const providerName =
    (providers.status === "fulfilled" && providers.value.find((p) => p.slug === input.provider)?.name) ||
    input.provider;
  const teamId = users.status === "fulfilled" ? (users.value.users[0]?.team_id ?? null) : null;
  return { providerName, teamId };
}

export const submitBulkImportAction = guardedAction({
  permission: "bulk_import.manage",
  action: "bulk_import.submit",
  schema: bulkImportSubmitSchema,
  run: async (input) => {
    try {
      const result = await serviceClient().bulkImport({
        provider: input.provider,
        connections: input.connections,
        wait_for_completion: input.waitForCompletion,
      });
      return { imported: result.user_ids_imported, failed: result.user_ids_failed, queued: result.queued };
    } catch (error) {
      if (!(error instanceof ServiceError) || error.kind !== "http") throw error;
      const context = await refusalContext(input);
      const message = explainBulkImportRefusal({
        status: error.status,
        detail: detailText(error.detail),
        provider: input.provider,
        embedded: serviceDescription().mode === "embedded",
        ...context,
      });
      if (!message) throw error;
      throw new ActionRefusal(`${message} (service request id ${error.requestId})`, {
        detail: `service ${error.status}`,
      });
    }
  },
  target: (input) => ({ targetType: "provider", targetId: input.provider }),
  changes: (input) => ({
    connections: String(input.connections.length),
    wait_for_completion: String(input.waitForCompletion),
  }),
});

/** The newest bulk operations, for the list the page polls while any is in progress (no PHI in it). */
export const listBulkOpsAction = guardedAction({
  permission: "bulk_import.manage",
  action: "bulk_import.ops.list",
  schema: z.object({}),
  quietRead: true,
  poll: true,
  run: async () => (await serviceClient().listBulkOps({ page_size: Math.min(20, MAX_BULK_OPS_PAGE) })).data,
});

/**
 * Before an import: which of the file's user ids the service does not know, so the preview marks
 * those rows as the import would fail them. Ids only, in and out; a read, so not audited each time.
 */
export const checkImportUsersAction = guardedAction({
  permission: "bulk_import.manage",
  action: "bulk_import.check_users",
  schema: checkImportUsersSchema,
  quietRead: true,
  run: async (input) => unknownUserIds(input.userIds),
});

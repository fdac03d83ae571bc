"use server";

import { revalidatePath } from "next/cache";
import * as z from "zod";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { findingText, problemName } from "@/lib/console/audit/chain/verification-text";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";

/*
 * "Verify now" on the settings page: the same check as `npm run console -- audit verify`, for
 * whoever may open the settings. The result is kept for the page, and the check itself goes on
 * the record, as failed, with where the chain breaks, when it does not verify.
 */

type Verified = { id: number; checkedRows: number; unchainedRows: number };

export const verifyAuditChainAction = guardedAction({
  permission: "settings.read",
  action: "audit.verify",
  schema: z.object({}),
  target: (_input, result?: Verified) =>
    result ? { targetType: "audit_verification", targetId: String(result.id) } : {},
  run: async (_input, who): Promise<Verified> => {
    const v = await verifyAuditLog(await consoleDb(), who.staff.email);
    revalidatePath("/admin/settings");
    if (!v.ok) {
      // The finding in full, and what to do, are on the card the page shows once it refreshes.
      throw new ActionRefusal(
        `The audit log does not verify: record ${v.badSeq} does not fit (${problemName(v.problem ?? "")}). The Audit log chain card says where and what to do.`,
        { outcome: "failed", detail: `verification ${v.id}: ${findingText(v)}` },
      );
    }
    return { id: v.id, checkedRows: v.checkedRows, unchainedRows: v.unchainedRows };
  },
});

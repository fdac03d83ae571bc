"use client";

import { useRef, useState } from "react";

import { failureOf, type Failure } from "@/lib/console/action-failure";
import { checkImportUsersAction } from "@/lib/console/actions/bulk-import";
import { userIdsToCheck } from "@/lib/console/bulk-import/checks";
import type { PreviewRow } from "@/lib/console/bulk-import/rows";

/** The service's answer on a file's user ids: still checking, which it does not know, or the check failed. */
export type UserCheckState =
  | { status: "checking" }
  | { status: "done"; unknown: ReadonlySet<string>; unchecked: number }
  | { status: "failed"; failure: Failure };

/**
 * Asks the service, through the console, which of a chosen file's users it does not know, so the
 * preview can fail those rows as the import would. A newer file's question wins over an older one's
 * late answer; no file, no question.
 */
export function useUserCheck() {
  const [userCheck, setUserCheck] = useState<UserCheckState | null>(null);
  const run = useRef(0);

  async function checkUsers(rows: readonly PreviewRow[] | null) {
    const mine = ++run.current;
    const userIds = rows ? userIdsToCheck(rows) : [];
    if (userIds.length === 0) return setUserCheck(null);
    setUserCheck({ status: "checking" });
    const result = await checkImportUsersAction({ userIds });
    if (mine !== run.current) return;
    const failure = failureOf(result);
    if (result.ok || !failure) {
      const data = result.ok ? result.data : { unknown: [], unchecked: userIds.length };
      setUserCheck({ status: "done", unknown: new Set(data.unknown), unchecked: data.unchecked });
    } else {
      setUserCheck({ status: "failed", failure });
    }
  }

  return { userCheck, checkUsers };
}

"use client";

import { useCallback, useEffect, useState } from "react";

import { listBulkOpsAction } from "@/lib/console/actions/bulk-import";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";
import { failureText } from "@/lib/console/action-failure";

const POLL_MS = 2_000;

/**
 * The bulk ops list, refreshed every two seconds while any op is in progress and left alone
 * otherwise. A failed refresh keeps the last list and says so; the next tick tries again.
 */
export function useBulkOps(initial: BulkOp[]) {
  const [ops, setOps] = useState(initial);
  const [stale, setStale] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const result = await listBulkOpsAction({});
    if (result.ok) {
      setOps(result.data);
      setStale(null);
    } else {
      setStale(failureText(result));
    }
  }, []);

  const running = ops.some((op) => op.status === "in_progress");
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  return { ops, stale, refresh, running };
}

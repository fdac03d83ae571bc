"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { refreshBoardAction } from "@/lib/console/actions/appointments";
import { changedSince } from "@/lib/console/appointments/board-rows";
import type { BoardData } from "@/lib/console/appointments/load";
import type { ActionFailure } from "@/lib/console/action-failure";

/** The product's refresh period; the board never polls faster. */
export const BOARD_POLL_MS = 30_000;

type PollFailure = ActionFailure;

/**
 * Keeps the board fresh: a guarded action every 30 s while the tab is visible, and at once when
 * it becomes visible again after a longer absence. Rows whose status moved since the previous
 * fetch are returned in `changed` until the next one.
 */
export function useBoardPolling(initial: BoardData, userId?: string) {
  const [data, setData] = useState(initial);
  const [changed, setChanged] = useState(() => new Set(initial.changed));
  const [failure, setFailure] = useState<PollFailure | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const lastFetch = useRef(Date.parse(initial.fetchedAt));
  const rowsRef = useRef(initial.rows);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const result = await refreshBoardAction(userId ? { user_id: userId } : {});
      lastFetch.current = Date.now();
      if (!result.ok) {
        setFailure({ message: result.message, requestId: result.requestId });
        return;
      }
      setFailure(null);
      setChanged(new Set([...changedSince(rowsRef.current, result.data.rows), ...result.data.changed]));
      rowsRef.current = result.data.rows;
      setData(result.data);
    } catch {
      // A network failure of the action itself (console restarting): the next tick tries again.
      setFailure({
        message: "Could not reach the console to refresh the board; retrying on the next tick.",
        requestId: "—",
      });
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    const timer = window.setInterval(tick, BOARD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastFetch.current >= BOARD_POLL_MS) void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  return { data, changed, failure, loading, refresh };
}

/** Seconds since an instant, ticking once a second (for "updated N s ago"). */
export function useSecondsSince(iso: string): number {
  const [now, setNow] = useState(() => Date.parse(iso));
  // Until the first tick after a refresh, `now` may predate the new fetch: clamped to 0 below.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
}

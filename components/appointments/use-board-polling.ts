"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { boardRowsAction, refreshBoardAction } from "@/lib/console/actions/appointments";
import { changedSince, MAX_BOARD_ROWS_ASKED, type BoardRow } from "@/lib/console/appointments/board-rows";
import type { BoardFreshness } from "@/lib/console/appointments/freshness";
import type { BoardData } from "@/lib/console/appointments/load";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { useBoardLive } from "./use-board-live";

/** The refresh period while live updates are not connected; the board never polls faster. */
export const BOARD_POLL_MS = 30_000;

type PollFailure = Failure;
/** The board's freshness and when this browser learnt it, so its age keeps counting from there. */
export type HeldFreshness = { value: BoardFreshness; receivedAt: number };

const CONNECTION_FAILURE: PollFailure = {
  kind: "unavailable",
  message: "Could not reach the console to refresh the board; retrying on the next tick.",
  requestId: "—",
};

/** Rows replaced by their fresher copies, new ones added; rows nobody asked about stay as they were. */
function merged(rows: readonly BoardRow[], fresh: readonly BoardRow[]): BoardRow[] {
  const byId = new Map(fresh.map((r) => [r.orderId, r]));
  const kept = rows.map((r) => byId.get(r.orderId) ?? r);
  const known = new Set(rows.map((r) => r.orderId));
  return [...kept, ...fresh.filter((r) => !known.has(r.orderId))];
}

/**
 * Keeps the board current. Live updates name the rows that changed, and only those are asked for
 * (a guarded action, like every read of the board); while they are not connected, the whole board
 * is asked for every 30 s the tab is visible, and at once when it becomes visible again after a
 * longer absence. Rows that moved stay marked in `changed` until the next full refresh.
 */
export function useBoardPolling(initial: BoardData, userId?: string) {
  const [data, setData] = useState(initial);
  const [changed, setChanged] = useState(() => new Set(initial.changed));
  // Counted from when this browser got it: its clock need not agree with the server's.
  const [freshness, setFreshness] = useState<HeldFreshness>(() => ({
    value: initial.freshness,
    receivedAt: Date.now(),
  }));
  const [failure, setFailure] = useState<PollFailure | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const lastFetch = useRef(Date.parse(initial.fetchedAt));
  const rowsRef = useRef(initial.rows);
  const wanted = useRef(new Set<string>());
  const fetchingRows = useRef(false);

  const hold = useCallback((value: BoardFreshness) => setFreshness({ value, receivedAt: Date.now() }), []);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const result = await refreshBoardAction(userId ? { user_id: userId } : {});
      lastFetch.current = Date.now();
      if (!result.ok) {
        setFailure(failureOf(result));
        return;
      }
      setFailure(null);
      setChanged(new Set([...changedSince(rowsRef.current, result.data.rows), ...result.data.changed]));
      rowsRef.current = result.data.rows;
      setData(result.data);
      hold(result.data.freshness);
    } catch {
      // A network failure of the action itself (console restarting): the next tick tries again.
      setFailure(CONNECTION_FAILURE);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [userId, hold]);

  /** Asks for the rows named since the last ask, a batch at a time, one batch in flight. */
  const fetchRows = useCallback(async () => {
    if (fetchingRows.current) return;
    fetchingRows.current = true;
    try {
      while (wanted.current.size > 0) {
        const ids = [...wanted.current].slice(0, MAX_BOARD_ROWS_ASKED);
        for (const id of ids) wanted.current.delete(id);
        const result = await boardRowsAction({ order_ids: ids, ...(userId ? { user_id: userId } : {}) });
        if (!result.ok) {
          setFailure(failureOf(result));
          return;
        }
        setFailure(null);
        // New rows count as moved too: an order that just appeared on the board.
        const moved = changedSince(rowsRef.current, result.data.rows);
        rowsRef.current = merged(rowsRef.current, result.data.rows);
        setData((d) => ({ ...d, rows: rowsRef.current }));
        if (moved.size > 0) setChanged((c) => new Set([...c, ...moved]));
        hold(result.data.freshness);
      }
    } catch {
      setFailure(CONNECTION_FAILURE);
    } finally {
      fetchingRows.current = false;
    }
  }, [userId, hold]);

  const live = useBoardLive({
    userId,
    since: initial.fetchedAt,
    onRows: (ids) => {
      for (const id of ids) wanted.current.add(id);
      void fetchRows();
    },
    onFreshness: hold,
    onReload: () => void refresh(),
  });

  useEffect(() => {
    if (live) return;
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
  }, [refresh, live]);

  return { data, changed, failure, loading, refresh, freshness, live };
}

/** Seconds since the board's data was current, ticking once a second (for "Updated N s ago"). */
export function useFreshnessSeconds(freshness: HeldFreshness): number | null {
  const [now, setNow] = useState(() => freshness.receivedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (freshness.value.ageMs === null) return null;
  // Until the first tick after new freshness, `now` may predate it: clamped to its own age.
  const since = Math.max(0, now - freshness.receivedAt);
  return Math.round((freshness.value.ageMs + since) / 1000);
}

"use client";

import { useEffect, useRef, useState } from "react";

import type { BoardFreshness } from "@/lib/console/appointments/freshness";

export type BoardLiveHandlers = {
  /** These rows changed: the board asks for them. */
  onRows: (orderIds: string[]) => void;
  onFreshness: (freshness: BoardFreshness) => void;
  /** Too much changed while away to tell row by row: the board reloads its rows. */
  onReload: () => void;
};

/**
 * The board's live updates: a server-sent event stream (/appointments/live) that names the rows
 * that changed, while the tab is visible. A hidden tab lets its stream go (browsers allow few
 * connections per site over HTTP/1.1, and a board nobody looks at need not be told); shown again,
 * it reconnects from the last change it was told of, and the changes made meanwhile come first.
 * Returns whether the stream is open: while it is not, the board polls instead.
 */
export function useBoardLive(opts: { userId?: string; since: string } & BoardLiveHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const handlers = useRef<BoardLiveHandlers>(opts);
  const lastId = useRef(opts.since);
  const { userId, since } = opts;

  useEffect(() => {
    handlers.current = opts;
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    lastId.current = since;
    let source: EventSource | null = null;
    let signedOut = false;
    const json = (e: Event) => JSON.parse((e as MessageEvent<string>).data) as Record<string, unknown>;
    const connect = () => {
      const query = new URLSearchParams({ since: lastId.current });
      if (userId) query.set("user_id", userId);
      const s = new EventSource(`/appointments/live?${query}`);
      s.onopen = () => setConnected(true);
      // The browser retries by itself; a refusal (401/403) closes it for good, and polling takes over.
      s.onerror = () => setConnected(s.readyState === EventSource.OPEN);
      s.addEventListener("rows", (e) => {
        const event = e as MessageEvent<string>;
        if (event.lastEventId) lastId.current = event.lastEventId;
        handlers.current.onRows((json(e).orders as string[]) ?? []);
      });
      s.addEventListener("freshness", (e) => handlers.current.onFreshness(json(e) as BoardFreshness));
      s.addEventListener("reload", () => handlers.current.onReload());
      s.addEventListener("end", (e) => {
        if (json(e).reason !== "signed_out") return;
        signedOut = true;
        s.close();
        setConnected(false);
      });
      source = s;
    };
    const disconnect = () => {
      source?.close();
      source = null;
      setConnected(false);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") disconnect();
      else if (!source && !signedOut) connect();
    };
    if (document.visibilityState === "visible") connect();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      disconnect();
    };
  }, [userId, since]);

  return connected;
}

import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { staffForSession } from "@/lib/console/auth/current-staff";
import { can } from "@/lib/console/permissions";
import { projectionChangesSince, type ProjectionChange } from "@/lib/console/store/board-projection";
import { boardSyncState } from "@/lib/console/store/board-sync";
import { consoleDb } from "@/lib/console/store/db";
import { watchBoard } from "./board-watch";
import { boardFreshness } from "./freshness";
import { processSingleton } from "@/lib/process-singleton";

/**
 * An open board's live updates, as server-sent events. The stream carries order ids and the
 * board's freshness, never a row: a board told that rows changed asks for them through its guarded
 * action, so every row that leaves the server passes the session and role check and is audited.
 *
 * - `rows` `{orders}`: these rows changed; its `id` is the newest change told, which the browser
 *   sends back (Last-Event-ID) when it reconnects, and the changes missed meanwhile come first.
 * - `reload`: more changed while it was away than are worth telling one by one.
 * - `freshness`: how fresh the projection is, every 20 s (which also keeps proxies from closing it).
 * - `end` `{reason}`: the session ended (`signed_out`; the browser stops) or the stream reached its
 *   age (`renew`) or the server is stopping (`restart`), and the browser reconnects, guarded again.
 */
const HEARTBEAT_MS = 20_000;
const MAX_STREAM_MS = 15 * 60_000;
/** Replayed changes start a little before the board's own time: the writers' clocks differ. */
const REPLAY_MARGIN_MS = 5000;
const MAX_REPLAY = 500;

const encoder = new TextEncoder();
const frame = (event: string, data: unknown, id?: string) =>
  encoder.encode(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

type Closer = (reason: string) => void;
// One set per process: Next.js may load this module once per bundle layer.
const open = () => processSingleton("boardStreams", () => new Set<Closer>());

export const BOARD_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: a compressing layer would hold events back until its buffer fills.
  "cache-control": "no-store, no-transform",
  "x-accel-buffering": "no",
} as const;

export function boardLiveStream(opts: {
  who: CurrentStaff;
  userId?: string;
  since: string | null;
  signal?: AbortSignal;
  /** Tests check the session sooner. */
  heartbeatMs?: number;
}): ReadableStream<Uint8Array> {
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let told = opts.since ?? "";
      const send = (chunk: Uint8Array) => {
        if (closed) return;
        try {
          controller.enqueue(chunk);
        } catch {
          close("gone");
        }
      };
      const close: Closer = (reason) => {
        if (closed) return;
        if (reason !== "gone" && reason !== "aborted") send(frame("end", { reason }));
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the other side.
        }
      };
      const push = (changes: ProjectionChange[]) => {
        const mine = changes.filter((c) => !opts.userId || c.userId === opts.userId);
        if (mine.length === 0) return;
        for (const c of mine) if (c.updatedAt > told) told = c.updatedAt;
        send(frame("rows", { orders: [...new Set(mine.map((c) => c.orderId))] }, told));
      };
      const timers: { beat?: NodeJS.Timeout; age?: NodeJS.Timeout } = {};
      const aborted = () => close("aborted");
      const unwatch = watchBoard(push);
      cleanup = () => {
        unwatch();
        clearInterval(timers.beat);
        clearTimeout(timers.age);
        opts.signal?.removeEventListener("abort", aborted);
        open().delete(close);
      };
      opts.signal?.addEventListener("abort", aborted);
      open().add(close);
      if (opts.signal?.aborted) return close("aborted");
      send(encoder.encode("retry: 3000\n\n"));
      const db = await consoleDb().catch(() => null);
      const freshness = async () =>
        db && send(frame("freshness", boardFreshness(await boardSyncState(db), new Date())));
      try {
        if (!db) throw new Error("store unavailable");
        if (opts.since) {
          const from = new Date(Date.parse(opts.since) - REPLAY_MARGIN_MS).toISOString();
          const missed = await projectionChangesSince(db, from, MAX_REPLAY + 1);
          if (missed.length > MAX_REPLAY) send(frame("reload", {}));
          else push(missed);
        }
        await freshness();
      } catch {
        // The store away for a moment: the browser reconnects shortly and is told from where it was.
        return close("restart");
      }
      if (closed) return;
      timers.beat = setInterval(() => {
        void (async () => {
          // A session that ended (sign-out, idle limit, disabled account, role changed) ends the stream.
          const still = await staffForSession(opts.who.sessionId, { touch: false });
          if (!still || !can(still.role, "appointments.read")) return close("signed_out");
          await freshness();
        })().catch(() => {
          // The store away for a moment: the next beat tries again.
        });
      }, opts.heartbeatMs ?? HEARTBEAT_MS);
      timers.beat.unref();
      timers.age = setTimeout(() => close("renew"), MAX_STREAM_MS);
      timers.age.unref();
    },
    cancel() {
      cleanup();
    },
  });
}

/** Ends every open board's stream (the server is stopping): the browsers reconnect elsewhere or later. */
export function endBoardStreams(): void {
  for (const close of [...open()]) close("restart");
}

/** `since` as the board sent it: an instant, or nothing. */
export function sinceParam(value: string | null): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

"use client";

import * as React from "react";

import { endSessionAction } from "@/lib/console/actions/session";

/** What counts as the person being there. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "wheel", "touchstart", "focus"] as const;
const KEEPALIVE_URL = "/api/session/keepalive";
const CHANNEL = "labdesk-session";

type Message = { type: "extended"; at: number } | { type: "ended" };

/**
 * The client half of the idle timeout. The server is the authority (sessions.last_seen_at, checked
 * on every request); this hook keeps the two in step and warns before the server gives up:
 * - activity pings the keep-alive route, at most every `pingEvery` (30 s, less for short limits),
 *   and the deadline counts from the last ping the server confirmed, never from local activity
 *   alone, so the browser never believes in a session the server has already dropped;
 * - inside the warning window activity no longer counts: only "Stay signed in" does, so a stray
 *   mouse movement cannot silently dismiss the warning;
 * - tabs share confirmed pings over a BroadcastChannel, so a busy tab keeps an idle one alive.
 */
export function useIdleTimeout({ idleSeconds, warningSeconds }: { idleSeconds: number; warningSeconds: number }) {
  const idleMs = idleSeconds * 1000;
  const pingEveryMs = Math.min(30_000, idleMs / 3);
  const [deadline, setDeadline] = React.useState<number | null>(null);
  const [now, setNow] = React.useState<number | null>(null);
  const lastPing = React.useRef(0);
  const inFlight = React.useRef(false);
  const ended = React.useRef(false);
  const channel = React.useRef<BroadcastChannel | null>(null);

  const remainingMs = deadline !== null && now !== null ? Math.max(0, deadline - now) : idleMs;
  const warning = remainingMs <= warningSeconds * 1000;
  const warningRef = React.useRef(warning);
  React.useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  const extendedAt = React.useCallback(
    (at: number) => {
      lastPing.current = Math.max(lastPing.current, at);
      setDeadline(lastPing.current + idleMs);
      setNow(Date.now());
    },
    [idleMs],
  );

  const end = React.useCallback((reason: "idle" | "ended") => {
    if (ended.current) return;
    ended.current = true;
    if (reason === "idle") channel.current?.postMessage({ type: "ended" } satisfies Message);
    // The action clears the cookie and redirects; if the server cannot be reached the sign-in
    // page still comes up, and the server has expired the session on its own anyway.
    endSessionAction(reason).catch(() =>
      // A full page load on purpose: whatever broke the action may have broken the router too.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/sign-in?reason=${reason}`),
    );
  }, []);

  const ping = React.useCallback(async () => {
    if (inFlight.current || ended.current) return;
    inFlight.current = true;
    const sentAt = Date.now();
    try {
      const res = await fetch(KEEPALIVE_URL, { method: "POST", cache: "no-store" });
      if (res.status === 401) return end("ended");
      if (res.ok) {
        extendedAt(sentAt);
        channel.current?.postMessage({ type: "extended", at: sentAt } satisfies Message);
        return;
      }
    } catch {
      // Offline for a moment: the next activity tries again.
    } finally {
      inFlight.current = false;
    }
    // Unconfirmed: start counting from the page load at the latest, so a failed first ping
    // cannot leave the tab without a countdown.
    if (lastPing.current === 0) extendedAt(sentAt);
  }, [end, extendedAt]);

  // Mount: confirm the session once so the countdown starts from what the server knows.
  React.useEffect(() => {
    ping();
  }, [ping]);

  React.useEffect(() => {
    const onActivity = () => {
      if (!warningRef.current && Date.now() - lastPing.current >= pingEveryMs) ping();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    if ("BroadcastChannel" in window) {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = ({ data }: MessageEvent<Message>) => {
        if (data.type === "extended") extendedAt(data.at);
        else end("idle");
      };
    }
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(tick);
      channel.current?.close();
      channel.current = null;
    };
  }, [end, extendedAt, ping, pingEveryMs]);

  React.useEffect(() => {
    if (deadline !== null && now !== null && now >= deadline) end("idle");
  }, [deadline, now, end]);

  return { warning: deadline !== null && warning, remainingSeconds: Math.ceil(remainingMs / 1000), staySignedIn: ping };
}

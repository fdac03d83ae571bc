"use client";

import { DateTimeText } from "@/components/time/date-time-text";
import { useEffect, useState } from "react";

/** "4 min 05 s" style remaining time; pure so it reads the same on every tick. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s` : `${m} min ${pad(s)} s`;
}

/**
 * Time left until `expiresAt`, ticking each second. The visible text changes every second but is
 * not a live region; a separate polite region speaks only each whole minute and the expiry, so a
 * screen reader is not interrupted sixty times a minute.
 */
export function Countdown({ expiresAt, label = "Expires in" }: { expiresAt: string; label?: string }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  const minutesLeft = Math.ceil(left / 60_000);
  const spoken = expired
    ? "The code has expired."
    : `${label} about ${minutesLeft} minute${minutesLeft === 1 ? "" : "s"}.`;

  return (
    <div className="text-sm">
      <p
        data-testid="countdown"
        data-expired={expired || undefined}
        className={expired ? "font-medium text-destructive" : "tabular-nums"}
      >
        {expired ? "Expired" : `${label} ${formatRemaining(left)}`}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
      <p className="text-xs text-muted-foreground">
        Until <DateTimeText value={expiresAt} />
      </p>
    </div>
  );
}

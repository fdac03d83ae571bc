"use client";

import { useEffect, useState, useTransition } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ShieldAlertIcon } from "lucide-react";

import { formatRemaining } from "@/components/connections/countdown";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { failureText, requestIdLine } from "@/lib/console/action-failure";
import { endBreakGlassAction } from "@/lib/console/actions/break-glass";

export type BreakGlassBannerProps = {
  grantId: string;
  userId: string;
  /** The user's id in the team's own systems: names the patient without a health detail. */
  clientUserId: string | null;
  reason: string;
  expiresAt: string;
  /** When the server drew the page: the first render counts from it, so server and browser agree. */
  renderedAt: string;
};

/**
 * On every console page while its holder's emergency access lasts: which patient, why, the time
 * left, a way to their details, and "End now". When the time runs out the page is drawn again,
 * and the server, finding no open grant, shows the details masked as before.
 */
export function BreakGlassBanner({
  grantId,
  userId,
  clientUserId,
  reason,
  expiresAt,
  renderedAt,
}: BreakGlassBannerProps) {
  const router = useRouter();
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const left = Date.parse(expiresAt) - now;
  const expired = left <= 0;

  useEffect(() => {
    if (!expired) {
      const tick = setInterval(() => setNow(Date.now()), 1000);
      return () => clearInterval(tick);
    }
    // Ran out: the server draws the page again without the banner. Asked again while it still
    // shows, in case the browser's clock runs ahead of the server's.
    router.refresh();
    const again = setInterval(() => router.refresh(), 5000);
    return () => clearInterval(again);
  }, [expired, router]);

  const end = () =>
    startTransition(async () => {
      setError(null);
      const result = await endBreakGlassAction({ grant_id: grantId });
      if (!result.ok) return setError(failureText(result));
      toast.success("Emergency access ended", { description: requestIdLine(result.requestId) });
      router.refresh();
    });

  const minutesLeft = Math.max(0, Math.ceil(left / 60_000));
  return (
    <section
      aria-label="Emergency access"
      data-testid="break-glass-banner"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-warning/40 bg-warning/10 px-3 py-2 text-sm md:px-6"
    >
      <ShieldAlertIcon aria-hidden="true" className="size-4 shrink-0 text-warning" />
      <p className="min-w-0 flex-1 basis-64">
        <span className="font-medium">Emergency access</span> to user{" "}
        <span className="font-mono break-all">{clientUserId ?? userId}</span>
        <span className="text-muted-foreground"> · {reason}</span>
      </p>
      <p className="tabular-nums" data-testid="break-glass-time-left">
        {expired ? "Ended" : `${formatRemaining(left)} left`}
      </p>
      {/* Spoken once a minute, not every second. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {expired ? "Emergency access has ended." : `Emergency access: about ${minutesLeft} minutes left.`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/users/${encodeURIComponent(userId)}/patient`} prefetch={false}>
            Patient details
          </Link>
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={end}>
          {pending ? "Ending…" : "End now"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="w-full text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}

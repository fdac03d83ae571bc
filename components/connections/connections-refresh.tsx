"use client";

import { useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * A connection is usually made by the person on their own device, or by staff in another tab
 * (the hosted link page), so this tab's list goes stale without anyone touching it. It is read
 * again when the window regains focus or the tab becomes visible, and on the button; there is no
 * polling loop. Focus and visibility often fire together: refreshes closer than a few seconds
 * apart are one.
 */
const MIN_GAP_MS = 3_000;

export function ConnectionsRefresh() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const last = useRef(0);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== "visible" || Date.now() - last.current < MIN_GAP_MS) return;
      last.current = Date.now();
      startTransition(() => router.refresh());
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [router]);

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => {
        last.current = Date.now();
        startTransition(() => router.refresh());
      }}
    >
      <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      {pending ? "Refreshing…" : "Refresh connections"}
    </Button>
  );
}

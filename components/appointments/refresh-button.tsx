"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Re-renders the server page (fresh service reads) without a full reload. */
export function RefreshButton({ label = "Refresh" }: { label?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      {pending ? "Refreshing…" : label}
    </Button>
  );
}

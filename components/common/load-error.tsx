"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { Failure } from "@/lib/console/action-failure";
import { FailureAlert } from "./failure-alert";

/** A page's failed load, with a retry that re-renders the server page without a full reload. */
export function LoadError({ title, failure }: { title: string; failure: Failure }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <FailureAlert title={title} failure={failure} view="load">
      <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
        <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
        {pending ? "Retrying…" : "Retry"}
      </Button>
    </FailureAlert>
  );
}

"use client";

import * as React from "react";
import { TimerIcon } from "lucide-react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { describeIdleLimit } from "@/lib/console/auth/idle-limit";
import { signOutAction } from "@/lib/console/actions/session";

const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The idle warning: a modal that cannot be dismissed by a click outside or Escape (either would
 * look like "stay" without telling the server), with a live countdown. Focus lands on "Stay
 * signed in", the answer almost everyone wants; the countdown itself is not announced every
 * second, the description says once how long is left. Loaded when first needed (idle-timeout.tsx).
 */
export function IdleWarningDialog({
  open,
  idleSeconds,
  remainingSeconds,
  staySignedIn,
}: {
  open: boolean;
  idleSeconds: number;
  remainingSeconds: number;
  staySignedIn: () => Promise<void>;
}) {
  const stayRef = React.useRef<HTMLButtonElement>(null);
  const [staying, setStaying] = React.useState(false);

  const stay = async () => {
    setStaying(true);
    try {
      await staySignedIn();
    } finally {
      setStaying(false);
    }
  };

  return (
    <AlertDialog open={open}>
      <AlertDialogContent
        onEscapeKeyDown={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayRef.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <TimerIcon aria-hidden="true" className="size-5 text-warning" />
            Are you still there?
          </AlertDialogTitle>
          <AlertDialogDescription>
            To protect patient data, Labdesk signs you out after {describeIdleLimit(idleSeconds)} without activity.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-center text-sm">
          Signing out in{" "}
          <span
            role="timer"
            aria-live="off"
            data-testid="idle-countdown"
            className="font-mono text-2xl font-semibold tabular-nums"
          >
            {formatCountdown(remainingSeconds)}
          </span>
        </p>
        <AlertDialogFooter>
          <form action={signOutAction}>
            <Button type="submit" variant="outline" className="w-full">
              Sign out now
            </Button>
          </form>
          {/* An action, not a close: the dialog goes away only once the server has extended the session. */}
          <AlertDialogAction
            ref={stayRef}
            variant="default"
            disabled={staying}
            onClick={(event) => {
              event.preventDefault();
              void stay();
            }}
          >
            Stay signed in
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

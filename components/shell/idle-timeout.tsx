"use client";

import * as React from "react";
import dynamic from "next/dynamic";

import { useIdleTimeout } from "./use-idle-timeout";

// The warning dialog is fetched the first time it is due, not with every page.
const IdleWarningDialog = dynamic(() => import("./idle-warning-dialog").then((m) => m.IdleWarningDialog), {
  ssr: false,
});

/**
 * Signs an idle session out (use-idle-timeout.ts) after warning first. The dialog stays mounted
 * from the first warning on, so "Stay signed in" closes it with its exit animation.
 */
export function IdleTimeout({ idleSeconds, warningSeconds }: { idleSeconds: number; warningSeconds: number }) {
  const { warning, remainingSeconds, staySignedIn } = useIdleTimeout({ idleSeconds, warningSeconds });
  const [warned, setWarned] = React.useState(false);
  if (warning && !warned) setWarned(true);
  if (!warned && !warning) return null;
  return (
    <IdleWarningDialog
      open={warning}
      idleSeconds={idleSeconds}
      remainingSeconds={remainingSeconds}
      staySignedIn={staySignedIn}
    />
  );
}

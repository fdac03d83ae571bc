"use client";

import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true from the first render after: for
 * what only the browser knows (a saved choice in localStorage) or can do (a form's script-driven
 * submit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

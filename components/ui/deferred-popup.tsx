"use client";

import * as React from "react";

/*
 * Radix popups (select, dropdown menu, popover) with their positioning and focus code are ~30 KB
 * gzip, and no page needs them to draw: only to open a popup. A deferred root (select.tsx,
 * dropdown-menu.tsx, popover.tsx) renders its trigger as plain markup, loads its Radix module
 * when the trigger is first used (or is hovered or focused, as a head start) and then renders the
 * Radix version, already open. Parts that only appear inside the open popup render the Radix
 * version directly; they cannot be reached before the module is there.
 */

export type DeferredPopup<M> = {
  /** The Radix module, once the trigger has been used. */
  mod: M | null;
  /** Load the module and open the popup (the trigger was used). */
  open: () => void;
  /** Start loading the module, so opening is instant. */
  preload: () => void;
};

export function useDeferredPopup<M>(
  load: () => Promise<M>,
  { open: controlledOpen, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void },
): DeferredPopup<M> {
  const [mod, setMod] = React.useState<M | null>(null);
  const fetchModule = React.useCallback(() => void load().then((m) => setMod(() => m)), [load]);
  const preload = React.useCallback(() => void load(), [load]);
  const open = React.useCallback(() => {
    onOpenChange?.(true);
    fetchModule();
  }, [fetchModule, onOpenChange]);
  // A controlled popup opened by its owner rather than by its trigger.
  React.useEffect(() => {
    if (controlledOpen && !mod) fetchModule();
  }, [controlledOpen, mod, fetchModule]);
  return { mod, open, preload };
}

/**
 * Handlers that make a plain trigger open its popup as the Radix trigger would: a click (which
 * covers Enter and Space on a button) or one of `keys`. The caller's own handlers run first.
 */
export function deferredTriggerHandlers<E extends HTMLElement>(
  popup: DeferredPopup<unknown>,
  props: Pick<React.HTMLAttributes<E>, "onClick" | "onKeyDown" | "onPointerEnter" | "onFocus">,
  keys: readonly string[] = [],
): Pick<React.HTMLAttributes<E>, "onClick" | "onKeyDown" | "onPointerEnter" | "onFocus"> {
  return {
    onClick: (event) => {
      props.onClick?.(event);
      if (!event.defaultPrevented) popup.open();
    },
    onKeyDown: (event) => {
      props.onKeyDown?.(event);
      if (event.defaultPrevented || !keys.includes(event.key)) return;
      event.preventDefault();
      popup.open();
    },
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      popup.preload();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      popup.preload();
    },
  };
}

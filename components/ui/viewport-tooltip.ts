"use client";

import * as React from "react";

const GAP = 4; // px between the trigger and its tooltip
const MARGIN = 8; // px kept clear of the viewport's edges

/**
 * Puts a `position: fixed` tooltip next to its trigger: below it, or above when there is no room
 * below, and slid sideways so it stays inside the viewport. Fixed positioning takes the tooltip
 * out of every scrolling container, so a table's overflow cannot clip it (an absolutely placed
 * one is cut off at the table's edge).
 */
export function placeTooltip(trigger: HTMLElement, tip: HTMLElement) {
  const anchor = trigger.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const below = anchor.bottom + GAP + height <= window.innerHeight - MARGIN;
  const top = below ? anchor.bottom + GAP : Math.max(MARGIN, anchor.top - GAP - height);
  const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - MARGIN - width));
  tip.style.top = `${top}px`;
  tip.style.left = `${left}px`;
}

/**
 * Handlers for a CSS-shown tooltip (visible on hover and focus) that place it when it is about to
 * show and follow the trigger while the page scrolls under a focused one. No positioning library:
 * a status badge sits on every row of a table, and the page's script budget is tight.
 */
export function useViewportTooltip<T extends HTMLElement>() {
  const tipRef = React.useRef<HTMLElement>(null);
  const follow = React.useRef<(() => void) | null>(null);
  const stop = React.useCallback(() => {
    if (follow.current) window.removeEventListener("scroll", follow.current, true);
    follow.current = null;
  }, []);
  const start = React.useCallback(
    (event: React.SyntheticEvent<T>) => {
      const trigger = event.currentTarget;
      const tip = tipRef.current;
      if (!tip) return;
      stop();
      const place = () => placeTooltip(trigger, tip);
      place();
      follow.current = place;
      window.addEventListener("scroll", place, { capture: true, passive: true });
    },
    [stop],
  );
  // The pointer leaving a focused trigger leaves its tooltip showing: keep following it then.
  const leave = React.useCallback(
    (event: React.PointerEvent<T>) => {
      if (document.activeElement !== event.currentTarget) stop();
    },
    [stop],
  );
  React.useEffect(() => stop, [stop]);
  return { tipRef, triggerProps: { onPointerEnter: start, onFocus: start, onPointerLeave: leave, onBlur: stop } };
}

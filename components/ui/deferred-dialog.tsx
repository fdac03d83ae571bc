"use client";

import * as React from "react";
import { Slot } from "radix-ui";

/** What a deferred dialog's body receives: its open state, and where focus goes when it closes. */
export type DeferredDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For DialogContent: the body has no Radix trigger, so focus returns to the button here. */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * A button that opens a dialog whose code (the dialog, its form, the form's schema) is loaded on
 * first use rather than with the page. `children` renders the body, typically a `next/dynamic`
 * component taking DeferredDialogProps; it stays mounted once opened, so what was typed survives
 * closing and reopening as it did when the whole dialog shipped with the page. `preload` (the
 * body's import) runs when the pointer or focus reaches the button, so opening feels instant.
 * `openOnHash` opens it on arrival when the address ends in that fragment (a link from elsewhere
 * that leads straight to this dialog); the fragment is then dropped, so a reload does not reopen it.
 */
export function DeferredDialog({
  trigger,
  preload,
  openOnHash,
  children,
}: {
  trigger: React.ReactElement;
  preload?: () => unknown;
  openOnHash?: string;
  children: (dialog: DeferredDialogProps) => React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  React.useEffect(() => {
    if (!openOnHash || window.location.hash !== openOnHash) return;
    // Opened once the page has painted: the server rendered it closed, and hydration must agree.
    const frame = requestAnimationFrame(() => {
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
      setUsed(true);
      setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [openOnHash]);
  const [triggerElement, setTriggerElement] = React.useState<HTMLElement | null>(null);
  const warm = () => void preload?.();
  const onCloseAutoFocus = React.useCallback(
    (event: Event) => {
      event.preventDefault();
      triggerElement?.focus();
    },
    [triggerElement],
  );

  return (
    <>
      <Slot.Root
        ref={setTriggerElement}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot.Root>
      {used ? children({ open, onOpenChange: setOpen, onCloseAutoFocus }) : null}
    </>
  );
}

"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { SearchIcon } from "lucide-react";

import type { Role } from "@/lib/console/permissions";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./command-palette-dialog");
// cmdk and the dialog (~10 KB gzip) load when the palette is first opened, not with every page.
const CommandPaletteDialog = dynamic(() => loadDialog().then((m) => m.CommandPaletteDialog), { ssr: false });

/**
 * Ctrl/⌘+K: find a user or go to any page the role may open. This part is the button and the
 * shortcut; the palette (command-palette-dialog.tsx) is fetched on first use, or earlier when the
 * pointer or focus reaches the button.
 *
 * People type straight after the shortcut, before that fetch has finished. A hidden input takes
 * focus the moment the palette is asked for and catches those keys (accents, dead keys and input
 * methods included, which a keydown listener would miss); the palette's own input takes over its
 * text when it gains focus, so "mbr_0104766" does not arrive as "104766".
 */
export function CommandPalette({ role }: { role: Role }) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit animation.
  const [used, setUsed] = React.useState(false);
  const isOpen = React.useRef(false);
  const catcher = React.useRef<HTMLInputElement>(null);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const returnTo = React.useRef<HTMLElement | null>(null);

  const show = React.useCallback((next: boolean) => {
    isOpen.current = next;
    if (next) {
      if (document.activeElement !== catcher.current && document.activeElement instanceof HTMLElement) {
        returnTo.current = document.activeElement;
      }
      catcher.current?.focus({ preventScroll: true });
      setUsed(true);
    } else if (catcher.current) {
      catcher.current.value = "";
    }
    setOpen(next);
  }, []);

  const returnFocus = React.useCallback(() => {
    const back =
      returnTo.current?.isConnected && returnTo.current !== document.body ? returnTo.current : trigger.current;
    back?.focus({ preventScroll: true });
  }, []);

  const takeTypedAhead = React.useCallback(() => {
    const typed = catcher.current?.value ?? "";
    if (catcher.current) catcher.current.value = "";
    return typed;
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        show(!isOpen.current);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  const preload = () => void loadDialog();

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        onClick={() => show(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="w-9 px-0 text-muted-foreground sm:w-64 sm:justify-start sm:px-3"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <SearchIcon aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Find a user or page…</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[10px] sm:inline">Ctrl K</kbd>
      </Button>
      <input ref={catcher} tabIndex={-1} aria-hidden="true" autoComplete="off" className="sr-only" />
      {used ? (
        <CommandPaletteDialog
          role={role}
          open={open}
          onOpenChange={show}
          takeTypedAhead={takeTypedAhead}
          returnFocus={returnFocus}
        />
      ) : null}
    </>
  );
}

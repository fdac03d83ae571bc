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
 * pointer or focus reaches the button. People type straight after the shortcut, before that
 * fetch has finished: those keys are collected here and handed to the palette's input when it
 * takes focus, so "mbr_0104766" does not arrive as "104766".
 */
export function CommandPalette({ role }: { role: Role }) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit animation.
  const [used, setUsed] = React.useState(false);
  // null: not collecting. A string: what was typed since the palette was asked for.
  const typedAhead = React.useRef<string | null>(null);

  const show = React.useCallback((next: boolean) => {
    typedAhead.current = next ? "" : null;
    if (next) setUsed(true);
    setOpen(next);
  }, []);

  const takeTypedAhead = React.useCallback(() => {
    const typed = typedAhead.current ?? "";
    typedAhead.current = null;
    return typed;
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setUsed(true);
        setOpen((was) => {
          typedAhead.current = was ? null : "";
          return !was;
        });
      }
    };
    // Capture phase, so the keys never reach whatever had focus under the opening palette.
    const collect = (event: KeyboardEvent) => {
      if (typedAhead.current === null || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.target instanceof Element && event.target.matches("[cmdk-input]")) return;
      if (event.key === "Backspace") typedAhead.current = typedAhead.current.slice(0, -1);
      else if (event.key.length === 1) typedAhead.current += event.key;
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("keydown", collect, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("keydown", collect, true);
    };
  }, []);

  const preload = () => void loadDialog();

  return (
    <>
      <Button
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
      {used ? <CommandPaletteDialog role={role} open={open} onOpenChange={show} takeTypedAhead={takeTypedAhead} /> : null}
    </>
  );
}

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
 * Ctrl/⌘+K: jump to a user by user_id or client_user_id, or to any page the role may open. This
 * part is the button and the shortcut; the palette (command-palette-dialog.tsx) is fetched on
 * first use, or earlier when the pointer or focus reaches the button.
 */
export function CommandPalette({ role }: { role: Role }) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit animation.
  const [used, setUsed] = React.useState(false);

  const show = React.useCallback((next: boolean) => {
    if (next) setUsed(true);
    setOpen(next);
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setUsed(true);
        setOpen((was) => !was);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
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
        <span className="sr-only sm:not-sr-only">Go to a user or page…</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[10px] sm:inline">Ctrl K</kbd>
      </Button>
      {used ? <CommandPaletteDialog role={role} open={open} onOpenChange={show} /> : null}
    </>
  );
}

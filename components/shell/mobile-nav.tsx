"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { MenuIcon } from "lucide-react";

import type { Role } from "@/lib/console/permissions";
import { Button } from "@/components/ui/button";

const loadSheet = () => import("./mobile-nav-sheet");
// The sheet (a Radix dialog) is fetched when first opened, not with every page on every screen.
const MobileNavSheet = dynamic(() => loadSheet().then((m) => m.MobileNavSheet), { ssr: false });

/**
 * Below the md breakpoint the sidebar folds into a sheet behind a menu button, with `footer`
 * (the service badge, which the narrow header has no room for) at its foot. Following a link
 * closes it, so the page the user asked for is not left hidden behind the overlay.
 */
export function MobileNav({ role, footer }: { role: Role; footer?: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays the sheet's exit animation.
  const [used, setUsed] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-nav" : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {used ? (
        <MobileNavSheet role={role} footer={footer} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
      ) : null}
    </>
  );
}

"use client";

import * as React from "react";
import { MenuIcon } from "lucide-react";

import type { Role } from "@/lib/console/permissions";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { ConsoleBrand, SidebarNav } from "./sidebar-nav";

/**
 * Below the md breakpoint the sidebar folds into a sheet behind a menu button, with `footer`
 * (the service badge, which the narrow header has no room for) at its foot. Following a link
 * closes it, so the page the user asked for is not left hidden behind the overlay.
 */
export function MobileNav({ role, footer }: { role: Role; footer?: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const close = React.useCallback(() => setOpen(false), []);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 p-0">
        <SheetHeader className="border-b">
          <SheetTitle asChild>
            <div>
              <ConsoleBrand onNavigate={close} />
            </div>
          </SheetTitle>
          <SheetDescription className="sr-only">Pages your role may open</SheetDescription>
        </SheetHeader>
        <SidebarNav role={role} onNavigate={close} />
        {footer ? <div className="mt-auto border-t p-4">{footer}</div> : null}
      </SheetContent>
    </Sheet>
  );
}

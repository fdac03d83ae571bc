"use client";

import * as React from "react";

import type { Role } from "@/lib/console/permissions";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ConsoleBrand, SidebarNav } from "./sidebar-nav";

/**
 * The navigation sheet behind the menu button (mobile-nav.tsx), loaded when first opened. It has
 * no Radix trigger of its own, so focus is handed back to the menu button when it closes.
 */
export function MobileNavSheet({
  role,
  footer,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  role: Role;
  footer?: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = React.useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        side="left"
        className="w-72 p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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

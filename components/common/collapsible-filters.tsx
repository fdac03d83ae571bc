"use client";

import { useId, useState, type ReactNode } from "react";
import { ChevronDownIcon, SlidersHorizontalIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Filters that fold away behind a "Filters" button on a phone, where a full filter bar fills the
 * first screen before a single row shows; from the `sm` width up they are always shown and the
 * button is not. The filters stay in their parent's flex layout (`display: contents`), so a filter
 * bar looks the same on a wide screen whichever of its controls are wrapped in here.
 */
export function CollapsibleFilters({
  active,
  children,
}: {
  /** How many filters are set, shown on the button so a folded bar does not hide that the list is narrowed. */
  active: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters{active ? ` (${active})` : ""}
        <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div id={id} data-slot="collapsible-filters" className={open ? "contents" : "hidden sm:contents"}>
        {children}
      </div>
    </>
  );
}

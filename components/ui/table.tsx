import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The wrapper scrolls horizontally so wide tables never widen the page; it takes focus so people
 * on a keyboard can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable).
 *
 * `cards`: on a phone each row is drawn as a card, every cell under its column's name (the cell's
 * `data-label`), instead of a table wider than the screen (app/globals.css has the rules).
 */
export function Table({ className, cards = false, ...props }: React.ComponentProps<"table"> & { cards?: boolean }) {
  return (
    <div
      data-slot="table-container"
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <table
        data-slot="table"
        data-cards={cards || undefined}
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

// Rows and cells take their base look from app/globals.css (a table of 100 rows has 700 cells:
// a class list on each was a third of the page's HTML); a className given here adds to it.
export function TableRow(props: React.ComponentProps<"tr">) {
  return <tr {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell(props: React.ComponentProps<"td">) {
  return <td {...props} />;
}

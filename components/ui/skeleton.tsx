import * as React from "react";

import { cn } from "@/lib/utils";

/** A placeholder block; hidden from assistive tech, which gets `aria-busy` on the region instead. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent", className)}
      {...props}
    />
  );
}

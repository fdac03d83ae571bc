import * as React from "react";

import { cn } from "@/lib/utils";
import { fieldFocusRing } from "./field-focus";

/** A plain select styled like Input: works with react-hook-form's register and without JavaScript. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none dark:bg-input/30",
        fieldFocusRing,
        className,
      )}
      {...props}
    />
  );
}

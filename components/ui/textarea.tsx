import * as React from "react";

import { cn } from "@/lib/utils";
import { fieldFocusRing } from "./field-focus";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        // field-sizing-content grows the box with its text, so no resize script is needed.
        "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30",
        fieldFocusRing,
        className,
      )}
      {...props}
    />
  );
}

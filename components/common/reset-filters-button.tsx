import { XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** "Reset" beside a list's filters, shown while any is set: clears them all. */
export function ResetFiltersButton({ onReset, className }: { onReset: () => void; className?: string }) {
  return (
    <Button variant="ghost" size="sm" className={className} onClick={onReset}>
      Reset
      <XIcon aria-hidden="true" />
    </Button>
  );
}

import { DownloadIcon, XIcon } from "lucide-react";

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

/**
 * "Export CSV" for a list's current view. A plain link: the browser downloads the file itself,
 * however many rows match, and the export route streams it.
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

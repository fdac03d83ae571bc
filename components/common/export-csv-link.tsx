import { DownloadIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

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

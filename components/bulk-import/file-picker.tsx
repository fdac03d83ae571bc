"use client";

import { useState } from "react";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CONNECTION_COLUMNS, MAX_IMPORT_ROWS, type PreviewRow } from "@/lib/console/bulk-import/rows";

/** Generous for 10,000 rows of tokens; a bigger file is refused before it is read. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Reads the file in the browser: nothing is sent until the person presses Import. */
export function FilePicker({ onParsed }: { onParsed: (rows: PreviewRow[] | null) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function read(file: File | undefined) {
    setError(null);
    onParsed(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setError(
        `The file is larger than 10 MB. Import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} connections at a time.`,
      );
      return;
    }
    // The parser (papaparse, and zod for the per-row checks) loads when a file is chosen.
    const [{ parseConnectionsFile }, content] = await Promise.all([
      import("@/lib/console/bulk-import/parse"),
      file.text(),
    ]);
    const parsed = parseConnectionsFile(file.name, content);
    if (!parsed.ok) setError(parsed.message);
    else onParsed(parsed.rows);
  }

  return (
    <FormField
      label="Connections file"
      required
      error={error}
      description={`CSV with a header row, or JSON (a list of objects). Fields: ${CONNECTION_COLUMNS.join(", ")}. At most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows.`}
    >
      <Input
        type="file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(event) => void read(event.target.files?.[0])}
      />
    </FormField>
  );
}

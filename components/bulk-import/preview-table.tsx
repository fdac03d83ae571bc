import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/console/bulk-import/rows";

/** Rendering 10,000 rows helps nobody: every invalid row is shown, then valid ones up to this. */
const SHOWN_VALID = 100;

/** Tokens are shown by their client id part only: enough to spot a foreign app, not to reuse. */
function maskToken(token: string) {
  if (!token) return "";
  const dot = token.indexOf(".");
  return dot > 0 ? `${token.slice(0, dot)}.••••` : "••••";
}

export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  const invalid = rows.filter((r) => !r.recipe);
  const valid = rows.filter((r) => r.recipe);
  const shown = [...invalid, ...valid.slice(0, SHOWN_VALID)];
  return (
    <div className="grid gap-2">
      <p className="text-sm" role="status">
        {rows.length.toLocaleString("en-US")} rows read: {valid.length.toLocaleString("en-US")} valid,{" "}
        <span className={invalid.length ? "font-medium text-destructive" : undefined}>
          {invalid.length.toLocaleString("en-US")} invalid
        </span>
        .
        {shown.length < rows.length
          ? ` Showing every invalid row and the first ${SHOWN_VALID} valid ones; all rows were checked.`
          : ""}
      </p>
      <div className="max-h-[28rem] overflow-auto rounded-md border">
        <Table aria-label="Import preview">
          <TableHeader>
            <TableRow>
              <TableHead>Row</TableHead>
              <TableHead>Check</TableHead>
              <TableHead>user_id</TableHead>
              <TableHead>access_token</TableHead>
              <TableHead>provider_id</TableHead>
              <TableHead>expires_at</TableHead>
              <TableHead>oauth_scopes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow
                key={row.line}
                data-invalid={row.recipe ? undefined : true}
                className="data-[invalid]:bg-destructive/5"
              >
                <TableCell className="tabular-nums">{row.line}</TableCell>
                <TableCell>
                  {row.recipe ? (
                    <Badge variant="success">OK</Badge>
                  ) : (
                    <ul className="text-xs text-destructive">
                      {Object.values(row.errors).map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
                <TableCell className="font-mono text-xs">{row.cells.user_id}</TableCell>
                <TableCell className="font-mono text-xs">{maskToken(row.cells.access_token)}</TableCell>
                <TableCell className="text-xs">{row.cells.provider_id}</TableCell>
                <TableCell className="text-xs tabular-nums">{row.cells.expires_at}</TableCell>
                <TableCell className="text-xs">{row.cells.oauth_scopes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

import { FailureAlert } from "@/components/common/failure-alert";
import { DateTimeText } from "@/components/time/date-time-text";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/console/bulk-import/rows";
import type { UserCheckState } from "./use-user-check";

/** Rendering 10,000 rows helps nobody: every invalid row is shown, then valid ones up to this. */
const SHOWN_VALID = 100;

/** Tokens are shown by their client id part only: enough to spot a foreign app, not to reuse. */
function maskToken(token: string) {
  if (!token) return "";
  const dot = token.indexOf(".");
  return dot > 0 ? `${token.slice(0, dot)}.••••` : "••••";
}

/** Where the service's check of the file's users stands, said under the counts. */
function UserCheckNote({ check }: { check: UserCheckState | null }) {
  if (!check) return null;
  if (check.status === "failed") return <FailureAlert failure={check.failure} />;
  const text =
    check.status === "checking"
      ? "Checking the user ids with the service…"
      : check.unchecked > 0
        ? `${check.unchecked.toLocaleString("en-US")} user ids could not be checked with the service; the import reports any of them that fail.`
        : "Every user id was checked with the service.";
  return (
    <p className="text-sm text-muted-foreground" role="status" data-testid="user-check">
      {text}
    </p>
  );
}

/** expires_at as a date in the viewer's zone, the file's own value on hover; as written when unreadable. */
function ExpiresAt({ row }: { row: PreviewRow }) {
  if (row.expiresAt === null) return <>{row.cells.expires_at}</>;
  const at = new Date(row.expiresAt * 1000);
  if (Number.isNaN(at.getTime())) return <>{row.cells.expires_at}</>;
  return (
    <span title={`expires_at ${row.cells.expires_at}`}>
      <DateTimeText value={at.toISOString()} />
    </span>
  );
}

/** The file as it will be sent: each row checked against the import's rules, failures first. */
export function PreviewTable({ rows, userCheck }: { rows: PreviewRow[]; userCheck: UserCheckState | null }) {
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
      <UserCheckNote check={userCheck} />
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
                    <ul className="w-64 text-xs whitespace-normal text-destructive">
                      {Object.values(row.errors).map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
                <TableCell className="font-mono text-xs">{row.cells.user_id}</TableCell>
                <TableCell className="font-mono text-xs">{maskToken(row.cells.access_token)}</TableCell>
                <TableCell className="text-xs">{row.cells.provider_id}</TableCell>
                <TableCell className="text-xs tabular-nums">
                  <ExpiresAt row={row} />
                </TableCell>
                <TableCell className="text-xs">{row.cells.oauth_scopes}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

import { CONNECTION_COLUMNS } from "./rows";

/**
 * A sample connections file an admin can open, edit and import. The first row gives expires_at
 * in Unix seconds, the second as an ISO date (the page converts it), and scopes both ways the
 * parser reads them. With the team's OAuth client id known, the tokens are shaped like ones
 * that app issued, so against the embedded service the sample imports as it is.
 */
export function sampleConnectionsCsv(opts: { userIds: readonly string[]; clientId: string | null }): string {
  const users = [...opts.userIds, "00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];
  const token = (n: number) =>
    opts.clientId ? `${opts.clientId}.sample-access-token-${n}` : `replace-with-access-token-${n}`;
  const rows = [
    [users[0], token(1), "sample-refresh-token-1", "provider-user-1", "1924992000", "activity sleep"],
    [users[1], token(2), "", "provider-user-2", "2031-01-01T00:00:00Z", '"[""activity"",""heartrate""]"'],
  ];
  return `${[CONNECTION_COLUMNS.join(","), ...rows.map((r) => r.join(","))].join("\r\n")}\r\n`;
}

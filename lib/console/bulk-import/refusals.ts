/**
 * The service's two bulk-import refusals in plain words, with what to do. Pure (the action passes
 * in what it learned), so the wording is unit-tested.
 */

export type RefusalContext = {
  status: number;
  detail: string;
  providerName: string;
  provider: string;
  embedded: boolean;
  /** The demo team's id when it could be learned, for the exact command to run. */
  teamId: string | null;
};

const isDisabled = (c: RefusalContext) => c.status === 403 && /not enabled|disabled/i.test(c.detail);
const lacksCredential = (c: RefusalContext) => c.status === 400 && /credential/i.test(c.detail);

export function explainBulkImportRefusal(c: RefusalContext): string | null {
  const team = c.teamId ?? "<team-id>";
  if (isDisabled(c)) {
    return c.embedded
      ? `Bulk import is turned off for your team. The embedded service can turn it on: run \`npm run service -- enable-bulk-import ${team}\` where Labdesk runs, then retry.`
      : "Bulk import is turned off for your team; the service enables it on request. Ask the service's support to enable bulk import for your team, then retry.";
  }
  if (lacksCredential(c)) {
    const how = c.embedded
      ? `run \`npm run service -- add-oauth-credential ${team} ${c.provider} <client-id>\` where Labdesk runs`
      : `configure your ${c.providerName} OAuth client id and secret in the service's team settings`;
    return `Your team has no OAuth app of its own for ${c.providerName}: add your ${c.providerName} client credentials to the service (${how}), then retry. Only connections made with your own ${c.providerName} app can be imported.`;
  }
  return null;
}

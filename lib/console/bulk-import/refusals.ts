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

type Setup = Pick<RefusalContext, "embedded" | "teamId">;

/** What to do when bulk import is turned off for the team. */
export function enableAdvice(c: Setup): string {
  const team = c.teamId ?? "<team-id>";
  return c.embedded
    ? `Bulk import is turned off for your team. The embedded service can turn it on: run \`npm run service -- enable-bulk-import ${team}\` where Labdesk runs, then retry.`
    : "Bulk import is turned off for your team; the service enables it on request. Ask the service's support to enable bulk import for your team, then retry.";
}

/** What to do when the team holds no OAuth app of its own for the provider. */
export function credentialAdvice(c: Setup & Pick<RefusalContext, "provider" | "providerName">): string {
  const team = c.teamId ?? "<team-id>";
  const how = c.embedded
    ? `run \`npm run service -- add-oauth-credential ${team} ${c.provider} <client-id>\` where Labdesk runs`
    : `configure your ${c.providerName} OAuth client id and secret in the service's team settings`;
  return `Your team has no OAuth app of its own for ${c.providerName}: add your ${c.providerName} client credentials to the service (${how}), then retry. Only connections made with your own ${c.providerName} app can be imported.`;
}

export function explainBulkImportRefusal(c: RefusalContext): string | null {
  if (isDisabled(c)) return enableAdvice(c);
  if (lacksCredential(c)) return credentialAdvice(c);
  return null;
}

import type { PreviewRow } from "./rows";

/**
 * The import's own rules, checked on the preview so a row that would fail says why before
 * anything is sent: the service imports a connection only for one of the team's users, and only
 * when its access token was issued by the team's own OAuth app for the provider (a token bound to
 * another app is refused per user). Pure: the page passes what it learned (the client id, from
 * the service's set-up; which user ids the service does not know, from a check it asked for).
 */
export type ImportChecks = {
  provider: { slug: string; name: string } | null;
  /** The team's client id for the provider, when the service says; null when it is not known. */
  clientId: string | null;
  /** User ids the service answered it does not know (never "not checked"). */
  unknownUsers: ReadonlySet<string>;
};

/** Whether a token is one the team's app issued: in the embedded service it reads `<client id>.<token>`. */
export const issuedBy = (token: string, clientId: string) => token.startsWith(`${clientId}.`);

export function applyImportChecks(rows: readonly PreviewRow[], checks: ImportChecks): PreviewRow[] {
  const app = checks.provider ? `${checks.provider.name} app` : "OAuth app";
  return rows.map((row) => {
    if (!row.recipe) return row;
    const errors: Record<string, string> = {};
    if (checks.unknownUsers.has(row.recipe.user_id)) {
      errors.user_id = "user_id is not one of your team's users at the service; check it on the Users page";
    }
    if (checks.clientId && !issuedBy(row.recipe.access_token, checks.clientId)) {
      errors.access_token = `access_token was not issued by your team's ${app} (client id ${checks.clientId}); the service imports only those`;
    }
    return Object.keys(errors).length ? { ...row, recipe: null, errors } : row;
  });
}

/** The distinct user ids of the rows that can be sent, for the service to be asked about. */
export const userIdsToCheck = (rows: readonly PreviewRow[]) => [
  ...new Set(rows.flatMap((r) => (r.recipe ? [r.recipe.user_id] : []))),
];

import type { PreviewRow } from "./rows";

export type FailedRow = { line: number | null; userId: string; reason: string };

/**
 * Why each user the service reported as failed most likely failed. The service answers with ids
 * only, so the reason is worked out from the row that was sent: a token not issued by the team's
 * own app (when its client id is known), otherwise the two causes the interface names.
 */
export function failureReasons(
  rows: readonly PreviewRow[],
  failedIds: readonly string[],
  setup: { known: boolean; clientId: string | null },
): FailedRow[] {
  const byUser = new Map(rows.filter((r) => r.recipe).map((r) => [r.recipe!.user_id, r]));
  return failedIds.map((userId) => {
    const row = byUser.get(userId);
    const token = row?.recipe?.access_token ?? "";
    let reason =
      "The service did not import this connection: the user_id is not one of your team's users, or the token was not issued by your team's own OAuth app.";
    if (setup.known && setup.clientId && !token.startsWith(`${setup.clientId}.`)) {
      reason = `The access token was not issued by your team's OAuth app (client id ${setup.clientId}); only connections made with that app can be imported.`;
    } else if (setup.known && setup.clientId) {
      reason = "The user_id is not one of your team's users at the service; check it against the Users page.";
    }
    return { line: row?.line ?? null, userId, reason };
  });
}

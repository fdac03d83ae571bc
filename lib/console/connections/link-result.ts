import { firstParam } from "@/lib/url-state/first-param";
/**
 * The link-result parameters the hosted page adds to redirect_url (state, provider, error_type),
 * read from this page's URL. Anyone can craft such a URL, so nothing in it is taken at its word:
 * a success is confirmed against the user's connections as the service lists them, a provider
 * is named only when the catalogue knows it, and an error is told only by its type, in the
 * console's own words. The free-text `error` parameter is never shown.
 */
export type LinkResult =
  | { kind: "success"; provider: string | null }
  | { kind: "cancelled" }
  | { kind: "error"; provider: string | null; errorType: string | null };

const one = (value: string | string[] | undefined) => {
  const v = firstParam(value);
  return v ? v.slice(0, 80) : null;
};

export function linkResultOf(params: Record<string, string | string[] | undefined>): LinkResult | null {
  const state = one(params.state);
  const error = one(params.error);
  const errorType = one(params.error_type);
  if (error === "user_cancelled" || errorType === "user_cancelled") return { kind: "cancelled" };
  if (state === "success") return { kind: "success", provider: one(params.provider) };
  if (state === "error" || error) return { kind: "error", provider: one(params.provider), errorType };
  return null;
}

const LINK_ERRORS: Record<string, string> = {
  access_denied: "The person declined to give access at the provider.",
  provider_credential_error: "The provider refused the sign-in details the person entered.",
  required_scopes_not_granted: "The person did not allow every permission the connection needs.",
  duplicate_connection: "This provider account is already connected to another user.",
};

/** What went wrong, in the console's words; an error type it does not know gets a general line. */
export const linkErrorText = (errorType: string | null) =>
  (errorType && LINK_ERRORS[errorType]) ?? "The link page reported an error.";

/**
 * What the person who used the link reads at its end (the console's /connected page), for each
 * result the hosted page reports, in plain words and without naming them, the team or the
 * provider account. The page has no session, so it cannot check anything: it only relays the
 * result, which tells nothing to anyone but the person who was just sent there.
 */
export type PersonLinkMessage = { tone: "success" | "neutral" | "problem"; title: string; body: string };

const PERSON_ERRORS: Record<string, string> = {
  access_denied: "You chose not to give access, so nothing was connected.",
  provider_credential_error: "The app did not accept the sign-in details, so nothing was connected.",
  required_scopes_not_granted:
    "Some of the permissions the connection needs were not allowed, so nothing was connected. If you try again, allow all of them.",
  duplicate_connection:
    "This app account is already connected for someone else, so it was not connected again. Please tell your care team.",
};

const TRY_AGAIN = "You can open your link again to retry, or ask your care team for a new one.";

export function personLinkMessage(result: LinkResult | null): PersonLinkMessage {
  if (!result) {
    return { tone: "neutral", title: "You're done here", body: "You can close this page." };
  }
  if (result.kind === "success") {
    return {
      tone: "success",
      title: "You're connected",
      body: "Thank you. Your data will start to arrive shortly; there is nothing more to do. You can close this page.",
    };
  }
  if (result.kind === "cancelled") {
    return {
      tone: "neutral",
      title: "Nothing was connected",
      body: `You closed the page before connecting anything, so nothing changed. ${TRY_AGAIN} You can close this page.`,
    };
  }
  const what =
    (result.errorType && PERSON_ERRORS[result.errorType]) ?? "Something went wrong, so nothing was connected.";
  return { tone: "problem", title: "Not connected", body: `${what} ${TRY_AGAIN}` };
}

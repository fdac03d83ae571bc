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

/**
 * The link-result parameters the hosted page adds to redirect_url (state, provider, error_type,
 * error), read from this page's URL. Values are cut short: anyone can craft such a URL.
 */
export type LinkResult =
  | { kind: "success"; provider: string | null }
  | { kind: "cancelled" }
  | { kind: "error"; provider: string | null; errorType: string | null; error: string | null };

const one = (value: string | string[] | undefined) => {
  const v = Array.isArray(value) ? value[0] : value;
  return v ? v.slice(0, 80) : null;
};

export function linkResultOf(params: Record<string, string | string[] | undefined>): LinkResult | null {
  const state = one(params.state);
  const error = one(params.error);
  const errorType = one(params.error_type);
  if (error === "user_cancelled" || errorType === "user_cancelled") return { kind: "cancelled" };
  if (state === "success") return { kind: "success", provider: one(params.provider) };
  if (state === "error" || error) return { kind: "error", provider: one(params.provider), errorType, error };
  return null;
}

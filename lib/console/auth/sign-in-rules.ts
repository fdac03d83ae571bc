import * as z from "zod";
import { MAX_PASSWORD_LENGTH } from "./password-rules";

/**
 * The sign-in form's fields, checked by the form (zodResolver) and again by the server action.
 * Only the shape is checked here: whether the pair is right is the store's question, and its
 * answer must not tell an unknown email from a wrong password.
 */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address")
    .max(254, "Enter a shorter email address")
    .pipe(z.email("Enter an email address like name@example.org")),
  password: z.string().min(1, "Enter your password").max(MAX_PASSWORD_LENGTH, "Enter a shorter password"),
  /** Where to go after signing in; checked by `safeNextPath`, never trusted as is. */
  next: z.string().max(2048).optional(),
});

/**
 * The one answer to a refused password sign-in, whatever the reason: it must not tell an unknown
 * email from a wrong password, a held-back account or a disabled one, so it names every case and
 * what to do about each.
 */
export const SIGN_IN_REFUSED =
  "Email or password is incorrect, or this account cannot sign in right now. Check them, wait 15 minutes after several failed attempts, or ask an admin.";

/** Errors Auth.js puts in `?error=` when it sends the browser back to the sign-in page. */
const AUTH_ERROR_MESSAGES: Record<string, string> = {
  AccessDenied: "Your single sign-on account has no Labdesk role or is disabled",
  Configuration: "Sign-in is not configured correctly — ask an admin to check the server log",
  Verification: "That sign-in link is no longer valid — sign in again",
};

/** Any other `?error=` (a failed exchange with the identity provider, a tampered request…). */
const FALLBACK_AUTH_ERROR = "Sign-in did not complete — try again, and ask an admin if it keeps failing";

export function authErrorMessage(error: string): string {
  if (error === "CredentialsSignin") return SIGN_IN_REFUSED;
  return AUTH_ERROR_MESSAGES[error] ?? FALLBACK_AUTH_ERROR;
}

/**
 * The `next` parameter, if it is a path on this site: it must start with one "/" (not "//" or
 * "/\", which browsers treat as another host). Anything else falls back, so a crafted link
 * cannot send a freshly signed-in person to a look-alike site.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/users"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Control characters and backslashes have no place in our own paths.
  if (/[\\\p{Cc}]/u.test(next)) return fallback;
  if (next === "/sign-in" || next.startsWith("/sign-in?") || next.startsWith("/api/")) return fallback;
  return next;
}

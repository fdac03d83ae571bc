"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { SIGN_IN_REFUSED, safeNextPath, signInSchema } from "@/lib/console/auth/sign-in-rules";
import { signIn, signOut } from "@/lib/console/auth/auth";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { failureText } from "@/lib/console/action-failure";
import { audit } from "@/lib/console/audit/record";
import type { ActionResult } from "@/lib/console/action-failure";
import { fieldErrorsOf } from "@/lib/console/guard";
import { requestContext } from "@/lib/console/request-context";
import { env } from "@/lib/env";

/**
 * Sign-in and sign-out. These run before (or after) there is a session, so they cannot go through
 * guardedAction; they keep its result shape so the form handles them like any other action.
 */

const SIGN_IN_FAILED = "Sign-in did not complete — try again, and ask an admin if it keeps failing";

/** Only the email comes back on failure: a password is never echoed to the browser. */
const emailOf = (raw: unknown) =>
  typeof raw === "object" && raw !== null && "email" in raw && typeof raw.email === "string"
    ? raw.email.slice(0, 254)
    : "";

/**
 * On success the form goes to `next` itself. Redirecting from here would render that page twice:
 * Next.js renders a server action's redirect target into the action's answer, and the router,
 * seeing the session cookie changed, fetches it again; the users list was audited twice.
 */
export async function signInAction(raw: unknown): Promise<ActionResult<{ next: string }>> {
  const { requestId } = await requestContext();
  const values = { email: emailOf(raw) };
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      kind: "invalid",
      message: "Check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
      requestId,
    };
  }
  const redirectTo = safeNextPath(parsed.data.next);
  try {
    await signIn("credentials", {
      email: parsed.data.email,
      password: parsed.data.password,
      redirectTo,
      redirect: false,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    // A refused password gets the one answer; anything else is a fault on our side, logged by
    // Auth.js with the detail the person must not see.
    const message =
      error instanceof CredentialsSignin ? SIGN_IN_REFUSED : failureText({ message: SIGN_IN_FAILED, requestId });
    return {
      ok: false,
      kind: error instanceof CredentialsSignin ? "refused" : "unavailable",
      message,
      values,
      requestId,
    };
  }
  return { ok: true, data: { next: redirectTo }, requestId };
}

/** The single sign-on button: off to the identity provider, back to `next` when it agrees. */
export async function signInWithSsoAction(formData: FormData): Promise<void> {
  if (!env().AUTH_OIDC_ISSUER) redirect("/sign-in?error=Configuration");
  const next = formData.get("next");
  await signIn("oidc", { redirectTo: safeNextPath(typeof next === "string" ? next : null) });
}

async function endSession(redirectTo: string, detail: string) {
  const who = await currentStaff();
  if (who) await audit(who, { action: "auth.sign_out", outcome: "ok", detail });
  // Auth.js clears the cookie and its signOut event revokes the server-side session, so a copy
  // of the cookie kept elsewhere stops working at once.
  await signOut({ redirectTo });
}

/** The header's sign-out button. */
export async function signOutAction(): Promise<void> {
  await endSession("/sign-in", "signed out");
}

const END_REASONS = { idle: "idle timeout", ended: "session no longer valid" } as const;

/**
 * The idle timer's sign-out: `idle` when the countdown ran out, `ended` when the server no longer
 * knows the session (revoked elsewhere, disabled, expired). The reason picks the sign-in message.
 */
export async function endSessionAction(reason: unknown): Promise<void> {
  const key = reason === "idle" ? "idle" : "ended";
  await endSession(`/sign-in?reason=${key}`, END_REASONS[key]);
}

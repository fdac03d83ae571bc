"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { AlertCircleIcon, Loader2Icon } from "lucide-react";
import type { z } from "zod";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { reportBrowserZone } from "@/components/time/report-browser-zone";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/console/actions/session";
import type { signInSchema } from "@/lib/console/auth/sign-in-rules";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { useHydrated } from "@/components/common/use-hydrated";

type FormInput = z.input<typeof signInSchema>;
type FormOutput = z.output<typeof signInSchema>;

// The schema (and zod) arrive when the form first validates, not with the sign-in page.
const resolver = lazyZodResolver<FormInput, FormOutput>(() =>
  import("@/lib/console/auth/sign-in-rules").then((m) => m.signInSchema),
);

/**
 * Email and password. The schema checks the shape in the browser and again in the action; the
 * answer to a wrong pair is one sentence for unknown email and wrong password alike. On failure
 * the email stays and the password is cleared and focused, ready for the next try.
 *
 * Signing in is the script's work, so the button waits for it: until the page has hydrated it is
 * disabled, and a click or an Enter does nothing. Submitted then, the bare HTML form would only
 * reload the page and lose what was typed. What was typed before hydration stays in the fields,
 * and the form sends it as it finds it there.
 */
export function SignInForm({ next, notice }: { next?: string; notice?: React.ReactNode }) {
  const [failure, setFailure] = React.useState<string | null>(null);
  const [leaving, setLeaving] = React.useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { email: "", password: "", next },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  React.useEffect(reportBrowserZone, []);
  // Signing in is the only thing to do here: start in the email field, unless the person has
  // already moved focus somewhere (a click or Tab before the page came alive).
  React.useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) form.setFocus("email");
  }, [form]);
  const hydrated = useHydrated();
  // A successful sign-in leaves the page; the button stays busy until the next page has loaded.
  const busy = isSubmitting || leaving;

  async function onSubmit(values: FormOutput) {
    setFailure(null);
    const result = await signInAction(values);
    if (result.ok) {
      setLeaving(true);
      // A full load, not a client navigation: the console's frame is drawn afresh for the new session.
      window.location.assign(result.data.next);
      return;
    }
    // Focus is set below, once the password has been cleared.
    const shownAtAField = applyFieldErrors(form, result, ["email", "password"], { focus: false });
    if (
      typeof result.values === "object" &&
      result.values &&
      "email" in result.values &&
      typeof result.values.email === "string"
    ) {
      form.setValue("email", result.values.email);
    }
    form.resetField("password");
    // A field error speaks for itself; anything else (a refusal, a fault) needs the banner.
    setFailure(shownAtAField ? null : result.message);
    form.setFocus(result.fieldErrors?.email ? "email" : "password");
  }

  return (
    // method="post": if someone submits before the page has hydrated, the password must not end
    // up in the URL (and so in history and server logs), as a GET would put it.
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4"
      aria-label="Staff sign-in"
    >
      {/* role="alert" (destructive Alert) announces the refusal as it appears; it replaces the
          page's notice (signed out for inactivity…), which no longer applies after a new attempt. */}
      {failure ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription data-testid="sign-in-error">{failure}</AlertDescription>
        </Alert>
      ) : (
        notice
      )}
      <FormField label="Email" required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Password" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={busy || !hydrated} className="w-full">
        {busy ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        {busy ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { SignInForm } from "@/components/auth/sign-in-form";
import { SignInNotice } from "@/components/auth/sign-in-notice";
import { safeNextPath } from "@/lib/console/auth/sign-in-rules";
import { SsoButton } from "@/components/auth/sso-button";
import { DemoAccounts } from "@/components/auth/demo-accounts";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { demoAccountsWanted, env } from "@/lib/env";
import { firstParam } from "@/lib/url-state/first-param";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Sign-in: email and password, single sign-on when configured, and why the person is here. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(firstParam(params.next));
  // Already signed in (a bookmark, the back button): straight on to where they were going.
  if (await currentStaff()) redirect(next);
  const e = env();

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-xl leading-none font-semibold tracking-tight">Sign in to Labdesk</h1>
        <CardDescription>
          For care team staff. Use your Labdesk account{e.AUTH_OIDC_ISSUER ? " or single sign-on" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SignInForm
          next={next}
          notice={
            <SignInNotice
              params={{ reason: firstParam(params.reason), error: firstParam(params.error) }}
              idleSeconds={e.SESSION_IDLE_SECONDS}
            />
          }
        />
        {e.AUTH_OIDC_ISSUER ? (
          <>
            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <SsoButton providerName={e.AUTH_OIDC_NAME} next={next} />
          </>
        ) : null}
        {demoAccountsWanted(e) ? <DemoAccounts customPassword={!!e.DEMO_PASSWORD} /> : null}
      </CardContent>
    </Card>
  );
}

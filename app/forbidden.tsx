import type { Metadata } from "next";
import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { ROLE_LABELS } from "@/lib/console/permissions";

export const metadata: Metadata = { title: "Not allowed" };

/**
 * The 403 page (`forbidden()` from the guard), shown inside the console shell when the page is
 * one of its own. It says what happened and which role the person has, so they know whom to ask;
 * the refusal itself was already written to the audit log.
 */
export default async function Forbidden() {
  const who = await currentStaff();

  return (
    // Not a <main>: inside the console this renders within the shell's own main region.
    <section aria-labelledby="forbidden-title" data-error-view="forbidden" className="flex justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlertIcon aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-medium text-muted-foreground">Error 403</p>
        <h1 id="forbidden-title" className="text-2xl font-semibold tracking-tight">
          Your role does not allow this page
        </h1>
        <p className="text-muted-foreground">
          {who ? (
            <>
              You are signed in as {who.staff.name} with the role{" "}
              <strong className="text-foreground">{ROLE_LABELS[who.role]}</strong>, which may not open this page. If you
              need it for your work, ask an admin to change your role.
            </>
          ) : (
            <>This page needs a role your session does not have. Sign in again, or ask an admin for access.</>
          )}
        </p>
        <div className="flex gap-2">
          <Button asChild>
            <Link href="/">Back to the console</Link>
          </Button>
          {who ? null : (
            <Button asChild variant="outline">
              <Link href="/sign-in">Sign in</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import type { Metadata, ResolvingMetadata } from "next";
import { notFound } from "next/navigation";

import { BreakGlassButton } from "@/components/break-glass/break-glass-button";
import { LoadError } from "@/components/common/load-error";
import { OrderTestButton } from "@/components/ordering/order-test-button";
import { UserHeader } from "@/components/users/user-header";
import { UserTabsNav } from "@/components/users/user-tabs-nav";
import { activeGrant } from "@/lib/console/break-glass/access";
import { guardPage } from "@/lib/console/guard";
import { can } from "@/lib/console/permissions";
import { getUserFor } from "@/lib/console/users/load";
import { shownPatientName } from "@/lib/console/users/patient-name";
import { tabLinksFor } from "@/lib/console/users/user-tabs";
import { userPageTitle } from "@/lib/console/users/user-page-title";

type Params = { params: Promise<{ userId: string }> };

/**
 * "Sandra Sanchez · Labdesk", and each tab as "Patient details · Sandra Sanchez · Labdesk", for
 * roles that see names; "User" otherwise. The name comes from the same memoised, audited lookup
 * as the header, and nobody signed in gets none.
 */
export async function generateMetadata({ params }: Params, parent: ResolvingMetadata): Promise<Metadata> {
  const { userId } = await params;
  const [name, inherited] = await Promise.all([shownPatientName(userId), parent]);
  return { title: userPageTitle(name, inherited.title?.template ?? null) };
}

/**
 * Header and tabs of one user, shared by the overview and every tab. Identifiers need only
 * users.read; the patient's name is added for roles that see PHI (and audited where it is looked
 * up). Each page below guards its own permission.
 */
export default async function UserLayout({ children, params }: { children: ReactNode } & Params) {
  const { userId } = await params;
  const who = await guardPage("users.read", { action: "users.view", targetType: "user", targetId: userId });
  const result = await getUserFor(who, userId);
  if (result.ok && !result.data) notFound();
  const name = result.ok ? await shownPatientName(userId) : null;
  // Break-glass: offered to the roles that may open this patient's details in an emergency; while
  // their grant for this user is open, the patient tab is theirs too.
  const grant = await activeGrant(who, userId);
  const offer = result.ok && can(who.role, "break_glass.open") && !grant;
  // Ordering a test: for the roles that may (they see the patient's record, so never break glass).
  const order = result.ok && !!result.data && can(who.role, "orders.create");

  return (
    <div className="flex flex-col gap-6">
      <UserHeader
        userId={userId}
        clientUserId={result.ok ? (result.data?.clientUserId ?? null) : null}
        name={name}
        action={
          offer ? (
            <BreakGlassButton userId={userId} />
          ) : order ? (
            <OrderTestButton userId={userId} patientLabel={name ?? result.data?.clientUserId ?? null} />
          ) : null
        }
      />
      {result.ok ? (
        <>
          <UserTabsNav links={tabLinksFor(who.role, userId, grant ? ["patient"] : [])} />
          {children}
        </>
      ) : (
        <LoadError title="Could not load this user" failure={result} />
      )}
    </div>
  );
}

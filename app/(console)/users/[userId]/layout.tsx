import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";

import { LoadError } from "@/components/users/load-error";
import { CopyableId } from "@/components/users/copy-button";
import { UserTabsNav } from "@/components/users/user-tabs-nav";
import { guardPage } from "@/lib/console/guard";
import { getUserFor } from "@/lib/console/users/load-users";
import { tabLinksFor } from "@/lib/console/users/user-tabs";

/**
 * Header and tabs of one user, shared by the overview and every tab. It shows identifiers only,
 * so it needs users.read without a PHI audit; each page below guards its own permission.
 */
export default async function UserLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ userId: string }>;
}) {
  const { userId } = await params;
  const who = await guardPage("users.read", { action: "users.view", targetType: "user", targetId: userId });
  const result = await getUserFor(who, userId);
  if (result.ok && !result.data) notFound();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link href="/users" className="hover:text-foreground hover:underline">
            Users
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold tracking-tight break-all">
          {result.ok && result.data ? result.data.clientUserId : "User"}
        </h1>
        <CopyableId value={userId} label="Copy user_id" />
      </header>
      {result.ok ? (
        <>
          <UserTabsNav links={tabLinksFor(who.role, userId)} />
          {children}
        </>
      ) : (
        <LoadError title="Could not load this user" error={result.error} />
      )}
    </div>
  );
}

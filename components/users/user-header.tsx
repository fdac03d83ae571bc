import type { ReactNode } from "react";
import Link from "next/link";

import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { CopyableId } from "@/components/common/copy-button";

/**
 * The top of every user page. Roles that see names get the patient's name as the heading and the
 * last breadcrumb, with the client_user_id kept beside it (it is what other systems quote); other
 * roles, and users without patient details, are labelled by the client_user_id as before.
 */
export function UserHeader({
  userId,
  clientUserId,
  name,
  action,
}: {
  userId: string;
  clientUserId: string | null;
  name: string | null;
  /** Shown beside the id: the emergency access button, for roles that may use it. */
  action?: ReactNode;
}) {
  const label = name ?? clientUserId ?? "User";
  return (
    <header className="flex flex-col gap-1">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href="/users">Users</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{label}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-2xl font-semibold tracking-tight break-all">
        <span>{label}</span>
        {name && clientUserId ? (
          <>
            {/* The space makes the heading read as name, then id, to assistive technology. */}{" "}
            <span className="font-mono text-base font-normal text-muted-foreground">{clientUserId}</span>
          </>
        ) : null}
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CopyableId value={userId} label="Copy user_id" />
        {action}
      </div>
    </header>
  );
}

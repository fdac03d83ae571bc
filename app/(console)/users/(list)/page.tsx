import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";

import { CreateUserDialog } from "@/components/users/create-user-dialog";
import { UsersTable } from "@/components/users/users-table";
import { can } from "@/lib/console/permissions";
import { listUsersFor } from "@/lib/console/users/load-users";
import { guardUsersPage } from "@/lib/console/users/page-guard";
import { tableParamsCache, toOffsetLimit } from "@/lib/url-state/table-params";

export const metadata: Metadata = { title: "Users" };

// In a route group so its table skeleton (loading.tsx) does not also stand in for /users/<id>.
export default async function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardUsersPage("users.list");
  const { page, size } = await tableParamsCache.parse(searchParams);
  const result = await listUsersFor(who, toOffsetLimit({ page, size }));
  const canCreate = can(who.role, "users.create");

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
          <p className="text-sm text-muted-foreground">End users at the service, in the order they were created.</p>
        </div>
        {canCreate ? <CreateUserDialog /> : null}
      </header>
      <UsersTable
        users={result.ok ? result.data.users : []}
        total={result.ok ? result.data.total : 0}
        error={result.ok ? undefined : result.error}
        canCreate={canCreate}
      />
    </div>
  );
}

import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";

import { CreateUserDialog } from "@/components/users/create-user-dialog";
import { UsersTable } from "@/components/users/users-table";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { can } from "@/lib/console/permissions";
import { guardUsersPage } from "@/lib/console/users/page-guard";
import { loadUsersList, providerCatalogue } from "@/lib/console/users/users-list";
import { usableZone } from "@/lib/console/time/format-time";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";
import { toOffsetLimit } from "@/lib/url-state/table-params";
import { toUsersListQuery } from "@/lib/console/users/users-list-query";
import { usersListParamsCache } from "@/lib/console/users/list-params";
import { toJsonText } from "@/lib/json-text";

export const metadata: Metadata = { title: "Users" };

// In a route group so its table skeleton (loading.tsx) does not also stand in for /users/<id>.
export default async function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardUsersPage("users.list");
  const params = await usersListParamsCache.parse(searchParams);
  const names = reveals(roleViewer(who.role), "name");
  // Creation dates are filtered as days of the zone the viewer reads times in, and labelled so.
  const zone = usableZone((await viewerZoneOf(who)).zone);
  const [result, catalogue] = await Promise.all([
    loadUsersList(who, toUsersListQuery(params, names, zone), toOffsetLimit(params)),
    providerCatalogue(),
  ]);
  const canCreate = can(who.role, "users.create");
  const providers = catalogue.ok
    ? catalogue.data.map((p) => ({ slug: p.slug, name: p.name })).sort((a, b) => a.name.localeCompare(b.name))
    : [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
          <p className="text-sm text-muted-foreground">
            End users at the service, newest first; search or filter to narrow them.
          </p>
        </div>
        {canCreate ? <CreateUserDialog /> : null}
      </header>
      <UsersTable
        page={result.ok ? toJsonText(result.data) : null}
        error={result.ok ? undefined : result}
        names={names}
        providers={providers}
        canCreate={canCreate}
        zone={zone}
      />
    </div>
  );
}

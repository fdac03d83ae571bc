"use client";

import { SearchXIcon, UsersIcon } from "lucide-react";

import { DataTable } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import type { LoadFailure } from "@/lib/console/loaded";
import type { UsersListPage } from "@/lib/console/users/users-list";
import { LoadError } from "@/components/common/load-error";
import { USERS_DEFAULT_SORT } from "@/lib/url-state/users-params";
import { userColumns } from "./user-columns";
import { IndexNote } from "./index-note";
import { UsersFilters, type ProviderChoice } from "./users-filters";

export type UsersTableProps = {
  page: UsersListPage | null;
  error?: LoadFailure;
  /** Whether this role sees (and searches) patient names. */
  names: boolean;
  providers: readonly ProviderChoice[];
  /** Whether to point an empty list at the "Create user" button. */
  canCreate: boolean;
};

/**
 * The users, one server-side page at a time. Page, size, sort, search and filters live in the URL;
 * the server answers from the service's list or, when anything narrows or orders it, from the
 * console's user index, and says which.
 */
export function UsersTable({ page, error, names, providers, canCreate }: UsersTableProps) {
  const urlState = useTableUrlState({ defaultSort: USERS_DEFAULT_SORT });
  const source = page?.source ?? "service";
  return (
    <div className="flex flex-col gap-4">
      <UsersFilters urlState={urlState} providers={providers} names={names} />
      {page?.source === "index" ? <IndexNote page={page} /> : null}
      <DataTable
        label="Users"
        columns={userColumns(names, source)}
        data={page?.rows ?? []}
        rowCount={page?.total ?? 0}
        getRowId={(user) => user.userId}
        urlState={urlState}
        error={error ? <LoadError title="Could not load users" error={error} /> : undefined}
        emptyState={source === "index" ? <NoMatches /> : <EmptyUsers canCreate={canCreate} />}
      />
    </div>
  );
}

function NoMatches() {
  return (
    <div className="flex flex-col items-center gap-2 py-6">
      <SearchXIcon aria-hidden="true" className="size-8 opacity-50" />
      <p className="font-medium text-foreground">No users match</p>
      <p>Check the spelling, search for part of an id, or reset the filters.</p>
    </div>
  );
}

function EmptyUsers({ canCreate }: { canCreate: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-6">
      <UsersIcon aria-hidden="true" className="size-8 opacity-50" />
      <p className="font-medium text-foreground">No users yet</p>
      <p>
        {canCreate
          ? "Create the first one with “Create user”."
          : "Users appear here once a coordinator or an integration creates them."}
      </p>
    </div>
  );
}

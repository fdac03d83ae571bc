"use client";

import { useQueryState } from "nuqs";
import { SearchXIcon, UsersIcon } from "lucide-react";

import { DataTable } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import type { Failure } from "@/lib/console/action-failure";
import type { UsersListPage } from "@/lib/console/users/users-list";
import type { JsonText } from "@/lib/json-text";
import { useJsonText } from "@/components/common/use-json-text";
import { ID_ONLY_SEARCH } from "@/lib/console/user-index/search-scope";
import { usersFilterParsers } from "@/lib/console/users/list-params";
import { LoadError } from "@/components/common/load-error";
import { USERS_DEFAULT_SORT } from "@/lib/console/users/list-params";
import { userColumns } from "./user-columns";
import { IndexNote } from "./index-note";
import { UsersFilters, type ProviderChoice } from "./users-filters";

export type UsersTableProps = {
  /** The page of users as JSON text: a hundred rows cost the server far less to send that way. */
  page: JsonText<UsersListPage> | null;
  error?: Failure;
  /** Whether this role sees (and searches) patient names. */
  names: boolean;
  providers: readonly ProviderChoice[];
  /** Whose calendar days the creation-date filter reads: the viewer's zone. */
  zone: string;
  /** Whether to point an empty list at the "Create user" button. */
  canCreate: boolean;
};

/**
 * The users, one server-side page at a time. Page, size, sort, search and filters live in the URL;
 * the server answers from the service's list or, when anything narrows or orders it, from the
 * console's user index, and says which.
 */
export function UsersTable({ page: pageText, error, names, providers, canCreate, zone }: UsersTableProps) {
  const page = useJsonText(pageText);
  const urlState = useTableUrlState({ defaultSort: USERS_DEFAULT_SORT });
  const source = page?.source ?? "service";
  return (
    <div className="flex flex-col gap-4">
      <UsersFilters urlState={urlState} providers={providers} names={names} zone={zone} />
      {page?.source === "index" ? <IndexNote page={page} /> : null}
      <DataTable
        label="Users"
        columns={userColumns(names, source)}
        data={page?.rows ?? []}
        rowCount={page?.total ?? 0}
        getRowId={(user) => user.userId}
        urlState={urlState}
        error={error ? <LoadError title="Could not load users" failure={error} /> : undefined}
        emptyState={source === "index" ? <NoMatches names={names} /> : <EmptyUsers canCreate={canCreate} />}
      />
    </div>
  );
}

/** For a role that searches names too, a typo is likely; for one that searches ids only, a name is. */
function NoMatches({ names }: { names: boolean }) {
  const [query] = useQueryState("q", usersFilterParsers.q);
  const idOnly = !names && Boolean(query?.trim());
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <SearchXIcon aria-hidden="true" className="size-8 opacity-50" />
      <p className="font-medium text-foreground">No users match</p>
      <p>
        {idOnly
          ? `${ID_ONLY_SEARCH} Names are not searched.`
          : "Check the spelling, search for part of an id, or reset the filters."}
      </p>
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

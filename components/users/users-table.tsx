"use client";

import { UsersIcon } from "lucide-react";

import { DataTable } from "@/components/data-table/data-table";
import type { LoadFailure } from "@/lib/console/users/load-users";
import type { UserView } from "@/lib/console/users/user-view";
import { LoadError } from "./load-error";
import { userColumns } from "./user-columns";

export type UsersTableProps = {
  users: UserView[];
  total: number;
  error?: LoadFailure;
  /** Whether to point an empty list at the "Create user" button. */
  canCreate: boolean;
};

/** The service's users, one server-side page at a time (page and size live in the URL). */
export function UsersTable({ users, total, error, canCreate }: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      columns={userColumns}
      data={users}
      rowCount={total}
      getRowId={(user) => user.userId}
      error={error ? <LoadError title="Could not load users" error={error} /> : undefined}
      emptyState={<EmptyUsers canCreate={canCreate} />}
    />
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

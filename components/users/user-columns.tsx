"use client";

import { DataTableColumnHeader } from "@/components/data-table/data-table-column-header";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import { Badge } from "@/components/ui/badge";
import type { UserListRow } from "@/lib/console/users/users-list";
import { CopyableId } from "@/components/common/copy-button";
import { PlainLink } from "@/components/common/plain-link";
import { BirthDateText, OrDash, SourceLogos } from "./user-display";
import { DateTimeText } from "@/components/time/date-time-text";

const helper = createDataTableColumnHelper<UserListRow>();

const userHref = (row: UserListRow) => `/users/${encodeURIComponent(row.userId)}`;
// Plain links (never prefetched): a page of up to 500 rows would otherwise fetch as many user pages
// ahead of any click, and the router keeps a prefetched page's title, looked up without the name.
const userLinkProps = (row: UserListRow) => ({
  href: userHref(row),
  className: "font-medium underline-offset-4 hover:underline",
});

const nameColumn = helper.accessor((row) => row.name ?? "", {
  id: "name",
  header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
  cell: ({ row, getValue }) =>
    getValue() ? (
      <PlainLink {...userLinkProps(row.original)}>{getValue()}</PlainLink>
    ) : (
      <span className="text-muted-foreground" title="No patient details, or not indexed yet">
        —
      </span>
    ),
  enableHiding: false,
  meta: { label: "Name" },
});

const clientUserIdColumn = helper.accessor("clientUserId", {
  header: ({ column }) => <DataTableColumnHeader column={column} title="client_user_id" />,
  cell: ({ row, getValue }) => (
    <span className="flex items-center gap-2">
      <PlainLink {...userLinkProps(row.original)}>{getValue()}</PlainLink>
      {row.original.exactMatch ? <Badge variant="secondary">Exact id match</Badge> : null}
    </span>
  ),
  enableHiding: false,
  meta: { label: "client_user_id" },
});

const userIdColumn = helper.accessor("userId", {
  header: "user_id",
  cell: ({ getValue }) => <CopyableId value={getValue()} label="Copy user_id" />,
  enableSorting: false,
  meta: { label: "user_id" },
});

const createdColumn = helper.accessor("createdOn", {
  header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
  cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
  meta: { label: "Created" },
});

const sourcesColumn = helper.accessor("connectedSources", {
  header: "Connected sources",
  cell: ({ getValue }) => <SourceLogos sources={getValue()} />,
  enableSorting: false,
  meta: { label: "Connected sources" },
});

// Only the service's own list carries these; the index does not keep them.
const serviceOnlyColumns = [
  helper.accessor((row) => row.fallbackTimeZone ?? null, {
    id: "fallbackTimeZone",
    header: "Time zone",
    cell: ({ getValue }) => <OrDash value={getValue()} />,
    enableSorting: false,
    meta: { label: "Fallback time zone" },
  }),
  helper.accessor((row) => row.fallbackBirthDate ?? { state: "none" as const }, {
    id: "fallbackBirthDate",
    header: "Birth date",
    cell: ({ getValue }) => <BirthDateText value={getValue()} />,
    enableSorting: false,
    meta: { label: "Fallback birth date" },
  }),
];

function columnsFor(names: boolean, source: "service" | "index") {
  return helper.columns([
    ...(names ? [nameColumn] : []),
    clientUserIdColumn,
    userIdColumn,
    createdColumn,
    sourcesColumn,
    ...(source === "service" ? serviceOnlyColumns : []),
  ]);
}

// Built once per combination: the table needs a stable columns array across renders.
const COLUMN_SETS = {
  "names:service": columnsFor(true, "service"),
  "names:index": columnsFor(true, "index"),
  "ids:service": columnsFor(false, "service"),
  "ids:index": columnsFor(false, "index"),
};

/** The users table's columns: a name column for roles that see names. */
export function userColumns(names: boolean, source: "service" | "index") {
  return COLUMN_SETS[`${names ? "names" : "ids"}:${source}`];
}

"use client";

import Link from "next/link";

import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import type { UserView } from "@/lib/console/users/user-view";
import { CopyableId } from "./copy-button";
import { BirthDateText, DateTimeText, OrDash, SourceLogos } from "./user-display";

const helper = createDataTableColumnHelper<UserView>();

// Module scope: the table needs a stable columns array. The service lists users in creation order
// and takes no sort, so no column offers one.
export const userColumns = helper.columns([
  helper.accessor("clientUserId", {
    header: "client_user_id",
    cell: ({ row, getValue }) => (
      <Link
        href={`/users/${encodeURIComponent(row.original.userId)}`}
        className="font-medium underline-offset-4 hover:underline"
      >
        {getValue()}
      </Link>
    ),
    enableSorting: false,
    enableHiding: false,
    meta: { label: "client_user_id" },
  }),
  helper.accessor("userId", {
    header: "user_id",
    cell: ({ getValue }) => <CopyableId value={getValue()} label="Copy user_id" />,
    enableSorting: false,
    meta: { label: "user_id" },
  }),
  helper.accessor("createdOn", {
    header: "Created",
    cell: ({ getValue }) => <DateTimeText value={getValue()} dateOnly />,
    enableSorting: false,
    meta: { label: "Created" },
  }),
  helper.accessor("connectedSources", {
    header: "Connected sources",
    cell: ({ getValue }) => <SourceLogos sources={getValue()} />,
    enableSorting: false,
    meta: { label: "Connected sources" },
  }),
  helper.accessor("fallbackTimeZone", {
    header: "Time zone",
    cell: ({ getValue }) => <OrDash value={getValue()} />,
    enableSorting: false,
    meta: { label: "Fallback time zone" },
  }),
  helper.accessor("fallbackBirthDate", {
    header: "Birth date",
    cell: ({ getValue }) => <BirthDateText value={getValue()} />,
    enableSorting: false,
    meta: { label: "Fallback birth date" },
  }),
]);

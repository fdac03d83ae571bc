import type { Metadata } from "next";
import { createSearchParamsCache, type SearchParams } from "nuqs/server";

import { StaffTable } from "@/components/staff/staff-table";
import { guardPage } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";
import { queryStaffPage, STAFF_SORTS } from "@/lib/console/store/staff-admin";
import { filterParsers, pickSort, tableParsers, toOffsetLimit } from "@/lib/url-state/table-params";

export const metadata: Metadata = { title: "Staff" };

// The parsers the table writes with: page/size/sort plus the name/email search and role filter.
const staffParamsCache = createSearchParamsCache({
  ...tableParsers,
  q: filterParsers.text,
  role: filterParsers.select,
});

export default async function StaffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("staff.manage", { action: "staff.list" });
  const { page, size, sort, q, role } = await staffParamsCache.parse(searchParams);
  const { rows, total } = await queryStaffPage(await consoleDb(), {
    ...toOffsetLimit({ page, size }),
    q,
    role,
    sort: pickSort(sort, STAFF_SORTS),
  });

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Staff</h1>
        <p className="text-sm text-muted-foreground">
          Who may sign in to Labdesk and with which role. Role changes apply at the person&apos;s next page or action;
          disabling or resetting a password signs them out.
        </p>
      </header>
      <StaffTable rows={rows} total={total} currentStaffId={who.staff.id} />
    </div>
  );
}

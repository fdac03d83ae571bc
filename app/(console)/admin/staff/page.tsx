import type { Metadata } from "next";
import { createSearchParamsCache, type SearchParams } from "nuqs/server";

import { Suspense } from "react";

import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { StaffSection } from "@/components/staff/staff-section";
import { guardPage } from "@/lib/console/guard";
import { filterParsers, tableParsers } from "@/lib/url-state/table-params";

export const metadata: Metadata = { title: "Staff" };

// The parsers the table writes with: page/size/sort plus the name/email search and role filter.
const staffParamsCache = createSearchParamsCache({
  ...tableParsers,
  q: filterParsers.text,
  role: filterParsers.select,
});

export default async function StaffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("staff.manage", { action: "staff.list" });
  const query = await staffParamsCache.parse(searchParams);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Staff</h1>
        <p className="text-sm text-muted-foreground">
          Who may sign in to Labdesk and with which role. Role changes apply at the person&apos;s next page or action;
          disabling or resetting a password signs them out.
        </p>
      </header>
      <Suspense fallback={<DataTableSkeleton columnCount={6} rowCount={8} filterCount={2} />}>
        <StaffSection query={query} currentStaffId={who.staff.id} />
      </Suspense>
    </div>
  );
}

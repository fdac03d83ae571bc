import type { Metadata } from "next";

import { Suspense } from "react";

import { BoardSection } from "@/components/appointments/board-section";
import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { guardPage } from "@/lib/console/guard";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";

export const metadata: Metadata = { title: "Appointments" };

/**
 * The at-home appointments board. Names reach only PHI roles, so only their reads are audited
 * as PHI; the session is read first (memoised) to know which, and guardPage still decides.
 */
export default async function AppointmentsPage() {
  const staff = await currentStaff();
  const who = await guardPage("appointments.read", {
    action: "appointments.board.view",
    phi: staff ? reveals(roleViewer(staff.role), "name") : false,
  });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">At-home appointments</h1>
        <p className="text-sm text-muted-foreground">
          Every at-home order the console knows: from the service&apos;s order list and the orders tracked here. Rows
          change as the service reports them.
        </p>
      </header>
      <Suspense fallback={<DataTableSkeleton columnCount={6} rowCount={10} filterCount={3} />}>
        <BoardSection who={who} />
      </Suspense>
    </div>
  );
}

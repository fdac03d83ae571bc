import type { Metadata } from "next";

import { AppointmentsBoard } from "@/components/appointments/appointments-board";
import { loadBoard } from "@/lib/console/appointments/load";
import { can } from "@/lib/console/permissions";
import { guardUserTab } from "@/lib/console/users/page-guard";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("appointments");
export const metadata: Metadata = { title: tab.label };

/** This user's at-home orders and their appointments: the board, filtered to one user. */
export default async function UserAppointmentsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const who = await guardUserTab(tab.segment, userId);
  const board = await loadBoard(who, { userId });
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{tab.label}</h2>
      {/* No names here: the user header already says whose they are, so no PHI read to audit. */}
      <AppointmentsBoard
        initial={board}
        showNames={false}
        userId={userId}
        canChange={can(who.role, "appointments.book")}
      />
    </div>
  );
}

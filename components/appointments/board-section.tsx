import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { loadBoard } from "@/lib/console/appointments/load";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { can } from "@/lib/console/permissions";
import { AppointmentsBoard } from "./appointments-board";

/** The board's first load, inside the page's Suspense: a fresh instance may still be catching up. */
export async function BoardSection({ who }: { who: CurrentStaff }) {
  const board = await loadBoard(who);
  return (
    <AppointmentsBoard
      initial={board}
      showNames={reveals(roleViewer(who.role), "name")}
      canChange={can(who.role, "appointments.book")}
    />
  );
}

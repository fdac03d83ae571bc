import { loadStaffPage, type StaffPageParams } from "@/lib/console/staff/load";
import { StaffTable } from "./staff-table";

/** One page of staff, loaded inside the page's Suspense so its skeleton shows meanwhile. */
export async function StaffSection({ query, currentStaffId }: { query: StaffPageParams; currentStaffId: string }) {
  const { rows, total } = await loadStaffPage(query);
  return <StaffTable rows={rows} total={total} currentStaffId={currentStaffId} />;
}

import { consoleDb } from "@/lib/console/store/db";
import { queryStaffPage, STAFF_SORTS } from "@/lib/console/store/staff-admin";
import { pickSort, toOffsetLimit } from "@/lib/url-state/table-params";
import { StaffTable } from "./staff-table";

type Query = {
  page: number;
  size: number;
  sort: Parameters<typeof pickSort>[0];
  q: string | null;
  role: string | null;
};

/** One page of staff, loaded inside the page's Suspense so its skeleton shows meanwhile. */
export async function StaffSection({ query, currentStaffId }: { query: Query; currentStaffId: string }) {
  const { page, size, sort, q, role } = query;
  const { rows, total } = await queryStaffPage(await consoleDb(), {
    ...toOffsetLimit({ page, size }),
    q,
    role,
    sort: pickSort(sort, STAFF_SORTS),
  });
  return <StaffTable rows={rows} total={total} currentStaffId={currentStaffId} />;
}

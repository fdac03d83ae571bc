import "server-only";
import { consoleDb } from "@/lib/console/store/db";
import { queryStaffPage, STAFF_SORTS, type StaffListRow } from "@/lib/console/staff/admin-store";
import { pickSort, toOffsetLimit } from "@/lib/url-state/table-params";

export type { StaffListRow };

export type StaffPageParams = {
  page: number;
  size: number;
  sort: Parameters<typeof pickSort>[0];
  q: string | null;
  role: string | null;
};

/** One page of staff for the admin table, filtered and sorted as the URL asks. */
export async function loadStaffPage({ page, size, sort, q, role }: StaffPageParams) {
  return queryStaffPage(await consoleDb(), {
    ...toOffsetLimit({ page, size }),
    q,
    role,
    sort: pickSort(sort, STAFF_SORTS),
  });
}

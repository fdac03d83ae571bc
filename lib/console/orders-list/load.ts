import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { firstBoardSync } from "@/lib/console/appointments/board-sync-runtime";
import { boardFreshness, type BoardFreshness } from "@/lib/console/appointments/freshness";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import type { Loaded } from "@/lib/console/loaded";
import { requestContext } from "@/lib/console/request-context";
import { boardSyncState } from "@/lib/console/store/board-sync";
import { consoleDb } from "@/lib/console/store/db";
import { isStoreUnavailable } from "@/lib/console/store/errors";
import { iterateProjectedOrders, listProjectedOrders, projectedLabs } from "@/lib/console/store/orders-list";
import { toOffsetLimit } from "@/lib/url-state/table-params";
import type { OrdersListParams } from "@/lib/console/orders-list/params";
import { toOrdersFilter, toOrdersSort } from "./query";
import { toOrderListRow, type OrderListRow } from "./rows";

/**
 * The orders list's data, from the projection the service's events and the reconciliation keep
 * current (the one the appointments board reads): a page of rows with their users' labels, the
 * total, the labs to filter by and how fresh it is; no service call. Names reach only the roles
 * the field policy shows them to.
 */
export type OrdersListPage = {
  rows: OrderListRow[];
  total: number;
  labs: { slug: string; name: string }[];
  freshness: BoardFreshness;
};

/** An export holds at most this many orders: a bound on one request's work, far above a day's orders. */
export const MAX_ORDERS_EXPORT = 100_000;
const FIRST_SYNC_WAIT_MS = 5000;

export const showsNames = (who: Pick<CurrentStaff, "role">) => reveals(roleViewer(who.role), "name");

export async function loadOrdersList(
  who: CurrentStaff,
  params: OrdersListParams,
  zone: string,
): Promise<Loaded<OrdersListPage>> {
  try {
    await firstBoardSync(FIRST_SYNC_WAIT_MS);
    const db = await consoleDb();
    const names = showsNames(who);
    const [page, labs, state] = await Promise.all([
      listProjectedOrders(db, toOrdersFilter(params, zone), toOrdersSort(params), toOffsetLimit(params)),
      projectedLabs(db),
      boardSyncState(db),
    ]);
    return {
      ok: true,
      data: {
        rows: page.rows.map((r) => toOrderListRow(r, names)),
        total: page.total,
        labs,
        freshness: boardFreshness(state, new Date()),
      },
    };
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    const { requestId } = await requestContext();
    return {
      ok: false,
      kind: "unavailable",
      message: `The console's database is unavailable right now. Try again in a moment. (request id ${requestId})`,
      requestId,
    };
  }
}

/** Every order the filters match, in the list's order and the viewer's field policy, up to the export's bound. */
export async function* exportedOrders(
  who: CurrentStaff,
  params: OrdersListParams,
  zone: string,
): AsyncGenerator<OrderListRow> {
  const names = showsNames(who);
  const rows = iterateProjectedOrders(await consoleDb(), toOrdersFilter(params, zone), toOrdersSort(params), {
    max: MAX_ORDERS_EXPORT,
  });
  for await (const row of rows) yield toOrderListRow(row, names);
}

"use client";

import { FlaskConicalIcon, SearchXIcon } from "lucide-react";

import { LoadError } from "@/components/common/load-error";
import { DataTable } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { OrderForUserButton } from "@/components/ordering/order-for-user-button";
import type { Failure } from "@/lib/console/action-failure";
import type { OrderListRow } from "@/lib/console/orders-list/rows";
import { createTableParsers } from "@/lib/url-state/table-params";
import { ORDERS_DEFAULT_SORT, ORDERS_PAGE_SIZE } from "@/lib/console/orders-list/params";
import { orderListColumns } from "./order-list-columns";
import { OrdersFilters } from "./orders-filters";

const parsers = createTableParsers(ORDERS_PAGE_SIZE);

export type OrdersTableProps = {
  rows: OrderListRow[];
  total: number;
  labs: readonly { slug: string; name: string }[];
  error?: Failure;
  /** Whether this role sees patients' names (the field policy decided on the server). */
  names: boolean;
  /** Whether this role may order a test (offered beside the export). */
  canOrder: boolean;
  filtered: boolean;
  zone: string;
};

/**
 * The team's orders, one server-side page at a time, every collection method. Page, size, sort
 * and filters live in the URL; each row opens its order page.
 */
export function OrdersTable({ rows, total, labs, error, names, canOrder, filtered, zone }: OrdersTableProps) {
  const urlState = useTableUrlState({ parsers, defaultSort: ORDERS_DEFAULT_SORT });
  return (
    <div className="flex flex-col gap-4">
      <OrdersFilters urlState={urlState} labs={labs} zone={zone} actions={canOrder ? <OrderForUserButton /> : null} />
      <DataTable
        label="Orders"
        columns={orderListColumns(names)}
        data={rows}
        rowCount={total}
        getRowId={(row) => row.orderId}
        urlState={urlState}
        error={error ? <LoadError title="Could not load orders" failure={error} /> : undefined}
        emptyState={filtered ? <NoMatches /> : <NoOrders canOrder={canOrder} />}
      />
    </div>
  );
}

function NoMatches() {
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <SearchXIcon aria-hidden="true" className="size-8 opacity-50" />
      <p className="font-medium text-foreground">No orders match</p>
      <p>Check the user id, widen the dates, or reset the filters.</p>
    </div>
  );
}

function NoOrders({ canOrder }: { canOrder: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <FlaskConicalIcon aria-hidden="true" className="size-8 opacity-50" />
      <p className="font-medium text-foreground">No orders yet</p>
      <p>
        {canOrder
          ? "Order the first one with “Order a test”."
          : "Orders appear here once a coordinator or an integration places them."}
      </p>
    </div>
  );
}

import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";

import { OrdersFreshness } from "@/components/orders/orders-freshness";
import { OrdersTable } from "@/components/orders/orders-table";
import { audit } from "@/lib/console/audit/record";
import { guardPage } from "@/lib/console/guard";
import { loadOrdersList, showsNames } from "@/lib/console/orders-list/load";
import { describeOrdersParams } from "@/lib/console/orders-list/query";
import { can } from "@/lib/console/permissions";
import { usableZone } from "@/lib/console/time/format-time";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";
import { hasOrdersFilters, ordersListParamsCache } from "@/lib/console/orders-list/params";

export const metadata: Metadata = { title: "Orders" };

// In a route group so its table skeleton (loading.tsx) does not also stand in for /orders/<id>.
export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("orders.read", { action: "orders.list" });
  const params = await ordersListParamsCache.parse(searchParams);
  // Creation dates are filtered as days of the zone the viewer reads times in, and labelled so.
  const zone = usableZone((await viewerZoneOf(who)).zone);
  // Names reach only the roles the field policy shows them to; every read is recorded with its filters.
  const names = showsNames(who);
  await audit(who, { action: "orders.list", outcome: "ok", detail: describeOrdersParams(params, zone) });
  const result = await loadOrdersList(who, params, zone);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Orders</h1>
        <p className="text-sm text-muted-foreground">
          Every lab order of the team, newest first: at-home draws, walk-ins and test kits.
          {result.ok ? <OrdersFreshness freshness={result.data.freshness} /> : null}
        </p>
      </header>
      <OrdersTable
        rows={result.ok ? result.data.rows : []}
        total={result.ok ? result.data.total : 0}
        labs={result.ok ? result.data.labs : []}
        error={result.ok ? undefined : result}
        names={names}
        canOrder={can(who.role, "orders.create")}
        filtered={hasOrdersFilters(params)}
        zone={zone}
      />
    </div>
  );
}

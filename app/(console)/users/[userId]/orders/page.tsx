import type { Metadata } from "next";

import { UserOrdersTable } from "@/components/orders/user-orders-table";
import { LoadError } from "@/components/common/load-error";
import { listUserOrders } from "@/lib/console/orders/load";
import { guardUserTab } from "@/lib/console/users/page-guard";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("orders");
export const metadata: Metadata = { title: tab.label };

/** The user's lab orders from the service (identifiers and statuses only, no patient details). */
export default async function UserOrdersPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  await guardUserTab(tab.segment, userId);
  const result = await listUserOrders(userId);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{tab.label}</h2>
      {result.ok ? (
        <UserOrdersTable orders={result.data.orders} total={result.data.total} />
      ) : (
        <LoadError title="Could not load the orders" failure={result} />
      )}
    </div>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";

import { OrderDetails } from "@/components/orders/order-details";
import { OrderSkeleton } from "@/components/orders/order-skeleton";
import { LoadError } from "@/components/common/load-error";
import { guardPage } from "@/lib/console/guard";
import { readOrder } from "@/lib/console/orders/load";
import { uuid } from "@/lib/contract/common";

export const metadata: Metadata = { title: "Order" };

/**
 * One order and its at-home appointment. Every role that may open it sees the appointment's
 * address, so the read is audited as PHI; names only reach PHI roles (decided in the loader).
 * The guard and the order itself come before the Suspense boundary: a refused role gets a 403 and
 * an unknown order a 404 before anything streams, where a streamed 200 could no longer be changed.
 * The rest (appointment, user, results) streams in behind the skeleton.
 */
export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<{ from?: string | string[] }>;
}) {
  const [{ orderId }, { from }] = await Promise.all([params, searchParams]);
  const who = await guardPage("appointments.read", {
    action: "orders.view",
    phi: true,
    targetType: "order",
    targetId: orderId,
  });
  if (!uuid.safeParse(orderId).success) notFound();
  const order = await readOrder(orderId);
  if (!order.ok) return <LoadError title="Could not load this order" failure={order} />;
  if (!order.data) notFound();
  return (
    <Suspense fallback={<OrderSkeleton />}>
      <OrderDetails who={who} order={order.data} from={from} />
    </Suspense>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";

import { OrderDetails } from "@/components/orders/order-details";
import { OrderSkeleton } from "@/components/orders/order-skeleton";
import { guardPage } from "@/lib/console/guard";
import { uuid } from "@/lib/contract/common";

export const metadata: Metadata = { title: "Order" };

/**
 * One order and its at-home appointment. Every role that may open it sees the appointment's
 * address, so the read is audited as PHI; names only reach PHI roles (decided in the loader).
 * The guard runs before the Suspense boundary, so a refused role still gets a 403 rather than a
 * streamed 200; an id that cannot be an order is a 404 before anything streams too.
 */
export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const who = await guardPage("appointments.read", {
    action: "orders.view",
    phi: true,
    targetType: "order",
    targetId: orderId,
  });
  if (!uuid.safeParse(orderId).success) notFound();
  return (
    <Suspense fallback={<OrderSkeleton />}>
      <OrderDetails who={who} orderId={orderId} />
    </Suspense>
  );
}

import { StatusBadge } from "@/components/appointments/status-badge";
import { orderStatusLabel } from "@/lib/console/orders/order-status";

/** An order's own status, in the order vocabulary; an unknown status is shown as sent. */
export const OrderStatusBadge = ({ status }: { status: string }) => (
  <StatusBadge status={status} label={orderStatusLabel(status)} />
);

import Link from "next/link";
import { DateTimeText } from "@/components/time/date-time-text";
import { FileDownIcon, MapPinIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { collectionMethodLabel } from "@/lib/console/appointments/format";
import type { OrderPageView } from "@/lib/console/orders/load";
import { orderEventLabel } from "@/lib/console/orders/order-status";
import { OrderStatusBadge } from "./order-status-badge";

/** The order itself: status, how the sample is collected, the tests, the requisition form. */
export function OrderSummary({
  order,
  canSearchPsc,
  canReadPatient,
}: {
  order: OrderPageView;
  canSearchPsc: boolean;
  /** The requisition prints the whole patient record: only roles that may read it get the link. */
  canReadPatient: boolean;
}) {
  return (
    <Card aria-labelledby="order-title">
      <CardHeader>
        <CardTitle id="order-title">Order</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt className="text-muted-foreground">Collection</dt>
          <dd>{collectionMethodLabel(order.collectionMethod)}</dd>
          <dt className="text-muted-foreground">Lab</dt>
          <dd>{order.labName ?? "—"}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>
            <DateTimeText value={order.createdAt} />
          </dd>
          <dt className="self-start text-muted-foreground">Lab tests ({order.tests.length})</dt>
          <dd>
            <ul className="flex flex-col gap-1" aria-label="Lab tests">
              {order.tests.map((t) => (
                <li key={t.id} className="flex flex-col">
                  <span>{t.name ?? "Name not available"}</span>
                  <code className="font-mono text-xs break-all text-muted-foreground">{t.id}</code>
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {canReadPatient ? (
              <Button asChild variant="outline" size="sm">
                <a href={`/orders/${order.id}/requisition`} download>
                  <FileDownIcon aria-hidden="true" />
                  Requisition PDF
                </a>
              </Button>
            ) : null}
            {canSearchPsc ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`/psc?order=${order.id}`}>
                  <MapPinIcon aria-hidden="true" />
                  Find a service center near the patient
                </Link>
              </Button>
            ) : null}
          </div>
          {order.events.length > 0 ? (
            <section aria-labelledby="order-history">
              <h3 id="order-history" className="mb-1 text-sm font-medium">
                History
              </h3>
              <ol className="flex flex-col gap-1 text-sm">
                {order.events.map((e, i) => (
                  <li key={`${e.createdAt}-${i}`} data-status={e.raw}>
                    {orderEventLabel(e)} <DateTimeText value={e.createdAt} className="text-muted-foreground" />
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

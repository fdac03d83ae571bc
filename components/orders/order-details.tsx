import Link from "next/link";
import { Fragment } from "react";

import { BreakGlassButton } from "@/components/break-glass/break-glass-button";
import { AppointmentChangeButtons } from "@/components/appointments/appointment-change-buttons";
import { AppointmentDetails } from "@/components/appointments/appointment-details";
import { BookDrawDialog } from "@/components/appointments/book-draw-dialog";
import { EarlierAppointments } from "@/components/appointments/earlier-appointments";
import { OrderResultsSection } from "@/components/results/order-results-section";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { CopyableId } from "@/components/common/copy-button";
import { LoadError } from "@/components/common/load-error";
import { ZoneNote } from "@/components/time/zone-note";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { slotMoment } from "@/lib/console/appointments/slot-format";
import { activeGrant } from "@/lib/console/break-glass/access";
import { loadOrderPage } from "@/lib/console/orders/load";
import { orderTrail } from "@/lib/console/orders/order-trail";
import { can } from "@/lib/console/permissions";
import type { OrderView } from "@/lib/service/read/orders";
import { CancelOrderButton } from "./cancel-order-button";
import { OrderSummary } from "./order-summary";

/**
 * What the order page shows once the order is known: its appointment, the user and the results
 * wait on the service again, inside the page's Suspense so the skeleton shows meanwhile. The page
 * has already checked and recorded the read; what each role sees is decided by the loader.
 */
export async function OrderDetails({
  who,
  order: read,
  from,
}: {
  who: CurrentStaff;
  order: OrderView;
  /** Where the link came from (`?from=`), which the breadcrumb leads back to. */
  from?: string | string[];
}) {
  const result = await loadOrderPage(who, read);
  if (!result.ok) return <LoadError title="Could not load this order" failure={result} />;
  const order = result.data;
  const atHome = order.collectionMethod === "at_home_phlebotomy";
  const a = order.appointment;
  const trail = orderTrail(from, { id: order.userId, label: order.clientUserId });
  const current = { startAt: a?.start_at ?? null, endAt: a?.end_at ?? null, timeZone: a?.iana_timezone ?? null };
  // Break-glass: the order hides the patient's name from this role; offered until a grant is open.
  const offerBreakGlass = can(who.role, "break_glass.open") && !(await activeGrant(who, order.userId));
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <Breadcrumb>
          <BreadcrumbList>
            {trail.map((crumb) => (
              <Fragment key={crumb.href}>
                <BreadcrumbItem>
                  <BreadcrumbLink asChild>
                    {/* Not prefetched: a prefetch of a user's page carries its title, which names the patient only when opened. */}
                    <Link href={crumb.href} prefetch={false}>
                      {crumb.label}
                    </Link>
                  </BreadcrumbLink>
                </BreadcrumbItem>
                <BreadcrumbSeparator />
              </Fragment>
            ))}
            <BreadcrumbItem>
              <BreadcrumbPage>Order</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
        <h1 className="text-2xl font-semibold tracking-tight">
          Order {order.patientName ? `for ${order.patientName}` : ""}
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CopyableId value={order.id} label="Copy order id" />
          <div className="flex flex-wrap items-center gap-2">
            {offerBreakGlass ? <BreakGlassButton userId={order.userId} /> : null}
            {order.changes.cancelOrder ? (
              <CancelOrderButton
                orderId={order.id}
                tests={order.labTestIds.length}
                bookedDraw={order.changes.cancel ? slotMoment(current.startAt, current.endAt, current.timeZone) : null}
              />
            ) : null}
          </div>
        </div>
        <ZoneNote />
      </header>
      <OrderSummary order={order} canSearchPsc={can(who.role, "psc.search")} canReadPatient={order.shows.requisition} />
      <section id="appointment" aria-label="Appointment" className="flex flex-col gap-3">
        {order.booking ? (
          <div className="flex items-center gap-3">
            <BookDrawDialog orderId={order.id} address={order.booking.address} />
            {order.appointment ? (
              <span className="text-sm text-muted-foreground">The last appointment was cancelled; book a new one.</span>
            ) : null}
          </div>
        ) : null}
        {order.appointment && (order.changes.reschedule || order.changes.cancel) ? (
          <AppointmentChangeButtons orderId={order.id} current={current} changes={order.changes} />
        ) : null}
        {order.appointment ? (
          <AppointmentDetails appointment={order.appointment} />
        ) : atHome ? (
          <p className="text-sm text-muted-foreground">No at-home appointment has been booked for this order yet.</p>
        ) : null}
        <EarlierAppointments appointments={order.earlierAppointments} />
      </section>
      <OrderResultsSection who={who} order={order} />
    </div>
  );
}

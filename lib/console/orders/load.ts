import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { auditGrantedRead } from "@/lib/console/break-glass/access";
import { mayHaveDocument, reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { can } from "@/lib/console/permissions";
import { findTrackedOrder } from "@/lib/console/store/tracked-orders";
import { consoleDb } from "@/lib/console/store/db";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { noteDetailsRead, noteUsersRead } from "@/lib/console/user-index/index-updates";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { uuid } from "@/lib/contract/common";
import { serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { OrderEventView, OrderView } from "@/lib/service/read/orders";
import { rememberAppointment, rememberedAppointments } from "@/lib/console/orders/seen-appointments";
import { earlierOf, type AppointmentRecord } from "./appointment-record";
import { bookingAddressOf, type BookingAddress } from "./booking-address";
import { orderHistory } from "./order-history";
import { orderChanges, takesBooking, type OrderChanges } from "./order-changes";
import { orderTests } from "./order-tests";
import type { OrderTest } from "./result-groups";

/**
 * The order page's data, decided here by the field policy for the viewer and this patient: the
 * patient's name, the appointment's address, the requisition and the results each only where
 * the policy shows them; the booking prefill only for roles that may book.
 */
export type OrderPageView = {
  id: string;
  userId: string;
  clientUserId: string | null;
  patientName: string | null;
  status: string;
  collectionMethod: string;
  labTestIds: string[];
  /** Every test of the order, named where the catalogue could name it. */
  tests: OrderTest[];
  labName: string | null;
  createdAt: string;
  /** Each with the raw (possibly compound) status and a readable label. */
  events: OrderEventView[];
  appointment: AppointmentView | null;
  /** Appointments the service has since replaced, as this console saw them last, newest first. */
  earlierAppointments: AppointmentRecord[];
  tracked: boolean;
  /** Set when this role may book and the order can take an appointment now. */
  booking: { address: BookingAddress } | null;
  /** The changes this role may offer now (reschedule, cancel the draw, cancel the order). */
  changes: OrderChanges;
  /** What the field policy lets this viewer open of the patient's: the requisition PDF, the lab results. */
  shows: { requisition: boolean; results: boolean; resultsPdf: boolean };
};

const isMissing = (e: unknown) => isHttpStatus(e, 404, 422);

/** Whether an order may take a new appointment: at home, not final, none active. */
export function canBook(
  order: Pick<OrderView, "collectionMethod" | "status">,
  appointment: Pick<AppointmentView, "status"> | null,
) {
  return order.collectionMethod === "at_home_phlebotomy" && takesBooking(order.status, appointment?.status ?? null);
}

/**
 * The order itself, null when the service does not know it. Read on its own, before anything
 * streams, so that an unknown order answers with a real 404 status; the rest of the page is then
 * loaded from this order without fetching it again.
 */
export async function readOrder(orderId: string): Promise<Loaded<OrderView | null>> {
  if (!uuid.safeParse(orderId).success) return { ok: true, data: null };
  try {
    return { ok: true, data: await serviceClient().getOrder(orderId) };
  } catch (error) {
    return isMissing(error) ? { ok: true, data: null } : failedLoad(error);
  }
}

/** Everything the order page shows beyond the order: its appointment, user, booking and changes. */
export async function loadOrderPage(who: CurrentStaff, order: OrderView): Promise<Loaded<OrderPageView>> {
  const client = serviceClient();
  const orderId = order.id;
  try {
    const atHome = order.collectionMethod === "at_home_phlebotomy";
    const [appointment, user, tests] = await Promise.all([
      atHome ? client.getAppointment(orderId).catch((e: unknown) => (isMissing(e) ? null : Promise.reject(e))) : null,
      client.getUser(order.userId).catch((e: unknown) => (isMissing(e) ? null : Promise.reject(e))),
      orderTests(order),
    ]);
    const viewer = await viewerFor(who, order.userId);
    const mayBook = can(who.role, "appointments.schedule") && canBook(order, appointment);
    // Prefill from the patient's latest details; the order's own address when there are none.
    const info = mayBook ? await client.getUserInfo(order.userId) : null;
    // Not awaited: the index write never delays or fails the page.
    if (user) void noteUsersRead([user]);
    if (mayBook) void noteDetailsRead(order.userId, info);
    const db = await consoleDb();
    const tracked = !!(await findTrackedOrder(db, order.id));
    if (appointment) await rememberAppointment(db, appointment);
    const earlierAppointments = atHome
      ? earlierOf(await rememberedAppointments(db, order.id), appointment?.id ?? null)
      : [];
    // A service may leave an order's patient details out: the name the user index holds then.
    const patientName = reveals(viewer, "name", order.userId)
      ? (order.patientName ?? (await indexedUserLabels(db, [order.userId])).get(order.userId)?.name ?? null)
      : null;
    if (patientName) await auditGrantedRead(who, viewer, "name", "name on an order");
    return {
      ok: true,
      data: {
        id: order.id,
        userId: order.userId,
        clientUserId: user?.client_user_id ?? null,
        patientName,
        status: order.status,
        collectionMethod: order.collectionMethod,
        labTestIds: order.labTestIds,
        tests,
        labName: order.lab?.name ?? null,
        createdAt: order.createdAt,
        events: orderHistory(order.events),
        // Its address is the patient's: every role that may open this page sees addresses (a
        // unit test of the field policy holds the permissions to that).
        appointment,
        earlierAppointments,
        tracked,
        booking: mayBook ? { address: bookingAddressOf(info?.address ?? order.patientAddress) } : null,
        changes: orderChanges(who.role, order, appointment),
        shows: {
          // Documents keep to the role: emergency access for one patient lends what the page shows,
          // never a file that outlives it.
          requisition: mayHaveDocument(roleViewer(who.role), "requisition"),
          results: reveals(viewer, "results", order.userId),
          resultsPdf: mayHaveDocument(roleViewer(who.role), "lab_report"),
        },
      },
    };
  } catch (error) {
    return failedLoad(error);
  }
}

export type OrderListItem = Pick<OrderView, "id" | "status" | "collectionMethod" | "createdAt"> & {
  tests: number;
  firstTestName: string | null;
  hasAppointment: boolean | null;
};

/** A user's orders (newest first as the service lists them); identifiers and statuses only. */
export async function listUserOrders(userId: string): Promise<Loaded<{ orders: OrderListItem[]; total: number }>> {
  try {
    const page = await serviceClient().listOrders({ user_id: userId, size: 100 });
    const orders = page.orders.map((o) => ({
      id: o.id,
      status: o.status,
      collectionMethod: o.collectionMethod,
      createdAt: o.createdAt,
      tests: o.labTestIds.length,
      firstTestName: o.labTest?.name ?? null,
      hasAppointment: o.appointmentId === undefined ? null : !!o.appointmentId,
    }));
    return { ok: true, data: { orders, total: page.total ?? orders.length } };
  } catch (error) {
    return failedLoad(error);
  }
}

import "server-only";
import { failureText } from "@/lib/console/action-failure";
import { audit } from "@/lib/console/audit";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { can, seesPhi } from "@/lib/console/permissions";
import { findTrackedOrder } from "@/lib/console/store/tracked-orders";
import { consoleDb } from "@/lib/console/store/db";
import { indexedUserLabels } from "@/lib/console/store/user-index-names";
import { noteDetailsRead, noteUsersRead } from "@/lib/console/users/index-updates";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { uuid } from "@/lib/contract/common";
import { ServiceError, serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { LabResultView, LabResultsView } from "@/lib/service/read/lab-results";
import type { OrderEventView, OrderView } from "@/lib/service/read/orders";
import { rememberAppointment, rememberedAppointments } from "@/lib/console/store/seen-appointments";
import { earlierOf, type AppointmentRecord } from "./appointment-record";
import { bookingAddressOf, type BookingAddress } from "./booking-address";
import { orderHistory } from "./order-history";
import { orderChanges, takesBooking, type OrderChanges } from "./order-changes";
import { buildTrends, markerKey, type MarkerTrend, type Report } from "./result-trends";

/**
 * The order page's data, decided per role here: the patient's name only for PHI roles; the
 * appointment (with its address) for every role that may open the page (all hold contact read);
 * the booking prefill only for roles that may book.
 */
export type OrderPageView = {
  id: string;
  userId: string;
  clientUserId: string | null;
  patientName: string | null;
  status: string;
  collectionMethod: string;
  labTestIds: string[];
  firstTestName: string | null;
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
    const [appointment, user] = await Promise.all([
      atHome ? client.getAppointment(orderId).catch((e: unknown) => (isMissing(e) ? null : Promise.reject(e))) : null,
      client.getUser(order.userId).catch((e: unknown) => (isMissing(e) ? null : Promise.reject(e))),
    ]);
    const mayBook = can(who.role, "appointments.book") && canBook(order, appointment);
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
    const patientName = seesPhi(who.role)
      ? (order.patientName ?? (await indexedUserLabels(db, [order.userId])).get(order.userId)?.name ?? null)
      : null;
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
        firstTestName: order.labTest?.name ?? null,
        labName: order.lab?.name ?? null,
        createdAt: order.createdAt,
        events: orderHistory(order.events),
        appointment,
        earlierAppointments,
        tracked,
        booking: mayBook ? { address: bookingAddressOf(info?.address ?? order.patientAddress) } : null,
        changes: orderChanges(who.role, order, appointment),
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

/**
 * An order's lab results for the order page, with a trend for each marker the patient's earlier
 * reports also measured. Results are PHI: only roles with patient.read get them, and each read is
 * audited.
 */
export type ResultRow = LabResultView & { trend: MarkerTrend | null };
export type OrderResultsView = {
  status: string | null;
  laboratory: string | null;
  interpretation: string | null;
  collectedAt: string | null;
  reportedAt: string | null;
  rows: ResultRow[];
  missing: { name: string; reason: string | null }[];
  /** Set when earlier reports could not be read: the table shows without trends. */
  trendsNote: string | null;
};

/** How many earlier completed orders are read for trends: enough for a line, bounded in calls. */
export const MAX_EARLIER_ORDERS = 10;
const PARALLEL_READS = 4;

const reportDate = (r: LabResultsView, fallback: string) =>
  r.metadata.date_collected ?? r.metadata.date_reported ?? fallback;

/** The patient's reports from completed orders created before this one, newest first. */
async function earlierReports(order: { id: string; userId: string; createdAt: string }): Promise<Report[]> {
  const client = serviceClient();
  const page = await client.listOrders({ user_id: order.userId, size: 100 });
  const candidates = page.orders
    .filter((o) => o.id !== order.id && o.status === "completed" && o.createdAt < order.createdAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_EARLIER_ORDERS);
  const reports: Report[] = [];
  for (let i = 0; i < candidates.length; i += PARALLEL_READS) {
    const batch = candidates.slice(i, i + PARALLEL_READS);
    const read = await Promise.all(batch.map((o) => client.orderResults(o.id)));
    read.forEach((r, j) => {
      if (r) reports.push({ at: reportDate(r, batch[j]!.createdAt), results: r.results });
    });
  }
  return reports;
}

export async function loadOrderResults(
  who: CurrentStaff,
  order: { id: string; userId: string; createdAt: string },
): Promise<Loaded<OrderResultsView | null>> {
  if (!can(who.role, "patient.read")) throw new Error("Lab results need patient.read");
  const target = { action: "orders.results.view", targetType: "order", targetId: order.id };
  let results: LabResultsView | null;
  try {
    results = await serviceClient().orderResults(order.id);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    await audit(who, { ...target, outcome: "failed", detail: `service ${error.status}` });
    return failedLoad(error);
  }
  await audit(who, { ...target, outcome: "ok", detail: results ? undefined : "no results yet" });
  if (!results) return { ok: true, data: null };

  let trends = new Map<string, MarkerTrend>();
  let trendsNote: string | null = null;
  try {
    const current = { at: reportDate(results, order.createdAt), results: results.results };
    trends = buildTrends(current, await earlierReports(order));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // Trends are extra: the table stands without them, and says why they are missing.
    const note = "Earlier results could not be read, so trends are not shown";
    trendsNote = `${failureText({ message: note, requestId: error.requestId })}.`;
  }
  const m = results.metadata;
  return {
    ok: true,
    data: {
      status: m.status ?? null,
      laboratory: m.laboratory ?? null,
      interpretation: m.interpretation ?? null,
      collectedAt: m.date_collected ?? null,
      reportedAt: m.date_reported ?? null,
      rows: results.results.map((r) => ({ ...r, trend: trends.get(markerKey(r)) ?? null })),
      missing: results.missing_results.map((x) => ({ name: x.name, reason: x.inferred_failure_type ?? null })),
      trendsNote,
    },
  };
}

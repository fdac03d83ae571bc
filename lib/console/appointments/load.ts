import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { consoleDb } from "@/lib/console/store/db";
import { lastSeenOf, listTrackedOrders, noteSeen } from "@/lib/console/store/tracked-orders";
import { indexedUserLabels } from "@/lib/console/store/user-index-names";
import { noteUsersRead } from "@/lib/console/users/index-updates";
import { MAX_ORDERS_PAGE } from "@/lib/contract/orders";
import { isHttpStatus, loadFailure } from "@/lib/console/loaded";
import { serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { OrderView } from "@/lib/service/read/orders";
import { mapLimit } from "@/lib/concurrency/map-limit";
import { toBoardRow, type BoardRow } from "./board-rows";
import { DEFAULT_BOARD_SORT, sortBoardRows } from "./board-view";

/**
 * The board's data. Bounded: at most MAX_LIST_PAGES pages of the service's order list, at-home
 * orders only, and appointment reads at most CONCURRENCY at a time. Orders the console tracks
 * are added by id, so the board also works against a service that cannot list orders.
 */
const MAX_LIST_PAGES = 5;
const CONCURRENCY = 6;

export type BoardData = {
  rows: BoardRow[];
  /** Order ids whose status moved since this console last showed them (tracked orders only). */
  changed: string[];
  fetchedAt: string;
  /** Problems that left the board partial, each with its request id; the rest still shows. */
  warnings: { message: string; requestId: string }[];
  /** More at-home orders exist than the bounded list read. */
  truncated: boolean;
};

type Warning = BoardData["warnings"][number];
const warningOf = (error: unknown): Warning => loadFailure(error);
const isMissing = (e: unknown) => isHttpStatus(e, 404);
/** A service without an order list answers 404/405/501 to it: not a failure, just not available. */
const cannotList = (e: unknown) => isHttpStatus(e, 404, 405, 501);

const isAtHome = (o: OrderView) => o.collectionMethod === "at_home_phlebotomy";

// client_user_id never changes for a user_id, so one lookup per process (per instance) is enough.
const clientIds = new Map<string, string>();

/**
 * Each row's client_user_id and, for a fallback when an order carries no patient details, the
 * name the user index holds: one index query for the whole board, then the service only for
 * users the index does not know yet (which puts them in it for the next load).
 */
async function userLabels(userIds: string[], warnings: Warning[]) {
  const unique = [...new Set(userIds)];
  const indexed = await indexedUserLabels(await consoleDb(), unique);
  for (const [id, label] of indexed) clientIds.set(id, label.clientUserId);
  await mapLimit(
    unique.filter((id) => !clientIds.has(id)),
    CONCURRENCY,
    async (id) => {
      try {
        const user = await serviceClient().getUser(id);
        clientIds.set(id, user.client_user_id);
        void noteUsersRead([user]);
      } catch (error) {
        if (!isMissing(error) && warnings.length < 3) warnings.push(warningOf(error));
      }
    },
  );
  return {
    clientUserIdOf: (id: string) => clientIds.get(id) ?? null,
    indexedNameOf: (id: string) => indexed.get(id)?.name ?? null,
  };
}

async function listedAtHomeOrders(userId: string | undefined, warnings: Warning[]) {
  const orders: OrderView[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page++) {
    try {
      const answer = await serviceClient().listOrders({ page, size: MAX_ORDERS_PAGE, user_id: userId });
      orders.push(...answer.orders.filter(isAtHome));
      // A page shorter than asked for is the last, whatever the total says (or when it is missing).
      if (answer.orders.length < MAX_ORDERS_PAGE || (answer.total !== null && page * MAX_ORDERS_PAGE >= answer.total))
        return { orders, truncated: false };
    } catch (error) {
      if (!cannotList(error)) warnings.push(warningOf(error));
      return { orders, truncated: false };
    }
  }
  return { orders, truncated: true };
}

async function appointmentOf(order: OrderView, warnings: Warning[]): Promise<AppointmentView | null> {
  // The order says whether it has an appointment where the service tells; skip the read if not.
  if (order.appointmentId === null) return null;
  try {
    return await serviceClient().getAppointment(order.id);
  } catch (error) {
    if (isMissing(error)) return null;
    warnings.push(warningOf(error));
    return null;
  }
}

export async function loadBoard(who: CurrentStaff, opts: { userId?: string } = {}): Promise<BoardData> {
  const warnings: Warning[] = [];
  const db = await consoleDb();
  const tracked = (await listTrackedOrders(db)).filter((t) => !opts.userId || t.userId === opts.userId);
  const trackedIds = new Set(tracked.map((t) => t.orderId));
  const listed = await listedAtHomeOrders(opts.userId, warnings);
  const listedIds = new Set(listed.orders.map((o) => o.id));
  const extra = await mapLimit(
    tracked.filter((t) => !listedIds.has(t.orderId)),
    CONCURRENCY,
    async (t) => {
      try {
        return await serviceClient().getOrder(t.orderId);
      } catch (error) {
        if (!isMissing(error)) warnings.push(warningOf(error));
        return null;
      }
    },
  );
  const orders = [...listed.orders, ...extra.filter((o): o is OrderView => o !== null)];
  const appointments = await mapLimit(orders, CONCURRENCY, (o) => appointmentOf(o, warnings));
  const labels = await userLabels(
    orders.map((o) => o.userId),
    warnings,
  );
  // The per-user view shows no names (its header says whose orders they are): no PHI to send.
  const phi = reveals(roleViewer(who.role), "name") && !opts.userId;
  const rows = orders.map((o, i) =>
    toBoardRow(o, appointments[i]!, {
      phi,
      clientUserId: labels.clientUserIdOf(o.userId),
      indexedName: phi ? labels.indexedNameOf(o.userId) : null,
      tracked: trackedIds.has(o.id),
    }),
  );

  const before = await lastSeenOf(db, [...trackedIds]);
  const changed = rows
    .filter(
      (r) => r.tracked && before.get(r.orderId)?.lastStatus != null && before.get(r.orderId)?.lastStatus !== r.status,
    )
    .map((r) => r.orderId);
  await noteSeen(
    db,
    rows.filter((r) => r.tracked).map((r) => ({ orderId: r.orderId, status: r.status, eventStatus: r.eventStatus })),
  );
  // One failing read should not flood the page: show the first few, each with its request id.
  return {
    rows: sortBoardRows(rows, DEFAULT_BOARD_SORT),
    changed,
    fetchedAt: new Date().toISOString(),
    warnings: warnings.slice(0, 3),
    truncated: listed.truncated,
  };
}

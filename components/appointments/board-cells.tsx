"use client";

import { createContext, useContext, type ReactNode } from "react";
import Link from "next/link";

import type { BoardRow } from "@/lib/console/appointments/board-rows";
import { providerLabel } from "@/lib/console/appointments/provider-labels";
import { displayZone, type ZoneChoice } from "@/lib/console/appointments/board-view";
import { formatInZone } from "@/lib/console/appointments/format";
import { appointmentEventLabel } from "@/lib/console/appointments/merged-status";

/**
 * What the board's cells need besides their row: whose clock the times are on, whether names may
 * show, and which rows just moved. Shared through context so the columns can be one module-level
 * array, and a new column is one more entry in it.
 */
export type BoardDisplay = {
  zoneChoice: ZoneChoice;
  /** The viewer's zone: their chosen preference, else their browser's. */
  viewerZone: string | null;
  showNames: boolean;
  changed: ReadonlySet<string>;
  /**
   * Added to links to an order: the board of all appointments says so (the order's breadcrumb
   * then leads back to it); a user's own board adds nothing, its trail being the user's.
   */
  orderQuery: string;
};

const BoardDisplayContext = createContext<BoardDisplay>({
  zoneChoice: "patient",
  viewerZone: null,
  showNames: false,
  changed: new Set(),
  orderQuery: "",
});

export function BoardDisplayProvider({ value, children }: { value: BoardDisplay; children: ReactNode }) {
  return <BoardDisplayContext value={value}>{children}</BoardDisplayContext>;
}

export const useBoardDisplay = () => useContext(BoardDisplayContext);

/** The zone a row's times are shown in, for the current choice. */
export function useRowZone(row: Pick<BoardRow, "timeZone">): string {
  const { zoneChoice, viewerZone } = useBoardDisplay();
  return displayZone(row, zoneChoice, viewerZone);
}

/** "patient's time" or "your time, Europe/Paris", for column headers. */
export function zoneHeading(choice: ZoneChoice, viewerZone: string | null): string {
  if (choice === "patient") return "patient's time";
  return viewerZone ? `your time, ${viewerZone}` : "your time";
}

/* The cells: each reads what it needs beyond its row from the display context above. */

const shortId = (id: string) => id.slice(0, 8);

export function PatientCell({ row }: { row: BoardRow }) {
  const { showNames } = useBoardDisplay();
  return (
    <>
      {/* Not prefetched: a prefetch carries the page title, which names the patient only when opened. */}
      <Link href={`/users/${row.userId}`} prefetch={false} className="font-mono text-xs hover:underline">
        {row.clientUserId ?? shortId(row.userId)}
      </Link>
      {showNames && row.patientName ? <div className="text-sm">{row.patientName}</div> : null}
    </>
  );
}

export function OrderCell({ row }: { row: BoardRow }) {
  const { changed, orderQuery } = useBoardDisplay();
  return (
    <>
      <Link
        href={`/orders/${row.orderId}${orderQuery}`}
        className="font-mono text-xs text-primary hover:underline"
        title={row.orderId}
      >
        {shortId(row.orderId)}
      </Link>
      {row.tracked ? <span className="ml-1 text-xs text-muted-foreground">(tracked)</span> : null}
      {changed.has(row.orderId) ? <span className="sr-only"> changed since you opened the board</span> : null}
    </>
  );
}

export const ProviderCell = ({ row }: { row: BoardRow }) => <>{row.provider ? providerLabel(row.provider) : "—"}</>;

export function StartCell({ row }: { row: BoardRow }) {
  const zone = useRowZone(row);
  if (!row.startAt) return <span className="text-muted-foreground">Not scheduled yet</span>;
  return <time dateTime={row.startAt}>{formatInZone(row.startAt, zone)}</time>;
}

export function LastEventCell({ row }: { row: BoardRow }) {
  const zone = useRowZone(row);
  if (!row.lastEvent) return <>—</>;
  return (
    <>
      {appointmentEventLabel(row.lastEvent)}{" "}
      <span className="text-muted-foreground">{formatInZone(row.lastEventAt, zone)}</span>
    </>
  );
}

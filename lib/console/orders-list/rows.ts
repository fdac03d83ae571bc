import type { LabelledRow } from "@/lib/console/store/board-projection";
import { fullName } from "@/lib/console/users/full-name";

/**
 * One line of the orders list (and of its CSV), built on the server per role from the projection:
 * `patientName` is filled only for roles the field policy shows names to, from the user index
 * (the projection holds none). Values the service sends outside the known lists stay as sent.
 * Pure, unit-tested.
 */
export type OrderListRow = {
  orderId: string;
  userId: string | null;
  clientUserId: string | null;
  patientName: string | null;
  /** The order's top-level status; null until an event or a pass told of it. */
  status: string | null;
  collectionMethod: string | null;
  labSlug: string | null;
  labName: string | null;
  testName: string | null;
  testCount: number | null;
  createdAt: string | null;
  /** The order's own last change at the service (not when this console wrote the row). */
  updatedAt: string | null;
  /** The results' interpretation (critical, abnormal, normal) once results said so. */
  flag: string | null;
  appointmentStatus: string | null;
};

export function toOrderListRow(row: LabelledRow, names: boolean): OrderListRow {
  const labels = row.labels;
  return {
    orderId: row.orderId,
    userId: row.userId,
    clientUserId: labels.clientUserId,
    patientName: names && labels.hasDetails ? fullName(labels.firstName, labels.lastName) : null,
    status: row.orderStatus,
    collectionMethod: row.collectionMethod,
    labSlug: row.labSlug,
    labName: row.labName,
    testName: row.testName,
    testCount: row.testCount,
    createdAt: row.orderCreatedAt,
    updatedAt: row.orderAt,
    flag: row.resultInterpretation,
    appointmentStatus: row.appointmentStatus,
  };
}

/** "Metabolic panel", "Metabolic panel + 2 more", or null when the service named no test. */
export function testsText(row: Pick<OrderListRow, "testName" | "testCount">): string | null {
  if (!row.testName) return row.testCount ? `${row.testCount} tests` : null;
  const more = (row.testCount ?? 1) - 1;
  return more > 0 ? `${row.testName} + ${more} more` : row.testName;
}

const BASE_HEADER = [
  "order_id",
  "user_id",
  "client_user_id",
  "status",
  "collection_method",
  "lab",
  "lab_slug",
  "tests",
  "test_count",
  "flag",
  "appointment_status",
  "created_at",
  "updated_at",
] as const;

/** The CSV's columns: `patient_name` only for roles that see names, so the file keeps the same policy as the page. */
export function orderCsvHeader(names: boolean): readonly string[] {
  return names ? ["order_id", "patient_name", ...BASE_HEADER.slice(1)] : BASE_HEADER;
}

export function orderCsvCells(row: OrderListRow, names: boolean): unknown[] {
  const rest = [
    row.userId,
    row.clientUserId,
    row.status,
    row.collectionMethod,
    row.labName,
    row.labSlug,
    testsText(row),
    row.testCount,
    row.flag,
    row.appointmentStatus,
    row.createdAt,
    row.updatedAt,
  ];
  return names ? [row.orderId, row.patientName, ...rest] : [row.orderId, ...rest];
}

/** labdesk-orders-2026-05-01.csv, the UTC day of the export. */
export function ordersCsvFilename(now = new Date()): string {
  return `labdesk-orders-${now.toISOString().slice(0, 10)}.csv`;
}

/*
 * The one TanStack Table v9 feature set every Labdesk table uses. Columns are typed against it,
 * so per-feature `columns.tsx` files build them with `createDataTableColumnHelper<Row>()`.
 * No row models are registered: the server filters, sorts and pages, the table only renders
 * what it is given (manual* options in data-table.tsx).
 */
import type { ComponentType } from "react";
import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type Row,
  type RowData,
  type Table,
} from "@tanstack/react-table";

export type DataTableFilterOption = {
  label: string;
  value: string;
  icon?: ComponentType<{ className?: string }>;
};

/** A toolbar filter. `param` is the search param it writes, parsed on the server by `filterParsers`. */
export type DataTableFilter =
  | { variant: "text"; param: string; placeholder?: string }
  | { variant: "select" | "multi-select"; param: string; options: readonly DataTableFilterOption[] };

export type DataTableColumnMeta = {
  /** Human name for the view menu and filters, when the header is not plain text. */
  label?: string;
  /** Applied to the column's header and body cells (width, alignment). */
  className?: string;
  filter?: DataTableFilter;
};

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// TValue varies per column; `any` here is what lets one array hold string and number columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData extends RowData> = Column<DataTableFeatures, TData, any>;

export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

/** The table instance the kit's parts receive (the React adapter's table is assignable to it). */
export type DataTableInstance<TData extends RowData> = Table<DataTableFeatures, TData>;

export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** The label a column shows in menus: meta.label, a string header, or its id. */
export function columnLabel<TData extends RowData>(column: DataTableColumn<TData>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}

/** A column's name beside its cells when rows are drawn as cards: meta.label or a string header, else none. */
export function cardLabel<TData extends RowData>(column: DataTableColumn<TData>): string | undefined {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : undefined);
}

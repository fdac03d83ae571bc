"use client";

import { useCallback, useMemo, useTransition, type TransitionStartFunction } from "react";
import { useQueryStates, type Options } from "nuqs";
import { functionalUpdate, type PaginationState, type SortingState, type Updater } from "@tanstack/react-table";

import { tableParsers, toOffsetLimit, type SortParam, type TableParsers } from "@/lib/url-state/table-params";

export type UseTableUrlStateOptions = {
  /** Parsers from `createTableParsers(n)` when the table's default size is not 25. */
  parsers?: TableParsers;
  /**
   * `false` (default) re-renders the server page so it fetches the new slice. `true` only
   * rewrites the URL, for tables whose rows are already all in the browser.
   */
  shallow?: boolean;
  history?: Options["history"];
  /**
   * The order the server uses when the URL names none, shown as that column's sort. Choosing it
   * leaves the URL clean, like any default.
   */
  defaultSort?: SortParam;
};

export type TableUrlState = {
  page: number;
  size: number;
  sort: SortParam | null;
  offset: number;
  limit: number;
  /** True while the server renders the slice for a URL change made here. */
  isPending: boolean;
  /** TanStack views of the same state (0-based pageIndex), referentially stable per value. */
  pagination: PaginationState;
  sorting: SortingState;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: SortParam | null) => void;
  onPaginationChange: (updater: Updater<PaginationState>) => void;
  onSortingChange: (updater: Updater<SortingState>) => void;
  /** Options for sibling nuqs hooks (toolbar filters) so their updates share this transition. */
  urlOptions: Pick<Options, "shallow" | "history" | "startTransition" | "scroll">;
  startTransition: TransitionStartFunction;
};

/**
 * Page, size and sort of a table, kept in the URL (`?page=2&size=50&sort=name.asc`) so a view
 * can be linked and reloaded. Changing the size or the sort goes back to page 1, because the
 * old page number points at different rows afterwards.
 */
export function useTableUrlState(options: UseTableUrlStateOptions = {}): TableUrlState {
  const { parsers = tableParsers, shallow = false, history = "replace", defaultSort = null } = options;
  const [isPending, startTransition] = useTransition();
  const urlOptions = useMemo(
    // Keep the scroll position: paging a long table should not jump to the top of the page.
    () => ({ shallow, history, startTransition, scroll: false }),
    [shallow, history, startTransition],
  );
  const [{ page, size, sort: urlSort }, setParams] = useQueryStates(parsers, urlOptions);
  const sort = urlSort ?? defaultSort;

  const setPage = useCallback((next: number) => void setParams({ page: Math.max(1, next) }), [setParams]);
  const setSize = useCallback((next: number) => void setParams({ size: next, page: null }), [setParams]);
  const setSort = useCallback(
    (next: SortParam | null) => {
      const isDefault = next && defaultSort && next.id === defaultSort.id && next.desc === defaultSort.desc;
      void setParams({ sort: isDefault ? null : next, page: null });
    },
    [setParams, defaultSort],
  );

  const pagination = useMemo<PaginationState>(() => ({ pageIndex: page - 1, pageSize: size }), [page, size]);
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);

  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) setSize(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) setPage(next.pageIndex + 1);
    },
    [pagination, setPage, setSize],
  );
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      // One server-side sort at a time: the upstream list endpoints take a single order.
      const first = functionalUpdate(updater, sorting)[0];
      setSort(first ? { id: first.id, desc: first.desc } : null);
    },
    [sorting, setSort],
  );

  return {
    page,
    size,
    sort,
    ...toOffsetLimit({ page, size }),
    isPending,
    pagination,
    sorting,
    setPage,
    setSize,
    setSort,
    onPaginationChange,
    onSortingChange,
    urlOptions,
    startTransition,
  };
}

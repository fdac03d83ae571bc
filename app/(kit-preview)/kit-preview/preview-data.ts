/* Deterministic demo rows for the kit preview: the same 1,000 rows on every request. */

export const STATUSES = ["pending", "scheduled", "in_progress", "completed", "cancelled"] as const;
export const PROVIDERS = ["quest", "labcorp", "bioreference"] as const;

export type PreviewRow = {
  id: string;
  name: string;
  status: string;
  provider: string;
  createdAt: string;
  amount: number;
};

const FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Radia", "Tim"];
const LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Thompson", "Perlman", "Lee"];

function rowAt(i: number): PreviewRow {
  // Every 97th row carries a status the UI does not know: enums are non-exhaustive upstream.
  const status = i % 97 === 0 ? "on_hold" : (STATUSES[i % STATUSES.length] ?? "pending");
  return {
    id: `ord_${String(i + 1).padStart(4, "0")}`,
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    status,
    provider: PROVIDERS[(i * 7) % PROVIDERS.length] ?? "quest",
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000 * 7).toISOString(),
    amount: ((i * 7919) % 50_000) / 100,
  };
}

const ROWS: readonly PreviewRow[] = Array.from({ length: 1000 }, (_, i) => rowAt(i));

export type PreviewQuery = {
  offset: number;
  limit: number;
  q: string | null;
  status: string[] | null;
  provider: string | null;
  sort: { id: "name" | "createdAt" | "amount"; desc: boolean } | null;
};

/** Stands in for a list endpoint: filter, sort, then slice, returning the page and the total. */
export function queryPreviewRows(query: PreviewQuery): { rows: PreviewRow[]; total: number } {
  const needle = query.q?.toLowerCase() ?? "";
  let rows = ROWS.filter(
    (r) =>
      (!needle || r.name.toLowerCase().includes(needle) || r.id.includes(needle)) &&
      (!query.status?.length || query.status.includes(r.status)) &&
      (!query.provider || r.provider === query.provider),
  );
  const sort = query.sort;
  if (sort) {
    const dir = sort.desc ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[sort.id] < b[sort.id] ? -dir : a[sort.id] > b[sort.id] ? dir : 0));
  }
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

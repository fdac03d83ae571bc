import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { listProvidersFor } from "@/lib/console/connections/load";
import { sharedCatalogue } from "@/lib/shared-catalogue";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { consoleDb } from "@/lib/console/store/db";
import type { IndexedUserRow } from "@/lib/console/user-index/store-search";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { needsIndex, type UsersListQuery } from "./users-list-query";
import type { Loaded } from "@/lib/console/loaded";
import { listUsersFor } from "./load";
import { fullName } from "./full-name";
import { searchUsersFor } from "@/lib/console/user-index/search-users";
import type { BirthDateView, ConnectedSourceView } from "./user-view";

/**
 * The users list: the service's own list while nothing narrows it (newest or oldest first), and
 * the console's user index for a search, a filter or another order, which the service cannot do. Both come back as the same rows,
 * so the table is one component; what only the service knows (time zone, birth date) is absent
 * from index rows rather than guessed.
 */

export type UserListRow = {
  userId: string;
  clientUserId: string;
  createdOn: string;
  connectedSources: ConnectedSourceView[];
  /** The patient's name, for roles that may see it; "" when the console does not know it. */
  name?: string;
  fallbackTimeZone?: string | null;
  fallbackBirthDate?: BirthDateView;
  /** The service itself knows this user by exactly the id searched for. */
  exactMatch?: boolean;
};

export type UsersListPage = {
  rows: UserListRow[];
  total: number;
  /** More matched than were counted: the total is a floor. */
  totalCapped: boolean;
  source: "service" | "index";
  /** When the background indexer last finished a pass over every user (index results only). */
  lastCompletePassAt: string | null;
};

/**
 * Names the rows in place: they are this view's own (built for it from the service's answer), and
 * a hundred object copies per view showed in the users list's profile.
 */
async function nameRows(rows: UserListRow[]): Promise<void> {
  const labels = await indexedUserLabels(
    await consoleDb(),
    rows.map((r) => r.userId),
  );
  for (const row of rows) row.name = labels.get(row.userId)?.name ?? "";
}

/** The service's provider catalogue, for the provider filter and to name the providers of index rows. */
export const providerCatalogue = sharedCatalogue(
  "providers",
  () => listProvidersFor(),
  (answer) => !answer.ok,
);

/** Index rows carry provider slugs; the catalogue gives their names and logos (a slug if it fails). */
async function sourcesBySlug(): Promise<(slug: string) => ConnectedSourceView> {
  const catalogue = await providerCatalogue();
  const known = new Map(catalogue.ok ? catalogue.data.map((p) => [p.slug, p]) : []);
  return (slug) => {
    const p = known.get(slug);
    return { slug, name: p?.name ?? slug, logo: p?.logo ?? null, connectedOn: "" };
  };
}

function fromIndex(row: IndexedUserRow, source: (slug: string) => ConnectedSourceView, names: boolean): UserListRow {
  return {
    userId: row.userId,
    clientUserId: row.clientUserId,
    createdOn: row.createdOn,
    connectedSources: row.providers.map(source),
    ...(names ? { name: fullName(row.firstName, row.lastName) ?? "" } : {}),
  };
}

export async function loadUsersList(
  who: CurrentStaff,
  q: UsersListQuery,
  slice: { offset: number; limit: number },
): Promise<Loaded<UsersListPage>> {
  const names = reveals(roleViewer(who.role), "name");
  if (!needsIndex(q)) {
    const listed = await listUsersFor(who, slice, q.sort === "created_asc" ? "oldest" : "newest");
    if (!listed.ok) return listed;
    const rows: UserListRow[] = listed.data.users;
    if (names) await nameRows(rows);
    return {
      ok: true,
      data: {
        rows,
        total: listed.data.total,
        totalCapped: false,
        source: "service",
        lastCompletePassAt: null,
      },
    };
  }

  const [found, source] = await Promise.all([
    searchUsersFor(who, { query: q.query, filters: q.filters, sort: q.sort ?? undefined, ...slice }),
    sourcesBySlug(),
  ]);
  const rows = found.rows.map((r) => fromIndex(r, source, names));
  // The service's exact answer leads the first page, even before the indexer has reached it; a
  // filter, though, is a person's explicit condition, and the exact answer does not bypass it.
  const unfiltered = Object.values(q.filters).every((v) => v === undefined);
  const exact = unfiltered ? found.exact : null;
  if (exact && slice.offset === 0) {
    const at = rows.findIndex((r) => r.userId === exact.userId);
    const row = at >= 0 ? rows.splice(at, 1)[0]! : fromIndex(exact, source, names);
    rows.unshift({ ...row, exactMatch: true });
  }
  const missingExact = exact && !found.rows.some((r) => r.userId === exact.userId) ? 1 : 0;
  return {
    ok: true,
    data: {
      rows,
      total: found.total + missingExact,
      totalCapped: found.totalCapped,
      source: "index",
      lastCompletePassAt: found.lastCompletePassAt,
    },
  };
}

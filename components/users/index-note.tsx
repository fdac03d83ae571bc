import { formatCount } from "@/lib/utils";
import type { UsersListPage } from "@/lib/console/users/users-list";
import { DateTimeText } from "@/components/time/date-time-text";

/**
 * Under a search: how many matched and how fresh the index is. Until the indexer has finished a
 * pass, users the console has never seen are missing from it, and a person should know that
 * before concluding someone does not exist.
 */
export function IndexNote({ page }: { page: UsersListPage }) {
  const count = page.totalCapped
    ? `More than ${formatCount(page.total)} users match; narrow the search to see them all.`
    : `${formatCount(page.total)} ${page.total === 1 ? "user matches" : "users match"}.`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="users-index-note">
      {count}{" "}
      {page.lastCompletePassAt ? (
        <>
          Searched the console’s user index, last complete <DateTimeText value={page.lastCompletePassAt} />.
        </>
      ) : (
        <>
          The console’s user index has not finished its first pass, so users it has not seen yet are missing. An exact
          user_id or client_user_id is always found.
        </>
      )}
    </p>
  );
}

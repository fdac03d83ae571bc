/**
 * The order page's breadcrumb. An order belongs to a user, so the trail reads Users › <user> ›
 * Orders › Order wherever the page was opened from (a user's orders tab, a service-center
 * search, a pasted link). The appointments board is the one place ops work from that is not under
 * a user: a link from it says so with `?from=appointments`, and the trail then leads back there.
 * The results review queue, where coordinators open an order's results, does the same with
 * `?from=results`. Anything else in `from` is ignored, so a hand-edited link only chooses among these.
 */
export type Crumb = { label: string; href: string };

export const FROM_BOARD = "appointments";
export const FROM_RESULTS = "results";

/** The query string a board link to an order carries. */
export const fromBoardQuery = `?from=${FROM_BOARD}`;

export function orderTrail(
  from: string | string[] | null | undefined,
  user: { id: string; label: string | null },
): Crumb[] {
  const origin = Array.isArray(from) ? from[0] : from;
  if (origin === FROM_BOARD) return [{ label: "Appointments", href: "/appointments" }];
  if (origin === FROM_RESULTS) return [{ label: "Results to review", href: "/results" }];
  const userHref = `/users/${encodeURIComponent(user.id)}`;
  return [
    { label: "Users", href: "/users" },
    { label: user.label ?? "User", href: userHref },
    { label: "Orders", href: `${userHref}/orders` },
  ];
}

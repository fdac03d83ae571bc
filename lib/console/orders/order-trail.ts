/**
 * The order page's breadcrumb. An order belongs to a user, so the trail reads Users › <user> ›
 * Orders › Order wherever the page was opened from (a user's orders tab, a service-center
 * search, a pasted link). The appointments board is the one place ops work from that is not under
 * a user: a link from it says so with `?from=appointments`, and the trail then leads back there.
 * Anything else in `from` is ignored, so a hand-edited link can only choose between these two.
 */
export type Crumb = { label: string; href: string };

export const FROM_BOARD = "appointments";

/** The query string a board link to an order carries. */
export const fromBoardQuery = `?from=${FROM_BOARD}`;

export function orderTrail(
  from: string | string[] | null | undefined,
  user: { id: string; label: string | null },
): Crumb[] {
  const origin = Array.isArray(from) ? from[0] : from;
  if (origin === FROM_BOARD) return [{ label: "Appointments", href: "/appointments" }];
  const userHref = `/users/${encodeURIComponent(user.id)}`;
  return [
    { label: "Users", href: "/users" },
    { label: user.label ?? "User", href: userHref },
    { label: "Orders", href: `${userHref}/orders` },
  ];
}

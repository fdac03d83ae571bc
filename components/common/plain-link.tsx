import type { ComponentProps } from "react";

/**
 * An in-app link as a plain anchor: where a page repeats links (two per row of a 100-row table),
 * next/link's component and hooks per link cost more server time than the rest of the row. The
 * console's one `PlainLinkNavigation` listener still makes a plain click a client-side
 * navigation, as next/link would; it is never prefetched (next/link's prefetch={false}).
 */
export function PlainLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} data-plain-link="" />;
}

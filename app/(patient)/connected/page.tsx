import type { Metadata } from "next";

import { PersonLinkResult } from "@/components/connections/person-link-result";
import { linkResultOf, personLinkMessage } from "@/lib/console/connections/link-result";

// The person's own page, not a console page: no product name in the tab, and no search engine listing.
export const metadata: Metadata = { title: { absolute: "Connection" }, robots: { index: false, follow: false } };

/**
 * Where a connection link sends the person when it ends (the default redirect_url of links made in
 * the console). Served without a session: it reads only the result parameters the link page adds
 * (state, error_type) and says what they mean, naming no one; any other parameter is ignored.
 */
export default async function ConnectedPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const message = personLinkMessage(linkResultOf(await searchParams));
  return (
    <main id="main" className="flex min-h-svh items-start justify-center bg-muted/40 px-4 pt-[12vh] pb-12">
      <PersonLinkResult message={message} />
    </main>
  );
}

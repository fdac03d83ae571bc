import type { Metadata } from "next";

import { NotFoundView } from "@/components/shell/not-found-view";

export const metadata: Metadata = { title: "Page not found" };

/** Outside the console's pages (its own 404 is inside the shell): a way back in. */
export default function RootNotFound() {
  return (
    <main id="main" className="min-h-svh bg-background">
      <NotFoundView role={null} />
    </main>
  );
}

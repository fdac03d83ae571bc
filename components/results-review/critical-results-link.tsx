import Link from "next/link";
import { SirenIcon } from "lucide-react";

import type { Role } from "@/lib/console/permissions";
import { criticalResultsWaiting } from "@/lib/console/results-review/critical-count";

/**
 * The header's count of critical results nobody has reviewed, for the roles that review them,
 * until someone does: rendered on the server with the frame (one indexed count; no script of its
 * own), so it is current on every page load and after every action that refreshes the page.
 */
export async function CriticalResultsLink({ role }: { role: Role }) {
  const count = await criticalResultsWaiting(role);
  if (!count) return null;
  const text = `${count} critical result${count === 1 ? "" : "s"} to review`;
  return (
    <Link
      href="/results"
      prefetch={false}
      title={text}
      aria-label={text}
      data-testid="critical-results"
      className="inline-flex items-center gap-1 rounded-md bg-destructive px-2 py-1 text-xs font-semibold text-white hover:bg-destructive/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:bg-destructive/70"
    >
      <SirenIcon aria-hidden="true" className="size-3.5" />
      {count}
      <span className="hidden sm:inline">critical</span>
    </Link>
  );
}

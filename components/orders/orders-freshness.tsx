import type { BoardFreshness } from "@/lib/console/appointments/freshness";
import { agoText } from "@/lib/console/appointments/format";

/**
 * How current the list is, in words: it is the console's copy of the service's orders, kept by
 * the service's events and a reconciliation pass, so it says when that copy last caught up.
 */
export function OrdersFreshness({ freshness }: { freshness: BoardFreshness }) {
  if (freshness.catchingUp)
    return (
      <span className="block">
        Catching up with the service: orders changed in the last minutes may not show yet
        {freshness.problem ? ` (${freshness.problem.message})` : ""}.
      </span>
    );
  if (freshness.ageMs === null) return null;
  return <span className="block">Updated {agoText(freshness.ageMs / 1000)}.</span>;
}

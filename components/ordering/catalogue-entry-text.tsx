import { collectionMethodLabel, humanize } from "@/lib/console/appointments/format";
import type { CatalogueEntry } from "@/lib/console/orders/catalogue-entries";

/** The collection methods a person chooses between, in their words; another method shows as sent. */
export const METHOD_DESCRIPTIONS: Record<string, string> = {
  walk_in_test: "Walk-in at a service center",
  at_home_phlebotomy: "At-home draw",
  testkit: "Test kit",
};
export const methodDescription = (method: string) => METHOD_DESCRIPTIONS[method] ?? collectionMethodLabel(method);

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const priceText = (price: number) => usd.format(price);

/** How many marker names to show before "and N more": the list stays one or two lines. */
const MARKERS_SHOWN = 6;

/** One catalogue entry as the list shows it: name, lab, sample, fasting, markers, and each way of collecting with its price. */
export function CatalogueEntryText({ entry }: { entry: CatalogueEntry }) {
  const shown = entry.markers.slice(0, MARKERS_SHOWN).map((m) => m.name);
  const more = entry.markers.length - shown.length;
  return (
    <span className="grid min-w-0 gap-1">
      <span className="font-medium">{entry.name}</span>
      <span className="text-sm text-muted-foreground">
        {[
          entry.lab.name,
          entry.sampleType ? humanize(entry.sampleType) : null,
          entry.fasting === null ? null : entry.fasting ? "Fasting required" : "No fasting",
          `${entry.markers.length} ${entry.markers.length === 1 ? "marker" : "markers"}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
      {shown.length ? (
        <span className="text-xs text-muted-foreground">
          {shown.join(", ")}
          {more > 0 ? ` and ${more} more` : ""}
        </span>
      ) : null}
      <span className="flex flex-wrap gap-1">
        {entry.options.map((o) => (
          <span key={o.labTestId} className="rounded-sm border px-1.5 py-0.5 text-xs">
            {methodDescription(o.method)}
            {o.price !== null ? ` ${priceText(o.price)}` : ""}
          </span>
        ))}
      </span>
    </span>
  );
}

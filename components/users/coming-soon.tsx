import { ConstructionIcon } from "lucide-react";

/**
 * Placeholder for a user tab whose feature has its own issue: the route exists (and is guarded)
 * so links from the tabs never 404 while that work lands.
 */
export function ComingSoon({ title, issue }: { title: string; issue: string }) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      data-placeholder="true"
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center"
    >
      <ConstructionIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 id="coming-soon-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">Coming soon — tracked in the {issue} issue.</p>
    </section>
  );
}

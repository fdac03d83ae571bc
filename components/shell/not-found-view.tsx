import Link from "next/link";
import { SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/console/permissions";
import { navItemsFor } from "./nav-config";

/**
 * The console's 404: what happened, and the pages this person may open instead (the same list
 * as their navigation, so every link leads somewhere their role is allowed). Server-rendered.
 */
export function NotFoundView({ role }: { role: Role | null }) {
  const items = role ? navItemsFor(role) : [];
  return (
    // Not a <main>: inside the console this renders within the shell's own main region.
    <section aria-labelledby="not-found-title" data-error-view="not-found" className="flex justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchXIcon aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-medium text-muted-foreground">Error 404</p>
        <h1 id="not-found-title" className="text-2xl font-semibold tracking-tight">
          This page does not exist
        </h1>
        <p className="text-muted-foreground">
          The address may be mistyped, or the link is out of date. Check it, or go to one of these pages.
        </p>
        {items.length ? (
          <nav aria-label="Pages you can open" className="w-full">
            <ul className="flex flex-wrap justify-center gap-2">
              {items.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <Button asChild variant="outline" size="sm">
                    <Link href={href}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <Button asChild>
            <Link href="/">Go to the console</Link>
          </Button>
        )}
      </div>
    </section>
  );
}

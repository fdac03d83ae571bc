"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

export type UserTabLink = { href: string; label: string };

/**
 * The user's sections as links (each is its own URL, so a tab can be linked and reloaded). The
 * server decides which links a role gets; this only marks the current one.
 */
export function UserTabsNav({ links }: { links: readonly UserTabLink[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="User sections" className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              {/* Not prefetched: a prefetch carries the page title, which names the patient only when opened. */}
              <Link
                href={link.href}
                prefetch={false}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center border-b-2 px-3 text-sm font-medium transition-colors",
                  current
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:border-muted-foreground/40 hover:text-foreground",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

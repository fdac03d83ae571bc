"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { FlaskConicalIcon } from "lucide-react";

import type { Role } from "@/lib/console/permissions";
import { cn } from "@/lib/utils";
import { isNavItemActive, NAV_SECTIONS, navItemsFor } from "./nav-config";

/**
 * The role's navigation, grouped by section. The role arrives from the server layout (it reads
 * the store, never the cookie); filtering here only hides what the guard would refuse anyway.
 *
 * Its links are not prefetched. Every console page is rendered per request (guarded, per role),
 * so a prefetch holds little more than the shell that a click fetches again, while each page view
 * would ask the server for every link in the sidebar: about ten renders that nobody waits for.
 */
export function SidebarNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const pathname = usePathname();
  const items = navItemsFor(role);

  return (
    <nav aria-label="Main" className="flex flex-col gap-4 px-3 py-2">
      {NAV_SECTIONS.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        const headingId = `nav-section-${section.toLowerCase()}`;
        return (
          <div key={section} className="flex flex-col gap-1">
            <h2 id={headingId} className="px-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {section}
            </h2>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {inSection.map(({ href, label, icon: Icon }) => {
                const active = isNavItemActive(pathname, href);
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      prefetch={false}
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        active && "bg-accent font-medium text-accent-foreground",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The product name at the top of the sidebar and the mobile sheet; it leads back to the start page. */
export function ConsoleBrand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      prefetch={false}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md px-2 py-1 font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <FlaskConicalIcon aria-hidden="true" className="size-4" />
      </span>
      Labdesk
    </Link>
  );
}

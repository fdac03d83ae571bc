import Link from "next/link";

import { Separator } from "@/components/ui/separator";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { CriticalResultsLink } from "@/components/results-review/critical-results-link";
import { ROLE_LABELS, type Role } from "@/lib/console/permissions";
import { CommandPalette } from "./command-palette";
import { MobileNav } from "./mobile-nav";
import { ServiceBadge } from "./service-badge";
import { SignOutButton } from "./sign-out-button";

/**
 * The bar above every console page: navigation on small screens, the command palette, which
 * service this console talks to, critical results waiting for a review (for the roles that review
 * them), the theme, and who is signed in with which role (a link to their
 * own preferences). Name and role come from the store via the layout, so a role change shows at
 * the next page load.
 */
export function ConsoleHeader({ name, role }: { name: string; role: Role }) {
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-6">
      <MobileNav role={role} footer={<ServiceBadge />} />
      <CommandPalette role={role} />
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
        <CriticalResultsLink role={role} />
        <span className="hidden sm:inline-flex">
          <ServiceBadge />
        </span>
        <ThemeToggle />
        <Separator orientation="vertical" className="mx-1 h-6!" />
        <Link
          href="/preferences"
          prefetch={false}
          title="Your preferences: time zone"
          className="flex min-w-0 flex-col rounded-md px-1 text-right leading-tight hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="current-staff"
        >
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{ROLE_LABELS[role]}</span>
        </Link>
        <SignOutButton />
      </div>
    </header>
  );
}

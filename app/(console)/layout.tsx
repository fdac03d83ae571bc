import type { ReactNode } from "react";
import { redirect } from "next/navigation";

import { BreakGlassBannerSlot } from "@/components/break-glass/break-glass-banner-slot";
import { CopyOnClick } from "@/components/common/copy-on-click";
import { PlainLinkNavigation } from "@/components/common/plain-link-navigation";
import { ConsoleHeader } from "@/components/shell/console-header";
import { IdleTimeout } from "@/components/shell/idle-timeout";
import { ConsoleBrand, SidebarNav } from "@/components/shell/sidebar-nav";
import { ViewerZoneProvider } from "@/components/time/viewer-zone-context";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";
import { env } from "@/lib/env";

/**
 * The console's frame: sidebar, header, idle timer. It needs the staff member to draw the
 * navigation for their role, but it protects nothing: every page, action and route handler
 * runs its own guard, because a layout is not re-run on client navigation.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const who = await currentStaff();
  if (!who) redirect("/sign-in");
  const { SESSION_IDLE_SECONDS, SESSION_IDLE_WARNING_SECONDS } = env();

  return (
    <ViewerZoneProvider value={await viewerZoneOf(who)}>
      <div className="flex min-h-svh bg-background">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <aside className="sticky top-0 hidden h-svh w-60 shrink-0 flex-col gap-2 border-r bg-card md:flex">
          <div className="flex h-14 items-center border-b px-3">
            <ConsoleBrand />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav role={who.role} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <ConsoleHeader name={who.staff.name} role={who.role} />
          <BreakGlassBannerSlot who={who} />
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
            {children}
          </main>
        </div>
        <IdleTimeout idleSeconds={SESSION_IDLE_SECONDS} warningSeconds={SESSION_IDLE_WARNING_SECONDS} />
        <CopyOnClick />
        <PlainLinkNavigation />
      </div>
    </ViewerZoneProvider>
  );
}

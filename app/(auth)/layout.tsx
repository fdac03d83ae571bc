import type { ReactNode } from "react";
import Link from "next/link";
import { FlaskConicalIcon } from "lucide-react";

import { ThemeToggle } from "@/components/theme/theme-toggle";

/** Pages before a session exists: a centred card, the product name, and the theme switch. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex items-center justify-between p-4">
        <span className="flex items-center gap-2 font-semibold tracking-tight">
          <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <FlaskConicalIcon aria-hidden="true" className="size-4" />
          </span>
          Labdesk
        </span>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-12">{children}</main>
      <footer className="p-4 text-center text-xs text-muted-foreground">
        Internal console for the care team.{" "}
        {/* Not prefetched: the reference is a large page of its own, opened by few. */}
        <Link href="/docs/api" prefetch={false} className="underline underline-offset-4 hover:text-foreground">
          API reference
        </Link>
      </footer>
    </div>
  );
}

import type { Metadata } from "next";

import { NotFoundView } from "@/components/shell/not-found-view";
import { currentStaff } from "@/lib/console/auth/current-staff";

export const metadata: Metadata = { title: "Page not found" };

/** A console address that leads nowhere, shown inside the shell with the person's navigation. */
export default async function ConsoleNotFound() {
  const who = await currentStaff();
  return <NotFoundView role={who?.role ?? null} />;
}

import type { Metadata } from "next";

import { readSettings } from "@/lib/console/settings/read-settings";
import { SettingsView } from "@/components/settings/settings-view";
import { guardPage } from "@/lib/console/guard";
import { loadIndexerStatus } from "@/lib/console/users/indexer-status";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  await guardPage("settings.read", { action: "settings.read" });
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">
          How this console is configured. Read-only: change the environment variables (see .env.example) and restart.
        </p>
      </header>
      <SettingsView settings={readSettings()} userIndex={await loadIndexerStatus()} />
    </div>
  );
}

import type { Metadata } from "next";

import { readSettings } from "@/lib/console/settings/read-settings";
import { SettingsView } from "@/components/settings/settings-view";
import { guardPage } from "@/lib/console/guard";
import { loadIndexerStatus } from "@/lib/console/user-index/indexer-status";
import { loadAuditChainStatus } from "@/lib/console/settings/audit-chain-status";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  await guardPage("settings.read", { action: "settings.read" });
  const [userIndex, auditChain] = await Promise.all([loadIndexerStatus(), loadAuditChainStatus()]);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">
          How this console is configured. Change the environment variables (see .env.example) and restart; the audit
          log&apos;s chain can be verified from here.
        </p>
      </header>
      <SettingsView settings={readSettings()} userIndex={userIndex} auditChain={auditChain} />
    </div>
  );
}

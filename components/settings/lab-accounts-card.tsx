import { Badge } from "@/components/ui/badge";
import type { ConsoleSettings } from "@/lib/console/settings/read-settings";
import { Row, SettingsCard } from "./settings-card";

/**
 * The lab accounts the service-center search offers. The service has no call that lists a team's
 * accounts, so they are configured here; this is where the variable's name belongs, since only an
 * admin can change it. Ops, on the search, are only told to ask an admin.
 */
export function LabAccountsCard({ labAccounts }: { labAccounts: ConsoleSettings["labAccounts"] }) {
  const { accounts, skipped } = labAccounts;
  return (
    <SettingsCard
      title="Lab accounts"
      description="Offered by the service-center search, for checking a lab's availability with the team's own account."
    >
      {accounts.length === 0 ? (
        <Row label="Configured">
          <Badge variant="outline">none</Badge>{" "}
          <span className="text-muted-foreground">the search uses each lab&apos;s default account</span>
        </Row>
      ) : (
        accounts.map((a) => (
          <Row key={a.id} label={a.name} mono>
            {a.id}
          </Row>
        ))
      )}
      {skipped > 0 ? (
        <Row label="Skipped">
          <span className="text-destructive">
            {skipped} {skipped === 1 ? "entry is" : "entries are"} not a name and a UUID and{" "}
            {skipped === 1 ? "is" : "are"} not offered.
          </span>
        </Row>
      ) : null}
      <Row label="To change">
        Set <code className="font-mono text-xs">LAB_ACCOUNTS</code> to name and account id pairs separated by
        semicolons, e.g. <code className="font-mono text-xs break-all">Quest main=2f6d1c8e-…;Sonora=8c0f3a52-…</code>,
        and restart.
      </Row>
    </SettingsCard>
  );
}

import { Badge } from "@/components/ui/badge";
import type { AuditChainStatus } from "@/lib/console/settings/audit-chain-status";
import type { IndexerStatus } from "@/lib/console/user-index/indexer-status";
import { formatDuration, type ConsoleSettings } from "@/lib/console/settings/read-settings";
import { AuditChainCard } from "./audit-chain-card";
import { LabAccountsCard } from "./lab-accounts-card";
import { Row, SettingsCard } from "./settings-card";
import { UserIndexCard } from "./user-index-card";

/** Read-only but for verifying the audit log: the rest changes with the environment and a restart. */
export function SettingsView({
  settings,
  userIndex,
  auditChain,
}: {
  settings: ConsoleSettings;
  userIndex: IndexerStatus;
  auditChain: AuditChainStatus;
}) {
  const { service, dataDir, session, oidc } = settings;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingsCard title="Service" description="Where patient and lab data come from.">
        <Row label="Mode">
          {service.mode === "embedded" ? (
            <Badge variant="secondary" className="whitespace-normal">
              Embedded (demo data on this machine)
            </Badge>
          ) : (
            <Badge>Remote service</Badge>
          )}
        </Row>
        {service.mode === "remote" ? (
          <Row label="Base URL host" mono>
            {service.host}
          </Row>
        ) : null}
        <Row label="Data directory" mono>
          {dataDir.resolved}
          {dataDir.configured !== dataDir.resolved ? (
            <span className="block text-xs text-muted-foreground">DATA_DIR={dataDir.configured}</span>
          ) : null}
        </Row>
      </SettingsCard>
      <SettingsCard title="Version" description="Quote these when reporting a problem.">
        <Row label="Labdesk" mono>
          {settings.appVersion}
        </Row>
        <Row label="Node.js" mono>
          {settings.nodeVersion}
        </Row>
      </SettingsCard>
      <SettingsCard title="Sessions" description="Applied to every staff member on every request.">
        <Row label="Idle sign-out">after {formatDuration(session.idleSeconds)} without activity</Row>
        <Row label="Idle warning">{formatDuration(session.warningSeconds)} before the idle sign-out</Row>
        <Row label="Absolute limit">{formatDuration(session.absoluteSeconds)} after signing in</Row>
      </SettingsCard>
      <SettingsCard title="Single sign-on" description="OpenID Connect, next to email and password accounts.">
        <Row label="Configured">
          {oidc.configured ? <Badge variant="success">yes</Badge> : <Badge variant="outline">no</Badge>}
        </Row>
        {oidc.configured ? (
          <>
            <Row label="Issuer host" mono>
              {oidc.issuerHost}
            </Row>
            <Row label="Button label">{oidc.buttonName}</Row>
            <Row label="Role claim" mono>
              {oidc.roleClaim}
            </Row>
          </>
        ) : null}
      </SettingsCard>
      <LabAccountsCard labAccounts={settings.labAccounts} />
      <UserIndexCard status={userIndex} />
      <AuditChainCard status={auditChain} />
    </div>
  );
}

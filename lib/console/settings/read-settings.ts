import "server-only";
import path from "node:path";
import packageJson from "@/package.json";
import { env } from "@/lib/env";
import { labAccountsSetting, type LabAccountOption } from "@/lib/console/psc/lab-accounts";
import { serviceDescription } from "@/lib/service";

/**
 * What the settings page shows, gathered in one place so the page cannot leak more by accident:
 * hosts only (never a key, a secret, a path or query of a URL), and no value of a secret at all,
 * only whether it is set.
 */
export type ConsoleSettings = {
  service: { mode: "embedded" } | { mode: "remote"; host: string };
  dataDir: { configured: string; resolved: string };
  appVersion: string;
  nodeVersion: string;
  session: { idleSeconds: number; warningSeconds: number; absoluteSeconds: number };
  oidc: { configured: false } | { configured: true; issuerHost: string; buttonName: string; roleClaim: string };
  /** The team's lab accounts the service-center search offers (ids of accounts, not secrets). */
  labAccounts: { accounts: LabAccountOption[]; skipped: number };
};

export function readSettings(): ConsoleSettings {
  const e = env();
  return {
    service: serviceDescription(),
    dataDir: { configured: e.DATA_DIR, resolved: path.resolve(e.DATA_DIR) },
    appVersion: packageJson.version,
    nodeVersion: process.version,
    session: {
      idleSeconds: e.SESSION_IDLE_SECONDS,
      warningSeconds: e.SESSION_IDLE_WARNING_SECONDS,
      absoluteSeconds: e.SESSION_MAX_SECONDS,
    },
    oidc: e.AUTH_OIDC_ISSUER
      ? {
          configured: true,
          issuerHost: new URL(e.AUTH_OIDC_ISSUER).host,
          buttonName: e.AUTH_OIDC_NAME,
          roleClaim: e.AUTH_OIDC_ROLE_CLAIM,
        }
      : { configured: false },
    labAccounts: labAccountsSetting(),
  };
}

/** 900 → "15 minutes", 43200 → "12 hours", 90 → "90 seconds". */
export function formatDuration(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute");
  return unit(seconds, "second");
}

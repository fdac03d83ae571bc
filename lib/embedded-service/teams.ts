import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ServiceDb } from "./db/client";
import { teamOauthCredentials, teams } from "./db/schema";
import { randomSecret, sha256 } from "./crypto";
import { oncePerHandle } from "@/lib/once-per-handle";

export function createTeam(db: ServiceDb, opts: { name: string; apiKey?: string; id?: string; now?: Date }) {
  const apiKey = opts.apiKey ?? randomSecret("sk_us_", 32);
  const team = db
    .insert(teams)
    .values({
      id: opts.id ?? randomUUID(),
      name: opts.name,
      apiKeyHash: sha256(apiKey),
      bulkImportEnabled: false,
      createdAt: (opts.now ?? new Date()).toISOString(),
    })
    .returning()
    .get();
  return { team, apiKey };
}

const teamByKeyHash = oncePerHandle((db: ServiceDb) =>
  db
    .select()
    .from(teams)
    .where(eq(teams.apiKeyHash, sql.placeholder("hash")))
    .prepare(),
);

/** Every team call's first step. */
export function findTeamByKey(db: ServiceDb, apiKey: string) {
  return teamByKeyHash(db).get({ hash: sha256(apiKey) });
}

export function setBulkImportEnabled(db: ServiceDb, teamId: string, enabled: boolean) {
  return db.update(teams).set({ bulkImportEnabled: enabled }).where(eq(teams.id, teamId)).run().changes > 0;
}

export function addTeamOauthCredential(
  db: ServiceDb,
  teamId: string,
  provider: string,
  clientId: string,
  now = new Date(),
) {
  db.insert(teamOauthCredentials)
    .values({ id: randomUUID(), teamId, provider, clientId, createdAt: now.toISOString() })
    .onConflictDoUpdate({ target: [teamOauthCredentials.teamId, teamOauthCredentials.provider], set: { clientId } })
    .run();
}

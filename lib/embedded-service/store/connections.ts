import { randomUUID } from "node:crypto";
import { tzOffset } from "@date-fns/tz";
import { and, asc, eq } from "drizzle-orm";
import type { UserProviders } from "@/lib/contract/providers";
import type { ServiceDb } from "../db/client";
import { connections, providers, users } from "../db/schema";
import { generateSteps } from "../seed/steps-generator";
import { notFound } from "../errors";
import { providerLogo } from "./providers";
import { insertSteps } from "./step-chunks";

export type ConnectInput = {
  userSeq: number;
  provider: string;
  origin: "link" | "bulk_import" | "seed";
  providerUserId?: string | null;
  tokenFingerprint?: string | null;
  scopes?: string[] | null;
  /** Days of steps to backfill; the provider's backfill_num_days when unset. */
  backfillDays?: number;
};

/**
 * Hours east of UTC for a zone at one moment (0 without a zone, or for one the runtime does not
 * know). The seeded daily rhythm takes it once, so daylight saving is ignored there.
 */
export function utcOffsetHours(timeZone: string | undefined, at: Date): number {
  if (!timeZone) return 0;
  const minutes = tzOffset(timeZone, at);
  return Number.isNaN(minutes) ? 0 : minutes / 60;
}

/**
 * Connects a provider to a user (or refreshes an existing connection) and backfills the provider's
 * steps for its backfill window, as the real service does after a new connection.
 */
export function connectProvider(db: ServiceDb, input: ConnectInput, now: Date) {
  const provider = db.select().from(providers).where(eq(providers.slug, input.provider)).get();
  if (!provider) throw notFound(`Provider ${input.provider} not found`);
  const user = db.select().from(users).where(eq(users.seq, input.userSeq)).get();
  if (!user) throw notFound("User not found");
  const at = now.toISOString();
  db.transaction((tx) => {
    tx.insert(connections)
      .values({
        id: randomUUID(),
        userSeq: input.userSeq,
        provider: input.provider,
        createdOn: at,
        origin: input.origin,
        providerUserId: input.providerUserId ?? null,
        tokenFingerprint: input.tokenFingerprint ?? null,
        scopes: input.scopes ?? null,
      })
      .onConflictDoUpdate({
        target: [connections.userSeq, connections.provider],
        set: { tokenFingerprint: input.tokenFingerprint ?? null, scopes: input.scopes ?? null },
      })
      .run();
    // better-sqlite3 runs the transaction on this same connection, so the raw statement joins it.
    if (provider.stepsResolutionSeconds && provider.supportedResources.includes("steps")) {
      const days = input.backfillDays ?? provider.backfillNumDays ?? 30;
      const toTs = Math.floor(now.getTime() / 1000);
      insertSteps(
        db,
        user.seq,
        provider.id,
        generateSteps({
          userKey: user.id,
          provider: provider.slug,
          fromTs: toTs - days * 86_400,
          toTs,
          resolutionSeconds: provider.stepsResolutionSeconds,
          utcOffsetHours: utcOffsetHours(user.fallbackTimeZone?.id, now),
        }),
      );
    }
  });
}

/**
 * The user's connections with their state, as GET /v2/user/providers/{user_id} answers them. The
 * embedded service keeps no connection failures, so every stored connection is `connected`, and
 * each resource the provider supports is available.
 */
export function connectedProviders(db: ServiceDb, userSeq: number, origin: string): UserProviders {
  const rows = db
    .select({
      createdOn: connections.createdOn,
      providerUserId: connections.providerUserId,
      name: providers.name,
      slug: providers.slug,
      logo: providers.logo,
      resources: providers.supportedResources,
    })
    .from(connections)
    .innerJoin(providers, eq(providers.slug, connections.provider))
    .where(eq(connections.userSeq, userSeq))
    .orderBy(asc(connections.createdOn))
    .all();
  return {
    providers: rows.map((r) => ({
      name: r.name,
      slug: r.slug,
      logo: providerLogo(origin, r.slug, r.logo),
      created_on: r.createdOn,
      status: "connected",
      external_user_id: r.providerUserId,
      error_details: null,
      resource_availability: Object.fromEntries(r.resources.map((res) => [res, { status: "available" }])),
    })),
  };
}

/**
 * Removes a user's connection to a provider, as DELETE /v2/user/{user_id}/{provider} does. The data
 * already collected stays (the real service keeps it too); a provider the user is not connected to
 * is a 404.
 */
export function disconnectProvider(db: ServiceDb, userSeq: number, provider: string) {
  const removed = db
    .delete(connections)
    .where(and(eq(connections.userSeq, userSeq), eq(connections.provider, provider)))
    .run().changes;
  if (removed === 0) throw notFound(`The user is not connected to ${provider}`);
}

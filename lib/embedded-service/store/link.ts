import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { LinkProvider, LinkTokenRequest } from "@/lib/contract/link";
import { randomSecret, sha256 } from "../crypto";
import type { ServiceDb } from "../db/client";
import { providerLogo } from "./providers";
import { linkCodes, linkTokens, providers, signInTokens, teams, users } from "../db/schema";

export type LinkTokenRow = typeof linkTokens.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

/** The mobile app's deep link that receives a link code. */
export const LINK_CODE_APP_URL = "labdesk://link";
const LINK_CODE_TTL_MS = 3600_000;

export function createLinkToken(
  db: ServiceDb,
  teamId: string,
  userSeq: number,
  req: LinkTokenRequest,
  now: Date,
  ttlSeconds: number,
) {
  const token = randomSecret("lt_", 32);
  db.insert(linkTokens)
    .values({
      tokenHash: sha256(token),
      teamId,
      userSeq,
      provider: req.provider ?? null,
      redirectUrl: req.redirect_url ?? null,
      filterOnProviders: req.filter_on_providers ?? null,
      onError: req.on_error ?? null,
      onClose: req.on_close ?? null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
    })
    .run();
  return token;
}

export type LinkTokenLookup =
  { ok: true; row: LinkTokenRow; userId: string } | { ok: false; reason: "unknown" | "expired" | "used" };

/** Resolves a presented link token; the user must still exist. The token itself is never stored. */
export function findLinkToken(db: ServiceDb, token: string, now: Date): LinkTokenLookup {
  const row = db
    .select()
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, sha256(token)))
    .get();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.seq, row.userSeq), eq(users.teamId, row.teamId)))
    .get();
  return user ? { ok: true, row, userId: user.id } : { ok: false, reason: "unknown" };
}

/** The name of the team a link was made for: the hosted page says who is asking. */
export function teamName(db: ServiceDb, teamId: string): string | null {
  return db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).get()?.name ?? null;
}

/**
 * Marks the token used by a completed connection. Only one caller wins: two submits racing with
 * the same token connect once, and the loser is told the link was used.
 */
export function claimLinkToken(db: ServiceDb, tokenHash: string, now: Date): boolean {
  const claimed = db
    .update(linkTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(linkTokens.tokenHash, tokenHash), isNull(linkTokens.usedAt)))
    .run();
  return claimed.changes === 1;
}

/** Providers a user can connect from a web page: OAuth consent or a credentials form. */
export const WEB_AUTH_TYPES = ["oauth", "team_oauth", "password", "email"] as const;
export const isWebLinkable = (p: ProviderRow) => p.isActive && WEB_AUTH_TYPES.some((t) => t === p.authType);

/** The providers the hosted page offers for a token: its provider, its filter, or every linkable one. */
export function allowedProviders(db: ServiceDb, row: LinkTokenRow): ProviderRow[] {
  const slugs = row.provider ? [row.provider] : row.filterOnProviders;
  const rows = slugs
    ? db.select().from(providers).where(inArray(providers.slug, slugs)).all()
    : db.select().from(providers).all().filter(isWebLinkable);
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every provider the hosted page can connect, as GET /v2/link/providers answers them. */
export function linkableProviders(db: ServiceDb, origin: string): LinkProvider[] {
  return db
    .select()
    .from(providers)
    .all()
    .filter(isWebLinkable)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description,
      logo: providerLogo(origin, p.slug, p.logo),
      auth_type: p.authType,
    }));
}

export function findProvider(db: ServiceDb, slug: string): ProviderRow | undefined {
  return db.select().from(providers).where(eq(providers.slug, slug)).get();
}

export function createLinkCode(db: ServiceDb, teamId: string, userSeq: number, now: Date, expiresAt?: Date) {
  const expires = expiresAt ?? new Date(now.getTime() + LINK_CODE_TTL_MS);
  // 32 random bits per the code pattern: retry the rare collision instead of failing the request.
  for (;;) {
    const code = `pkus${randomBytes(4).toString("hex")}`;
    const inserted = db
      .insert(linkCodes)
      .values({
        codeHash: sha256(code),
        teamId,
        userSeq,
        createdAt: now.toISOString(),
        expiresAt: expires.toISOString(),
      })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 1) {
      return { code, exchange_url: `${LINK_CODE_APP_URL}?code=${code}`, expires_at: expires.toISOString() };
    }
  }
}

export function createSignInToken(db: ServiceDb, teamId: string, userSeq: number, now: Date) {
  const token = randomSecret("sit_", 32);
  db.insert(signInTokens)
    .values({ tokenHash: sha256(token), teamId, userSeq, createdAt: now.toISOString() })
    .run();
  return token;
}

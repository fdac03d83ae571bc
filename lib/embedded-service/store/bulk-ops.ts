import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { BulkImportBody, BulkOpList } from "@/lib/contract/link";
import { sha256 } from "../crypto";
import type { ServiceDb } from "../db/client";
import { bulkOpItems, bulkOps, teamOauthCredentials, users } from "../db/schema";
import { unprocessable } from "../errors";

export const BULK_IMPORT_TYPE = "import";

/** The real service's name for an operation's type (its BulkOpType); rows keep the short name. */
const wireType = (stored: string) => (stored === BULK_IMPORT_TYPE ? "link_bulk_import" : stored);
/** SQLite caps bound parameters per statement; inserts and IN lists go in chunks of this size. */
const CHUNK = 500;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The binding rule of this simulation: an access token is issued to an OAuth client and carries its
 * client id as the part before the first dot (`<client_id>.<opaque>`). A token without one is bound
 * to no credential the team could hold.
 */
export const tokenClientId = (accessToken: string) => {
  const dot = accessToken.indexOf(".");
  return dot > 0 ? accessToken.slice(0, dot) : null;
};

export function teamCredential(db: ServiceDb, teamId: string, provider: string) {
  return db
    .select()
    .from(teamOauthCredentials)
    .where(and(eq(teamOauthCredentials.teamId, teamId), eq(teamOauthCredentials.provider, provider)))
    .get();
}

/** Every OAuth credential the team holds, by provider. */
export function teamCredentials(db: ServiceDb, teamId: string) {
  return db
    .select()
    .from(teamOauthCredentials)
    .where(eq(teamOauthCredentials.teamId, teamId))
    .orderBy(teamOauthCredentials.provider)
    .all();
}

/** Queues an import as one operation with one pending item per connection, in one transaction. */
export function enqueueBulkImport(db: ServiceDb, teamId: string, body: BulkImportBody, now: Date) {
  const opId = randomUUID();
  const at = now.toISOString();
  db.transaction((tx) => {
    tx.insert(bulkOps)
      .values({
        id: opId,
        teamId,
        type: BULK_IMPORT_TYPE,
        provider: body.provider,
        status: "in_progress",
        startedAt: at,
      })
      .run();
    for (const part of chunks(body.connections)) {
      tx.insert(bulkOpItems)
        .values(
          part.map((r) => ({
            opId,
            userId: r.user_id,
            providerUserId: r.provider_id ?? null,
            tokenFingerprint: sha256(r.access_token),
            clientId: tokenClientId(r.access_token),
            scopes: r.oauth_scopes ?? null,
            state: "pending",
          })),
        )
        .run();
    }
  });
  return opId;
}

/** User ids of an op's items by outcome; an id whose items all failed is failed, otherwise imported. */
export function opResults(db: ServiceDb, opId: string) {
  const rows = db
    .select({ userId: bulkOpItems.userId, state: bulkOpItems.state })
    .from(bulkOpItems)
    .where(eq(bulkOpItems.opId, opId))
    .all();
  const imported = new Set(rows.filter((r) => r.state === "imported").map((r) => r.userId));
  const failed = new Set(rows.filter((r) => r.state === "failed" && !imported.has(r.userId)).map((r) => r.userId));
  return { user_ids_imported: [...imported], user_ids_failed: [...failed] };
}

export function opStatus(db: ServiceDb, opId: string) {
  return db.select({ status: bulkOps.status }).from(bulkOps).where(eq(bulkOps.id, opId)).get()?.status;
}

/** Users of the team among the given ids, by id (another team's user is not found). */
export function teamUsersById(db: ServiceDb, teamId: string, ids: string[]) {
  const found = new Map<string, number>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = db
      .select({ id: users.id, seq: users.seq })
      .from(users)
      .where(and(eq(users.teamId, teamId), inArray(users.id, part)))
      .all();
    for (const r of rows) found.set(r.id, r.seq);
  }
  return found;
}

const encodeCursor = (seq: number) => Buffer.from(`op:${seq}`).toString("base64url");
function decodeCursor(raw: string): number {
  const m = /^op:(\d{1,15})$/.exec(Buffer.from(raw, "base64url").toString("utf8"));
  if (!m) throw unprocessable(["query", "next_cursor"], "Invalid cursor");
  return Number(m[1]);
}

/** The team's operations, newest first; counts come from the items so they never drift. */
export function listBulkOps(db: ServiceDb, teamId: string, pageSize: number, cursor?: string | null): BulkOpList {
  const before = cursor ? decodeCursor(cursor) : null;
  const rows = db
    .select()
    .from(bulkOps)
    .where(before === null ? eq(bulkOps.teamId, teamId) : and(eq(bulkOps.teamId, teamId), lt(bulkOps.seq, before)))
    .orderBy(desc(bulkOps.seq))
    .limit(pageSize + 1)
    .all();
  const page = rows.slice(0, pageSize);
  const counts = new Map<string, { pending: number; processed: number }>();
  if (page.length > 0) {
    const tally = db
      .select({
        opId: bulkOpItems.opId,
        pending: sql<number>`sum(${bulkOpItems.state} = 'pending')`,
        total: sql<number>`count(*)`,
      })
      .from(bulkOpItems)
      .where(
        inArray(
          bulkOpItems.opId,
          page.map((r) => r.id),
        ),
      )
      .groupBy(bulkOpItems.opId)
      .all();
    for (const t of tally)
      counts.set(t.opId, { pending: Number(t.pending), processed: Number(t.total) - Number(t.pending) });
  }
  return {
    data: page.map((r) => ({
      type: wireType(r.type),
      status: r.status,
      provider: r.provider,
      pending: counts.get(r.id)?.pending ?? 0,
      processed: counts.get(r.id)?.processed ?? 0,
      started_at: r.startedAt,
      ended_at: r.endedAt,
    })),
    next_cursor: rows.length > pageSize ? encodeCursor(page[page.length - 1]!.seq) : null,
  };
}

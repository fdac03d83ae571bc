import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { User } from "@/lib/contract/users";
import type { ServiceDb } from "../db/client";
import { connections, providers, teams, users } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { oncePerHandle } from "@/lib/once-per-handle";
import { inJsonList, jsonList } from "./prepared";
import { providerLogo } from "./providers";

type UserRow = typeof users.$inferSelect;

const sourcesOfUsers = oncePerHandle((db: ServiceDb) =>
  db
    .select({
      userSeq: connections.userSeq,
      createdOn: connections.createdOn,
      name: providers.name,
      slug: providers.slug,
      logo: providers.logo,
    })
    .from(connections)
    .innerJoin(providers, eq(providers.slug, connections.provider))
    .where(inJsonList(connections.userSeq, "seqs"))
    .orderBy(asc(connections.createdOn))
    .prepare(),
);

/** Loads connected sources for a page of users in one query. */
function connectedSourcesOf(db: ServiceDb, seqs: number[], origin: string) {
  const bySeq = new Map<number, User["connected_sources"]>();
  if (seqs.length === 0) return bySeq;
  const rows = sourcesOfUsers(db).all({ seqs: jsonList(seqs) });
  for (const r of rows) {
    const list = bySeq.get(r.userSeq) ?? [];
    // The real service names the provider twice (`source`, the only one documented, and `provider`).
    const provider = { name: r.name, slug: r.slug, logo: providerLogo(origin, r.slug, r.logo) };
    list.push({ created_on: r.createdOn, source: provider, provider: { ...provider } });
    bySeq.set(r.userSeq, list);
  }
  return bySeq;
}

function toUser(row: UserRow, sources: User["connected_sources"]): User {
  return {
    user_id: row.id,
    team_id: row.teamId,
    client_user_id: row.clientUserId,
    created_on: row.createdOn,
    connected_sources: sources,
    fallback_birth_date: row.fallbackBirthDate ?? null,
    fallback_time_zone: row.fallbackTimeZone ?? null,
  };
}

const pageOfUsers = oncePerHandle((db: ServiceDb) =>
  db
    .select()
    .from(users)
    .where(eq(users.teamId, sql.placeholder("teamId")))
    .orderBy(asc(users.seq))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

// Kept by triggers on users (migration 0002): counting 100,000 users took most of a page's time.
const userCount = oncePerHandle((db: ServiceDb) =>
  db
    .select({ n: teams.userCount })
    .from(teams)
    .where(eq(teams.id, sql.placeholder("teamId")))
    .prepare(),
);

// The same page read from the list's end: the newest users are the last rows by seq.
const pageOfUsersFromEnd = oncePerHandle((db: ServiceDb) =>
  db
    .select()
    .from(users)
    .where(eq(users.teamId, sql.placeholder("teamId")))
    .orderBy(desc(users.seq))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

/**
 * A page by offset. SQLite steps over every row before the offset, so a page near the end of
 * 100,000 users (a newest-first list reads there) took 12 ms of the thread that serves everything
 * else; a page past the middle is read from the end instead, stepping over the fewer rows after it.
 * The count and the page come from one read transaction, so they agree.
 */
function pageAt(db: ServiceDb, teamId: string, offset: number, limit: number) {
  return db.$client.transaction(() => {
    const total = userCount(db).get({ teamId })?.n ?? 0;
    if (offset <= total / 2) return { total, rows: pageOfUsers(db).all({ teamId, limit, offset }) };
    const end = Math.min(total, offset + limit);
    if (end <= offset) return { total, rows: [] };
    const rows = pageOfUsersFromEnd(db).all({ teamId, limit: end - offset, offset: total - end });
    return { total, rows: rows.reverse() };
  })();
}

export function listUsers(db: ServiceDb, teamId: string, offset: number, limit: number, origin: string) {
  const { rows, total } = pageAt(db, teamId, offset, limit);
  const sources = connectedSourcesOf(
    db,
    rows.map((r) => r.seq),
    origin,
  );
  return { users: rows.map((r) => toUser(r, sources.get(r.seq) ?? [])), total, offset, limit };
}

const userRow = oncePerHandle((db: ServiceDb) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.teamId, sql.placeholder("teamId"))))
    .prepare(),
);

/** The team's user row, or a 404: another team's user does not exist for this team. */
export function requireUserRow(db: ServiceDb, teamId: string, userId: string): UserRow {
  const row = userRow(db).get({ userId, teamId });
  if (!row) throw notFound(`User ${userId} not found`);
  return row;
}

/** The team's user with this exact client_user_id, or a 404 (another team's user is not found either). */
export function resolveUser(db: ServiceDb, teamId: string, clientUserId: string, origin: string): User {
  const row = db
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.clientUserId, clientUserId)))
    .get();
  if (!row) throw notFound("No user with this client_user_id");
  return toUser(row, connectedSourcesOf(db, [row.seq], origin).get(row.seq) ?? []);
}

export function getUser(db: ServiceDb, teamId: string, userId: string, origin: string): User {
  const row = requireUserRow(db, teamId, userId);
  return toUser(row, connectedSourcesOf(db, [row.seq], origin).get(row.seq) ?? []);
}

export function createUser(
  db: ServiceDb,
  teamId: string,
  input: { client_user_id: string; fallback_time_zone?: string | null; fallback_birth_date?: string | null },
  now: Date,
  id: string = randomUUID(),
) {
  const existing = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.clientUserId, input.client_user_id)))
    .get();
  if (existing) {
    throw badRequest({
      error_type: "INVALID_REQUEST",
      error_message: "Client user id already exists.",
      user_id: existing.id,
    });
  }
  const at = now.toISOString();
  db.insert(users)
    .values({
      id,
      teamId,
      clientUserId: input.client_user_id,
      createdOn: at,
      fallbackTimeZone: input.fallback_time_zone
        ? { id: input.fallback_time_zone, source_slug: "manual", updated_at: at }
        : null,
      fallbackBirthDate: input.fallback_birth_date
        ? { value: input.fallback_birth_date, source_slug: "manual", updated_at: at }
        : null,
    })
    .run();
  return { user_id: id, client_user_id: input.client_user_id };
}

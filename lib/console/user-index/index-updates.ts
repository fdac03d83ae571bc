import { createHash } from "node:crypto";
import { consoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { recordIndexedDetails, upsertIndexedUsers, type IndexedUserInput } from "@/lib/console/user-index/store";
import type { UserInfoView } from "@/lib/service/read/user-info";
import type { ServiceUser } from "@/lib/service/read/users";
import { logger } from "@/lib/ops/logger";

/**
 * Keeping the user index fresh from what the console reads and writes anyway: every user or
 * patient record that passes through a loader or action is written to the index. These never
 * reject: the index is a convenience, and a page or a save must not fail because it could not be
 * updated (the background indexer catches up). Callers need not wait for them.
 */

/**
 * What identifies a listed user's state, as text: its ids, creation time and connections.
 * Provider names and logo URLs are left out (a logo URL follows the origin the service was called
 * on). The index stores a hash of it, the user's fingerprint.
 */
function userState(user: ServiceUser): string {
  const sources = user.connected_sources.map((s) => `${s.source.slug}@${s.created_on}`).sort();
  return JSON.stringify([user.user_id, user.client_user_id, user.created_on, sources]);
}

const fingerprintOf = (state: string) => createHash("sha256").update(state).digest("base64url").slice(0, 22);

export const indexEntryOf = (user: ServiceUser): IndexedUserInput => entryOf(user, userState(user));

function entryOf(user: ServiceUser, state: string): IndexedUserInput {
  return {
    userId: user.user_id,
    clientUserId: user.client_user_id,
    createdOn: user.created_on,
    providers: user.connected_sources.map((s) => s.source.slug),
    fingerprint: fingerprintOf(state),
  };
}

async function quietly(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    // The store's errors quote no SQL or values; nothing else is logged, so no PHI either.
    const reason = error instanceof Error ? error.name : "unknown error";
    logger().warn(
      { component: "user-index", reason },
      "could not update the index; the background indexer will catch up",
    );
  }
}

/**
 * The state this process last wrote for each user (the text its fingerprint hashes), per store.
 * A users page lists the same unchanged users view after view; without this, each view sent all
 * of them to the store as an upsert that then changed nothing. Kept as the text rather than the
 * hash, so an unchanged user costs a comparison and no hashing. Only a write is saved: a user
 * whose row changed elsewhere since is set right by the background indexer, as after any missed
 * write.
 */
const lastWritten = new WeakMap<ConsoleDb, Map<string, string>>();
const REMEMBERED_USERS = 20_000;

function remember(written: Map<string, string>, states: readonly { userId: string; state: string }[]) {
  for (const { userId, state } of states) {
    written.delete(userId);
    if (written.size >= REMEMBERED_USERS) written.delete(written.keys().next().value!);
    written.set(userId, state);
  }
}

/** Users just read from the service (a list page, one user, a lookup). */
export function noteUsersRead(users: readonly ServiceUser[]): Promise<void> {
  if (users.length === 0) return Promise.resolve();
  return quietly(async () => {
    const db = await consoleDb();
    const written = lastWritten.get(db) ?? new Map<string, string>();
    lastWritten.set(db, written);
    const changed = users
      .map((user) => ({ user, userId: user.user_id, state: userState(user) }))
      .filter((u) => written.get(u.userId) !== u.state);
    if (changed.length === 0) return;
    await upsertIndexedUsers(
      db,
      changed.map((u) => entryOf(u.user, u.state)),
    );
    remember(written, changed);
  });
}

/**
 * A user just created: its creation time is close enough to now, and with no fingerprint the
 * indexer reads the whole user (and its details) on its next pass.
 */
export function noteUserCreated(user: { user_id: string; client_user_id: string }): Promise<void> {
  return quietly(async () =>
    upsertIndexedUsers(await consoleDb(), [
      {
        userId: user.user_id,
        clientUserId: user.client_user_id,
        createdOn: new Date().toISOString(),
        providers: [],
        fingerprint: null,
      },
    ]),
  );
}

/** Patient details just read or saved; null when the user has none. */
export function noteDetailsRead(userId: string, info: Pick<UserInfoView, "first_name" | "last_name"> | null) {
  return quietly(async () =>
    recordIndexedDetails(
      await consoleDb(),
      userId,
      info ? { firstName: info.first_name, lastName: info.last_name } : null,
    ),
  );
}

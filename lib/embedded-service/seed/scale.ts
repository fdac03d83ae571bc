import { eq } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { providers, users } from "../db/schema";
import { insertSteps } from "../store/step-chunks";
import { getMeta, setMeta } from "../store/meta";
import { createRandom } from "./random";
import { generateSteps } from "./steps-generator";

export const HEAVY_USER_CLIENT_ID = "bench_heavy_minute_steps";
export const HEAVY_USER_PROVIDERS = ["fitbit", "garmin", "apple_health_kit"];
const SCALED = "scale_seed";

/**
 * The benchmark data set: 100,000 more users for the team, and one user with a year of
 * minute-level steps from three providers. Idempotent.
 */
export function seedScale(
  db: ServiceDb,
  teamId: string,
  now: Date,
  extraUsers = 100_000,
  log: (l: string) => void = () => {},
) {
  if (getMeta(db, SCALED)) return { skipped: true as const };
  const rnd = createRandom("scale-users");
  const insertUser = db.$client.prepare(
    "INSERT INTO users (id, team_id, client_user_id, created_on, fallback_time_zone, fallback_birth_date) VALUES (?, ?, ?, ?, ?, NULL)",
  );
  const base = now.getTime() - 365 * 86_400_000;
  db.$client.transaction(() => {
    for (let i = 0; i < extraUsers; i++) {
      const at = new Date(base + Math.floor((i / extraUsers) * 365 * 86_400_000)).toISOString();
      const tz = JSON.stringify({
        id: rnd.pick(["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]),
        source_slug: "manual",
        updated_at: at,
      });
      insertUser.run(rnd.uuid(), teamId, `scale_${String(i).padStart(6, "0")}`, at, tz);
    }
  })();
  log(`Added ${extraUsers} users.`);

  const heavy = db
    .insert(users)
    .values({
      id: rnd.uuid(),
      teamId,
      clientUserId: HEAVY_USER_CLIENT_ID,
      createdOn: new Date(base).toISOString(),
      fallbackTimeZone: { id: "America/New_York", source_slug: "manual", updated_at: new Date(base).toISOString() },
    })
    .returning()
    .get();
  const toTs = Math.floor(now.getTime() / 60_000) * 60;
  let samples = 0;
  for (const slug of HEAVY_USER_PROVIDERS) {
    const provider = db.select().from(providers).where(eq(providers.slug, slug)).get()!;
    db.$client.transaction(() => {
      db.$client
        .prepare(
          "INSERT OR IGNORE INTO connections (id, user_seq, provider, created_on, origin) VALUES (?, ?, ?, ?, 'seed')",
        )
        .run(rnd.uuid(), heavy.seq, slug, heavy.createdOn);
      samples += insertSteps(
        db,
        heavy.seq,
        provider.id,
        generateSteps({
          userKey: heavy.id,
          provider: slug,
          fromTs: toTs - 365 * 86_400,
          toTs,
          resolutionSeconds: 60,
          utcOffsetHours: -5,
        }),
      );
    })();
  }
  log(`Heavy user ${HEAVY_USER_CLIENT_ID} (${heavy.id}): ${samples} minute samples.`);
  setMeta(db, SCALED, JSON.stringify({ at: now.toISOString(), users: extraUsers, heavyUserId: heavy.id, samples }));
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  return { skipped: false as const, heavyUserId: heavy.id, samples };
}

import path from "node:path";
import { randomSecret } from "@/lib/embedded-service/crypto";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { DEMO_TEAM_ID, ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { HEAVY_USER_CLIENT_ID, seedScale } from "@/lib/embedded-service/seed/scale";

/** The users the benchmarks visit, looked up once in the seeded data set. */
export type ScaleData = {
  dir: string;
  dbFile: string;
  /** The seed:scale user with a year of minute steps from three providers. */
  heavyUserId: string;
  /** A demo user with patient details and at least one connected provider (overview, patient tab). */
  demoUserId: string;
  users: number;
};

/**
 * Makes sure DIR holds the demo and seed:scale data sets (the same functions `npm run seed:scale`
 * uses; both are idempotent, so a prepared directory is only checked), then closes the database
 * so servers started afterwards own it. The team key set here is replaced by whoever opens next.
 */
export function ensureScaleData(dir: string, log: (line: string) => void): ScaleData {
  const dbFile = path.join(dir, "service.db");
  const db = openServiceDb(dbFile);
  try {
    ensureReferenceData(db);
    const started = Date.now();
    ensureDemoData(db, { apiKey: randomSecret("sk_us_bench_", 24), now: new Date(), log });
    const seeded = seedScale(db, DEMO_TEAM_ID, new Date(), 100_000, log);
    if (!seeded.skipped) log(`Seeded the scale data set in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    const one = <T>(sql: string, ...args: unknown[]) => db.$client.prepare(sql).get(...args) as T | undefined;
    const heavy = one<{ id: string }>("SELECT id FROM users WHERE client_user_id = ?", HEAVY_USER_CLIENT_ID);
    const demo = one<{ id: string }>(
      `SELECT u.id FROM users u JOIN user_info i ON i.user_seq = u.seq
       WHERE u.team_id = ? AND EXISTS (SELECT 1 FROM connections c WHERE c.user_seq = u.seq) ORDER BY u.seq LIMIT 1`,
      DEMO_TEAM_ID,
    );
    const count = one<{ n: number }>("SELECT count(*) AS n FROM users WHERE team_id = ?", DEMO_TEAM_ID);
    if (!heavy || !demo) throw new Error(`${dbFile} lacks the heavy user or a demo user with patient details`);
    return { dir, dbFile, heavyUserId: heavy.id, demoUserId: demo.id, users: count?.n ?? 0 };
  } finally {
    db.$client.close();
  }
}

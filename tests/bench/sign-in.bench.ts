import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@/lib/console/auth/passwords";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { queryAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { HELD_BACK_WINDOW_SECONDS, writeUpHeldBackAttempts } from "@/lib/console/auth/held-back-attempts";
import { createStaff } from "@/lib/console/store/staff";
import { startPostgres } from "../support/postgres-server";
import { median, ms, type Benchmark, type BenchResult } from "./types";

/** Attempts after the hold, as in the review that measured them. */
const HELD_BACK_ATTEMPTS = 60;
/** Wrong passwords from fresh addresses, none of them held back: what a checked attempt costs. */
const CHECKED_ATTEMPTS = 20;
const EMAIL = "nurse@example.org";

type Cost = { wallMs: number; cpuMs: number };

/** Median wall time of one attempt, and the process's CPU time (every thread: argon2 runs on libuv's) per attempt. */
async function timed(attempts: number, attempt: (i: number) => Promise<unknown>): Promise<Cost> {
  const walls: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < attempts; i++) {
    const t0 = performance.now();
    await attempt(i);
    walls.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  return { wallMs: median(walls), cpuMs: (used.user + used.system) / 1000 / attempts };
}

async function auditRows(db: ConsoleDb): Promise<number> {
  return (await queryAudit(db, { action: "auth.sign_in" }, { limit: 10_000 })).rows.length;
}

async function measure(db: ConsoleDb, label: string): Promise<BenchResult[]> {
  await createStaff(db, {
    email: EMAIL,
    name: "Nurse",
    role: "ops",
    passwordHash: await hashPassword("right-password"),
  });
  // Warm up the hash and the store's prepared statements.
  await signInWithPassword(db, EMAIL, "right-password", { clientIp: "198.51.100.1" });

  const checked = await timed(CHECKED_ATTEMPTS, (i) =>
    signInWithPassword(db, EMAIL, `wrong-${i}`, { clientIp: `198.51.100.${10 + i}` }),
  );
  // Five failures hold the account back from this address; every later attempt from it is held back.
  for (let i = 0; i < 5; i++) await signInWithPassword(db, EMAIL, `wrong-${i}`, { clientIp: "203.0.113.7" });
  const before = await auditRows(db);
  const held = await timed(HELD_BACK_ATTEMPTS, (i) =>
    signInWithPassword(db, EMAIL, `guess-${i}`, { clientIp: "203.0.113.7" }),
  );
  const written = (await auditRows(db)) - before;
  // Their window's count, written up once it is over: one record for the address.
  await writeUpHeldBackAttempts(db, new Date(Date.now() + HELD_BACK_WINDOW_SECONDS * 1000));
  const writtenUp = (await auditRows(db)) - before;

  const row = (metric: string, value: string, target?: string, met?: boolean): BenchResult => ({
    benchmark: "sign-in",
    metric: `${label}: ${metric}`,
    value,
    ...(target ? { target, met } : {}),
  });
  const cpuMs = (v: number) => `${v.toFixed(1)} ms CPU`;
  return [
    row("checked attempt (wrong password), median", ms(checked.wallMs)),
    row("checked attempt, CPU", cpuMs(checked.cpuMs)),
    // The answer must take about as long as a checked one, so its timing does not say "held back".
    row(
      "held-back attempt, median",
      `${ms(held.wallMs)} (${((held.wallMs / checked.wallMs) * 100).toFixed(0)} % of checked)`,
      "75–150 % of checked",
      held.wallMs >= checked.wallMs * 0.75 && held.wallMs <= checked.wallMs * 1.5,
    ),
    row(
      "held-back attempt, CPU",
      `${cpuMs(held.cpuMs)} (${((held.cpuMs / checked.cpuMs) * 100).toFixed(0)} % of checked)`,
      "≤ 20 % of checked (no hash)",
      held.cpuMs <= checked.cpuMs * 0.2,
    ),
    row(
      `audit rows written by ${HELD_BACK_ATTEMPTS} held-back attempts`,
      `${written} (${writtenUp} once their window is over)`,
      "≤ 1",
      writtenUp <= 1,
    ),
  ];
}

/**
 * What a sign-in attempt that is held back costs next to one that is checked (a wrong password),
 * on each store: wall time (which should match, so the answer's timing does not tell), CPU time
 * (which should not: no hash for a held-back attempt) and the audit rows the held-back ones write.
 */
export const signInBenchmark: Benchmark = {
  name: "sign-in",
  description: "held-back sign-in attempts: time, CPU and audit rows next to a checked attempt",
  needsScaleData: false,
  async run({ log }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-sign-in-"));
    const sqlite = openSqliteConsoleDb(path.join(dir, "console.db"));
    const pgServer = await startPostgres();
    try {
      const pg = await openPostgresConsoleDb(await pgServer.createDatabase(), { poolMax: 4 });
      try {
        const rows = [...(await measure(sqlite, "SQLite")), ...(await measure(pg, "PostgreSQL"))];
        for (const r of rows) log(`${r.metric}: ${r.value}`);
        return rows;
      } finally {
        await pg.close();
      }
    } finally {
      await sqlite.close();
      await pgServer.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};

import fs from "node:fs";
import type { ConsoleDb } from "@/lib/console/store/db";
import { auditChainPool, postgresPool } from "@/lib/console/store/driver-clients";
import { appendingProcesses } from "../support/audit-append-processes";
import { median } from "./types";

/**
 * How the audit-chain benchmark measures: the append without and with the chain in alternating
 * rounds, so that a burst from elsewhere on the machine hits both alike. The figure of each is
 * its median round, and the overhead their ratio.
 */

export type Side = { label: "without" | "with"; db: ConsoleDb; append: (db: ConsoleDb) => Promise<void> };
export type Paired = { without: number; with: number; ratio: number };

const pair = (without: number[], withChain: number[]): Paired => ({
  without: median(without),
  with: median(withChain),
  ratio: median(withChain) / median(without),
});

/**
 * CPU time (µs) of the PostgreSQL backends serving a store opened with one connection: its pool's
 * and the audit chain's own connection's, where /proc tells.
 */
export async function backendCpu(db: ConsoleDb): Promise<() => number> {
  const pids = await Promise.all(
    [postgresPool(db), auditChainPool(db)].map(
      async (pool) => (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid,
    ),
  );
  const files = [...new Set(pids)].map((pid) => `/proc/${pid}/schedstat`);
  const read = (file: string) => {
    try {
      return Number(fs.readFileSync(file, "utf8").split(" ")[0]) / 1000;
    } catch {
      return 0;
    }
  };
  return () => files.reduce((sum, file) => sum + read(file), 0);
}

/**
 * One appender at a time: per round, the mean wall time of an append and the CPU time it took
 * (this process, plus the PostgreSQL backend's when `serverCpu` reads it). The first round warms
 * statements, caches and the JIT, and is left out.
 */
export async function pairedAppends(
  sides: [Side, Side],
  opts: { rounds: number; perRound: number; serverCpu?: [() => number, () => number] },
): Promise<{ wall: Paired; cpu: Paired }> {
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  for (let round = 0; round <= opts.rounds; round++) {
    for (const [i, side] of sides.entries()) {
      const server = opts.serverCpu?.[i];
      const c0 = process.cpuUsage();
      const s0 = server?.() ?? 0;
      const t0 = performance.now();
      for (let n = 0; n < opts.perRound; n++) await side.append(side.db);
      const took = ((performance.now() - t0) * 1000) / opts.perRound;
      const c = process.cpuUsage(c0);
      const s = server ? server() - s0 : 0;
      if (round === 0) continue;
      wall[i]!.push(took);
      cpu[i]!.push((c.user + c.system + s) / opts.perRound);
    }
  }
  return { wall: pair(...wall), cpu: pair(...cpu) };
}

const WARM_UP_ROUNDS = 3;

/**
 * Several processes appending to one store at once (each a console instance with its own
 * connections), without and with the chain in alternating rounds: appends per second over all of
 * them, from the first start to the last finish. The processes stay up from round to round.
 */
export async function pairedConcurrent(
  where: { without: string; with: string },
  opts: { rounds: number; processes: number; perProcess: number; inFlight: number },
): Promise<Paired & { rates: { without: number[]; with: number[] } }> {
  const start = (side: "without" | "with") =>
    appendingProcesses(
      where[side],
      Array.from({ length: opts.processes }, (_, i) => ({
        count: opts.perProcess,
        label: `p${i}`,
        parallel: opts.inFlight,
        plain: side === "without",
      })),
    );
  const workers = { without: await start("without"), with: await start("with") };
  const rates = { without: [] as number[], with: [] as number[] };
  try {
    // The first rounds warm connections, statements and the JIT, and are left out.
    for (let round = -WARM_UP_ROUNDS; round < opts.rounds; round++) {
      for (const side of ["without", "with"] as const) {
        const times = await workers[side].go();
        if (round >= 0) rates[side].push((opts.processes * opts.perProcess) / (Math.max(...times) / 1000));
      }
    }
  } finally {
    await Promise.all([workers.without.stop(), workers.with.stop()]);
  }
  return { ...pair(rates.without, rates.with), rates };
}

import fs from "node:fs";
import pg from "pg";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool } from "@/lib/console/store/driver-clients";
import { appendingProcesses } from "../support/audit-append-processes";
import { median } from "./types";

/**
 * How the audit-chain benchmark measures: the append without and with the chain in alternating
 * rounds, so that a burst from elsewhere on the machine hits both alike. The figure of each is
 * its median round, and the overhead their ratio. A round with the chain ends only once every
 * record it appended is sealed, and its time and CPU include the sealing.
 */

export type Side = {
  label: "without" | "with";
  db: ConsoleDb;
  append: (db: ConsoleDb) => Promise<void>;
  /** Waits until what was appended is sealed: counted in the round. */
  settle?: (db: ConsoleDb) => Promise<void>;
};
export type Paired = { without: number; with: number; ratio: number };

const pair = (without: number[], withChain: number[]): Paired => ({
  without: median(without),
  with: median(withChain),
  ratio: median(withChain) / median(without),
});

/** CPU time (µs) of a process, from /proc (0 once it is gone). */
function processCpu(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1000;
  } catch {
    return 0;
  }
}

/** CPU time (µs) of the PostgreSQL backend serving a store opened with one connection. */
export async function backendCpu(db: ConsoleDb): Promise<() => number> {
  const { rows } = await postgresPool(db).query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return () => processCpu(rows[0]!.pid);
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
      await side.settle?.(side.db);
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
 * CPU time (µs) of every backend connected to a PostgreSQL database (the instances' pools), read
 * through a connection of its own; null for SQLite.
 */
async function databaseCpu(where: string): Promise<{ read: () => Promise<number>; end: () => Promise<void> } | null> {
  if (!where.startsWith("postgres")) return null;
  const client = new pg.Client({ connectionString: where });
  await client.connect();
  const seen = new Map<number, number>();
  return {
    // A backend's CPU is kept once seen, so one that closed between reads still counts up to then.
    read: async () => {
      const { rows } = await client.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      for (const { pid } of rows) seen.set(pid, processCpu(pid) || (seen.get(pid) ?? 0));
      return [...seen.values()].reduce((a, b) => a + b, 0);
    },
    end: () => client.end(),
  };
}

/**
 * Several processes appending to one store at once (each a console instance with its own
 * connections, sealing as the console does), without and with the chain in alternating rounds:
 * appends per second over all of them, from the first start to the last finish (sealed), and CPU
 * time per append (the processes', plus their PostgreSQL backends'). The processes stay up from
 * round to round.
 */
export async function pairedConcurrent(
  where: { without: string; with: string },
  opts: { rounds: number; processes: number; perProcess: number; inFlight: number },
): Promise<Paired & { rates: { without: number[]; with: number[] }; cpu: Paired }> {
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
  const servers = { without: await databaseCpu(where.without), with: await databaseCpu(where.with) };
  const rates = { without: [] as number[], with: [] as number[] };
  const cpu = { without: [] as number[], with: [] as number[] };
  const appends = opts.processes * opts.perProcess;
  try {
    // The first rounds warm connections, statements and the JIT, and are left out.
    for (let round = -WARM_UP_ROUNDS; round < opts.rounds; round++) {
      for (const side of ["without", "with"] as const) {
        const s0 = (await servers[side]?.read()) ?? 0;
        const done = await workers[side].go();
        const s = ((await servers[side]?.read()) ?? 0) - s0;
        if (round < 0) continue;
        rates[side].push(appends / (Math.max(...done.map((d) => d.ms)) / 1000));
        cpu[side].push((done.reduce((sum, d) => sum + d.cpu, 0) + s) / appends);
      }
    }
  } finally {
    await Promise.all([workers.without.stop(), workers.with.stop()]);
    await Promise.all([servers.without?.end(), servers.with?.end()]);
  }
  return { ...pair(rates.without, rates.with), rates, cpu: pair(cpu.without, cpu.with) };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { appendAudit, type AuditEntry } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { sealNow } from "@/lib/console/audit/chain/sealer";
import { appendAuditUnchained } from "../support/audit-append-plain";
import { startPostgres } from "../support/postgres-server";
import { backendCpu, pairedAppends, pairedConcurrent, type Paired } from "./audit-chain-rounds";
import { postgresSealCpu, sqliteSealCpu } from "./audit-seal-cost";
import type { Benchmark, BenchResult } from "./types";

/** The chain may add this much to an audit append: its time, or its share of a busy store's. */
const TARGET = 0.2;
const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 40);
const PER_ROUND = 200;
const PROCESSES = 4;
/** Appends each instance keeps in flight: a few requests at once, and a busy instance. */
const IN_FLIGHT = [4, 16];
/** Appends per process and round, for each one in flight. */
const PER_LANE = 75;
const CONCURRENT_ROUNDS = Number(process.env.BENCH_AUDIT_CONCURRENT_ROUNDS ?? 10);

/** A guarded page view's record: the kind written most. */
const ENTRY: AuditEntry = {
  staffId: "0b6c7e0a-4b1a-4c3e-9a57-0d2b8e6f1a31",
  staffEmail: "coordinator@labdesk.local",
  role: "care_coordinator",
  action: "users.patient.view",
  targetType: "user",
  targetId: "5f1c2d3e-8a7b-4c3e-9a57-0d2b8e6f1a31",
  outcome: "ok",
  requestId: "0c7e1a2b3c4d5e6f",
  clientIp: "10.0.12.7",
};
const withChain = (db: ConsoleDb) => appendAudit(db, ENTRY);
/** The chain's side of a round ends once every record is sealed: the sealing counts. */
const chained = (db: ConsoleDb) => ({ label: "with" as const, db, append: withChain, settle: sealNow });
const withoutChain = (db: ConsoleDb) => appendAuditUnchained(db, ENTRY);

const row = (metric: string, value: string, target?: { text: string; met: boolean }): BenchResult => ({
  benchmark: "audit-chain",
  metric,
  value,
  ...(target ? { target: target.text, met: target.met } : {}),
});
const pct = (ratio: number) => `${ratio >= 1 ? "+" : "−"}${Math.abs((ratio - 1) * 100).toFixed(0)} %`;
const us = (v: number) => `${v.toFixed(1)} µs`;

/** Time per append: the median round's ratio is the overhead, held to +20 %. */
const costRow = (metric: string, p: Paired) =>
  row(metric, `${us(p.without)} / ${us(p.with)} (${pct(p.ratio)})`, {
    text: `≤ +${TARGET * 100} %`,
    met: p.ratio <= 1 + TARGET,
  });

/** Appends per second with several at once: 20 % more time per append is 1/1.2 of the rate. */
const rateRow = (metric: string, p: Paired) =>
  row(metric, `${Math.round(p.without)} / ${Math.round(p.with)} (${pct(p.ratio)})`, {
    text: `≥ −${Math.round((1 - 1 / (1 + TARGET)) * 100)} %`,
    met: p.ratio * (1 + TARGET) >= 1,
  });

async function verifyRow(store: string, db: ConsoleDb) {
  const t0 = performance.now();
  const v = await verifyAuditLog(db, "benchmark");
  const seconds = (performance.now() - t0) / 1000;
  const rate = Math.round(v.checkedRows / seconds).toLocaleString("en-US");
  const result = v.ok ? "intact" : `BROKEN at ${v.badSeq}`;
  return row(
    `${store}: verify the whole log`,
    `${result}, ${v.checkedRows.toLocaleString("en-US")} records in ${seconds.toFixed(2)} s (${rate}/s)`,
  );
}

const concurrently = (inFlight: number) => `${PROCESSES} processes × ${inFlight} in flight: appends/s without / with`;

/**
 * The audit append without the hash chain (as the console wrote it before) and with it, on both
 * stores: one appender (wall and CPU time per append), then several processes appending to one
 * store at once; on PostgreSQL both with commits flushed to disk (a production server) and
 * without; and how fast the resulting log verifies.
 */
export const auditChainBenchmark: Benchmark = {
  name: "audit-chain",
  needsScaleData: false,
  description: `audit appends without / with the hash chain, one appender and ${PROCESSES} processes at once, on SQLite and PostgreSQL (commits flushed or not); verification`,
  async run({ log }) {
    const rows: BenchResult[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-audit-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    const rounds = { rounds: ROUNDS, perRound: PER_ROUND };
    const concurrent = (inFlight: number) => ({
      rounds: CONCURRENT_ROUNDS,
      processes: PROCESSES,
      perProcess: PER_LANE * Math.max(inFlight, 4),
      inFlight,
    });

    const files = { without: path.join(dir, "without.db"), with: path.join(dir, "with.db") };
    const [plainSqlite, chainedSqlite] = [openSqliteConsoleDb(files.without), openSqliteConsoleDb(files.with)];
    const sqlite = await pairedAppends(
      [{ label: "without", db: plainSqlite, append: withoutChain }, chained(chainedSqlite)],
      rounds,
    );
    rows.push(
      costRow("SQLite, one appender: wall time per append, without / with", sqlite.wall),
      costRow("SQLite, one appender: CPU time per append", sqlite.cpu),
      row(
        "SQLite, one seal of 200 records alone: CPU time per record",
        `${us(await sqliteSealCpu(chainedSqlite, ENTRY))} (an append without the chain: ${us(sqlite.cpu.without)})`,
      ),
    );
    // better-sqlite3 is synchronous: a process has one append in flight at a time.
    const sqliteMany = await pairedConcurrent(files, concurrent(1));
    log(
      `SQLite, ${PROCESSES} processes: ${sqliteMany.rates.without.map(Math.round)} vs ${sqliteMany.rates.with.map(Math.round)} appends/s`,
    );
    rows.push(rateRow(`SQLite, ${PROCESSES} processes at once: appends/s without / with`, sqliteMany));
    rows.push(costRow(`SQLite, ${PROCESSES} processes at once: CPU time per append`, sqliteMany.cpu));
    rows.push(await verifyRow("SQLite", chainedSqlite));
    await Promise.all([plainSqlite.close(), chainedSqlite.close()]);

    for (const durable of [false, true]) {
      const server = await startPostgres({ durable });
      try {
        const urls = { without: await server.createDatabase(), with: await server.createDatabase() };
        // One connection each, so the backend whose CPU is read is the one doing the work.
        const plainPg = await openPostgresConsoleDb(urls.without, { poolMax: 1 });
        const chainedPg = await openPostgresConsoleDb(urls.with, { poolMax: 1 });
        const where = durable ? "PostgreSQL, commits flushed to disk" : "PostgreSQL";
        const chainedBackend = await backendCpu(chainedPg);
        const one = await pairedAppends([{ label: "without", db: plainPg, append: withoutChain }, chained(chainedPg)], {
          ...rounds,
          serverCpu: [await backendCpu(plainPg), chainedBackend],
        });
        const seal = await postgresSealCpu(chainedPg, chainedBackend);
        rows.push(
          costRow(`${where}, one appender: wall time per append, without / with`, one.wall),
          costRow(`${where}, one appender: CPU time per append (client + backend)`, one.cpu),
          row(
            `${where}, one seal alone: backend CPU time for ${Object.keys(seal).join(" / ")} records`,
            `${Object.values(seal)
              .map((v) => (v / 1000).toFixed(2))
              .join(" / ")} ms (an append without the chain: ${us(one.cpu.without)}, client + backend)`,
          ),
        );
        // A server that does not flush its commits shows the work alone; a durable one what
        // waiting for the disk does to it.
        for (const inFlight of durable ? IN_FLIGHT : IN_FLIGHT.slice(0, 1)) {
          const many = await pairedConcurrent(urls, concurrent(inFlight));
          log(
            `${where}, ${concurrently(inFlight)}: ${many.rates.without.map(Math.round)} vs ${many.rates.with.map(Math.round)}`,
          );
          rows.push(rateRow(`${where}, ${concurrently(inFlight)}`, many));
          rows.push(
            costRow(`${where}, ${PROCESSES} × ${inFlight}: CPU time per append (processes + backends)`, many.cpu),
          );
        }
        rows.push(await verifyRow(where, chainedPg));
        await Promise.all([plainPg.close(), chainedPg.close()]);
      } finally {
        await server.stop();
      }
    }
    return rows;
  },
};

/**
 * One process appending audit records to a console store, for the tests and the benchmark that
 * need appends from several processes at once:
 *   node --import tsx tests/support/audit-append-worker.ts <sqlite file | postgres url> <count> [label] [parallel] [plain]
 * Opens the store and prints "ready"; then, for each line that arrives on stdin (so that several
 * workers start together), appends `count` records with `parallel` in flight, waits until this
 * process's seals are done (a chained round ends only when what it appended is linked), and prints
 * the time it took (ms) and the process's CPU time (µs). Ends when stdin does, sealing what is
 * left. `plain` appends as the console did before the chain, for the benchmark's comparison.
 */
import readline from "node:readline";
import { appendAudit } from "@/lib/console/audit/store";
import { sealNow } from "@/lib/console/audit/chain/sealer";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { appendAuditUnchained } from "./audit-append-plain";

const [where, countText, label = "worker", parallelText = "1", mode = "chained"] = process.argv.slice(2);

async function main() {
  const parallel = Number(parallelText);
  const count = Number(countText);
  const db: ConsoleDb = where!.startsWith("postgres")
    ? await openPostgresConsoleDb(where!, { poolMax: parallel })
    : openSqliteConsoleDb(where!);
  const append = mode === "plain" ? appendAuditUnchained : appendAudit;
  console.log("ready");
  let round = 0;
  for await (const _line of readline.createInterface({ input: process.stdin })) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let next = 0;
    const lane = async () => {
      while (next < count) {
        const i = next++;
        await append(db, {
          action: "audit.read",
          outcome: "ok",
          targetType: "worker",
          targetId: `${label}-${round}-${i}`,
        });
      }
    };
    await Promise.all(Array.from({ length: parallel }, lane));
    if (mode !== "plain") await sealNow(db);
    const used = process.cpuUsage(cpu);
    console.log(`done ${count} ${(performance.now() - started).toFixed(1)} ${used.user + used.system}`);
    round++;
  }
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

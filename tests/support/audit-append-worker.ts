/**
 * One process appending audit records to a console store, for the tests and the benchmark that
 * need appends from several processes at once:
 *   node --import tsx tests/support/audit-append-worker.ts <sqlite file | postgres url> <count> [label] [parallel]
 * Opens the store, prints "ready", and starts when a line arrives on stdin, so that several
 * workers start together; `parallel` appends are kept in flight. Prints the time it took (ms).
 */
import { appendAudit } from "@/lib/console/store/audit";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";

const [where, countText, label = "worker", parallelText = "1"] = process.argv.slice(2);

async function main() {
  const parallel = Number(parallelText);
  const db: ConsoleDb = where!.startsWith("postgres")
    ? await openPostgresConsoleDb(where!, { poolMax: parallel })
    : openSqliteConsoleDb(where!);
  console.log("ready");
  await new Promise((resolve) => process.stdin.once("data", resolve));
  const started = performance.now();
  let next = 0;
  const count = Number(countText);
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await appendAudit(db, { action: "test.append", outcome: "ok", targetType: "worker", targetId: `${label}-${i}` });
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  console.log(`done ${count} ${(performance.now() - started).toFixed(1)}`);
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Times user index searches at 100,000 users on both store dialects (run with tsx; it starts its
 * own throw-away PostgreSQL server). Prints p50 and p95 per query; asserts nothing.
 *   npx tsx tests/support/measure-user-index.ts [users]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { providerList } from "@/lib/console/store/user-index";
import { searchUserIndex, type UserIndexQuery } from "@/lib/console/store/user-index-search";
import { normaliseName } from "@/lib/console/users/normalise";
import { startPostgres } from "./postgres-server";

const USERS = Number(process.argv[2] ?? 100_000);
const FIRST = ["Sandra", "Mary", "Anne", "José", "Bo", "Zoë", "Liam", "Olivia", "Noah", "Emma", "Ava", "Lucas"];
const LAST = ["Muñoz", "O'Connor", "Smith-Jones", "Li", "Garcia", "Nguyen", "Brown", "Kowalski", "Müller", "Okafor"];
const PROVIDERS = ["fitbit", "oura", "withings", "garmin", "apple_health_kit", "polar"];

// A fixed-seed generator: the same data on both dialects.
let seed = 42;
const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

function rows() {
  seed = 42;
  const start = Date.parse("2024-01-01T00:00:00Z");
  return Array.from({ length: USERS }, (_, i) => {
    const named = rnd() < 0.8;
    const first = `${pick(FIRST)}${i % 97 === 0 ? "" : String.fromCharCode(97 + (i % 26))}`;
    const last = `${pick(LAST)}${String.fromCharCode(97 + ((i >> 5) % 26))}`;
    const providers = PROVIDERS.filter(() => rnd() < 0.2);
    const f = normaliseName(first);
    const l = normaliseName(last);
    return {
      userId: randomUUID(),
      clientUserId: `mbr_${String(104_000 + i).padStart(7, "0")}`,
      createdOn: new Date(start + i * 600_000).toISOString(),
      providers: providerList(providers),
      hasDetails: named,
      firstName: named ? first : null,
      lastName: named ? last : null,
      firstNameNorm: named ? f : null,
      lastNameNorm: named ? l : null,
      nameNorm: named ? `${f} ${l}` : null,
      userFingerprint: "x",
      detailsCheckedAt: new Date().toISOString(),
      indexedAt: new Date().toISOString(),
    };
  });
}

const QUERIES: [string, Omit<UserIndexQuery, "limit">][] = [
  ["name 'munoz' (coordinator)", { query: "munoz", namesAllowed: true }],
  ["name 'sandra okafor'", { query: "sandra okafor", namesAllowed: true }],
  ["name 'li' (short word)", { query: "li", namesAllowed: true }],
  ["partial client id '0104766'", { query: "0104766", namesAllowed: false }],
  ["broad 'mbr_01' (all rows)", { query: "mbr_01", namesAllowed: false }],
  ["user_id prefix (4 chars)", { query: "", namesAllowed: false }],
  [
    "no query, provider + details filters, last name sort",
    {
      namesAllowed: true,
      filters: { provider: "oura", hasDetails: true },
      sort: "last_name",
    },
  ],
  [
    "no query, created range, created asc",
    {
      namesAllowed: false,
      filters: { createdFrom: "2024-06-01", createdBefore: "2024-07-01" },
      sort: "created_asc",
    },
  ],
];

async function measure(label: string, db: ConsoleDb, data: ReturnType<typeof rows>) {
  const prefix = data[12_345]!.userId.slice(0, 4);
  const t0 = performance.now();
  for (let i = 0; i < data.length; i += 1000) await db.orm.insert(db.tables.userIndex).values(data.slice(i, i + 1000));
  console.log(`${label}: inserted ${USERS} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (db.dialect === "postgres") await db.orm.execute("ANALYZE user_index" as never);
  for (const [name, q] of QUERIES) {
    const query = name.startsWith("user_id prefix") ? { ...q, query: prefix } : q;
    const times: number[] = [];
    let total = 0;
    let capped = false;
    for (let i = 0; i < 21; i++) {
      const s = performance.now();
      const found = await searchUserIndex(db, { ...query, limit: 50 });
      total = found.total;
      capped = found.totalCapped;
      if (i > 0) times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `  ${name.padEnd(56)} p50 ${p(0.5).padStart(6)} ms  p95 ${p(0.95).padStart(6)} ms  (${capped ? "over " : ""}${total} matches)`,
    );
  }
}

async function main() {
  const data = rows();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-index-measure-"));
  const sqlite = openSqliteConsoleDb(path.join(dir, "console.db"));
  await measure("SQLite", sqlite, data);
  await sqlite.close();
  console.log(`  SQLite file: ${(fs.statSync(path.join(dir, "console.db")).size / 2 ** 20).toFixed(1)} MiB`);
  fs.rmSync(dir, { recursive: true, force: true });

  const server = await startPostgres();
  try {
    const pgDb = await openPostgresConsoleDb(await server.createDatabase(), { poolMax: 4 });
    await measure("PostgreSQL", pgDb, data);
    const size = (await pgDb.orm.execute("SELECT pg_total_relation_size('user_index') AS n" as never)) as unknown as {
      rows: { n: string }[];
    };
    console.log(`  user_index with its indexes: ${(Number(size.rows[0]!.n) / 2 ** 20).toFixed(1)} MiB`);
    await pgDb.close();
  } finally {
    await server.stop();
  }
}

void main();

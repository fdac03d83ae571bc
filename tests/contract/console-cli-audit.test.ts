import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendAudit, queryAudit } from "@/lib/console/audit/store";
import { latestAuditVerification } from "@/lib/console/audit/chain/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { dropAuditGuards, sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, type StoreDialect } from "../support/console-store";
import { freshPostgresUrl } from "../support/postgres-database";

// `npm run console -- audit verify` run as an operator would (it is `tsx lib/cli/console-cli.ts`),
// against a store the test then tampers with.
const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

async function storeForCli(dialect: StoreDialect): Promise<{ db: ConsoleDb; env: Record<string, string> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-cli-"));
  if (dialect === "sqlite")
    return { db: openSqliteConsoleDb(path.join(dataDir, "console.db")), env: { DATA_DIR: dataDir } };
  const url = await freshPostgresUrl();
  return {
    db: await openPostgresConsoleDb(url, { poolMax: 2 }),
    env: { DATA_DIR: dataDir, DATABASE_URL: url, AUTH_SECRET: "a-test-secret-of-at-least-32-characters" },
  };
}

describe.each(STORE_DIALECTS)("audit verify on %s", (dialect) => {
  it("exits 0 on an intact log, 1 naming the first record that does not fit, and records both", async () => {
    const { db, env } = await storeForCli(dialect);
    const verify = () =>
      spawnSync(tsx, ["lib/cli/console-cli.ts", "audit", "verify"], {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
    for (let i = 0; i < 3; i++) await appendAudit(db, { action: "users.view", outcome: "ok", targetId: `u-${i}` });

    const intact = verify();
    expect(intact.status, intact.stderr).toBe(0);
    expect(intact.stdout).toContain("The audit log verifies: 3 records chained.");
    expect(intact.stdout).toMatch(/Newest record: 3, hash [0-9a-f]{64}\./);
    expect(await latestAuditVerification(db)).toMatchObject({ ok: true, checkedRows: 3, requestedBy: "command line" });

    await dropAuditGuards(db);
    await sqlOn(db, "UPDATE audit_log SET target_id = 'u-other' WHERE seq = 2");
    const broken = verify();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain("The audit log does NOT verify. First record that does not fit: record 2 (");
    expect(broken.stderr).toContain("): content changed: its columns or its place no longer match its hash");
    expect(broken.stderr).toContain("Checked before it: 1 record chained.");
    expect(await latestAuditVerification(db)).toMatchObject({ ok: false, badSeq: 2, problem: "content_changed" });
    // The check is itself on the record, the failed one with where the chain breaks.
    const checks = (await queryAudit(db, { action: "audit.verify" }, { limit: 5 })).rows;
    expect(checks.map((r) => r.outcome)).toEqual(["failed", "ok"]);
    expect(checks[0]!.detail).toMatch(/^command line: record 2 \(.*\): content changed/);
    await db.close();
  });
});

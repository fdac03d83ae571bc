import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { verifyAuditLog } from "@/lib/console/audit-chain/verify-audit-log";
import { appendAudit } from "@/lib/console/store/audit";
import type { ConsoleDb } from "@/lib/console/store/db";
import { auditChainPool, postgresPool } from "@/lib/console/store/driver-clients";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { freshPostgresUrl } from "../support/postgres-database";

/**
 * On a server whose commits wait for the disk, the chain's statements commit without waiting (so
 * its lock is held for a statement, not a flush) and each append waits for a durable mark after
 * it; a role refused that mark gets durable chain statements instead. The test server does not
 * wait for the disk, so each database here is set to.
 */
async function asAdmin(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const durableDatabase = async () => {
  const url = await freshPostgresUrl();
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await asAdmin(url, [`ALTER DATABASE "${name}" SET synchronous_commit = on`]);
  return { url, name };
};

const show = async (pool: pg.Pool) =>
  (await pool.query<{ synchronous_commit: string }>("SHOW synchronous_commit")).rows[0]!.synchronous_commit;

const burst = (db: ConsoleDb, label: string) =>
  Array.from({ length: 40 }, (_, i) =>
    appendAudit(db, { action: "audit.read", outcome: "ok", targetType: "worker", targetId: `${label}-${i}` }),
  );

describe("audit appends on a server whose commits wait for the disk", () => {
  it("chain on a connection that does not wait, and keep one chain across instances", async () => {
    const { url } = await durableDatabase();
    const [a, b] = [await openPostgresConsoleDb(url, { poolMax: 2 }), await openPostgresConsoleDb(url, { poolMax: 2 })];
    expect(await show(postgresPool(a))).toBe("on");
    expect(await show(auditChainPool(a))).toBe("off");
    await Promise.all([...burst(a, "a"), ...burst(b, "b")]);
    expect(await verifyAuditLog(a, "test")).toMatchObject({ ok: true, checkedRows: 80, headSeq: 80 });
    await Promise.all([a.close(), b.close()]);
  });

  it("chain with durable commits for a role that may not write the flush mark", async () => {
    const { url, name } = await durableDatabase();
    const role = `labdesk_limited_${randomUUID().slice(0, 8)}`;
    await asAdmin(url, [
      `CREATE ROLE ${role} LOGIN`,
      `ALTER DATABASE "${name}" OWNER TO ${role}`,
      "REVOKE EXECUTE ON FUNCTION pg_logical_emit_message(boolean, text, text) FROM PUBLIC",
    ]);
    const limited = new URL(url);
    limited.username = role;
    const db = await openPostgresConsoleDb(limited.toString(), { poolMax: 2 });
    await expect(postgresPool(db).query("SELECT pg_logical_emit_message(true, 'x', '')")).rejects.toThrow(
      /permission denied/,
    );
    await Promise.all(burst(db, "limited"));
    expect(await verifyAuditLog(db, "test")).toMatchObject({ ok: true, checkedRows: 40 });
    await db.close();
  });
});

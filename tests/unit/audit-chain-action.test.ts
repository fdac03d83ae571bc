import { beforeAll, describe, expect, it, vi } from "vitest";
import { verifyAuditChainAction } from "@/lib/console/actions/audit-chain";
import { appendAudit, queryAudit } from "@/lib/console/audit/store";
import { latestAuditVerification } from "@/lib/console/audit/chain/store";
import { useConsoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { dropAuditGuards, sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * "Verify now" on the settings page, on a real console store: an intact log answers with what it
 * covered, a tampered one with the first record that does not fit, and each check is kept for the
 * page and audited. Only the session and Next.js's cache are stubbed.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "verify-action" }),
);
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff("admin") };
});

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  const lastCheck = async () => (await queryAudit(db, { action: "audit.verify" }, { limit: 1 })).rows[0];

  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    useConsoleDb(db);
    for (let i = 0; i < 3; i++) await appendAudit(db, { action: "users.view", outcome: "ok", targetId: `u-${i}` });
  });

  it("verifies an intact log, keeps the result for the page and audits the check", async () => {
    const result = await verifyAuditChainAction({});
    expect(result).toMatchObject({ ok: true, data: { checkedRows: 3, unchainedRows: 0 } });
    const kept = await latestAuditVerification(db);
    expect(kept).toMatchObject({ ok: true, requestedBy: "admin@test.local", checkedRows: 3, headSeq: 3 });
    expect(await lastCheck()).toMatchObject({
      outcome: "ok",
      targetType: "audit_verification",
      targetId: String(kept!.id),
      requestId: "verify-action",
    });
  });

  it("names the first record that does not fit, and audits the check as failed", async () => {
    await dropAuditGuards(db);
    await sqlOn(db, "UPDATE audit_log SET target_id = 'u-other' WHERE seq = 2");
    const result = await verifyAuditChainAction({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      "The audit log does not verify: record 2 does not fit (content changed). The Audit log chain card says where and what to do.",
    );
    const kept = await latestAuditVerification(db);
    expect(kept).toMatchObject({ ok: false, badSeq: 2, problem: "content_changed", checkedRows: 1 });
    expect(await lastCheck()).toMatchObject({
      outcome: "failed",
      detail: expect.stringMatching(/^verification \d+: record 2 /),
    });
  });
});

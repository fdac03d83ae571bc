import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { can, ROLES, type Role } from "@/lib/console/permissions";
import type { GuardInfo } from "@/lib/console/guard";
import { resetAnonymousRefusals } from "@/lib/console/audit/anonymous-refusals";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Every server action in lib/console/actions is found by reading the folder (not listed by hand),
 * must have been built by guardedAction, and is called with no session and as every role its
 * permission excludes: each call is refused, audited as denied, and never reaches the service.
 */
const who = vi.hoisted(() => ({ role: null as Role | null }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "matrix-request",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => who.role && fakeStaff(who.role) };
});

/** Actions that must work without a permission (signing in and out). */
const PUBLIC_ACTIONS = new Set([
  "session.signInAction",
  "session.signInWithSsoAction",
  "session.signOutAction",
  "session.endSessionAction",
]);

type Action = ((raw: unknown) => Promise<{ ok: boolean; message?: string }>) & { guard?: GuardInfo };
const actionsDir = path.join(process.cwd(), "lib/console/actions");
const modules = fs.existsSync(actionsDir) ? fs.readdirSync(actionsDir).filter((f) => f.endsWith(".ts")) : [];

let svc: TestService;
let service: { calls: number };
const db = tempConsoleDb();
const found: { name: string; fn: Action }[] = [];

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  service = svc.countedServiceClient();
  for (const file of modules) {
    const mod = (await import(path.join(actionsDir, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod)) {
      if (typeof value === "function")
        found.push({ name: `${file.replace(/\.ts$/, "")}.${exportName}`, fn: value as Action });
    }
  }
});
afterAll(() => svc.close());

describe("server actions", () => {
  it("are all built by guardedAction, except the listed public ones", () => {
    expect(found.length).toBeGreaterThan(0);
    const unguarded = found.filter((a) => !a.fn.guard && !PUBLIC_ACTIONS.has(a.name)).map((a) => a.name);
    expect(unguarded).toEqual([]);
  });

  it("refuse every call without a session or from a role the permission excludes, audit it, and never call the service", async () => {
    let checked = 0;
    for (const { name, fn } of found.filter((a) => a.fn.guard)) {
      const { permission, action } = fn.guard!;
      for (const role of [null, ...ROLES.filter((r) => !can(r, permission))]) {
        who.role = role;
        // Anonymous refusals are sampled once a minute per action: each check starts a new minute.
        resetAnonymousRefusals();
        const before = service.calls;
        const seqBefore = (await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0;
        const result = await fn({});
        expect(result.ok, `${name} as ${role ?? "anonymous"}`).toBe(false);
        expect(result.message).toMatch(role ? /role does not allow/ : /sign in again/i);
        expect(service.calls, `${name} as ${role ?? "anonymous"} called the service`).toBe(before);
        const [record] = (await queryAudit(db, {}, { limit: 1 })).rows;
        expect(record!.seq).toBeGreaterThan(seqBefore);
        expect(record).toMatchObject({ action, outcome: "denied", role, requestId: "matrix-request" });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetAnonymousRefusals } from "@/lib/console/audit/anonymous-refusals";
import { can, PERMISSION_NAMES, ROLES, type Permission, type Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Every page of the console (app/**\/page.tsx, found by walking the folder, not listed by hand)
 * guards itself: called without a session it sends the visitor to sign-in through the guard,
 * which records the refusal with the permission the page needs; called as each role, the roles
 * that permission excludes get a 403 (audited as denied) and the others get past the guard. A
 * layout's check does not count: a layout is not re-run on client navigation. Pages that show
 * nothing of their own are listed here with the reason.
 */
const PUBLIC_PAGES: Record<string, string> = {
  "(auth)/sign-in/page.tsx": "the sign-in form",
  "(patient)/connected/page.tsx": "the page a patient lands on after connecting a provider",
  "page.tsx": "only redirects: to the users list when signed in, to sign-in otherwise",
  "(console)/[...missing]/page.tsx": "only answers 404 inside the shell (sign-in without a session)",
};

const who = vi.hoisted(() => ({ role: null as Role | null }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "page-matrix" }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => who.role && fakeStaff(who.role) };
});

const appDir = path.join(process.cwd(), "app");
const pageFiles: string[] = [];
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name === "page.tsx") pageFiles.push(path.relative(appDir, full));
  }
};
walk(appDir);

let svc: TestService;
let orderId: string;
let userId: string;
const db = tempConsoleDb();

const segmentValue = (name: string): string | string[] => {
  const values: Record<string, () => string> = { userId: () => userId, orderId: () => orderId };
  const value = values[name];
  if (!value) throw new Error(`page-authorization.test.ts: add a valid value for the [${name}] segment`);
  return value();
};

beforeAll(async () => {
  // next.config.ts turns forbidden() on for the app (experimental.authInterrupts); outside it, say so.
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  svc = await startTestService();
  useConsoleDb(db);
  svc.countedServiceClient();
  userId = (await svc.post("/v2/user/", { client_user_id: "page-matrix" })).json.user_id;
  orderId = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await svc.close();
});

type Page = (props: { params: Promise<Record<string, unknown>>; searchParams: Promise<object> }) => Promise<unknown>;
/** What Next.js's redirect() and forbidden() throw, by their digest. */
const digestOf = (error: unknown) => String((error as { digest?: string } | null)?.digest ?? "");

async function call(file: string, role: Role | null) {
  who.role = role;
  resetAnonymousRefusals();
  const mod = (await import(path.join(appDir, file))) as { default: Page };
  const params = Object.fromEntries([...file.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1]!, segmentValue(m[1]!)]));
  const seqBefore = (await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0;
  let digest = "";
  try {
    await mod.default({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
  } catch (error) {
    digest = digestOf(error);
  }
  const record = (await queryAudit(db, {}, { limit: 1 })).rows.find((r) => r.seq > seqBefore) ?? null;
  return { digest, record };
}

const guarded = pageFiles.filter((f) => !(f in PUBLIC_PAGES));

describe("console pages", () => {
  it("are found, and the public list names only pages that exist", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(PUBLIC_PAGES).filter((f) => !pageFiles.includes(f))).toEqual([]);
  });

  it.each(guarded.map((f) => [f]))(
    "%s sends a visitor to sign-in through the guard, and 403s exactly the roles its permission excludes",
    async (file) => {
      const anonymous = await call(file, null);
      expect(anonymous.digest, "no redirect to sign-in").toMatch(/^NEXT_REDIRECT;[^;]*;\/sign-in;/);
      // The guard records an anonymous refusal with the permission it checked.
      const needs = anonymous.record?.detail?.match(/^unauthenticated: needs (\S+)/)?.[1] as Permission | undefined;
      expect(needs, "the page was not refused by guardPage").toBeDefined();
      expect(PERMISSION_NAMES).toContain(needs);
      for (const role of ROLES) {
        const { digest, record } = await call(file, role);
        const refused = digest === "NEXT_HTTP_ERROR_FALLBACK;403";
        expect(refused, `${file} as ${role}`).toBe(!can(role, needs!));
        if (refused) expect(record).toMatchObject({ outcome: "denied", role, detail: `forbidden: needs ${needs}` });
      }
    },
  );
});

import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "@/lib/embedded-service/db/schema";
import { can, PERMISSION_NAMES, ROLES, type Role } from "@/lib/console/permissions";
import { resetAnonymousRefusals } from "@/lib/console/audit/anonymous-refusals";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Every route handler of the console (app/(console)/**\/route.ts, found by walking the folder,
 * not listed by hand) is called anonymously and as every role, with valid input. Anonymous calls
 * get 401; the roles let through must be exactly the roles of one permission in the table (so
 * the handler checks a permission, and a consistent one); every refusal is audited as denied and
 * never reaches the service.
 */
const who = vi.hoisted(() => ({ role: null as Role | null }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "route-matrix",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => who.role && fakeStaff(who.role) };
});

const appDir = path.join(process.cwd(), "app");
const consoleDir = path.join(appDir, "(console)");
const walk = (dir: string, found: string[] = []) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (entry.name === "route.ts") found.push(full);
  }
  return found;
};
const routeFiles = walk(consoleDir);

/**
 * Route handlers outside the console's pages, which answer without the guard's session check,
 * each with the reason. A new one fails the test below until it is listed here.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  "api/auth/[...nextauth]/route.ts": "Auth.js's sign-in and sign-out endpoints: where a session is made",
  "api/session/keepalive/route.ts": "the idle timer's keep-alive: answers 401 itself once the session is gone",
  "v2/[[...path]]/route.ts": "the embedded service: its own team-key check (x-service-api-key)",
  "v3/[[...path]]/route.ts": "the embedded service: its own team-key check (x-service-api-key)",
  "link/[[...path]]/route.ts": "the embedded service's hosted link page: its own link-token check",
  "openapi.json/route.ts": "the interface's public OpenAPI document: no data",
  "healthz/route.ts": "liveness for a load balancer: says nothing",
  "readyz/route.ts": "readiness for a load balancer: says nothing about the deployment",
  "docs/api/route.ts": "the API reference's page: no data; its try-it reads are guarded",
  "docs/api/scalar.js/route.ts": "the API reference's script: a static asset",
  "docs/api/try/[...path]/route.ts": "the API reference's try-it: guarded inside, per operation",
  "webhooks/service/route.ts":
    "the service's event deliveries carry no session: their signature is the guard (checked below)",
};

let svc: TestService;
let service: { calls: number };
let orderId: string;
const db = tempConsoleDb();

/** A valid value for each dynamic segment a console route may have. */
const segmentValue = (name: string): string => {
  const values: Record<string, () => string> = {
    orderId: () => orderId,
    layer: () => "states",
    slug: () => "fitbit",
    userId: () => "00000000-0000-4000-8000-000000000000",
  };
  const value = values[name];
  if (!value) throw new Error(`route-authorization.test.ts: add a valid value for the [${name}] segment`);
  return value();
};

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  service = svc.countedServiceClient();
  const userId = (await svc.post("/v2/user/", { client_user_id: "route-matrix" })).json.user_id;
  orderId = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
  // Completed, so the order has results too: the lab report route then answers for allowed roles.
  const at = new Date().toISOString();
  svc.db
    .update(orders)
    .set({ status: "completed", events: [{ id: 1, created_at: at, status: "completed" }], updatedAt: at })
    .where(eq(orders.id, orderId))
    .run();
});
afterAll(() => svc.close());

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("console route handlers", () => {
  it("are found", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(routeFiles.map((f) => [path.relative(consoleDir, f), f] as const))(
    "%s lets exactly one permission's roles through, and audits every refusal",
    async (_, file) => {
      const mod = (await import(file)) as Record<string, Handler>;
      const segments = [...path.relative(consoleDir, path.dirname(file)).matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
      const params = Object.fromEntries(segments.map((name) => [name, segmentValue(name)]));
      const urlPath = path
        .relative(consoleDir, path.dirname(file))
        .replace(/\([^)]+\)\/?/g, "")
        .replace(/\[([^\]]+)\]/g, (_m, name: string) => params[name]!);
      const allowed: (Role | null)[] = [];
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => typeof mod[m] === "function")) {
        for (const role of [null, ...ROLES]) {
          who.role = role;
          // Anonymous refusals are sampled once a minute per action: each check starts a new minute.
          resetAnonymousRefusals();
          const calls = service.calls;
          const seqBefore = (await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0;
          const res = await mod[method]!(new Request(`http://console.test/${urlPath}`, { method }), {
            params: Promise.resolve(params),
          });
          const label = `${method} /${urlPath} as ${role ?? "anonymous"}`;
          if (res.status === 401 || res.status === 403) {
            expect(res.status, label).toBe(role ? 403 : 401);
            expect(service.calls, `${label} called the service`).toBe(calls);
            const [record] = (await queryAudit(db, {}, { limit: 1 })).rows;
            expect(record?.seq ?? 0, `${label} was not audited`).toBeGreaterThan(seqBefore);
            expect(record).toMatchObject({ outcome: "denied", role, requestId: "route-matrix" });
          } else {
            // Read only to explain a failure: a stream (the board's live updates) never ends by itself.
            expect(res.status, `${label}: ${res.status >= 400 ? await res.clone().text() : ""}`).toBeLessThan(400);
            await res.body?.cancel();
            allowed.push(role);
          }
        }
      }
      expect(allowed).not.toContain(null);
      const matching = PERMISSION_NAMES.filter((p) => ROLES.every((r) => can(r, p) === allowed.includes(r)));
      expect(
        matching.length,
        `roles let through (${allowed.join(", ")}) match no permission of the table`,
      ).toBeGreaterThan(0);
    },
  );

  it.each(routeFiles.filter((f) => f.includes("[orderId]")).map((f) => [path.relative(consoleDir, f), f] as const))(
    "%s answers a missing order with the service's 404 and a request id, audited as failed",
    async (_, file) => {
      const mod = (await import(file)) as Record<string, Handler>;
      who.role = "admin";
      const missing = "00000000-0000-4000-8000-00000000dead";
      const res = await mod.GET!(new Request(`http://console.test/orders/${missing}`), {
        params: Promise.resolve({ orderId: missing }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        detail: expect.stringContaining("Not found"),
        requestId: expect.any(String),
      });
      const [record] = (await queryAudit(db, {}, { limit: 1 })).rows;
      expect(record).toMatchObject({ outcome: "failed", targetId: missing, detail: "service http 404" });
    },
  );

  it("outside the console's pages are each listed with the reason they answer without a session", () => {
    const outside = walk(appDir)
      .filter((f) => !f.startsWith(consoleDir))
      .map((f) => path.relative(appDir, f))
      .sort();
    expect(outside).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it("refuse a service event delivery without a valid signature with a 401, storing nothing and calling nothing", async () => {
    const { POST } = (await import("@/app/webhooks/service/route")) as unknown as Record<
      string,
      (request: NextRequest) => Promise<Response>
    >;
    const calls = service.calls;
    const before = (await db.orm.select().from(db.tables.serviceEvents)).length;
    const auditBefore = (await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0;
    const body = JSON.stringify({ event_type: "labtest.order.updated", data: { id: orderId } });
    // Without a signature it is refused before the secret is even looked up; a wrong one is
    // refused too (tests/unit/webhook-receive.test.ts, with the real library).
    const unsigned: Record<string, string>[] = [
      {},
      { "svix-id": "msg_forged", "svix-timestamp": String(Math.floor(Date.now() / 1000)) },
    ];
    for (const headers of unsigned) {
      const res = await POST!(
        new NextRequest("http://console.test/webhooks/service", { method: "POST", headers, body }),
      );
      expect(res.status).toBe(401);
    }
    expect(service.calls).toBe(calls);
    expect((await db.orm.select().from(db.tables.serviceEvents)).length).toBe(before);
    // Refused deliveries are counted, not written to the audit log one by one.
    expect((await queryAudit(db, {}, { limit: 1 })).rows[0]?.seq ?? 0).toBe(auditBefore);
  });

  it("records a flood of requests without a session once a minute, with how many it did not record", async () => {
    const file = routeFiles.find((f) => f.includes("[orderId]"))!;
    const mod = (await import(file)) as Record<string, Handler>;
    who.role = null;
    resetAnonymousRefusals();
    const rowsOf = async () => (await queryAudit(db, { action: "orders.requisition.download" }, { limit: 500 })).rows;
    const before = (await rowsOf()).length;
    for (let i = 0; i < 40; i++) {
      const junk = `forged-${i}-${"x".repeat(300)}`;
      const res = await mod.GET!(new Request(`http://console.test/orders/${junk}/requisition`), {
        params: Promise.resolve({ orderId: junk }),
      });
      expect(res.status).toBe(401);
    }
    const written = (await rowsOf()).slice(0, (await rowsOf()).length - before);
    expect(written).toHaveLength(1);
    // A sender's choice of target never reaches the log without a session.
    expect(written[0]).toMatchObject({
      outcome: "denied",
      targetId: null,
      detail: "unauthenticated: needs patient.read",
    });
  });
});

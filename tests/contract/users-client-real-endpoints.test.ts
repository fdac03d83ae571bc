import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findUserAction } from "@/lib/console/actions/command-palette";
import { loadProviderStatuses } from "@/lib/console/connections/provider-status";
import { useConsoleDb } from "@/lib/console/store/db";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { tempConsoleDb } from "../support/console-store";
import { startFaultProxy } from "../support/fault-proxy";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The client's methods for the real service's resolve, user-providers and link-providers
 * endpoints, the palette's lookup through them, and the connection status loader failing on its own.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "real-endpoints",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff("care_coordinator") };
});

let svc: TestService;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let userId: string;
const client = () =>
  createServiceClient({
    baseUrl: proxy.url,
    apiKey: svc.apiKey,
    retry: { initialDelayMs: 5, maxDelayMs: 20 },
    log: () => {},
  });

beforeAll(async () => {
  svc = await startTestService();
  proxy = await startFaultProxy(svc.baseUrl);
  useConsoleDb(tempConsoleDb());
  useServiceClient(client());
  userId = (await svc.post("/v2/user/", { client_user_id: "Client 42" })).json.user_id;
  connectProvider(
    svc.db,
    { userSeq: requireUserRow(svc.db, svc.team.id, userId).seq, provider: "withings", origin: "seed" },
    new Date(),
  );
});
afterAll(async () => {
  await proxy.close();
  await svc.close();
});

describe("client methods for the real service's endpoints", () => {
  it("resolveUser finds the exact client_user_id and answers null for anything else", async () => {
    expect((await client().resolveUser("Client 42"))?.user_id).toBe(userId);
    expect(await client().resolveUser("client 42")).toBeNull();
  });

  it("userProviders and linkProviders read the answers into views", async () => {
    const [withings] = await client().userProviders(userId);
    expect(withings).toMatchObject({ slug: "withings", status: "connected", error: null });
    expect(withings!.resources).toContainEqual({ resource: "steps", status: "available" });
    expect((await client().linkProviders()).map((p) => p.slug)).toContain("withings");
  });
});

describe("the palette and the connections tab", () => {
  it("finds a user by exact client_user_id or user_id, without paging through the user list", async () => {
    proxy.seen.length = 0;
    expect(await findUserAction({ query: "Client 42" })).toMatchObject({ ok: true, data: { userId } });
    expect(await findUserAction({ query: userId.toUpperCase() })).toMatchObject({ ok: true, data: { userId } });
    expect(await findUserAction({ query: "Client 4" })).toMatchObject({ ok: true, data: { userId: null } });
    expect(proxy.seen.filter((r) => /^\/v2\/user\/?(\?|$)/.test(r.path))).toEqual([]);
  });

  it("a failing provider status call is reported with its request id, on its own", async () => {
    proxy.setFaults([
      { method: "GET", path: "^/v2/user/providers/", fault: { kind: "status", status: 500, body: { detail: "boom" } } },
    ]);
    try {
      const statuses = await loadProviderStatuses(userId);
      expect(statuses.ok).toBe(false);
      if (!statuses.ok) {
        expect(statuses.requestId).toMatch(/\S/);
        expect(statuses.message).toContain(statuses.requestId);
      }
      // The user itself still loads.
      expect((await client().getUser(userId)).connected_sources).toHaveLength(1);
    } finally {
      proxy.setFaults([]);
    }
    const ok = await loadProviderStatuses(userId);
    expect(ok.ok && ok.data.map((p) => [p.slug, p.status, p.available.includes("steps")])).toEqual([
      ["withings", "connected", true],
    ]);
  });
});

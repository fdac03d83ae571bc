import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { EXCHANGE_URL_PATTERN, LINK_CODE_PATTERN } from "@/lib/contract/link";
import { addTeamOauthCredential, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { captureLogs } from "../support/captured-logs";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The connections and bulk-import actions against a real embedded service: what they hand back,
 * and that no token value reaches the audit log or the process's log output.
 */
const who = vi.hoisted(() => ({ role: "care_coordinator" as Role }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "connections-test",
    host: "console.example:8443",
    "x-forwarded-proto": "https",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff(who.role) };
});

let svc: TestService;
const db = tempConsoleDb();
/** What was written to the console and through the logger: a token must reach neither. */
const logged: string[] = [];
let logs: ReturnType<typeof captureLogs>;
const allLogged = () => [...logged, logs.text()].join("\n");
let userId: string;

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  userId = (await svc.post("/v2/user/", { client_user_id: "connections-test" })).json.user_id;
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
  logs = captureLogs();
});
afterAll(() => {
  logs.restore();
  return svc.close();
});

const auditText = async () => JSON.stringify((await queryAudit(db, {}, { limit: 100 })).rows);
const actions = () => import("@/lib/console/actions/connections");
const bulk = () => import("@/lib/console/actions/bulk-import");

describe("link actions", () => {
  it("create a hosted link on the person's origin with a QR code, audited without the token", async () => {
    const { createLinkTokenAction } = await actions();
    const result = await createLinkTokenAction({
      userId,
      provider: "",
      destination: "done" as const,
      redirectUrl: "",
      limitProviders: false,
      filterOnProviders: [],
      onErrorRedirect: false,
      onCloseRedirect: false,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.linkWebUrl).toMatch(/^https:\/\/console\.example:8443\/link\?token=/);
    expect(result.data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(result.data).not.toHaveProperty("link_token");
    const token = new URL(result.data.linkWebUrl).searchParams.get("token")!;
    expect(await auditText()).toContain('"action":"link.token.create"');
    expect(await auditText()).toContain(userId);
    expect(await auditText()).not.toContain(token);
    expect(allLogged()).not.toContain(token);
  });

  it("refuse 'another web address' without one at the field, keeping the values", async () => {
    const { createLinkTokenAction } = await actions();
    const input = {
      userId,
      provider: "",
      destination: "url" as const,
      redirectUrl: "",
      limitProviders: true,
      filterOnProviders: [],
      onErrorRedirect: false,
      onCloseRedirect: true,
    };
    const result = await createLinkTokenAction(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(["filterOnProviders", "redirectUrl"]);
    expect(result.values).toEqual(input);
  });

  it("create a link code matching the interface's pattern, and a sign-in token, neither one audited by value", async () => {
    const { createLinkCodeAction, createSignInTokenAction } = await actions();
    const code = await createLinkCodeAction({ userId, expiresAt: "" });
    if (!code.ok) throw new Error(code.message);
    expect(code.data.code).toMatch(LINK_CODE_PATTERN);
    expect(code.data.exchangeUrl).toMatch(EXCHANGE_URL_PATTERN);
    expect(Date.parse(code.data.expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    const signIn = await createSignInTokenAction({ userId });
    if (!signIn.ok) throw new Error(signIn.message);
    expect(signIn.data.signInToken.length).toBeGreaterThan(10);
    const text = await auditText();
    expect(text).toContain('"action":"link.code.create"');
    expect(text).toContain('"action":"link.sign_in_token.create"');
    for (const secret of [code.data.code, signIn.data.signInToken]) {
      expect(text).not.toContain(secret);
      expect(allLogged()).not.toContain(secret);
    }
  });
});

describe("bulk import actions", () => {
  it("explain a team without the feature, then without its own OAuth app, in plain words", async () => {
    who.role = "admin";
    const { submitBulkImportAction } = await bulk();
    const input = {
      provider: "strava",
      connections: [{ user_id: userId, access_token: "their-app.abc" }],
      waitForCompletion: true,
    };
    const disabled = await submitBulkImportAction(input);
    expect(disabled.ok ? null : disabled.message).toMatch(new RegExp(`turned off.*enable-bulk-import ${svc.team.id}`));
    setBulkImportEnabled(svc.db, svc.team.id, true);
    const noApp = await submitBulkImportAction(input);
    expect(noApp.ok ? null : noApp.message).toMatch(
      /^Your team has no OAuth app of its own for Strava: add your Strava client credentials to the service/,
    );
  });

  it("report imported and failed users under wait_for_completion, and list the op", async () => {
    addTeamOauthCredential(svc.db, svc.team.id, "fitbit", "team-app");
    const other = (await svc.post("/v2/user/", { client_user_id: "foreign-token" })).json.user_id as string;
    const { submitBulkImportAction, listBulkOpsAction } = await bulk();
    const connections = [
      { user_id: userId, access_token: "team-app.secret-1" },
      { user_id: other, access_token: "someone-else.secret-2" },
    ];
    const result = await submitBulkImportAction({ provider: "fitbit", connections, waitForCompletion: true });
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toEqual({ imported: [userId], failed: [other], queued: false });
    const ops = await listBulkOpsAction({});
    expect(ops.ok && ops.data[0]).toMatchObject({ provider: "fitbit", processed: 2, pending: 0 });
    expect(await auditText()).not.toContain("secret-1");
  });

  it("tell the preview which of a file's users the service does not know, from the index or the service", async () => {
    const { checkImportUsersAction } = await bulk();
    const stranger = "0b5c1e3a-2f4d-4c6b-9a8e-1d2c3b4a5f61";
    const result = await checkImportUsersAction({ userIds: [userId, stranger, userId] });
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toEqual({ unknown: [stranger], unchecked: 0 });
  });

  it("poll the ops list without an audit row per poll, while a refused poll is still audited", async () => {
    const { listBulkOpsAction } = await bulk();
    const rows = async (action: string) => (await queryAudit(db, { action }, { limit: 100 })).rows;
    for (let i = 0; i < 3; i++) expect((await listBulkOpsAction({})).ok).toBe(true);
    expect(await rows("bulk_import.ops.list")).toEqual([]);
    who.role = "ops";
    const refused = await listBulkOpsAction({});
    expect(refused.ok).toBe(false);
    expect(await rows("bulk_import.ops.list")).toMatchObject([{ outcome: "denied", role: "ops" }]);
    who.role = "admin";
  });
});

describe("disconnecting a provider", () => {
  const disconnectRows = async () => (await queryAudit(db, { action: "connections.disconnect" }, { limit: 100 })).rows;
  const slugsOf = async (id: string) =>
    ((await svc.get(`/v2/user/providers/${id}`)).json.providers as { slug: string }[]).map((p) => p.slug);

  /** A seeded user with a connection; the demo data connects some users to providers. */
  async function connectedUser() {
    for (const u of (await svc.get("/v2/user/?limit=60")).json.users as { user_id: string }[]) {
      const slugs = await slugsOf(u.user_id);
      if (slugs.length > 0) return { id: u.user_id, slug: slugs[0]! };
    }
    throw new Error("no seeded user with a connection");
  }

  it("is refused (and audited) for roles that may not send links, and nothing changes", async () => {
    const user = await connectedUser();
    const { disconnectProviderAction } = await actions();
    for (const role of ["analyst", "ops"] as const) {
      who.role = role;
      const refused = await disconnectProviderAction({ userId: user.id, provider: user.slug });
      expect(refused).toMatchObject({ ok: false, message: "Your role does not allow this." });
    }
    expect(await slugsOf(user.id)).toContain(user.slug);
    expect(await disconnectRows()).toMatchObject([
      { outcome: "denied", role: "ops" },
      { outcome: "denied", role: "analyst" },
    ]);
  });

  it("disconnects for a care coordinator, audited with the user and the provider; a second time says it is gone", async () => {
    const user = await connectedUser();
    who.role = "care_coordinator";
    const { disconnectProviderAction } = await actions();
    const done = await disconnectProviderAction({ userId: user.id, provider: user.slug });
    expect(done).toMatchObject({ ok: true, data: { provider: user.slug } });
    expect(await slugsOf(user.id)).not.toContain(user.slug);
    expect((await disconnectRows())[0]).toMatchObject({
      outcome: "ok",
      role: "care_coordinator",
      targetType: "user",
      targetId: user.id,
      changes: { provider: user.slug },
    });

    const again = await disconnectProviderAction({ userId: user.id, provider: user.slug });
    expect(again.ok ? null : again.message).toMatch(/not connected to .* any more/);
    expect((await disconnectRows())[0]).toMatchObject({ outcome: "failed", detail: "not connected" });
  });

  it("refuses a provider that is not a slug at the field, before calling the service", async () => {
    who.role = "admin";
    const { disconnectProviderAction } = await actions();
    const bad = await disconnectProviderAction({ userId, provider: "../info" });
    expect(bad.ok ? null : bad.fieldErrors).toEqual({ provider: "Not a provider slug." });
  });
});

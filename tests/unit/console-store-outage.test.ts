import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogs } from "../support/captured-logs";
import { createStaffAction } from "@/lib/console/actions/staff";
import { useConsoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { ensureDemoStaff } from "@/lib/console/auth/demo-staff";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { createStaff, listStaff } from "@/lib/console/store/staff";
import { freshPostgresUrl } from "../support/postgres-database";
import { startTcpProxy } from "../support/tcp-proxy";

/**
 * The console store on PostgreSQL when things go wrong: instances racing at start-up, a database
 * that goes away mid-request and comes back, and errors that must not carry SQL or values. The
 * database sits behind a TCP relay the test can cut.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "store-outage-1" }),
);
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff("admin") };
});

let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let url: string;
const stores: ConsoleDb[] = [];
const open = async () => {
  const db = await openPostgresConsoleDb(url, { poolMax: 3 });
  stores.push(db);
  return db;
};

beforeAll(async () => {
  // The server listens on a unix socket; the relay offers it on a TCP port.
  const direct = new URL(await freshPostgresUrl());
  const socketDir = direct.searchParams.get("host")!;
  proxy = await startTcpProxy({ path: `${socketDir}/.s.PGSQL.${direct.port || 5432}` });
  url = `postgres://${direct.username}@127.0.0.1:${proxy.port}${direct.pathname}`;
});
afterAll(async () => {
  await Promise.all(stores.map((db) => db.close().catch(() => undefined)));
  await proxy.close();
});

describe("console store on PostgreSQL", () => {
  it("comes up on three instances opening an empty database at once, with each demo account created once", async () => {
    const instances = await Promise.all([open(), open(), open()]);
    await Promise.all(instances.map((db) => ensureDemoStaff(db, "demo-password-1")));
    const staff = await listStaff(instances[0]!);
    expect(staff.map((s) => s.email).sort()).toEqual([
      "admin@labdesk.local",
      "analyst@labdesk.local",
      "coordinator@labdesk.local",
      "ops@labdesk.local",
    ]);
  });

  it("fails a query with a StoreError that names no SQL and no values", async () => {
    const db = await open();
    await createStaff(db, { email: "private.person@clinic.org", name: "P", role: "ops", passwordHash: null });
    const error = await createStaff(db, {
      email: "private.person@clinic.org",
      name: "P",
      role: "ops",
      passwordHash: null,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "StoreError", kind: "unique", code: "23505" });
    const printed = inspect(error, { depth: 10 });
    expect(printed).not.toMatch(/private\.person|insert into|"staff"/i);
  });

  it("answers an action with its request id while the database is away, and recovers when it is back", async () => {
    const db = await open();
    useConsoleDb(db);
    const member = { name: "Nia", role: "ops", generatePassword: true, password: "" };
    expect(await createStaffAction({ ...member, email: "before@clinic.org" })).toMatchObject({ ok: true });

    proxy.down();
    const logs = captureLogs();
    const during = await createStaffAction({ ...member, email: "during@clinic.org" });
    expect(during).toMatchObject({
      ok: false,
      kind: "unavailable",
      message: expect.stringMatching(/database is unavailable/),
      requestId: "store-outage-1",
      values: { email: "during@clinic.org" },
    });
    // One line for the operator, with the request id and without the values.
    const line = logs.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.action === "staff.create");
    expect(line).toMatchObject({
      level: "error",
      requestId: "store-outage-1",
      error: expect.stringMatching(/unavailable/),
    });
    expect(logs.text()).not.toMatch(/during@clinic\.org/);
    logs.restore();

    proxy.up();
    expect(await createStaffAction({ ...member, email: "after@clinic.org" })).toMatchObject({ ok: true });
    const emails = (await listStaff(db)).map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining(["after@clinic.org", "before@clinic.org"]));
    expect(emails).not.toContain("during@clinic.org");
  });
});

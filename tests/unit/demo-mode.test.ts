import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/console/auth/passwords";
import { ensureDemoStaff } from "@/lib/console/auth/demo-staff";
import { findStaffByEmail, updateStaff } from "@/lib/console/store/staff";
import { exposedDemoWarning } from "@/lib/console/startup";
import { demoAccountsWanted, demoMode, parseEnv } from "@/lib/env";
import { tempConsoleDb } from "../support/console-store";

const wanted = (vars: Record<string, string>) => demoAccountsWanted(parseEnv(vars));

describe("demo staff accounts", () => {
  it("are made by default outside production, and in production only when DEMO_MODE=1 asks", () => {
    expect(wanted({})).toBe(true);
    expect(wanted({ NODE_ENV: "development" })).toBe(true);
    expect(wanted({ NODE_ENV: "production" })).toBe(false);
    expect(wanted({ NODE_ENV: "production", DEMO_MODE: "1" })).toBe(true);
    expect(wanted({ NODE_ENV: "development", DEMO_MODE: "0" })).toBe(false);
  });

  it("are never made against a real service", () => {
    expect(
      wanted({ SERVICE_BASE_URL: "https://api.example.org", SERVICE_API_KEY: "k".repeat(20), DEMO_MODE: "1" }),
    ).toBe(false);
  });

  it("lets demo accounts an admin made for a remote console sign in only in demo mode", () => {
    const remote = { SERVICE_BASE_URL: "https://api.example.org", SERVICE_API_KEY: "k".repeat(20) };
    expect(demoMode(parseEnv({ ...remote, NODE_ENV: "development" }))).toBe(true);
    expect(demoMode(parseEnv({ ...remote, NODE_ENV: "production" }))).toBe(false);
    expect(demoMode(parseEnv({ ...remote, NODE_ENV: "production", DEMO_MODE: "1" }))).toBe(true);
  });

  it("warns at start-up when a console in demo mode listens where other machines reach it", () => {
    const demo = parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" });
    const at = (address: string) => ({ address, family: address.includes(":") ? "IPv6" : "IPv4", port: 3000 });
    expect(exposedDemoWarning(demo, at("::"))).toMatch(
      /^Demo mode is on and this console listens on every network interface \(port 3000\): anyone who can reach it can sign in with the demo accounts' public password.*HOST=127\.0\.0\.1.*DEMO_MODE=0/,
    );
    expect(exposedDemoWarning(demo, at("0.0.0.0"))).toContain("every network interface");
    expect(exposedDemoWarning(demo, at("192.168.1.20"))).toContain("address 192.168.1.20");
    for (const loopback of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(exposedDemoWarning(demo, at(loopback))).toBeNull();
    expect(exposedDemoWarning(parseEnv({ NODE_ENV: "production" }), at("::"))).toBeNull();
  });

  it("refuses a DEMO_MODE that is neither on nor off, naming the variable", () => {
    expect(() => parseEnv({ DEMO_MODE: "yes please" })).toThrow(/DEMO_MODE: must be 1 or 0/);
  });

  it("keeps a password changed since the account was made, at every later start", async () => {
    const db = tempConsoleDb();
    await ensureDemoStaff(db, "demo-password-1");
    const admin = (await findStaffByEmail(db, "admin@labdesk.local"))!;
    expect(await verifyPassword(admin.passwordHash, "demo-password-1")).toBe(true);

    await updateStaff(db, admin.id, { passwordHash: await hashPassword("chosen-by-the-admin") });
    await ensureDemoStaff(db, "demo-password-1");

    const after = (await findStaffByEmail(db, "admin@labdesk.local"))!;
    expect(await verifyPassword(after.passwordHash, "chosen-by-the-admin")).toBe(true);
    expect(await verifyPassword(after.passwordHash, "demo-password-1")).toBe(false);
  });
});

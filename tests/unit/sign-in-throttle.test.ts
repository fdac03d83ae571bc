import * as argon2 from "@node-rs/argon2";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/console/auth/passwords";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { throttleAddress } from "@/lib/console/auth/throttle-address";
import { queryAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { HELD_BACK_WINDOW_SECONDS, writeUpHeldBackAttempts } from "@/lib/console/auth/held-back-attempts";
import { THROTTLES } from "@/lib/console/auth/sign-in-throttle";
import { createStaff } from "@/lib/console/store/staff";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

// The real argon2, counted: a held-back attempt must not cost a hash.
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});
const hashes = () => vi.mocked(argon2.hash).mock.calls.length + vi.mocked(argon2.verify).mock.calls.length;

const EMAIL = "nurse@example.org";
const PASSWORD = "correct horse battery";
const REFUSED = { ok: false, reason: "invalid" };

describe("the address the throttle counts", () => {
  it("is an IPv4 address as it is, and an IPv6 address's /64 however it is written", () => {
    expect(throttleAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(throttleAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(throttleAddress("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(throttleAddress("2001:DB8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(throttleAddress("2001:0db8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(throttleAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(throttleAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(throttleAddress("unknown")).toBe("unknown");
  });
});

describe.each(STORE_DIALECTS)("sign-in throttling on %s", (dialect) => {
  let db: ConsoleDb;
  beforeEach(async () => {
    db = await tempConsoleStore(dialect);
    await createStaff(db, { email: EMAIL, name: "Nurse", role: "ops", passwordHash: await hashPassword(PASSWORD) });
  });
  const signInRows = async () => (await queryAudit(db, { action: "auth.sign_in" }, { limit: 500 })).rows;

  it("refuses a held-back attempt before any hashing, and counts it in one record per address and window", async () => {
    const from = { clientIp: "203.0.113.7" };
    for (let i = 0; i < 5; i++) await signInWithPassword(db, EMAIL, `wrong-${i}`, from);
    const rowsBefore = (await signInRows()).length;
    const hashesBefore = hashes();

    // The right password or a wrong one: the one refusal, and no hash.
    for (let i = 0; i < 60; i++)
      expect(await signInWithPassword(db, EMAIL, i % 2 ? PASSWORD : `guess-${i}`, from)).toEqual(REFUSED);
    expect(hashes() - hashesBefore).toBe(0);
    expect((await signInRows()).length).toBe(rowsBefore);

    // Once the window is over its count is written up: one record, however many attempts.
    const later = new Date(Date.now() + HELD_BACK_WINDOW_SECONDS * 1000);
    const written = await writeUpHeldBackAttempts(db, later);
    expect(written).toEqual([expect.objectContaining({ address: "203.0.113.7", attempts: 60 })]);
    expect(await writeUpHeldBackAttempts(db, later)).toEqual([]);
    const rows = await signInRows();
    expect(rows.length).toBe(rowsBefore + 1);
    expect(rows[0]).toMatchObject({ outcome: "denied", clientIp: "203.0.113.7", staffEmail: null });
    expect(rows[0]!.detail).toMatch(/^held back: 60 attempts from this address between /);
  });

  it("counts an IPv6 client by its /64, so fresh addresses from one subscriber do not get more guesses", async () => {
    const prefix = "2001:db8:77:1";
    for (let i = 1; i <= THROTTLES.accountAndIp.points; i++)
      await signInWithPassword(db, EMAIL, `wrong-${i}`, { clientIp: `${prefix}::${i.toString(16)}` });
    expect(await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: `${prefix}:abcd:1234:5678:9abc` })).toEqual(
      REFUSED,
    );
    // Another /64 is someone else.
    expect((await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: "2001:db8:77:2::1" })).ok).toBe(true);
  });

  it("keeps an account-wide hold from locking its owner out of an address they signed in from before", async () => {
    expect((await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: "198.51.100.20" })).ok).toBe(true);
    // Twenty addresses, five guesses each: the account-wide count is reached.
    const perAddress = THROTTLES.accountAndIp.points;
    for (let a = 0; a < THROTTLES.account.points / perAddress; a++)
      for (let i = 0; i < perAddress; i++)
        await signInWithPassword(db, EMAIL, `guess-${i}`, { clientIp: `192.0.2.${a}` });

    expect((await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: "198.51.100.20" })).ok).toBe(true);
    // From an address the account never signed in from, the hold stands.
    expect(await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: "198.51.100.21" })).toEqual(REFUSED);
    // And the known address still gets only five guesses of its own.
    for (let i = 0; i < perAddress; i++)
      await signInWithPassword(db, EMAIL, `wrong-${i}`, { clientIp: "198.51.100.20" });
    expect(await signInWithPassword(db, EMAIL, PASSWORD, { clientIp: "198.51.100.20" })).toEqual(REFUSED);
  }, 60_000);
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import { sessionIdOfRequest } from "@/lib/console/auth/session-cookie";

/**
 * The session cookie is read without Auth.js's per-call decrypt-and-re-encrypt, and a token's
 * answer is remembered: only for the same token, never past its expiry, and a cookie that does
 * not decrypt with this console's secret names no session.
 */
const SECRET = "unit-test-secret-0123456789abcdef0123456789";
const jar = new Map<string, string>();
let secret = SECRET;

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
  }),
}));
vi.mock("@/lib/console/auth/secret", () => ({ authSecret: () => secret }));
vi.mock("@/lib/console/auth/auth", () => ({ auth: async () => ({ sid: "from-auth-js" }) }));

const NAME = "authjs.session-token";
const tokenFor = (sid: string, maxAge = 3600, withSecret = SECRET, salt = NAME) =>
  encode({ token: { sid, sub: "staff-1" }, secret: withSecret, salt, maxAge });

beforeEach(() => {
  jar.clear();
  secret = SECRET;
});

describe("the session id of a request", () => {
  it("is the sid sealed in the cookie, and nothing without one", async () => {
    expect(await sessionIdOfRequest()).toBeNull();
    jar.set(NAME, await tokenFor("session-a"));
    expect(await sessionIdOfRequest()).toBe("session-a");
    // The answer for a token is remembered; another token is decoded on its own.
    expect(await sessionIdOfRequest()).toBe("session-a");
    jar.set(NAME, await tokenFor("session-b"));
    expect(await sessionIdOfRequest()).toBe("session-b");
  });

  it("refuses a token sealed with another secret, for another cookie name, or tampered with", async () => {
    jar.set(NAME, await tokenFor("forged", 3600, "another-secret-0123456789abcdef0123456"));
    expect(await sessionIdOfRequest()).toBeNull();
    jar.set(NAME, await tokenFor("other-name", 3600, SECRET, "__Secure-authjs.session-token"));
    expect(await sessionIdOfRequest()).toBeNull();
    const good = await tokenFor("session-c");
    jar.set(NAME, `${good.slice(0, -4)}AAAA`);
    expect(await sessionIdOfRequest()).toBeNull();
  });

  it("forgets a remembered token once it expires, and everything when the secret changes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      jar.set(NAME, await tokenFor("short", 60));
      expect(await sessionIdOfRequest()).toBe("short");
      vi.setSystemTime(Date.now() + 61_000);
      expect(await sessionIdOfRequest()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    jar.set(NAME, await tokenFor("session-d"));
    expect(await sessionIdOfRequest()).toBe("session-d");
    secret = "rotated-secret-0123456789abcdef0123456789";
    expect(await sessionIdOfRequest()).toBeNull();
  });

  it("leaves a cookie split into chunks to Auth.js's own reader", async () => {
    jar.set(`${NAME}.0`, "part");
    expect(await sessionIdOfRequest()).toBe("from-auth-js");
  });
});

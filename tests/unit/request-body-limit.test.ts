import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { withBodyLimit } from "@/lib/console/request-body-limit";
import { hashPassword, verifyPassword } from "@/lib/console/auth/passwords";

const LIMIT = 1024;
const echo = withBodyLimit(async (req) => new Response(await req.text()), LIMIT);
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest("http://console.test/api/auth/callback/credentials", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);

describe("body limit in front of the sign-in routes", () => {
  it("passes a body within the limit on to the handler unchanged", async () => {
    const res = await echo(post("email=a%40b.org&password=secret"));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("email=a%40b.org&password=secret");
  });

  it("answers 413 for a declared length over the limit, without calling the handler", async () => {
    let called = false;
    const guarded = withBodyLimit(async () => ((called = true), new Response("read")), LIMIT);
    const res = await guarded(post("x".repeat(LIMIT + 1), { "content-length": String(LIMIT + 1) }));
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toContain(`at most ${LIMIT} bytes`);
    expect(called).toBe(false);
  });

  it("answers 413 for a streamed body that passes the limit, whatever length it declares", async () => {
    const res = await echo(post(new Blob(["x".repeat(LIMIT * 8)]).stream()));
    expect(res.status).toBe(413);
  });
});

describe("password length cap", () => {
  it("never hashes a password over 200 characters, and never matches one", async () => {
    await expect(hashPassword("p".repeat(201))).rejects.toThrow(/capped at 200/);
    const stored = await hashPassword("p".repeat(200));
    expect(await verifyPassword(stored, "p".repeat(200))).toBe(true);
    expect(await verifyPassword(stored, "p".repeat(8 * 1024 * 1024))).toBe(false);
  });
});

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { createLogger } from "@/lib/ops/logger";
import { createConsoleServer } from "@/lib/ops/console-server";
import { parseTrustedProxies, type TrustedProxies } from "@/lib/ops/trusted-proxies";

/**
 * The console's HTTP server (the one `npm start` and `npm run dev` both serve Next.js behind), in
 * front of a handler that answers the forwarded headers it was handed: what Next.js, the audit log
 * and the sign-in throttle would read.
 */
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function seenBehind(trusted: TrustedProxies | undefined, headers: Record<string, string>) {
  const echo = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pick = (name: string) => req.headers[name] ?? null;
    res.end(
      JSON.stringify({
        for: pick("x-forwarded-for"),
        host: pick("x-forwarded-host"),
        proto: pick("x-forwarded-proto"),
        realIp: pick("x-real-ip"),
        requestId: pick("x-request-id"),
      }),
    );
  };
  server = createConsoleServer(echo, { log: createLogger("silent"), trusted });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sign-in`, { headers });
  return res.json();
}

const SPOOFED = {
  "x-forwarded-for": "198.51.100.7, 203.0.113.9",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-real-ip": "192.0.2.1",
};

describe("the client address, host and scheme the console believes", () => {
  it("without TRUSTED_PROXIES: the socket's peer and this connection's own scheme, whatever the sender claims", async () => {
    expect(await seenBehind(undefined, SPOOFED)).toMatchObject({
      for: "127.0.0.1",
      host: null,
      proto: "http",
      realIp: null,
    });
  });

  it("with a hop count: the address the trusted hop saw, and the host and scheme it forwarded", async () => {
    expect(await seenBehind(parseTrustedProxies("1"), SPOOFED)).toMatchObject({
      for: "203.0.113.9",
      host: "evil.example",
      proto: "https",
      realIp: null,
    });
    // Two hops: the first proxy (198.51.100.7's peer) is believed too.
    expect((await seenBehind(parseTrustedProxies("2"), { "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).for).toBe(
      "198.51.100.7",
    );
  });

  it("with a list of proxies: believed only from a listed peer, and never past an unlisted hop", async () => {
    expect((await seenBehind(parseTrustedProxies("loopback"), SPOOFED)).for).toBe("203.0.113.9");
    expect((await seenBehind(parseTrustedProxies("127.0.0.1/32, 203.0.113.0/24"), SPOOFED)).for).toBe("198.51.100.7");
    expect(await seenBehind(parseTrustedProxies("10.0.0.0/8"), SPOOFED)).toMatchObject({
      for: "127.0.0.1",
      host: null,
      proto: "http",
      realIp: null,
    });
  });

  it("keeps a request id only from a trusted proxy: anyone else's is replaced by one of the console's own", async () => {
    const planted = { "x-request-id": "req-chosen-by-sender-01" };
    const direct = await seenBehind(undefined, planted);
    expect(direct.requestId).not.toBe(planted["x-request-id"]);
    expect(direct.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await seenBehind(parseTrustedProxies("10.0.0.0/8"), planted)).requestId).not.toBe(
      "req-chosen-by-sender-01",
    );
    expect((await seenBehind(parseTrustedProxies("loopback"), planted)).requestId).toBe("req-chosen-by-sender-01");
    // A hop count believes whoever connects: the README says so next to the setting.
    expect((await seenBehind(parseTrustedProxies("1"), planted)).requestId).toBe("req-chosen-by-sender-01");
  });

  it("refuses a TRUSTED_PROXIES that is neither a hop count nor addresses, naming the variable", () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: "everyone" })).toThrow(/^Invalid environment variable TRUSTED_PROXIES: /);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(parseEnv({ TRUSTED_PROXIES: "" }).TRUSTED_PROXIES).toBeUndefined();
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8,::1" }).TRUSTED_PROXIES?.trust("10.1.2.3", 0)).toBe(true);
  });

  it("`npm run dev` serves through the same server as `npm start`, not through `next dev`, which believes any sender", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    expect(pkg.scripts.dev).not.toMatch(/\bnext dev\b/);
    expect(pkg.scripts.dev).toBe("node --import tsx lib/cli/dev.ts");
    expect(fs.readFileSync(path.join(process.cwd(), "lib/cli/dev.ts"), "utf8")).toMatch(/serve\(\{ dev: true \}\)/);
  });
});

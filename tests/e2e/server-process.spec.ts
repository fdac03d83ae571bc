import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { expect, request, test } from "@playwright/test";
import { startChildServer, type ChildServer } from "../support/child-server";
import { ancestry, startOtlpReceiver } from "../support/otlp-receiver";
import { demoAccount } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

/*
 * The console's server process itself (lib/cli/serve.ts), on consoles of its own in throw-away
 * directories: which client address the audit log and the sign-in throttle see, a graceful
 * shutdown that answers a request still in flight and exits 0, and the traces a page load exports.
 */
type Console = ChildServer & { dataDir: string };
const consoles: Console[] = [];
const SPOOFED = "203.0.113.9";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startConsole(name: string, env: Record<string, string> = {}): Promise<Console> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `labdesk-e2e-${name}-`));
  const port = await freePort();
  const server = await startChildServer({
    name,
    args: ["--import", "tsx", "lib/cli/serve.ts"],
    env: {
      // Outside production: the demo accounts are there without DEMO_MODE.
      NODE_ENV: "development",
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SERVICE_API_KEY: E2E_SERVICE_KEY,
      USER_INDEX_RATE: "0",
      LOG_LEVEL: "warn",
    },
    baseUrl: `http://127.0.0.1:${port}`,
    readyPath: "/healthz",
  });
  const started = { ...server, dataDir };
  consoles.push(started);
  return started;
}

/** A wrong password for the demo admin through Auth.js's own form post, claiming another address. */
async function failSignIn(baseURL: string) {
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": SPOOFED } });
  const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
  await ctx.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: "admin@labdesk.local", password: "not-the-password" },
    maxRedirects: 0,
  });
  await ctx.dispose();
}

/** The address the audit log recorded for that attempt, and the throttle's per-address counter. */
function recorded(c: Console) {
  const db = new Database(path.join(c.dataDir, "console.db"), { readonly: true });
  try {
    const audit = db
      .prepare("select client_ip as ip, detail from audit_log where action = 'auth.sign_in' order by seq desc limit 1")
      .get() as { ip: string; detail: string };
    const keys = (db.prepare("select key from sign_in_throttle").all() as { key: string }[]).map((r) => r.key);
    return { ...audit, ipCounters: keys.filter((k) => k.startsWith("ip:")) };
  } finally {
    db.close();
  }
}

let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
let direct: Console;
let proxied: Console;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  otlp = await startOtlpReceiver();
  [direct, proxied] = await Promise.all([
    startConsole("direct"),
    // Also exports its traces, as to a collector, each batch a tenth of a second after its first span.
    startConsole("proxied", {
      TRUSTED_PROXIES: "loopback",
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all(consoles.map((c) => c.stop()));
  for (const c of consoles) fs.rmSync(c.dataDir, { recursive: true, force: true });
  await otlp?.close();
});

test("the client address is the socket's unless TRUSTED_PROXIES vouches for the forwarded one; SIGTERM finishes what is in flight and exits 0", async () => {
  await failSignIn(direct.baseUrl);
  // The demo admin exists (demo accounts are on by default outside production), so a wrong password.
  expect(recorded(direct)).toEqual({ ip: "127.0.0.1", detail: "wrong password", ipCounters: ["ip:127.0.0.1"] });

  await failSignIn(proxied.baseUrl);
  expect(recorded(proxied)).toEqual({ ip: SPOOFED, detail: "wrong password", ipCounters: [`ip:${SPOOFED}`] });

  // Graceful shutdown. A sign-in post whose body has only half arrived is in flight (its
  // connection was used once before, so the server has certainly accepted it).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(direct.baseUrl);
  const send = (method: string, urlPath: string, headers: Record<string, string | number> = {}) =>
    http.request({ host: url.hostname, port: url.port, method, path: urlPath, agent, headers });
  const answer = (req: http.ClientRequest) =>
    new Promise<number>((resolve, reject) => {
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      });
      req.on("error", reject);
    });
  const warmUp = send("GET", "/healthz");
  const warmedUp = answer(warmUp);
  warmUp.end();
  expect(await warmedUp).toBe(200);

  const body = "email=nobody%40example.org&password=still-typing";
  const slow = send("POST", "/api/auth/callback/credentials", {
    "content-type": "application/x-www-form-urlencoded",
    "content-length": Buffer.byteLength(body),
  });
  const slowAnswered = answer(slow);
  slow.write(body.slice(0, 10));
  // Another request answered after the first half was sent: the server has read it by now.
  expect((await fetch(`${direct.baseUrl}/healthz`)).status).toBe(200);

  process.kill(direct.pid, "SIGTERM");
  // No new connections once the signal has landed...
  await expect
    .poll(
      () =>
        fetch(`${direct.baseUrl}/healthz`).then(
          () => "answered",
          () => "refused",
        ),
      { timeout: 15_000 },
    )
    .toBe("refused");
  // ...but the request in flight still gets its answer, and then the process ends cleanly.
  slow.end(body.slice(10));
  expect(await slowAnswered).toBeGreaterThanOrEqual(200);
  expect(await direct.exited).toBe(0);
  agent.destroy();
});

test("a page load exports one trace: the server's span for the request, and under it the service call named by its route template", async () => {
  const admin = demoAccount("admin");
  const ctx = await request.newContext({ baseURL: proxied.baseUrl });
  const { csrfToken } = await (await ctx.get("/api/auth/csrf")).json();
  const signedIn = await ctx.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: admin.email, password: admin.password },
    maxRedirects: 0,
  });
  expect(signedIn.headers()["location"]).not.toContain("error");
  // A search term in the query string: it may be a name, and no exported span may carry it.
  const page = await ctx.get("/providers?q=Zebulon");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Providers");
  await ctx.dispose();

  // The request's own span ends last, with the answer: wait until the call's chain reaches it.
  const providersCall = () => otlp.spans.find((s) => s.name === "service GET /v2/providers/");
  const serverSpanAbove = () => {
    const call = providersCall();
    return call && ancestry(otlp.spans, call).find((s) => s.kind === 2);
  };
  await expect.poll(() => serverSpanAbove()?.name, { timeout: 30_000 }).toMatch(/^GET \/providers$/);
  const call = providersCall()!;
  expect(call.kind).toBe(3);
  expect(call.attributes).toMatchObject({
    "url.template": "/v2/providers/",
    "http.request.method": "GET",
    "http.response.status_code": 200,
  });
  expect(call.traceId).toBe(serverSpanAbove()!.traceId);
  // One exporter, the console's own, which cuts query strings: nothing else sends a span.
  expect(new Set(otlp.contentTypes)).toEqual(new Set(["application/json"]));
  expect(otlp.text()).not.toContain("Zebulon");
});

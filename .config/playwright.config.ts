import path from "node:path";
import { defineConfig } from "@playwright/test";
import {
  E2E_SERVICE_KEY,
  FAULT_CONTROL_URL,
  FAULT_PROXY_URL,
  MAIN_IDLE_SECONDS,
  MAIN_PORT,
  MAIN_URL,
  OIDC,
  REMOTE_BREAKER_HALF_OPEN_SECONDS,
  REMOTE_PORT,
  REMOTE_URL,
  SHORT_IDLE_SECONDS,
  SHORT_PORT,
  SHORT_URL,
  SHORT_WARNING_SECONDS,
  e2eDataDir,
  serverLogOf,
} from "../tests/e2e/support/servers";
import { AUTH_SECRET_SENTINEL } from "../tests/e2e/support/leak-sentinels";
import { serveArgs } from "../tests/support/server-args";

// The browser tests run against the real console (production build + embedded service, built
// beforehand by `tsx lib/cli/build-if-needed.ts`) in Debian's Chromium. Three consoles, each on its
// own port and throw-away data directory, a local OIDC provider, and for the remote-mode console
// the embedded service behind a fault-injecting proxy: see tests/e2e/support/servers.ts.
const dataDir = e2eDataDir;
// A 12 s lifecycle step: a new booking stays pending long enough to be seen on the board, then
// moves on within one 30 s board refresh (appointments.spec.ts). Seeded appointments move at their
// own slot times, hours or days away, except a draw already under way, which completes on time.
// A known AUTH_SECRET so the leak checks can look for it (tests/e2e/support/leak-sentinels.ts).
// The background user indexer stays off: its calls would pass the remote console's fault proxy
// and count against its circuit breaker; pages still index the users they read.
// The test runner stands in for a TLS-terminating proxy on this machine (it sends
// X-Forwarded-Proto: https), so the consoles believe forwarded headers from loopback.
const consoleEnv = {
  TRUSTED_PROXIES: "loopback",
  SERVICE_API_KEY: E2E_SERVICE_KEY,
  AUTH_SECRET: AUTH_SECRET_SENTINEL,
  EMBEDDED_LIFECYCLE_STEP_SECONDS: "12",
  USER_INDEX_RATE: "0",
  LAB_ACCOUNTS:
    "Quest main account=2f6d1c8e-4b1a-4c3e-9a57-0d2b8e6f1a31;BioReference=8c0f3a52-7e19-4d6b-b1c4-5a9e2d7f3b60",
};
// Each server's whole output goes to a log in its data dir: the crawlers read errors from it, the
// teardown scans every line for leaks. Playwright prints the rest without the info lines: a line
// per request buried failures under thousands of them, while warnings and errors (each with its
// request id) still show. A command that ends (a server that could not start) leaves a mark there
// for servers-ready.ts.
const exitedMark = (name: string) => path.join(dataDir(name), "exited");
const withLog = (name: string, command: string) =>
  `mkdir -p "${dataDir(name)}" && echo "[e2e] starting ${name}" && { (${command}) 2>&1 | tee "${serverLogOf(name)}" | grep --line-buffered -v '"level":"info"'; touch "${exitedMark(name)}"; }`;
// The servers run as `npm start` runs the production server, with its node flags.
const serve = `node ${serveArgs().join(" ")}`;
const serveWithLog = (name: string) => withLog(name, serve);

/**
 * Playwright starts its web servers one after another, each once the one before answers. These do
 * not need each other, so each counts as started once its command runs (its "starting" line, which
 * wins the race with its url) and they all start up together; the last entry, servers-ready.ts,
 * holds the tests back until every url answers. The url still stops the run at once when
 * something else already answers there.
 */
type Server = { name: string; url: string; command: string; env?: Record<string, string> };
const SERVERS: Server[] = [
  {
    name: "main",
    url: `http://127.0.0.1:${MAIN_PORT}/openapi.json`,
    command: serveWithLog("main"),
    env: {
      ...consoleEnv,
      PORT: String(MAIN_PORT),
      DATA_DIR: dataDir("main"),
      SESSION_IDLE_SECONDS: String(MAIN_IDLE_SECONDS),
    },
  },
  {
    name: "short",
    url: `http://127.0.0.1:${SHORT_PORT}/openapi.json`,
    command: serveWithLog("short"),
    env: {
      ...consoleEnv,
      PORT: String(SHORT_PORT),
      DATA_DIR: dataDir("short"),
      SESSION_IDLE_SECONDS: String(SHORT_IDLE_SECONDS),
      SESSION_IDLE_WARNING_SECONDS: String(SHORT_WARNING_SECONDS),
      AUTH_OIDC_ISSUER: OIDC.issuer,
      AUTH_OIDC_CLIENT_ID: OIDC.clientId,
      AUTH_OIDC_CLIENT_SECRET: OIDC.clientSecret,
      AUTH_OIDC_NAME: OIDC.name,
      AUTH_OIDC_ROLE_CLAIM: OIDC.roleClaim,
    },
  },
  {
    name: "oidc",
    url: `${OIDC.issuer}/.well-known/openid-configuration`,
    command: withLog("oidc", "npx tsx tests/e2e/support/oidc-server.ts"),
  },
  // Seeds its own demo data on first start, then answers behind the proxy.
  {
    name: "remote-service",
    url: FAULT_CONTROL_URL,
    command: withLog("remote-service", `npx tsx tests/e2e/support/remote-service.ts "${dataDir("remote-service")}"`),
  },
  {
    name: "remote",
    url: `http://127.0.0.1:${REMOTE_PORT}/sign-in`,
    command: withLog("remote", `npx tsx tests/e2e/support/seed-remote-staff.ts && ${serve}`),
    env: {
      ...consoleEnv,
      PORT: String(REMOTE_PORT),
      DATA_DIR: dataDir("remote"),
      SESSION_IDLE_SECONDS: String(MAIN_IDLE_SECONDS),
      SERVICE_BASE_URL: FAULT_PROXY_URL,
      SERVICE_BREAKER_HALF_OPEN_SECONDS: String(REMOTE_BREAKER_HALF_OPEN_SECONDS),
    },
  },
];
const awaited = JSON.stringify(SERVERS.map((s) => ({ name: s.name, url: s.url, exited: exitedMark(s.name) })));

// The main console's specs that only look, and pick nothing that the other specs change: the axe
// checks of pages and chart states (the dialogs', opened on data those do change, stay with them),
// the response headers, the providers' catalogue, steps charts, lab results and service centers.
// They run beside the main console's other specs, which the seeded data they change keeps in line.
const LOOKING_SPECS = /\/(accessibility(-states)?|security-headers|providers|steps|lab-results|psc|crawl)\.spec\.ts$/;
const SHORT_SESSION_SPECS = /(idle-timeout|oidc)\.spec\.ts$/;
// One real-service-<feature>.spec.ts per feature keeps each flow beside its embedded-mode spec.
const REMOTE_SPECS = /(upstream-faults|real-service(-[a-z-]+)?|accessibility-load-errors)\.spec\.ts$/;
// Start their own consoles (tests/support/console-instances.ts, child-server.ts): none of the servers below.
const MULTI_INSTANCE_SPECS = /(multi-instance|server-process)\.spec\.ts$/;

export default defineConfig({
  testDir: "../tests/e2e",
  fullyParallel: false,
  // Two lanes. Each project runs one file at a time (its `workers: 1`): its specs share a server's
  // data, and on the short-session console the OIDC provider signs in "the next" identity.
  // Projects on different servers share nothing, and the main console's looking specs change
  // nothing there, so any two projects may run side by side. The main console's other specs stay
  // in one project, for the seeded data they pick and change in turn.
  // LABDESK_E2E_WORKERS=1 runs everything one file at a time (a machine busy with other work).
  workers: Number(process.env.LABDESK_E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: two lanes share the machine's cores with the servers (and a CI machine with
  // other work), so a page's own work (hydrating, drawing a chart) can take a few times as long
  // as on an idle machine. A longer wait costs a passing check nothing; a failing one is only
  // reported later. The long tests (every page of a role, and the like) say `test.slow()`: 3×.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  globalTeardown: "./playwright-teardown.ts",
  use: {
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Signs in once per role through the real form and saves the sessions (tests/e2e/fixtures/roles.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: { baseURL: MAIN_URL } },
    // Every project waits for setup, even those that do not use its sessions: Playwright starts a
    // project that depends on another only once every project without one has finished, so the
    // lanes would not overlap otherwise. A free worker takes the first project in this list that
    // has a file left and none running: the two long ones come first, one per lane, and the rest
    // fill in behind them.
    {
      name: "console",
      testIgnore: [LOOKING_SPECS, SHORT_SESSION_SPECS, REMOTE_SPECS, MULTI_INSTANCE_SPECS],
      dependencies: ["setup"],
      workers: 1,
      use: { baseURL: MAIN_URL },
    },
    { name: "console-look", testMatch: LOOKING_SPECS, dependencies: ["setup"], workers: 1, use: { baseURL: MAIN_URL } },
    // Two consoles on one PostgreSQL database, started by the spec itself on ports the system
    // hands out and in its own temporary directory: nothing of the servers below. Also the
    // server process's own checks (client address, shutdown), on consoles of their own.
    { name: "multi-instance", testMatch: MULTI_INSTANCE_SPECS, dependencies: ["setup"], workers: 1 },
    {
      name: "short-session",
      testMatch: SHORT_SESSION_SPECS,
      dependencies: ["setup"],
      workers: 1,
      use: { baseURL: SHORT_URL },
    },
    // The remote-mode console behind the fault proxy; its specs sign in there themselves.
    {
      name: "remote-service",
      testMatch: REMOTE_SPECS,
      dependencies: ["setup"],
      workers: 1,
      use: { baseURL: REMOTE_URL },
    },
  ],
  webServer: [
    ...SERVERS.map((server) => ({
      command: server.command,
      cwd: "..",
      url: server.url,
      wait: { stdout: new RegExp(`^\\[e2e\\] starting ${server.name}$`, "m") },
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: server.env,
    })),
    {
      command: `npx tsx tests/e2e/support/servers-ready.ts '${awaited}'`,
      cwd: "..",
      wait: { stdout: /\[servers-ready\] all \d+ servers answer/ },
      timeout: 600_000,
      stdout: "pipe",
    },
  ],
});

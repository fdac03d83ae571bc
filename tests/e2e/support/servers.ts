import os from "node:os";
import path from "node:path";

/**
 * The servers the browser tests run against, shared by .config/playwright.config.ts (which starts
 * them) and the specs (which talk to them). Three processes:
 * - the console on MAIN_PORT, default settings apart from a long idle limit (below);
 * - a second console on SHORT_PORT with a 20-second idle limit and single sign-on configured
 *   against the local OIDC provider, for idle-timeout.spec.ts and oidc.spec.ts. It is addressed
 *   as `localhost`: Next.js hands route handlers (so Auth.js's OIDC callback) a request URL on
 *   localhost whatever the Host header says, and the browser must stay on that origin for the
 *   session cookie set at the callback to come along;
 * - that OIDC provider (oauth2-mock-server, tests/e2e/support/oidc-server.ts) on OIDC_PORT;
 * - for upstream faults: the embedded service on its own, over HTTP, behind the fault
 *   proxy (tests/e2e/support/remote-service.ts) on FAULT_PROXY_PORT, and a third console on
 *   REMOTE_PORT in remote mode whose SERVICE_BASE_URL is that proxy. Its staff accounts are
 *   seeded by tests/e2e/support/seed-remote-staff.ts: a console in remote mode seeds none.
 * Each server gets its own throw-away data directory; the embedded-mode consoles and the remote
 * service seed their own demo data on first start.
 */
/**
 * One id per run, named by the runner's process and handed to its workers through the
 * environment (they start after the config set it): the servers' data directories carry it, so
 * a spec can read a server's log and the teardown can remove them.
 */
const RUN_ID = (process.env.LABDESK_E2E_RUN_ID ??= String(process.pid));
export const e2eDataDir = (name: string) => path.join(os.tmpdir(), `labdesk-e2e-${name}-${RUN_ID}`);
/** Everything a server printed during the run (stdout and stderr), one line each. */
export const serverLogOf = (name: string) => path.join(e2eDataDir(name), "server.log");

// LABDESK_E2E_PORT_BASE moves them all (base to base+4), so two runs on one machine do not collide.
const PORT_BASE = Number(process.env.LABDESK_E2E_PORT_BASE ?? 3210);
export const MAIN_PORT = PORT_BASE;
export const SHORT_PORT = PORT_BASE + 1;
export const OIDC_PORT = PORT_BASE + 2;
export const REMOTE_PORT = PORT_BASE + 3;
export const FAULT_PROXY_PORT = PORT_BASE + 4;

/** The demo team's service key on every console and on the remote service. */
export const E2E_SERVICE_KEY = "sk_us_e2e_test_key_0123456789";

/**
 * The main console's idle limit. The per-role sessions saved by auth.setup.ts are reused by specs
 * all through the run; with the default 15 minutes a role unused for a while would be signed out
 * halfway through a long suite. The idle mechanism itself is tested on the short-session server.
 */
export const MAIN_IDLE_SECONDS = 4 * 3600;

export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_URL = `http://localhost:${SHORT_PORT}`;
export const REMOTE_URL = `http://127.0.0.1:${REMOTE_PORT}`;
export const FAULT_PROXY_URL = `http://127.0.0.1:${FAULT_PROXY_PORT}`;
/** POST a list of fault rules here (and start a fresh request log); GET it for the log. */
export const FAULT_CONTROL_URL = `${FAULT_PROXY_URL}/__faults`;
/**
 * The remote console's circuit breaker lets a trial call through after this long (default 30 s):
 * long enough that a slow reload on a busy machine still sees it open.
 */
export const REMOTE_BREAKER_HALF_OPEN_SECONDS = 20;

/**
 * The idle tests wait these out for real (the server decides, so a faked browser clock would not
 * do): short, but the warning still leaves the spec several seconds to check the dialog, run axe
 * on it and press "Stay signed in" on a busy machine.
 */
export const SHORT_IDLE_SECONDS = 30;
export const SHORT_WARNING_SECONDS = 24;

export const OIDC = {
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: "labdesk-e2e",
  clientSecret: "labdesk-e2e-client-secret",
  name: "Labdesk SSO",
  roleClaim: "labdesk_role",
} as const;

/** POST an identity here (JSON) and the next sign-in at the OIDC provider returns it. */
export const OIDC_CONTROL_URL = `${OIDC.issuer}/__control/identity`;

export type OidcIdentity = { sub: string; email: string; name: string; labdesk_role?: string };

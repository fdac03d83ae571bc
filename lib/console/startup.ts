import type { AddressInfo } from "node:net";
import { demoAccountsWanted, demoMode, env, type Env } from "@/lib/env";
import { flushLogs, logger } from "@/lib/ops/logger";
import { consoleDb, storeFailureLine } from "./store/db";
import { StoreError } from "./store/errors";
import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF, ensureDemoStaff, existingDemoStaff } from "@/lib/console/auth/demo-staff";
import { writeUpHeldBackAttempts } from "@/lib/console/auth/held-back-attempts";
import { authSecret } from "./auth/secret";

type Log = (line: string) => void;
const consoleLog = {
  info: (l: string) => logger().info({ component: "console" }, l),
  warn: (l: string) => logger().warn({ component: "console" }, l),
};

/**
 * Console start-up: open (migrate) the store, check the auth secret, write up held-back sign-in
 * counts whose window ended while no instance ran, and in demo mode make sure there is one staff
 * account per role, and say how to sign in. Outside demo mode, say that demo accounts made
 * earlier are refused.
 */
export async function prepareConsole(log: { info: Log; warn: Log } = consoleLog) {
  const e = env();
  const db = await consoleDb();
  authSecret();
  await writeUpHeldBackAttempts(db);
  if (demoAccountsWanted(e)) {
    const password = e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
    await ensureDemoStaff(db, password);
    const source = e.DEMO_PASSWORD ? "from DEMO_PASSWORD" : `"${DEFAULT_DEMO_PASSWORD}"`;
    log.info(
      `Demo sign-in: ${DEMO_STAFF.map((s) => s.email).join(", ")} — password ${source} unless changed since they were made`,
    );
    return;
  }
  const existing = await existingDemoStaff(db);
  if (!demoMode(e) && existing.length > 0)
    log.warn(
      `Demo mode is off: the demo accounts made earlier (${existing.join(", ")}) are refused at sign-in and their sessions end. DEMO_MODE=1 lets them in again.`,
    );
  else if (!e.SERVICE_BASE_URL)
    log.info(
      "No demo accounts (production without DEMO_MODE=1): create an admin with `npm run console -- create-admin`",
    );
}

const isLoopback = (address: string) => address === "::1" || /^(::ffff:)?127\./.test(address);

/**
 * The start-up warning for a console in demo mode that other machines can reach: the demo
 * accounts' password is public. Null when it listens on loopback only, or demo mode is off.
 */
export function exposedDemoWarning(e: Env, listening: AddressInfo | string | null): string | null {
  if (!demoMode(e) || !listening || typeof listening === "string" || isLoopback(listening.address)) return null;
  const where = ["::", "0.0.0.0"].includes(listening.address)
    ? "every network interface"
    : `address ${listening.address}`;
  return `Demo mode is on and this console listens on ${where} (port ${listening.port}): anyone who can reach it can sign in with the demo accounts' public password, admin included. Set HOST=127.0.0.1 to listen on this machine only, or DEMO_MODE=0 to turn demo mode off.`;
}

/** One line for a start-up that cannot go on: a wrong variable, or the console's store out of reach. */
export function startupFailure(error: unknown): string {
  if (error instanceof StoreError) return storeFailureLine(error);
  return error instanceof Error ? error.message : String(error);
}

/** Start-up inside the server: a failure ends the process with one line a person can act on. */
export async function prepareConsoleOrStop(): Promise<void> {
  try {
    await prepareConsole();
  } catch (error) {
    logger().fatal({ component: "console" }, startupFailure(error));
    flushLogs();
    process.exit(1);
  }
}

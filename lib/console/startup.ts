import { demoAccountsWanted, env } from "@/lib/env";
import { flushLogs, logger } from "@/lib/ops/logger";
import { consoleDb, storeFailureLine } from "./store/db";
import { StoreError } from "./store/errors";
import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF, ensureDemoStaff } from "./store/demo-staff";
import { authSecret } from "./auth/secret";

/**
 * Console start-up: open (migrate) the store, check the auth secret, and in demo mode make sure
 * there is one staff account per role, and say how to sign in.
 */
export async function prepareConsole(log: (line: string) => void = (l) => logger().info({ component: "console" }, l)) {
  const e = env();
  const db = await consoleDb();
  authSecret();
  if (!demoAccountsWanted(e)) {
    if (!e.SERVICE_BASE_URL)
      log("No demo accounts (production without DEMO_MODE=1): create an admin with `npm run console -- create-admin`");
    return;
  }
  const password = e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  await ensureDemoStaff(db, password);
  const source = e.DEMO_PASSWORD ? "from DEMO_PASSWORD" : `"${DEFAULT_DEMO_PASSWORD}"`;
  log(
    `Demo sign-in: ${DEMO_STAFF.map((s) => s.email).join(", ")} — password ${source} unless changed since they were made`,
  );
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

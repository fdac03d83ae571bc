import { env } from "@/lib/env";
import { consoleDb } from "./store/db";
import { StoreError } from "./store/errors";
import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF, ensureDemoStaff } from "./store/demo-staff";
import { authSecret } from "./auth/secret";

/**
 * Console start-up: open (migrate) the store, check the auth secret, and in demo mode (the
 * embedded service) make sure there is one staff account per role, and say how to sign in.
 */
export async function prepareConsole(log: (line: string) => void = (l) => console.log(`[console] ${l}`)) {
  const e = env();
  const db = await consoleDb();
  authSecret();
  if (e.SERVICE_BASE_URL) return;
  const password = e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  await ensureDemoStaff(db, password);
  log(`Demo sign-in: ${DEMO_STAFF.map((s) => s.email).join(", ")} — password ${e.DEMO_PASSWORD ? "from DEMO_PASSWORD" : `"${DEFAULT_DEMO_PASSWORD}"`}`);
}

/**
 * One line for a start-up that cannot go on: a wrong variable, or the console's database out of
 * reach, named by host and database only (a URL can carry a password).
 */
export function startupFailure(error: unknown): string {
  if (!(error instanceof StoreError)) return error instanceof Error ? error.message : String(error);
  const url = env().DATABASE_URL;
  if (!url) return `Cannot open the console store in ${env().DATA_DIR}: ${error.message}`;
  const { hostname, port, pathname, searchParams } = new URL(url);
  const where = `${searchParams.get("host") ?? hostname}${port ? `:${port}` : ""}${pathname}`;
  return `Cannot open the console database at ${where}: ${error.message} Check DATABASE_URL and that PostgreSQL is running.`;
}

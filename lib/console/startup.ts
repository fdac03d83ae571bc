import { env } from "@/lib/env";
import { consoleDb } from "./store/db";
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

/**
 * Demo staff for the remote-mode console of the browser tests. A console with SERVICE_BASE_URL
 * seeds no accounts (lib/console/startup.ts: outside demo mode an admin creates them with
 * `npm run console`); this does what that admin would, with the demo emails and password, so the
 * specs sign in the same way on every console. Run before the console starts, on its store.
 */
import { closeConsoleStore, consoleDb } from "@/lib/console/store/db";
import { DEFAULT_DEMO_PASSWORD, ensureDemoStaff } from "@/lib/console/auth/demo-staff";

// Run as CommonJS by tsx, so no top-level await.
async function main() {
  try {
    await ensureDemoStaff(await consoleDb(), DEFAULT_DEMO_PASSWORD);
  } finally {
    await closeConsoleStore();
  }
  console.log("[seed-remote-staff] demo staff ready");
}

void main();

import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The browser tests run against the real console (`npm start`: production build + embedded
// service) on its own port and a throw-away data directory, in Debian's Chromium.
const port = 3210;
const dataDir = path.join(os.tmpdir(), `labdesk-e2e-${process.pid}`);

export default defineConfig({
  testDir: "../tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "npx tsx lib/cli/serve.ts",
    cwd: "..",
    url: `http://127.0.0.1:${port}/openapi.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { PORT: String(port), DATA_DIR: dataDir, SERVICE_API_KEY: "sk_us_e2e_test_key_0123456789", EMBEDDED_LIFECYCLE_STEP_SECONDS: "2" },
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": fileURLToPath(new URL("./server-only-stub.ts", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/contract/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Request and job log lines are noise in a test run; failures still show warnings and errors.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    // One throw-away PostgreSQL server for the run; a test file takes its own database on it.
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    // next-auth imports "next/server" without an extension, which Node's ESM resolver refuses;
    // inlining lets Vite resolve it the way Next.js does.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

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
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a time.
    // Many files wait on servers, child processes and PostgreSQL, so two keep both cores busy.
    maxWorkers: 2,
    // Request and job log lines are noise in a test run; failures still show warnings and errors.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    // One throw-away PostgreSQL server for the run; a test file takes its own database on it.
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    // next-auth imports "next/server" without an extension, which Node's ESM resolver refuses;
    // inlining lets Vite resolve it the way Next.js does.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
  },
});

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const TEST_DIRS = ["tests/unit", "tests/contract"];

/**
 * Files that replace modules with `vi.mock` (a session, Next.js's request headers) need a module
 * graph of their own: in a shared one, the first file to load a module fixes which version every
 * later file sees. Found by reading the files, so a new one is isolated the day it is written.
 */
const mocking = TEST_DIRS.flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter(
      (name) => name.endsWith(".test.ts") && fs.readFileSync(path.join(root, dir, name), "utf8").includes("vi.mock("),
    )
    .map((name) => `${dir}/${name}`),
);

export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": fileURLToPath(new URL("./server-only-stub.ts", import.meta.url)) } },
  test: {
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
    projects: [
      // Loading Next.js, Auth.js, Hono and the stores once per worker instead of once per file
      // takes the run's import time from about two minutes to a quarter of one. Each file still
      // opens its own stores and servers; none of them keeps state in a module between tests.
      {
        extends: true,
        test: {
          name: "shared",
          include: TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: mocking, isolate: true } },
    ],
  },
});

/**
 * `npm test`: the suites one after another, stopping at the first that fails (with its exit code),
 * then a table of how long each took, so the slowest suite is plain to see at the end of the output
 * instead of being worked out from timestamps.
 */
import { spawnSync } from "node:child_process";
import { constants } from "node:os";

type Suite = { name: string; command: string };

const SUITES: Suite[] = [
  { name: "typecheck ∥ lint", command: "run-p --aggregate-output typecheck lint" },
  { name: "unit", command: "npm run test:unit" },
  { name: "e2e", command: "npm run test:e2e" },
  { name: "budget", command: "npm run check:budget" },
  { name: "stress", command: "LOAD_SECONDS=10 npm run test:stress" },
];

type Timed = { name: string; ms: number; outcome: "passed" | "failed" };

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return m > 0 ? `${m}m ${s}s` : `${seconds}s`;
}

function table(rows: Timed[]): string {
  const total: Timed = { name: "total", ms: rows.reduce((sum, r) => sum + r.ms, 0), outcome: "passed" };
  const width = Math.max(...[...rows, total].map((r) => r.name.length));
  const line = (r: Timed) =>
    `  ${r.name.padEnd(width)}  ${duration(r.ms).padStart(7)}${r.outcome === "failed" ? "  failed" : ""}`;
  return ["Suite times:", ...rows.map(line), `  ${"-".repeat(width + 9)}`, line(total)].join("\n");
}

const done: Timed[] = [];
for (const suite of SUITES) {
  const started = performance.now();
  // Through the shell, as npm runs a script: `npm test` gives it node_modules/.bin on the PATH.
  const result = spawnSync(suite.command, { shell: true, stdio: "inherit" });
  const failed = result.status !== 0;
  done.push({ name: suite.name, ms: performance.now() - started, outcome: failed ? "failed" : "passed" });
  if (failed) {
    console.log(`\n${table(done)}`);
    // A suite killed by a signal has no exit code: report 128 + the signal's number, as a shell does.
    const signal = result.signal ? constants.signals[result.signal] : undefined;
    process.exit(result.status ?? (signal ? 128 + signal : 1));
  }
}
console.log(`\n${table(done)}`);

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { describeMachine } from "./machine";
import { BENCHMARKS } from "./registry";
import { runEndHooks } from "./run-end";
import { ensureScaleData } from "./scale-data";
import type { BenchResult } from "./types";

/**
 * The benchmark runner: `npm run bench [-- <name>…] [--data-dir DIR]`. Each benchmark is its own
 * module (see registry.ts); the runner runs the chosen ones in turn and prints one table. Budgets
 * are printed next to each figure; nothing here fails a build on time (tests never time).
 * The seed:scale data set is prepared once, in DIR or a temporary directory removed at the end.
 */
const { values, positionals } = parseArgs({ options: { "data-dir": { type: "string" } }, allowPositionals: true });
const chosen = positionals.length ? BENCHMARKS.filter((b) => positionals.includes(b.name)) : BENCHMARKS;
if (chosen.length === 0) {
  console.error(`Unknown benchmark. Available: ${BENCHMARKS.map((b) => b.name).join(", ")}`);
  process.exit(2);
}

const dataDir = values["data-dir"]
  ? path.resolve(values["data-dir"])
  : fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-"));
// A temporary data set (about 200 MB) goes with the run, also when it is interrupted.
if (!values["data-dir"]) process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function runAll() {
  const rows: BenchResult[] = [];
  const log = (line: string) => console.log(`  ${line}`);
  try {
    if (chosen.some((b) => b.needsScaleData !== false)) {
      console.log(`▶ data: demo + seed:scale in ${dataDir}`);
      fs.mkdirSync(dataDir, { recursive: true });
      ensureScaleData(dataDir, log);
    }
    for (const bench of chosen) {
      console.log(`▶ ${bench.name}: ${bench.description} (at ${elapsed()})`);
      rows.push(...(await bench.run({ dataDir, log })));
    }
  } finally {
    rows.push(...(await runEndHooks()));
  }
  return rows;
}

function print(rows: BenchResult[]) {
  const table = [
    ["benchmark", "metric", "value", "target", ""],
    ...rows.map((r) => [
      r.benchmark,
      r.metric,
      r.value,
      r.target ?? "",
      r.met === undefined ? "" : r.met ? "ok" : "MISSED",
    ]),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  console.log("");
  for (const [i, row] of table.entries()) {
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join("  ")
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  console.log("");
  for (const line of describeMachine()) console.log(line);
  console.log(`Total run time: ${elapsed()}`);
}

// The project compiles scripts to CommonJS under tsx, so no top-level await. Servers and database
// handles may keep the event loop alive once the figures are out: exit explicitly.
runAll().then(
  (rows) => {
    print(rows);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { parseArgs } from "node:util";
import { BENCHMARKS } from "./registry";
import type { BenchResult } from "./types";

/**
 * The benchmark runner: `npm run bench [-- <name>…] [--data-dir DIR]`. Each benchmark is its own
 * module (see registry.ts); the runner runs the chosen ones in turn and prints one table. Budgets
 * are printed next to each figure; nothing here fails a build on time (tests never time).
 */
const { values, positionals } = parseArgs({ options: { "data-dir": { type: "string" } }, allowPositionals: true });
const chosen = positionals.length ? BENCHMARKS.filter((b) => positionals.includes(b.name)) : BENCHMARKS;
if (chosen.length === 0) {
  console.error(`Unknown benchmark. Available: ${BENCHMARKS.map((b) => b.name).join(", ")}`);
  process.exit(2);
}

async function runAll() {
  const rows: BenchResult[] = [];
  for (const bench of chosen) {
    console.log(`▶ ${bench.name}: ${bench.description}`);
    rows.push(...(await bench.run({ dataDir: values["data-dir"], log: (line) => console.log(`  ${line}`) })));
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

import type { BenchResult } from "./types";

/**
 * Things started once and shared by several benchmarks (the production console) are stopped when
 * the whole run ends, not when the first benchmark using them does. A hook may return figures
 * that only exist at that point, such as a server's peak memory through the run.
 */
const hooks: (() => Promise<BenchResult[]>)[] = [];

export function atRunEnd(hook: () => Promise<BenchResult[]>) {
  hooks.push(hook);
}

export async function runEndHooks(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  while (hooks.length) rows.push(...(await hooks.pop()!()));
  return rows;
}

/** One printed figure: `met` is undefined for figures without a budget. */
export type BenchResult = { benchmark: string; metric: string; value: string; target?: string; met?: boolean };

export type BenchContext = {
  /** Reuse a prepared data directory instead of seeding a fresh temporary one. */
  dataDir?: string;
  log: (line: string) => void;
};

export type Benchmark = {
  name: string;
  description: string;
  /** False for a benchmark that brings its own data: running only such ones skips the seed:scale data set. */
  needsScaleData?: boolean;
  run: (ctx: BenchContext) => Promise<BenchResult[]>;
};

export const ms = (v: number) => `${v.toFixed(0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Nearest-rank percentile (p in 0–100) of a list of figures. */
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

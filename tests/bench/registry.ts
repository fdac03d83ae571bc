import { stepsBenchmark } from "./steps.bench";
import type { Benchmark } from "./types";

/** Every benchmark the runner knows, in run order. Add a module here to add a benchmark. */
export const BENCHMARKS: Benchmark[] = [stepsBenchmark];

import { auditChainBenchmark } from "./audit-chain.bench";
import { boardLiveBenchmark } from "./board-live.bench";
import { consoleLoadBenchmark } from "./console-load.bench";
import { consolePagesBenchmark } from "./console-pages.bench";
import { lighthouseBenchmark } from "./lighthouse.bench";
import { multiInstanceBenchmark } from "./multi-instance.bench";
import { orderingBenchmark } from "./ordering.bench";
import { ordersListBenchmark } from "./orders-list.bench";
import { resultsQueueBenchmark } from "./results-queue.bench";
import { serviceCallsBenchmark } from "./service-calls.bench";
import { signInBenchmark } from "./sign-in.bench";
import { serviceVsMockBenchmark } from "./service-vs-mock.bench";
import { stepsBenchmark } from "./steps.bench";
import type { Benchmark } from "./types";
import { userSearchBenchmark } from "./user-search.bench";

/** Every benchmark the runner knows, in run order. Add a module here to add a benchmark. */
export const BENCHMARKS: Benchmark[] = [
  stepsBenchmark,
  serviceVsMockBenchmark,
  serviceCallsBenchmark,
  consolePagesBenchmark,
  consoleLoadBenchmark,
  boardLiveBenchmark,
  multiInstanceBenchmark,
  userSearchBenchmark,
  signInBenchmark,
  auditChainBenchmark,
  orderingBenchmark,
  ordersListBenchmark,
  resultsQueueBenchmark,
  lighthouseBenchmark,
];

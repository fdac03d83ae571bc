import { alternateLoops, loopFigures, type LoopShape } from "./closed-loop";
import type { ConsoleWorld } from "./console-world";
import { navigationRequest } from "./navigation";
import type { BenchResult } from "./types";

const CONNECTIONS = 50;
const P50_TARGET_MS = 500;

/**
 * The load gate's pages (`npm run test:stress` loads them as documents, 50 connections each) as
 * the clicks that reach them inside the console: the same connections, in the benchmark's short
 * alternating rounds, with the gate's p50 target printed next to each.
 */
export async function gateAsNavigations(
  w: ConsoleWorld,
  shape: LoopShape,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const pages = [
    { name: "users list (100 a page)", path: "/users?size=100" },
    { name: "steps chart (30 days)", path: `/users/${w.data.demoUserId}/steps` },
    { name: "service-center search", path: "/psc?zip=10001&lab=1&radius=25" },
  ];
  const targets = [];
  for (const page of pages)
    targets.push({ label: page.name, ...(await navigationRequest(w.baseUrl, page.path, w.cookie)) });
  const figures = await alternateLoops(targets, { ...shape, connections: CONNECTIONS }, log);
  return figures.map((f, i) => ({
    benchmark: "console-load",
    metric: `load gate as navigations, ${pages[i]!.name}: ${CONNECTIONS} conns`,
    value: loopFigures(f),
    target: `p50 ≤ ${P50_TARGET_MS} ms`,
    met: f.p50 <= P50_TARGET_MS && f.failures === 0,
  }));
}

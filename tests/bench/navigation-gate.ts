import { alternateLoops, loopFigures, type LoopShape } from "./closed-loop";
import type { ConsoleWorld } from "./console-world";
import { navigationRequest } from "./navigation";
import { cpuPerRequest } from "./process-cpu";
import { ms, type BenchResult } from "./types";

const CONNECTIONS = 50;
const P50_TARGET_MS = 300;
const P99_TARGET_MS = 1000;

/**
 * The load gate's pages (`npm run test:stress` loads them as documents, 50 connections each) and
 * the appointments board, as the clicks that reach them inside the console: the same connections,
 * in the benchmark's short alternating rounds, with the goals printed next to each. Beside them,
 * what the server's own process saw meanwhile (server-probe.ts): how long its event loop stood
 * still, and its garbage collection.
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
    { name: "appointments board", path: "/appointments" },
  ];
  const targets = [];
  for (const page of pages)
    targets.push({ label: page.name, ...(await navigationRequest(w.baseUrl, page.path, w.cookie)) });
  await w.probe.window();
  const figures = await alternateLoops(targets, { ...shape, connections: CONNECTIONS }, log);
  const server = await w.probe.window();
  const rows: BenchResult[] = figures.map((f, i) => ({
    benchmark: "console-load",
    metric: `load gate as navigations, ${pages[i]!.name}: ${CONNECTIONS} conns`,
    value: loopFigures(f),
    target: `p50 ≤ ${P50_TARGET_MS} ms, p99 ≤ ${P99_TARGET_MS} ms`,
    met: f.p50 <= P50_TARGET_MS && f.p99 <= P99_TARGET_MS && f.failures === 0,
  }));
  // A closed loop keeps every connection waiting on the server: once the console's JavaScript
  // thread is the bottleneck, it serves one navigation per `js` ms, and a connection waits for
  // about all the others' turns (Little's law), whatever else is tuned.
  for (const t of targets) {
    const js = await cpuPerRequest(w.server.pid, () => fetchOnce(t), { count: 100, thread: "main" });
    if (js === null) continue;
    rows.push({
      benchmark: "console-load",
      metric: `load gate: ${t.label}, JavaScript thread CPU per navigation`,
      value: `${js.toFixed(1)} ms: at ${CONNECTIONS} conns, p50 ≈ ${ms(js * CONNECTIONS)} once that thread is saturated`,
    });
  }
  const { loopDelay: d, gc } = server;
  rows.push(
    {
      benchmark: "console-load",
      metric: "load gate: server event-loop delay p50 / p99 / max",
      value: `${ms(d.p50)} / ${ms(d.p99)} / ${ms(d.max)}, ${d.over100ms} stalls ≥ 100 ms in ${server.seconds.toFixed(0)} s`,
    },
    {
      benchmark: "console-load",
      metric: "load gate: server GC pauses",
      value: `${ms(gc.totalMs)} in ${server.seconds.toFixed(0)} s (${(gc.totalMs / 10 / server.seconds) | 0} %), ${gc.count} pauses, longest ${ms(gc.maxMs)}; ${gc.majorCount} major, ${ms(gc.majorMs)}`,
    },
    {
      benchmark: "console-load",
      metric: "load gate: server memory at its end, heap used / heap held / RSS",
      value: `${mbOf(server.heapUsed)} / ${mbOf(server.heapTotal)} / ${mbOf(server.rss)} (heap limit ${mbOf(server.heapLimit)})`,
    },
  );
  return rows;
}

async function fetchOnce(t: { url: string; headers: Record<string, string> }) {
  const res = await fetch(t.url, { headers: t.headers, redirect: "manual" });
  await res.arrayBuffer();
}

const mbOf = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

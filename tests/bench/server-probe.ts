/**
 * Loaded into a benchmarked console server with `--import` (see console-world.ts): what the
 * server's own process sees while it is under load, which the client's latencies cannot tell
 * apart: how long its event loop stood still (a histogram of the loop's delay), its garbage
 * collection pauses, and its memory. A SIGUSR2 writes the figures since the last one to
 * LABDESK_BENCH_PROBE_FILE and starts counting afresh. With LABDESK_BENCH_PROBE_PROFILE set to a
 * directory, each window between two signals is also CPU-profiled there (for `npx cpupro`, Chrome
 * DevTools or tests/bench/long-tasks.ts), so the profile covers the load and nothing around it.
 */
import fs from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

export type ProbeFigures = {
  seq: number;
  seconds: number;
  loopDelay: { p50: number; p99: number; max: number; over100ms: number };
  gc: { count: number; totalMs: number; maxMs: number; majorCount: number; majorMs: number };
  rss: number;
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  external: number;
  /** With `--expose-gc` only: the heap still in use after a full collection (what is really kept). */
  heapLive?: number;
  profile?: string;
};

const file = process.env.LABDESK_BENCH_PROBE_FILE;
const profileDir = process.env.LABDESK_BENCH_PROBE_PROFILE;

if (file) {
  // 10 ms resolution: the loop is sampled that often, and a sample that comes late by d records d.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const fresh = () => ({ count: 0, totalMs: 0, maxMs: 0, majorCount: 0, majorMs: 0 });
  let gc = fresh();
  let stalls = 0;
  let since = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.majorCount++;
        gc.majorMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ["gc"] });
  // Counts stalls of 100 ms or more one by one (the histogram keeps their lengths, not their number).
  // With a profile, where they were too (µs on the profile's clock), to read what ran in them.
  let stallTimes: [number, number][] = [];
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last >= 110) {
      stalls++;
      const end = Number(process.hrtime.bigint() / 1000n);
      if (profileDir && stallTimes.length < 2000) stallTimes.push([end - Math.round((now - last) * 1000), end]);
    }
    last = now;
  }, 10).unref();

  const session = profileDir ? new Session() : null;
  if (session) {
    session.connect();
    session.post("Profiler.enable");
    session.post("Profiler.setSamplingInterval", { interval: 1000 });
  }
  const post = <T>(method: string) =>
    new Promise<T>((resolve, reject) =>
      session!.post(method, (error, result) => (error ? reject(error) : resolve(result as T))),
    );

  let seq = 0;
  let profiling = false;
  process.on("SIGUSR2", () => {
    void (async () => {
      const mem = process.memoryUsage();
      const collect = (globalThis as { gc?: () => void }).gc;
      if (collect) collect();
      const out: ProbeFigures = {
        seq: ++seq,
        seconds: (performance.now() - since) / 1000,
        loopDelay: {
          p50: delay.percentile(50) / 1e6,
          p99: delay.percentile(99) / 1e6,
          max: delay.max / 1e6,
          over100ms: stalls,
        },
        gc,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
        heapLimit: v8.getHeapStatistics().heap_size_limit,
        external: mem.external,
        ...(collect ? { heapLive: process.memoryUsage().heapUsed } : {}),
      };
      if (session && profiling) {
        const { profile } = await post<{ profile: object }>("Profiler.stop");
        out.profile = path.join(profileDir!, `window-${seq}.cpuprofile`);
        fs.writeFileSync(out.profile, JSON.stringify(profile));
        fs.writeFileSync(out.profile.replace(/cpuprofile$/, "stalls.json"), JSON.stringify(stallTimes));
      }
      stallTimes = [];
      delay.reset();
      gc = fresh();
      stalls = 0;
      since = performance.now();
      if (session) {
        await post("Profiler.start");
        profiling = true;
      }
      // Whole or not at all: the benchmark reads the file as soon as it changes.
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(out));
      fs.renameSync(`${file}.tmp`, file);
    })();
  });
}

import fs from "node:fs";
import os from "node:os";
import { mainThreadCpuMs, readStat } from "./process-cpu";

/**
 * Where a load's CPU went, machine-wide, from /proc: each named group of processes (a pid with
 * its descendants, or every process of one command such as PostgreSQL's backends), this benchmark
 * process (which generates the load), and everything else on the machine. A figure such as "two
 * instances serve 1.7× one" has a ceiling set by these shares on a machine with few cores; this
 * measures the shares instead of guessing them.
 */
export type CpuGroup = { label: string; pids?: number[]; command?: string };
export type CpuSplit = {
  seconds: number;
  requests: number;
  /** CPU ms per request of each group, in the order given, then "load generator". */
  perRequest: { label: string; ms: number }[];
  /** CPU ms per request of the JavaScript thread of each group's first pid (a Node process's main thread). */
  mainThread: { label: string; ms: number }[];
  /** CPU ms per second used by processes in no group (other work sharing the machine). */
  otherPerSecond: number;
  cores: number;
};

type Proc = { ppid: number; comm: string; cpuMs: number };

function readProcesses(): Map<number, Proc> {
  const out = new Map<number, Proc>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      out.set(Number(name), readStat(`/proc/${name}/stat`));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

/** The group each process belongs to (its own pid or an ancestor's listed, or its command), else -1. */
function groupOf(pid: number, procs: Map<number, Proc>, groups: CpuGroup[]): number {
  const proc = procs.get(pid);
  const byCommand = groups.findIndex((g) => g.command && proc?.comm === g.command);
  if (byCommand >= 0) return byCommand;
  for (let p: number | undefined = pid, hops = 0; p && hops < 64; p = procs.get(p)?.ppid, hops++) {
    const listed = groups.findIndex((g) => g.pids?.includes(p!));
    if (listed >= 0) return listed;
  }
  return -1;
}

function totals(procs: Map<number, Proc>, groups: CpuGroup[]) {
  const byGroup = groups.map(() => 0);
  let self = 0;
  let other = 0;
  for (const [pid, proc] of procs) {
    if (pid === process.pid) self += proc.cpuMs;
    else {
      const g = groupOf(pid, procs, groups);
      if (g >= 0) byGroup[g]! += proc.cpuMs;
      else other += proc.cpuMs;
    }
  }
  return { byGroup, self, other };
}

/** Runs `load` (which answers how many requests it made) and splits the CPU it cost. */
export async function cpuSplit(groups: CpuGroup[], load: () => Promise<number>): Promise<CpuSplit> {
  const mainPids = groups.map((g) => g.pids?.[0]);
  const mainBefore = mainPids.map((pid) => (pid ? (mainThreadCpuMs(pid) ?? NaN) : NaN));
  const before = readProcesses();
  const started = performance.now();
  const requests = await load();
  const seconds = (performance.now() - started) / 1000;
  const after = readProcesses();
  // Only processes alive at both readings count: one that started or ended meanwhile has no delta.
  for (const pid of [...after.keys()]) if (!before.has(pid)) after.delete(pid);
  for (const pid of [...before.keys()]) if (!after.has(pid)) before.delete(pid);
  const a = totals(after, groups);
  const b = totals(before, groups);
  const per = (ms: number) => ms / Math.max(requests, 1);
  return {
    seconds,
    requests,
    perRequest: [
      ...groups.map((g, i) => ({ label: g.label, ms: per(a.byGroup[i]! - b.byGroup[i]!) })),
      { label: "load generator", ms: per(a.self - b.self) },
    ],
    mainThread: groups.flatMap((g, i) =>
      mainPids[i] ? [{ label: g.label, ms: per((mainThreadCpuMs(mainPids[i]) ?? NaN) - mainBefore[i]!) }] : [],
    ),
    otherPerSecond: (a.other - b.other) / seconds,
    cores: os.availableParallelism(),
  };
}

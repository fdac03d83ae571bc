import fs from "node:fs";

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc; null where there is no
 * /proc (not Linux). Ticks are 10 ms, so read it around many requests, not one.
 */
export function processCpuMs(pid: number): number | null {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/**
 * CPU time of a Node process's JavaScript thread alone (its main thread, whose id is the
 * process's), without its garbage collector's and libuv's helper threads: what one process can
 * spend at most one core on.
 */
export function mainThreadCpuMs(pid: number): number | null {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

function cpuMsOf(statFile: string): number | null {
  try {
    return readStat(statFile).cpuMs;
  } catch {
    return null;
  }
}

/**
 * A /proc `stat` file: the command's name, its parent, and its CPU time in ms (user + system).
 * The name sits in parentheses and may itself hold spaces or ")", so fields are counted from the last ")".
 */
export function readStat(statFile: string): { comm: string; ppid: number; cpuMs: number } {
  const stat = fs.readFileSync(statFile, "utf8");
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return {
    comm: stat.slice(stat.indexOf("(") + 1, close),
    ppid: Number(fields[1]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
  };
}

/**
 * The server's CPU time per request over `count` requests sent `inFlight` at a time. Unlike
 * throughput, this hardly moves when other work shares the machine: it is the figure to compare
 * pages by on a busy one.
 */
export async function cpuPerRequest(
  pid: number,
  send: () => Promise<unknown>,
  { count = 60, inFlight = 4 } = {},
): Promise<number | null> {
  const before = processCpuMs(pid);
  let left = count;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (left-- > 0) await send();
    }),
  );
  const after = processCpuMs(pid);
  return before === null || after === null ? null : (after - before) / count;
}

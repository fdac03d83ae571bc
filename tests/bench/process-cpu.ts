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
    const fields = fs.readFileSync(statFile, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The server's CPU time per request over `count` requests sent `inFlight` at a time. Unlike
 * throughput, this hardly moves when other work shares the machine: it is the figure to compare
 * pages by on a busy one.
 */
export async function cpuPerRequest(
  pid: number,
  send: () => Promise<unknown>,
  { count = 60, inFlight = 4, thread = "all" }: { count?: number; inFlight?: number; thread?: "all" | "main" } = {},
): Promise<number | null> {
  const read = thread === "main" ? mainThreadCpuMs : processCpuMs;
  const before = read(pid);
  let left = count;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (left-- > 0) await send();
    }),
  );
  const after = read(pid);
  return before === null || after === null ? null : (after - before) / count;
}

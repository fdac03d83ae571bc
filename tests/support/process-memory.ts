import fs from "node:fs";

/**
 * The peak resident memory (VmHWM, bytes) of a process and all its descendants, summed, read from
 * /proc (Linux). The console's server is a grandchild of the process the test starts.
 */
export function peakRssOfTree(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    // Field 4 is the parent pid; the command name in field 2 may hold spaces, so split after ")".
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
    if (Number.isFinite(ppid)) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const visit = (pid: number) => {
    const status = readOrNull(`/proc/${pid}/status`);
    const kb = status ? Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) : 0;
    total += kb * 1024;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

function readOrNull(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

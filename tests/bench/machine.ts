import fs from "node:fs";
import os from "node:os";

/**
 * The machine the figures come from, printed with the table: figures from a 2-core shared box and
 * a laptop are not comparable, and a busy machine (load average near the core count) reads slow.
 */
export function describeMachine(): string[] {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? "unknown CPU";
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  return [
    `CPU: ${model}, ${cpus.length} cores`,
    `RAM: ${gib(os.totalmem())} (${gib(os.freemem())} free at the end)`,
    `Node ${process.version}, ${os.type()} ${os.release()} ${os.arch()}${distro()}`,
    `Load average (1/5/15 min) at the end: ${load}`,
  ];
}

function distro() {
  try {
    const text = fs.readFileSync("/etc/os-release", "utf8");
    const name = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(text)?.[1];
    return name ? `, ${name}` : "";
  } catch {
    return "";
  }
}

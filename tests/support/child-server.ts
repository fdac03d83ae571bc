import { spawn } from "node:child_process";
import { peakRssOfTree } from "./process-memory";

export type ChildServer = {
  pid: number;
  baseUrl: string;
  /** Peak resident memory (VmHWM) of the process and its descendants so far, in bytes. */
  peakRss: () => number;
  stop: () => Promise<void>;
  /** Resolves with the exit code once the process has ended (-1 when a signal ended it). */
  exited: Promise<number>;
};

// Servers run in their own process groups, so a Ctrl-C at the terminal does not reach them: stop
// whatever is still running when the runner exits, however it exits.
const live = new Set<number>();
process.once("exit", () => {
  for (const pid of live)
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // already gone
    }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

/**
 * Starts a server as its own process group (so a stop reaches grandchildren such as `next start`)
 * and waits until `readyPath` answers. Output is kept and shown only when the start fails.
 */
export async function startChildServer(opts: {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  baseUrl: string;
  readyPath: string;
  readyHeaders?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const child = spawn(process.execPath, opts.args, {
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  live.add(child.pid!);
  let exited: number | null = null;
  const exit = new Promise<number>((resolve) =>
    child.on("exit", (code) => {
      live.delete(child.pid!);
      exited = code ?? -1;
      resolve(exited);
    }),
  );

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    const ok = await fetch(opts.baseUrl + opts.readyPath, { headers: opts.readyHeaders }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (exited !== null || Date.now() > deadline) {
      if (exited === null) process.kill(-child.pid!, "SIGKILL");
      throw new Error(`${opts.name} did not start (exit ${exited ?? "timeout"}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    pid: child.pid!,
    baseUrl: opts.baseUrl,
    peakRss: () => peakRssOfTree(child.pid!),
    exited: exit,
    async stop() {
      if (exited !== null) return;
      process.kill(-child.pid!, "SIGTERM");
      const timer = setTimeout(() => exited === null && process.kill(-child.pid!, "SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

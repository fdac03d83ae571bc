import { spawn, type ChildProcess } from "node:child_process";

/**
 * Worker processes appending audit records to one store (tests/support/audit-append-worker.ts):
 * each opens the store and reports ready; `go` starts them all at once and resolves with each
 * one's time in ms once all are done.
 */
export async function appendingProcesses(
  where: string,
  workers: { count: number; label: string; parallel?: number }[],
): Promise<{ go: () => Promise<number[]> }> {
  const children = workers.map(({ count, label, parallel = 1 }) =>
    spawn(
      process.execPath,
      ["--import", "tsx", "tests/support/audit-append-worker.ts", where, String(count), label, String(parallel)],
      { stdio: ["pipe", "pipe", "pipe"] },
    ),
  );
  const outputs = children.map(collect);
  await Promise.all(outputs.map((o) => o.line(/^ready$/)));
  return {
    go: async () => {
      for (const child of children) child.stdin!.write("go\n");
      const done = await Promise.all(outputs.map((o) => o.line(/^done \d+ ([\d.]+)$/)));
      return done.map((match) => Number(match[1]));
    },
  };
}

function collect(child: ChildProcess) {
  let text = "";
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  child.stdout!.on("data", (chunk: Buffer) => ((text += chunk.toString()), wake()));
  child.stderr!.on("data", (chunk: Buffer) => ((text += chunk.toString()), wake()));
  let exited: number | null = null;
  child.once("exit", (code) => ((exited = code ?? 1), wake()));
  const line = (pattern: RegExp): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = text
          .split("\n")
          .map((l) => l.match(pattern))
          .find(Boolean);
        if (found) return resolve(found);
        if (exited !== null && exited !== 0) return reject(new Error(`append worker failed: ${text}`));
        waiting.push(check);
      };
      check();
    });
  return { line };
}

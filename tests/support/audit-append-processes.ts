import { spawn, type ChildProcess } from "node:child_process";

/**
 * Worker processes appending audit records to one store (tests/support/audit-append-worker.ts):
 * each opens the store and reports ready; each `go` starts them all at once and resolves with
 * each one's time in ms and CPU time in µs once all are done; `stop` lets them end.
 */
export async function appendingProcesses(
  where: string,
  workers: { count: number; label: string; parallel?: number; plain?: boolean }[],
): Promise<{ go: () => Promise<{ ms: number; cpu: number }[]>; stop: () => Promise<void> }> {
  const children = workers.map(({ count, label, parallel = 1, plain = false }) =>
    spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "tests/support/audit-append-worker.ts",
        ...[where, String(count), label, String(parallel), plain ? "plain" : "chained"],
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    ),
  );
  const outputs = children.map(collect);
  await Promise.all(outputs.map((o) => o.line(/^ready$/, 1)));
  let rounds = 0;
  return {
    go: async () => {
      rounds++;
      for (const child of children) child.stdin!.write("go\n");
      const done = await Promise.all(outputs.map((o) => o.line(/^done \d+ ([\d.]+) (\d+)$/, rounds)));
      return done.map((match) => ({ ms: Number(match[1]), cpu: Number(match[2]) }));
    },
    stop: async () => {
      for (const child of children) child.stdin!.end();
      await Promise.all(outputs.map((o) => o.exited));
    },
  };
}

/** A child's output, read as lines: `line(pattern, n)` waits for the n-th line that matches. */
function collect(child: ChildProcess) {
  let text = "";
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  child.stdout!.on("data", (chunk: Buffer) => ((text += chunk.toString()), wake()));
  child.stderr!.on("data", (chunk: Buffer) => ((text += chunk.toString()), wake()));
  let code: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (exitCode) => ((code = exitCode ?? 1), wake(), resolve())),
  );
  const line = (pattern: RegExp, n: number): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = text
          .split("\n")
          .map((l) => l.match(pattern))
          .filter((m): m is RegExpMatchArray => m !== null);
        if (found.length >= n) return resolve(found[n - 1]!);
        if (code !== null) return reject(new Error(`append worker ended (${code}): ${text}`));
        waiting.push(check);
      };
      check();
    });
  return { line, exited };
}

import { createLogger } from "@/lib/ops/logger";

/**
 * Every line the process's logger writes from now on, kept in memory at every level, with the
 * console's own redaction: the logger is swapped (on globalThis, where lib/ops/logger.ts keeps
 * it) for one writing here. Checks that a value never reaches a log line read these, since
 * pino writes to the output directly and a spy on `console` sees nothing of it.
 */
export function captureLogs() {
  const g = globalThis as typeof globalThis & { __labdeskLogger?: unknown };
  const previous = g.__labdeskLogger;
  const lines: string[] = [];
  g.__labdeskLogger = createLogger("trace", { write: (line: string) => void lines.push(line) });
  return {
    lines,
    text: () => lines.join(""),
    restore: () => {
      g.__labdeskLogger = previous;
    },
  };
}

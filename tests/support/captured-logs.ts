import type { Logger } from "pino";
import { createLogger } from "@/lib/ops/logger";
import { processSlot } from "@/lib/process-singleton";

/**
 * Every line the process's logger writes from now on, kept in memory at every level, with the
 * console's own redaction: the process's logger (the "logger" slot lib/ops/logger.ts keeps) is
 * swapped for one writing here. Checks that a value never reaches a log line read these, since
 * pino writes to the output directly and a spy on `console` sees nothing of it.
 */
export function captureLogs() {
  const slot = processSlot<Logger>("logger");
  const previous = slot.value;
  const lines: string[] = [];
  slot.value = createLogger("trace", { write: (line: string) => void lines.push(line) });
  return {
    lines,
    text: () => lines.join(""),
    restore: () => {
      slot.value = previous;
    },
  };
}

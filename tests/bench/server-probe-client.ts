import fs from "node:fs";
import type { ProbeFigures } from "./server-probe";

/**
 * The benchmark's side of server-probe.ts: `window()` ends the server's current measuring window
 * and returns its figures (the next one starts at once).
 */
export type ServerProbe = { window: () => Promise<ProbeFigures> };

export function serverProbe(pid: number, file: string): ServerProbe {
  let seen = 0;
  return {
    async window() {
      process.kill(pid, "SIGUSR2");
      const deadline = Date.now() + 30_000;
      for (;;) {
        await new Promise((r) => setTimeout(r, 50));
        const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
        const figures = text ? (JSON.parse(text) as ProbeFigures) : null;
        if (figures && figures.seq > seen) {
          seen = figures.seq;
          return figures;
        }
        if (Date.now() > deadline) throw new Error("The console server's probe did not answer");
      }
    },
  };
}

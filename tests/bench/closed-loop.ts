import http from "node:http";
import { alternateRounds, type LoadFigures, type Round, type RoundShape } from "./load-rounds";
import { ms } from "./types";

export type LoopFigures = LoadFigures;

function get(url: URL, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export type LoopTarget = { label: string; url: string; headers: Record<string, string> };
export type LoopShape = RoundShape & { connections: number };

/**
 * `connections` clients, each sending its next request as soon as the last one has been answered
 * in full, until `seconds` have passed. Unlike a load generator that drops its connections at the
 * deadline, every request sent is waited for, so the server has nothing left over from this round
 * when the next begins (a slow page would otherwise still be rendering during the next round and
 * take its CPU). The round's time runs until the last answer.
 */
async function closedLoop(
  target: LoopTarget,
  agent: http.Agent,
  connections: number,
  seconds: number,
  cpu?: () => number | null,
): Promise<Round> {
  const url = new URL(target.url);
  const cpuBefore = cpu?.() ?? null;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const status = await get(url, target.headers, agent);
        if (status === 200) latencies.push(performance.now() - t0);
        else failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const cpuAfter = cpu?.() ?? null;
  return {
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
    bytes: 0,
    ...(cpuBefore !== null && cpuAfter !== null ? { cpuMs: cpuAfter - cpuBefore } : {}),
  };
}

/**
 * Closed-loop rounds over the targets, in turn: see alternateRounds. `cpu`, when given, reads a
 * CPU clock in ms (a server thread's) around each round, and the figures then carry its cost per
 * answered request under that very load. Each target keeps its
 * connections from its warm-up to its last round, as a browser keeps its connection to the console
 * between clicks. (Opening all of them at once every round measured something else: Node accepts
 * one new connection per turn of its event loop, so on a busy server the fiftieth waited for
 * forty-nine turns before its first request was read, and that wait was most of the p99.)
 */
export async function alternateLoops(
  targets: LoopTarget[],
  shape: LoopShape,
  log: (line: string) => void,
  cpu?: () => number | null,
) {
  const agents = new Map(targets.map((t) => [t, new http.Agent({ keepAlive: true, maxSockets: shape.connections })]));
  try {
    return await alternateRounds(
      targets,
      (t, seconds) => closedLoop(t, agents.get(t)!, shape.connections, seconds, cpu),
      shape,
      log,
    );
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
}

/** One target's figures on one line, failures called out. */
export const loopFigures = (f: LoopFigures) =>
  `${f.rps.toFixed(1)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${f.failures ? `, ${f.failures} FAILED` : ""}`;

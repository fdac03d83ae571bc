import http from "node:http";
import { percentile } from "./types";

export type LoopFigures = { rps: number; p50: number; p99: number; requests: number; failures: number };

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

type Round = { seconds: number; latencies: number[]; failures: number };
export type LoopTarget = { label: string; url: string; headers: Record<string, string> };
export type LoopShape = { connections: number; roundSeconds: number; rounds: number; warmupSeconds: number };

/**
 * `connections` clients, each sending its next request as soon as the last one has been answered
 * in full, until `seconds` have passed. Unlike a load generator that drops its connections at the
 * deadline, every request sent is waited for, so the server has nothing left over from this round
 * when the next begins (a slow page would otherwise still be rendering during the next round and
 * take its CPU). The round's time runs until the last answer.
 */
async function closedLoop(target: LoopTarget, connections: number, seconds: number): Promise<Round> {
  const url = new URL(target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
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
  agent.destroy();
  return { seconds: (performance.now() - started) / 1000, latencies, failures };
}

/**
 * Loads the targets in turn, round after round (A, B, A, B…), so a burst of load from elsewhere
 * on a shared machine lands on both rather than on whichever ran at that moment; each gets an
 * unrecorded warm-up first. Throughput is the answers over the rounds' summed time.
 */
export async function alternateLoops(
  targets: LoopTarget[],
  shape: LoopShape,
  log: (line: string) => void,
): Promise<LoopFigures[]> {
  for (const t of targets) await closedLoop(t, shape.connections, shape.warmupSeconds);
  const pooled: Round[] = targets.map(() => ({ seconds: 0, latencies: [], failures: 0 }));
  for (let r = 0; r < shape.rounds; r++)
    for (const [i, t] of targets.entries()) {
      const one = await closedLoop(t, shape.connections, shape.roundSeconds);
      const all = pooled[i]!;
      all.seconds += one.seconds;
      all.latencies.push(...one.latencies);
      all.failures += one.failures;
      log(`round ${r + 1} ${t.label}: ${(one.latencies.length / one.seconds).toFixed(1)} req/s`);
    }
  return pooled.map((p) => ({
    rps: p.latencies.length / p.seconds,
    p50: p.latencies.length ? percentile(p.latencies, 50) : NaN,
    p99: p.latencies.length ? percentile(p.latencies, 99) : NaN,
    requests: p.latencies.length,
    failures: p.failures,
  }));
}

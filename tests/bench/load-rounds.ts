import autocannon from "autocannon";
import { percentile } from "./types";

/** `url` may list several servers: the connections are then dealt round-robin over them. */
export type Target = { label: string; url: string | string[]; headers?: Record<string, string> };
export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  bytes: number;
  /** CPU ms per answered request of the thread the rounds watched, when they watched one. */
  cpuMsPerRequest?: number;
};

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  roundSeconds: Number(process.env.BENCH_ROUND_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  warmupSeconds: 1,
};

/** `cpuMs`: CPU time the watched thread spent during the round, when one was watched. */
export type Round = { seconds: number; latencies: number[]; failures: number; bytes: number; cpuMs?: number };
export type RoundShape = { roundSeconds: number; rounds: number; warmupSeconds: number };

/** One autocannon round of LOAD's connections on the target for `seconds`. */
export function loadRound(target: Target, seconds: number): Promise<Round> {
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // autocannon takes a list of URLs too (its README says so), though its types declare one.
      {
        url: target.url as string,
        headers: target.headers,
        connections: LOAD.connections,
        duration: seconds,
        timeout: 30,
      },
      (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else
          resolve({ seconds: result.duration, latencies, failures: failures + result.errors + result.timeouts, bytes });
      },
    );
    instance.on("response", (_client, status, resBytes, responseTime) => {
      bytes += resBytes;
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else failures++;
    });
  });
}

/**
 * Loads the targets in turn, round after round (A, B, A, B…), so a burst of load from elsewhere
 * on a shared machine lands on both rather than on whichever ran at that moment. Each target gets
 * a short unrecorded warm-up first. Latencies of all rounds are pooled before taking percentiles,
 * and throughput is the answers over the rounds' summed time. `run` makes one round's load.
 */
export async function alternateRounds<T extends { label: string }>(
  targets: T[],
  run: (target: T, seconds: number) => Promise<Round>,
  shape: RoundShape,
  log: (line: string) => void,
): Promise<LoadFigures[]> {
  for (const t of targets) await run(t, shape.warmupSeconds);
  const pooled: Round[] = targets.map(() => ({ seconds: 0, latencies: [], failures: 0, bytes: 0 }));
  for (let r = 0; r < shape.rounds; r++)
    for (const [i, t] of targets.entries()) {
      const one = await run(t, shape.roundSeconds);
      const all = pooled[i]!;
      all.seconds += one.seconds;
      for (const l of one.latencies) all.latencies.push(l);
      all.failures += one.failures;
      all.bytes += one.bytes;
      if (one.cpuMs !== undefined) all.cpuMs = (all.cpuMs ?? 0) + one.cpuMs;
      log(`round ${r + 1} ${t.label}: ${(one.latencies.length / one.seconds).toFixed(1)} req/s`);
    }
  return pooled.map((p) => ({
    rps: p.latencies.length / p.seconds,
    p50: p.latencies.length ? percentile(p.latencies, 50) : NaN,
    p99: p.latencies.length ? percentile(p.latencies, 99) : NaN,
    requests: p.latencies.length,
    failures: p.failures,
    bytes: p.bytes,
    ...(p.cpuMs !== undefined && p.latencies.length ? { cpuMsPerRequest: p.cpuMs / p.latencies.length } : {}),
  }));
}

/** autocannon rounds of LOAD's shape over the targets: see alternateRounds. */
export const alternate = (targets: Target[], log: (line: string) => void) =>
  alternateRounds(targets, loadRound, LOAD, log);

import { consoleWorld, type ConsoleWorld } from "./console-world";
import { alternateLoops, loopFigures as fig, type LoopShape } from "./closed-loop";
import { navigationRequest } from "./navigation";
import { gateAsNavigations } from "./navigation-gate";
import { cpuPerRequest } from "./process-cpu";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

/** 20 connections, two short rounds each side: seconds per page, not minutes (BENCH_LOAD_* to change). */
const SHAPE: LoopShape = {
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20),
  roundSeconds: Number(process.env.BENCH_LOAD_ROUND_SECONDS ?? 4),
  rounds: Number(process.env.BENCH_LOAD_ROUNDS ?? 2),
  warmupSeconds: 1,
};
const SEQUENTIAL = Number(process.env.BENCH_LOAD_SEQUENTIAL ?? 15);
const WARMUP = 40;

/**
 * A console page and the one service call that fetches its main data, as an API client would.
 * Goals, where a page has them: its throughput as a share of the data call's, its latency one at
 * a time as a multiple of the data call's, its server CPU per request as a multiple of the data
 * call's, and its navigations per second at the load's connections.
 */
type Pair = {
  name: string;
  page: string;
  data: string;
  throughputShare?: number;
  latencyFactor?: number;
  cpuFactor?: number;
  navigationRps?: number;
};

async function pairs(w: ConsoleWorld): Promise<Pair[]> {
  const user = w.data.demoUserId;
  return [
    // The users page's goals: a third of the data call's throughput, at most 4× its latency.
    {
      name: "users list (100)",
      page: "/users?size=100",
      data: "/v2/user/?offset=0&limit=100",
      throughputShare: 1 / 3,
      latencyFactor: 4,
    },
    { name: "user overview", page: `/users/${user}`, data: `/v2/user/${user}` },
    { name: "patient details", page: `/users/${user}/patient`, data: `/v2/user/${user}/info/latest` },
    { name: "order page", page: `/orders/${await anOrderId(w)}`, data: `/v3/order/${await anOrderId(w)}` },
    // The board reads its projection in the console store; it used to read each at-home order's appointment.
    {
      name: "appointments board",
      page: "/appointments",
      data: "/v3/orders?page=1&size=100",
      cpuFactor: 3,
      navigationRps: 50,
    },
  ];
}

/** An at-home order with an appointment when there is one: the order page's fullest case. */
let orderId: Promise<string> | undefined;
function anOrderId(w: ConsoleWorld): Promise<string> {
  orderId ??= (async () => {
    const res = await fetch(`${w.baseUrl}/v3/orders?page=1&size=100`, { headers: { "x-service-api-key": w.apiKey } });
    const { orders } = (await res.json()) as {
      orders: { id: string; details?: { data?: { appointment_id?: string | null } } }[];
    };
    const order = orders.find((o) => o.details?.data?.appointment_id) ?? orders[0];
    if (!order) throw new Error("The data set has no lab orders for the order page");
    return order.id;
  })();
  return orderId;
}

async function timeOnce(url: string, headers: Record<string, string>, status = 200): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== status) throw new Error(`GET ${url} answered ${res.status} (signed out?)`);
  return performance.now() - t0;
}

/**
 * What any request costs this server before a page does anything of its own: a route handler
 * that only answers (the data calls' floor), and the console's frame around its 404 view (the
 * pages' floor: session check, layout, sidebar, an almost empty page). A page's ratio to its data
 * call can go no lower than these two allow.
 */
const FLOORS = [
  { name: "a route handler that only answers (/healthz)", path: "/healthz", status: 200 },
  { name: "the console frame around its 404 view", path: "/no-such-page", status: 404 },
];

/** One request at a time, the senders taking turns, so a burst elsewhere hits each: their p50s. */
async function sequential(senders: (() => Promise<number>)[]) {
  for (let i = 0; i < 3; i++) for (const send of senders) await send();
  const times = senders.map((): number[] => []);
  for (let i = 0; i < SEQUENTIAL; i++) for (const [j, send] of senders.entries()) times[j]!.push(await send());
  return times.map((t) => percentile(t, 50));
}

/** WARMUP requests, 4 at a time, whose figures are not kept. */
async function warm(send: () => Promise<unknown>) {
  let left = WARMUP;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) await send();
    }),
  );
}

/**
 * Console pages under concurrent load against the raw data call behind each, on the same server
 * in the same run (the production console with the scale data set, an admin signed in; the data
 * call with the team key). Each page is loaded two ways: as a document (a first visit, a reload, a
 * new tab) and as the navigation a click inside the console makes (no HTML, only the segments
 * below the console's frame). The ratios are what matter on a shared machine: absolute figures move
 * with whatever else runs, the ratio less, and the server's CPU time per request least of all.
 */
export const consoleLoadBenchmark: Benchmark = {
  name: "console-load",
  description: `console pages (document load and navigation) vs their data call at ${SHAPE.connections} connections (${SHAPE.rounds}×${SHAPE.roundSeconds} s each) and one at a time`,
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("console-load needs the runner's data directory");
    const w = await consoleWorld(dataDir, log);
    const pageHeaders = { cookie: w.cookie, accept: "text/html" };
    const dataHeaders = { "x-service-api-key": w.apiKey };
    const rows: BenchResult[] = [];
    const row = (metric: string, value: string, extra: Partial<BenchResult> = {}) =>
      rows.push({ benchmark: "console-load", metric, value, ...extra });
    const all = await pairs(w);
    const data = (pair: Pair) => ({ way: "data call", url: w.baseUrl + pair.data, headers: dataHeaders });
    const ways = async (pair: Pair) => [
      { way: "document load", url: w.baseUrl + pair.page, headers: pageHeaders },
      { way: "navigation", ...(await navigationRequest(w.baseUrl, pair.page, w.cookie)) },
    ];
    const plans = [];
    for (const pair of all) plans.push({ pair, pages: await ways(pair) });
    // Steady state first: a page's first requests compile its code and fill caches, and whichever
    // pair came first used to pay for that in its figures.
    for (const { pair, pages } of plans)
      for (const target of [...pages, data(pair)]) await warm(() => timeOnce(target.url, target.headers));
    for (const { pair, pages } of plans) {
      const targets = [...pages, data(pair)];
      const send = (t: (typeof targets)[number]) => () => timeOnce(t.url, t.headers);
      const one = await sequential(targets.map(send));
      const cpu: (number | null)[] = [];
      for (const t of targets) cpu.push(await cpuPerRequest(w.server.pid, send(t)));
      const loops = await alternateLoops(
        targets.map((t) => ({ label: `${pair.name} ${t.way}`, url: t.url, headers: t.headers })),
        SHAPE,
        log,
      );
      const dataLoop = loops.at(-1)!;
      const dataOne = one.at(-1)!;
      const dataCpu = cpu.at(-1)!;
      row(`${pair.name}: data call at ${SHAPE.connections} conns`, fig(dataLoop));
      for (const [i, { way }] of pages.entries()) {
        const loop = loops[i]!;
        const share = loop.rps / dataLoop.rps;
        const factor = one[i]! / dataOne;
        // Goals are for navigations, what a click in the console costs; a first document load is
        // tracked beside it, not gated (pages stay server-rendered with a per-request CSP nonce,
        // so a document pays for the whole frame every time).
        const goals = way === "navigation";
        const rpsGoal = goals ? pair.navigationRps : undefined;
        row(
          `${pair.name}, ${way}: at ${SHAPE.connections} conns`,
          fig(loop),
          rpsGoal ? { target: `≥ ${rpsGoal} req/s`, met: loop.rps >= rpsGoal && !loop.failures } : {},
        );
        row(
          `${pair.name}, ${way}: page/data throughput`,
          `${(share * 100).toFixed(0)} %`,
          goals && pair.throughputShare
            ? {
                target: `≥ ${(pair.throughputShare * 100).toFixed(0)} %`,
                met: share >= pair.throughputShare && !loop.failures,
              }
            : {},
        );
        row(
          `${pair.name}, ${way}: one at a time p50, page / data`,
          `${ms(one[i]!)} / ${ms(dataOne)} = ${factor.toFixed(1)}×`,
          goals && pair.latencyFactor ? { target: `≤ ${pair.latencyFactor}×`, met: factor <= pair.latencyFactor } : {},
        );
        const pageCpu = cpu[i];
        if (pageCpu != null && dataCpu !== null)
          row(
            `${pair.name}, ${way}: server CPU per request, page / data`,
            `${pageCpu.toFixed(1)} ms / ${dataCpu.toFixed(1)} ms = ${(pageCpu / dataCpu).toFixed(1)}×`,
            goals && pair.cpuFactor ? { target: `≤ ${pair.cpuFactor}×`, met: pageCpu / dataCpu <= pair.cpuFactor } : {},
          );
      }
    }
    rows.push(...(await gateAsNavigations(w, SHAPE, log)));
    // Last, on a server the pages have warmed up, like the pairs' own figures.
    for (const floor of FLOORS) {
      const send = () => timeOnce(w.baseUrl + floor.path, pageHeaders, floor.status);
      await warm(send);
      const cpu = await cpuPerRequest(w.server.pid, send);
      const one: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) one.push(await send());
      row(
        `floor: ${floor.name}`,
        `one at a time p50 ${ms(percentile(one, 50))}${cpu === null ? "" : `, server CPU ${cpu.toFixed(1)} ms per request`}`,
      );
    }
    return rows;
  },
};

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { startBenchConsole } from "./console-world";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

const PORT = Number(process.env.BENCH_ORDERING_CONSOLE_PORT ?? 3329);
const KEY = "sk_us_bench_console_0123456789abcdef";
const SEARCH_TARGET_MS = 30;
const PLACE_TARGET_MS = 200;
const SEARCHES = 200;
const ORDERS = 40;
const WARMUP = 10;
const QUERIES = ["", "lipid", "glucose", "quest cmp", "vitamin d", "thyroid", "hba1c", "ferritin"];

type Action = "searchLabTestsAction" | "openOrderFormAction" | "createOrderAction";

/** The build's ids of the ordering actions, from Next's server-reference manifest. */
function actionIds(): Record<Action, string> {
  const file = path.join(process.cwd(), ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const idOf = (name: Action) => {
    const found = Object.entries(manifest.node).find(
      ([, a]) => a.filename?.endsWith("actions/ordering.ts") && a.exportedName === name,
    );
    if (!found) throw new Error(`${name} is not in the build's server-reference manifest`);
    return found[0];
  };
  return {
    searchLabTestsAction: idOf("searchLabTestsAction"),
    openOrderFormAction: idOf("openOrderFormAction"),
    createOrderAction: idOf("createOrderAction"),
  };
}

/**
 * Ordering through the production console, as the browser does it: each server action is a POST
 * with the action's id, answered with the action's result in the RSC stream. The figure is the
 * time from sending the action to the whole answer, one at a time on loopback, with an admin
 * signed in: the session check, the catalogue search (kept in memory) or the order (catalogue
 * check, the at-home address asked of the embedded service's availability, the order, the audit
 * record). The console runs on the demo data, in a data directory of its own.
 */
export const orderingBenchmark: Benchmark = {
  name: "ordering",
  description: "the order form's catalogue search and placing an order, server actions on the production console",
  needsScaleData: false,
  async run({ log }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-ordering-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
    const { baseUrl, cookie, server } = await startBenchConsole(dir, PORT, log, { USER_INDEX_RATE: "0" });
    try {
      const ids = actionIds();
      const users = (await (
        await fetch(`${baseUrl}/v2/user/?limit=50`, { headers: { "x-service-api-key": KEY } })
      ).json()) as { users: { user_id: string }[] };
      let userId = "";
      for (const u of users.users) {
        const info = await fetch(`${baseUrl}/v2/user/${u.user_id}/info/latest`, {
          headers: { "x-service-api-key": KEY },
        });
        if (info.ok) {
          userId = u.user_id;
          break;
        }
      }
      if (!userId) throw new Error("no demo user with patient details among the first 50");

      /** Calls an action; answers its result (the last line of the RSC stream) and the time it took. */
      const call = async (action: Action, input: unknown) => {
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}/users/${userId}`, {
          method: "POST",
          headers: {
            cookie,
            "Next-Action": ids[action],
            "Content-Type": "text/plain;charset=UTF-8",
            Accept: "text/x-component",
          },
          body: JSON.stringify([input]),
        });
        const text = await res.text();
        const took = performance.now() - t0;
        const last = text.trim().split("\n").at(-1) ?? "";
        const result = JSON.parse(last.slice(last.indexOf(":") + 1)) as { ok: boolean; data?: any; message?: string };
        if (!result.ok) throw new Error(`${action} failed: ${result.message}`);
        return { data: result.data, took };
      };

      const times: number[] = [];
      for (let i = 0; i < WARMUP + SEARCHES; i++) {
        const { took } = await call("searchLabTestsAction", { q: QUERIES[i % QUERIES.length] });
        if (i >= WARMUP) times.push(took);
      }
      const form = (await call("openOrderFormAction", { user_id: userId })).data.values;
      const found = (await call("searchLabTestsAction", { q: "lipid", method: "at_home_phlebotomy" })).data;
      const option = found.entries[0].options.find((o: { method: string }) => o.method === "at_home_phlebotomy");
      const placed: number[] = [];
      for (let i = 0; i < WARMUP / 2 + ORDERS; i++) {
        const input = {
          ...form,
          lab_test_id: option.labTestId,
          collection_method: option.method,
          user_id: userId,
          idempotency_key: randomUUID(),
        };
        const { took } = await call("createOrderAction", input);
        if (i >= WARMUP / 2) placed.push(took);
      }
      const row = (metric: string, xs: number[], target: number): BenchResult => ({
        benchmark: "ordering",
        metric,
        value: `p50 ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))} (${xs.length} runs)`,
        target: `p50 ≤ ${target} ms`,
        met: percentile(xs, 50) <= target,
      });
      return [
        row("catalogue search, server action to answer", times, SEARCH_TARGET_MS),
        row("placing an at-home order, server action to answer (embedded service)", placed, PLACE_TARGET_MS),
      ];
    } finally {
      await server.stop();
    }
  },
};

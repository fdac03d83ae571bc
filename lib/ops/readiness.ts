import { consoleDb } from "@/lib/console/store/db";
import { pingStore } from "@/lib/console/store/ping";
import { serviceClient } from "@/lib/service";

const CHECK_TIMEOUT_MS = 3000;

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);

export type Readiness = { ready: boolean; failing: ("store" | "service")[] };

/**
 * Whether this instance can serve: its console store answers a query and the service answers a
 * one-row list with the team key. Both are asked at once, each given a few seconds.
 */
export async function readiness(): Promise<Readiness> {
  const checks = {
    store: within(
      consoleDb().then((db) => pingStore(db)),
      CHECK_TIMEOUT_MS,
    ),
    service: within(serviceClient().listUsers({ limit: 1 }), CHECK_TIMEOUT_MS),
  };
  const names = Object.keys(checks) as (keyof typeof checks)[];
  const results = await Promise.allSettled(Object.values(checks));
  const failing = names.filter((_, i) => results[i]!.status === "rejected");
  return { ready: failing.length === 0, failing };
}

import autocannon from "autocannon";
import { adminSessionCookie } from "../support/admin-cookie";
import { startConsoleInstances } from "../support/console-instances";

/**
 * One page under load spread over two console instances that share one PostgreSQL database and one
 * service, as behind a load balancer: one admin session (signed in on the first instance) is used
 * on both, so every request checks the shared session store.
 */
export async function loadTwoInstances(opts: {
  path: string;
  connections: number;
  seconds: number;
  /** A data directory whose service.db already holds the demo data (saves seeding it again). */
  serviceDataFrom?: string;
}): Promise<{ result: autocannon.Result; peakRss: number[] }> {
  const multi = await startConsoleInstances({ count: 2, serviceDataFrom: opts.serviceDataFrom });
  try {
    const cookie = await adminSessionCookie(multi.urls[0]!);
    // One load on each instance first: the first request of a page on a new console loads its
    // code, which the single-instance run above had paid before its figures too. It also shows the
    // session signed in on one instance is good on the other before any load starts.
    for (const base of multi.urls) {
      const res = await fetch(base + opts.path, { headers: { cookie }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${base}${opts.path} answered ${res.status} before the load`);
    }
    const result = await autocannon({
      // autocannon deals its connections round-robin over a list of URLs (its README says so; its
      // types declare a single one), so each instance gets half of them.
      url: multi.urls.map((base) => base + opts.path) as unknown as string,
      connections: opts.connections,
      duration: opts.seconds,
      timeout: 30,
      headers: { cookie },
    });
    return { result, peakRss: multi.peakRss() };
  } finally {
    await multi.stop();
  }
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";
import { useConsoleDb } from "@/lib/console/store/db";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The health checks a load balancer calls without a session: liveness always answers; readiness
 * answers 503 when the console store or the service does not, and never says which or why.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
  svc.countedServiceClient();
  useConsoleDb(tempConsoleDb());
});
afterAll(() => svc.close());

describe("health checks", () => {
  it("/healthz answers ok, uncached", async () => {
    const res = healthz();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers ready when the store and the service both answer", async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  });

  it("/readyz answers 503 without details when the service does not answer", async () => {
    useServiceClient(createServiceClient({ baseUrl: "http://127.0.0.1:9", apiKey: "k".repeat(32), fetch }));
    try {
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "not ready" });
    } finally {
      svc.countedServiceClient();
    }
  });

  it("/readyz answers 503 without details when the console store does not answer", async () => {
    const broken = openSqliteConsoleDb(":memory:");
    await broken.close();
    useConsoleDb(broken);
    try {
      const res = await readyz();
      expect(res.status).toBe(503);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual({ status: "not ready" });
      expect(body).not.toMatch(/sqlite|store|closed/i);
    } finally {
      useConsoleDb(tempConsoleDb());
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Every operation of the generated OpenAPI document, called with hostile input: the service must
 * answer 401 without a key and never a 5xx, whatever it is sent.
 */
type Op = { method: string; path: string; params: { name: string; in: string }[] };

const doc = serviceOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};
const operations: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ["get", "post", "patch", "put", "delete"].includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, params: op.parameters ?? [] })),
);

const PATH_VALUES = [
  "not-a-uuid",
  "00000000-0000-4000-8000-000000000000",
  "%00",
  "..%2F..",
  "9".repeat(40),
  "' OR 1=1 --",
];
const QUERY_VALUES = ["", "-1", "1e309", "NaN", "[]", "x".repeat(5000), "2026-02-30", "null", "%E0%A4%A"];
const BODIES = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "123",
  '{"user_id": {"$gt": ""}}',
  JSON.stringify({ a: "x".repeat(100_000) }),
];

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

describe("every operation", () => {
  it("is described in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s refuses a call without a key",
    async (_, op) => {
      const res = await svc.call(op.method, fill(op.path, "00000000-0000-4000-8000-000000000000"), { key: null });
      expect(res.status).toBe(401);
      expect(typeof res.json.detail).toBe("string");
    },
  );

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s never answers 5xx to hostile input",
    async (_, op) => {
      const statuses = new Set<number>();
      for (const pathValue of PATH_VALUES) {
        for (const [i, queryValue] of QUERY_VALUES.entries()) {
          const query = op.params
            .filter((p) => p.in === "query")
            .map((p) => `${p.name}=${queryValue}`)
            .join("&");
          const url = fill(op.path, pathValue) + (query ? `?${query}` : "");
          const rawBody = op.method === "GET" ? undefined : BODIES[i % BODIES.length];
          const res = await svc.call(op.method, url, { rawBody });
          statuses.add(res.status);
          expect(res.status, `${op.method} ${url}`).toBeLessThan(500);
          if (res.headers.get("content-type")?.includes("json")) expect(res.json, url).toBeDefined();
        }
      }
      // Operations with a path id or a body must have refused at least some of it; a GET whose
      // query is all optional filters may rightly accept everything.
      if (op.method !== "GET" || op.params.some((p) => p.in === "path"))
        expect([...statuses].some((s) => s >= 400)).toBe(true);
    },
  );
});

import { describe, expect, it } from "vitest";
import { documentedPath } from "@/lib/contract/operation-types";
import { operations, type Operation } from "@/lib/contract/operations";
import { createServiceApp } from "@/lib/embedded-service/app";
import type { ServiceDeps } from "@/lib/embedded-service/context";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";

/**
 * The route table and the embedded service hold each other: every interface route the service
 * serves is an operation of the table, and every operation the table has is served (unless the
 * table marks it as the real service's only). Routes are read from the app itself, not from its
 * OpenAPI document, so a route registered without a description is caught too.
 */
const app = createServiceApp({ now: () => new Date() } as ServiceDeps);
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const served = new Set(
  app.routes
    .filter((r) => r.method !== "ALL" && /^\/v\d\//.test(r.path))
    .map((r) => key(r.method, r.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}"))),
);
const table: [string, Operation][] = Object.entries(operations);
const tabled = new Map(table.map(([name, op]) => [key(op.method, documentedPath(op.path)), { name, op }]));

describe("the route table", () => {
  it("has an operation for every interface route the embedded service serves", () => {
    expect([...served].filter((route) => !tabled.has(route))).toEqual([]);
  });

  it("is served by the embedded service, but for operations marked as the real service's only", () => {
    const unserved = [...tabled].filter(([route, { op }]) => !op.realServiceOnly && !served.has(route));
    expect(unserved.map(([route, { name }]) => `${name}: ${route}`)).toEqual([]);
    for (const [route, { op }] of tabled) if (op.realServiceOnly) expect(served.has(route)).toBe(false);
  });

  it("names each method and path once, each parameter of a template in its params schema", () => {
    expect(tabled.size).toBe(table.length);
    for (const [name, op] of table) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(op.params?.shape ?? {}).sort(), name).toEqual(names.sort());
    }
  });

  it("is what the OpenAPI document (the API reference, try-it) describes, operation for operation", () => {
    const documented = Object.entries(serviceOpenApiDocument().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => key(method, path)),
    );
    expect(documented.sort()).toEqual([...served].sort());
  });
});

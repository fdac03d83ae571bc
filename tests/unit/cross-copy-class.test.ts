import { describe, expect, it, vi } from "vitest";

/**
 * Next.js may load a module once per bundle layer, and the service client and the store handle
 * are shared by all of them through globalThis: an error built by one copy of a class must pass
 * `instanceof` against another. Each import after `vi.resetModules()` is such a second copy.
 */
async function twoCopies<M>(load: () => Promise<M>): Promise<[M, M]> {
  const first = await load();
  vi.resetModules();
  const second = await load();
  expect(second).not.toBe(first);
  return [first, second];
}

const init = {
  kind: "http",
  status: 404,
  detail: "no appointment",
  requestId: "r1",
  method: "GET",
  path: "/x",
} as const;

describe("errors made by one copy of their module are recognised by another", () => {
  it("ServiceError, and the status check built on it", async () => {
    const [a, b] = await twoCopies(() => import("@/lib/service/errors"));
    expect(a.ServiceError).not.toBe(b.ServiceError);
    const error = new a.ServiceError(init);
    expect(error instanceof b.ServiceError).toBe(true);
    expect(b.isHttpStatus(error, 404)).toBe(true);
    expect(b.isHttpStatus(error, 500)).toBe(false);
  });

  it("StoreError, and the unavailability check built on it", async () => {
    const [a, b] = await twoCopies(() => import("@/lib/console/store/errors"));
    const error = new a.StoreError("unavailable", "08006");
    expect(error instanceof b.StoreError).toBe(true);
    expect(b.isStoreUnavailable(error)).toBe(true);
    expect(b.toStoreError(error)).toBe(error);
  });

  it("ActionRefusal", async () => {
    const [a, b] = await twoCopies(() => import("@/lib/console/guard"));
    expect(new a.ActionRefusal("no") instanceof b.ActionRefusal).toBe(true);
  });

  it("still tells classes and plain errors apart", async () => {
    const [errors, store] = await Promise.all([import("@/lib/service/errors"), import("@/lib/console/store/errors")]);
    expect(new Error("x") instanceof errors.ServiceError).toBe(false);
    expect(new store.StoreError("failed", undefined) instanceof errors.ServiceError).toBe(false);
    expect(new errors.ServiceError(init) instanceof store.StoreError).toBe(false);
    expect((null as unknown) instanceof errors.ServiceError).toBe(false);
    expect(new errors.ServiceError(init) instanceof Error).toBe(true);
  });
});

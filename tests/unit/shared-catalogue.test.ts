import { describe, expect, it } from "vitest";
import { sharedCatalogue } from "@/lib/shared-catalogue";

type Answer = { ok: boolean; n: number };

describe("a shared service catalogue", () => {
  it("answers from one call until it goes stale, and concurrent first views share that call", async () => {
    let calls = 0;
    const labs = sharedCatalogue<Answer>("test-kept", async () => ({ ok: true, n: ++calls }));
    const [a, b] = await Promise.all([labs(), labs()]);
    expect(await labs()).toEqual({ ok: true, n: 1 });
    expect([a.n, b.n, calls]).toEqual([1, 1, 1]);
  });

  it("does not keep a failed answer or a thrown error: the next view asks again", async () => {
    let calls = 0;
    const providers = sharedCatalogue<Answer>(
      "test-failed",
      async () => {
        calls++;
        if (calls === 2) throw new Error("service down");
        return { ok: calls > 2, n: calls };
      },
      (answer) => !answer.ok,
    );
    expect(await providers()).toEqual({ ok: false, n: 1 });
    await expect(providers()).rejects.toThrow("service down");
    expect(await providers()).toEqual({ ok: true, n: 3 });
    expect(await providers()).toEqual({ ok: true, n: 3 });
  });
});

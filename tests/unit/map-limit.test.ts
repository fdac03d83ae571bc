import { describe, expect, it } from "vitest";
import { mapLimit } from "@/lib/concurrency/map-limit";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("mapLimit", () => {
  it("runs at most `limit` at once and keeps the order", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
  });

  it("rejects with the first failure and starts nothing after it", async () => {
    const started: number[] = [];
    const call = mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 2) throw new Error("slice 2 failed");
      return n;
    });
    await expect(call).rejects.toThrow("slice 2 failed");
    await tick();
    await tick();
    // 1 and 2 ran together; 2 failed as 1 finished, so only 3 (taken by 1's worker) may have begun.
    expect(started.length).toBeLessThanOrEqual(3);
    expect(started).not.toContain(4);
  });
});

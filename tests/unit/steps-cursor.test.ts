import { describe, expect, it } from "vitest";
import type { GroupedTimeseries } from "@/lib/contract/timeseries";
import { ServiceError } from "@/lib/service/errors";
import { walkGroupedSteps } from "@/lib/service/grouped-steps";

const call = { method: "GET" as const, path: "/v2/timeseries/u/steps/grouped" };
const sample = (m: number) => ({
  start: `2026-03-01T00:${String(m).padStart(2, "0")}:00Z`,
  end: `2026-03-01T00:${String(m + 1).padStart(2, "0")}:00Z`,
  unit: "count",
  value: m,
});
const page = (n: number, cursor: { next_cursor?: string | null; next?: string | null }): GroupedTimeseries =>
  ({
    groups: { fitbit: [{ data: [sample(n)], source: { provider: "fitbit", type: "watch" } }] },
    next_cursor: null,
    ...cursor,
  }) as GroupedTimeseries;

describe("walking grouped steps pages", () => {
  it("follows next_cursor to the end, and `next` when an older service sends only that", async () => {
    const pages: Record<string, GroupedTimeseries> = {
      start: page(0, { next_cursor: "a" }),
      a: page(1, { next_cursor: null, next: "b" }), // older service: only the deprecated alias
      b: page(2, { next_cursor: null }),
    };
    const asked: (string | null)[] = [];
    const seen: number[] = [];
    const { pages: count } = await walkGroupedSteps(
      async (cursor) => {
        asked.push(cursor);
        return pages[cursor ?? "start"]!;
      },
      call,
      (groups) => seen.push(...groups.fitbit!.flatMap((e) => e.data.map((s) => s.value))),
    );
    expect(asked).toEqual([null, "a", "b"]);
    expect(seen).toEqual([0, 1, 2]);
    expect(count).toBe(3);
  });

  it("fails instead of looping when the service repeats a cursor", async () => {
    const walk = walkGroupedSteps(
      async () => page(0, { next_cursor: "same" }),
      call,
      () => {},
    );
    await expect(walk).rejects.toBeInstanceOf(ServiceError);
  });
});

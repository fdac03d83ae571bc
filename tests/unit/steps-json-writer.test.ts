import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StepsJsonWriter } from "@/lib/embedded-service/store/steps-json";

/** What the writer must produce for one sample: JSON.stringify of the contract's sample shape. */
const expected = (start: number, end: number, value: number) =>
  JSON.stringify({
    start: new Date(start * 1000).toISOString().replace(".000Z", "Z"),
    end: new Date(end * 1000).toISOString().replace(".000Z", "Z"),
    unit: "count",
    value,
  });

function write(samples: [number, number, number][], capacity = 16) {
  const w = new StepsJsonWriter(capacity);
  w.text("[");
  samples.forEach(([s, e, v], i) => {
    if (i) w.comma();
    w.sample(s, e, v);
  });
  w.text("]");
  return w.bytes().toString("utf8");
}

describe("steps JSON writer", () => {
  it("writes each sample exactly as JSON.stringify would", () => {
    const midnight = Date.parse("2026-03-08T00:00:00Z") / 1000;
    const cases: [number, number, number][] = [
      [midnight, midnight + 60, 0],
      [midnight - 60, midnight, 7], // ends at the next day's midnight
      [midnight + 86_399, midnight + 86_459, 1234567], // crosses into the next day
      [midnight + 3_723, midnight + 3_783, 42.5], // a fraction goes through JSON.stringify
      [midnight + 59, midnight + 61, -3],
      [0, 86_400 * 366, 1e21], // epoch, a leap year later, exponent notation
    ];
    const text = write(cases);
    expect(text).toBe(`[${cases.map(([s, e, v]) => expected(s, e, v)).join(",")}]`);
    expect(JSON.parse(text)).toHaveLength(cases.length);
  });

  it("agrees with JSON.stringify on any whole-second instants and values, growing its buffer as needed", () => {
    const instant = fc.integer({ min: 0, max: Date.parse("2100-01-01T00:00:00Z") / 1000 });
    const value = fc.oneof(fc.nat(), fc.double({ noNaN: true }), fc.integer({ min: -1e6, max: 1e6 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.nat({ max: 90_000 }), value), { maxLength: 40 }), (rows) => {
        const samples = rows.map(([s, d, v]) => [s, s + d, v] as [number, number, number]);
        expect(write(samples)).toBe(`[${samples.map(([s, e, v]) => expected(s, e, v)).join(",")}]`);
      }),
    );
  });

  it("writes any other text as UTF-8", () => {
    const w = new StepsJsonWriter(1);
    w.text(JSON.stringify({ provider: "oura-ring-ü" }));
    expect(JSON.parse(w.bytes().toString("utf8"))).toEqual({ provider: "oura-ring-ü" });
  });
});

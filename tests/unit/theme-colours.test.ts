import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The theme's colours as app/globals.css declares them, read from the file and checked with the
 * same arithmetic a contrast checker uses: chart series must be told apart from each other and
 * from the card behind them, and the focus ring must stand out from the page, in both themes.
 */

const css = fs.readFileSync(path.resolve(__dirname, "../../app/globals.css"), "utf8");

type Oklch = [number, number, number];

function block(selector: ":root" | ".dark"): Record<string, Oklch> {
  const body = new RegExp(`^${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "m").exec(css)?.[1] ?? "";
  const vars: Record<string, Oklch> = {};
  for (const m of body.matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g))
    vars[m[1]!] = [Number(m[2]), Number(m[3]), Number(m[4])];
  return vars;
}

const oklab = ([l, c, h]: Oklch) => [l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)] as const;

/** Linear sRGB, clipped to the gamut as a browser shows it. */
function linearRgb(colour: Oklch): [number, number, number] {
  const [l, a, b] = oklab(colour);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

function contrast(x: Oklch, y: Oklch): number {
  const lum = (c: Oklch) => {
    const [r, g, b] = linearRgb(c);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Distance in OKLab: about 0.1 is where two line colours stop passing for one another. */
function distance(x: Oklch, y: Oklch): number {
  const [p, q] = [oklab(x), oklab(y)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const themes = { light: block(":root"), dark: { ...block(":root"), ...block(".dark") } };
const series = ["chart-1", "chart-2", "chart-3", "chart-4", "chart-5"];

describe.each(Object.entries(themes))("the %s theme", (_, vars) => {
  it("declares every series colour and the surfaces they are drawn on", () => {
    for (const name of [...series, "card", "background", "ring"]) expect(vars[name], name).toBeDefined();
  });

  it("keeps every two chart series apart, and each one visible on the card", () => {
    for (const [i, a] of series.entries()) {
      expect(contrast(vars[a]!, vars.card!), `${a} on the card`).toBeGreaterThanOrEqual(3);
      for (const b of series.slice(i + 1)) expect(distance(vars[a]!, vars[b]!), `${a} vs ${b}`).toBeGreaterThan(0.1);
    }
  });

  it("draws a focus ring with at least 3:1 against the page and the card", () => {
    expect(contrast(vars.ring!, vars.background!)).toBeGreaterThanOrEqual(3);
    expect(contrast(vars.ring!, vars.card!)).toBeGreaterThanOrEqual(3);
  });
});

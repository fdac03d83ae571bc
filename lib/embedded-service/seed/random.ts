import { createHash } from "node:crypto";

/**
 * Deterministic pseudo-random numbers (sfc32 seeded from sha256 of a label), so demo data and
 * generated steps are the same on every machine and every run.
 */
export type Random = ReturnType<typeof createRandom>;

export function createRandom(label: string) {
  const h = createHash("sha256").update(label).digest();
  let a = h.readUInt32LE(0), b = h.readUInt32LE(4), c = h.readUInt32LE(8), d = h.readUInt32LE(12);
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join("");
  /** A UUID v4 made of deterministic bits. */
  const uuid = () => {
    const variant = "89ab"[Math.floor(next() * 4)];
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
  };
  /** Normally distributed value (Box–Muller). */
  const normal = (mean: number, sd: number) => {
    const u = 1 - next();
    const v = next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return { next, int, pick, chance, hex, uuid, normal };
}

import { createHash } from "node:crypto";

/**
 * Deterministic pseudo-random numbers (sfc32 seeded from sha256 of a label), so demo data and
 * generated steps are the same on every machine and every run.
 *
 * A class rather than a bundle of closures: the step generator makes a few hundred thousand of
 * these while seeding, and methods on a prototype cost nothing per instance.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(label: string) {
    const h = createHash("sha256").update(label).digest();
    this.a = h.readUInt32LE(0);
    this.b = h.readUInt32LE(4);
    this.c = h.readUInt32LE(8);
    this.d = h.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    let { a, b, c, d } = this;
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return (r >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  hex(n: number): string {
    return Array.from({ length: n }, () => Math.floor(this.next() * 16).toString(16)).join("");
  }

  /** A UUID v4 made of deterministic bits. */
  uuid(): string {
    const variant = "89ab"[Math.floor(this.next() * 4)];
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }

  /** Normally distributed value (Box–Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

export const createRandom = (label: string) => new Random(label);

/**
 * A small seeded PRNG (mulberry32) with the helpers the generators need. Everything in the demo bank
 * is drawn from it, never from Math.random, so the bank is the same on every run and machine.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** Non-zero integer in [lo, hi]. */
  nz(lo: number, hi: number): number {
    for (;;) {
      const v = this.int(lo, hi);
      if (v !== 0) return v;
    }
  }

  /** Integer in [lo, hi] other than every value in `not`. */
  intNot(lo: number, hi: number, ...not: number[]): number {
    for (let i = 0; i < 1000; i++) {
      const v = this.int(lo, hi);
      if (!not.includes(v)) return v;
    }
    throw new Error(`intNot: no value in [${lo}, ${hi}]`);
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick: empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  sign(): 1 | -1 {
    return this.next() < 0.5 ? 1 : -1;
  }

  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `k` distinct items of `list`, in random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    return this.shuffle(list).slice(0, k);
  }
}

/** FNV-1a hash of a string, as a 32-bit seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

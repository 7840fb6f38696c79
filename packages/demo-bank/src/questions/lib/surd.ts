/**
 * Exact numbers of the form q₀ + q₁√r₁ + q₂√r₂ + … (rational q, square-free r > 1): the arithmetic of
 * 二次根式, 勾股定理 and 特殊角的三角函数值, checked without floating point.
 */
import { Frac, type Q } from './frac';
import { num } from './tex';

/** n = outer²·inner with inner square-free. */
export function splitSqrt(n: number): [outer: number, inner: number] {
  if (!Number.isInteger(n) || n < 0) throw new Error(`splitSqrt: ${n}`);
  let outer = 1;
  let inner = n;
  for (let k = 2; k * k <= inner; k++) {
    while (inner % (k * k) === 0) {
      inner /= k * k;
      outer *= k;
    }
  }
  return [outer, inner];
}

/** Square-free radicands used for simplest-form roots. */
export const SQUAREFREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15];

export const isSquare = (n: number) => n >= 0 && Number.isInteger(Math.sqrt(n)) && Math.sqrt(n) ** 2 === n;

export class Surd {
  /** radicand (1 for the rational part) → coefficient; no zero coefficients. */
  private constructor(readonly parts: ReadonlyMap<number, Frac>) {}

  static from(entries: Iterable<readonly [number, Frac]>): Surd {
    const map = new Map<number, Frac>();
    for (const [r, c] of entries) map.set(r, (map.get(r) ?? new Frac(0)).add(c));
    for (const [r, c] of [...map]) if (c.isZero()) map.delete(r);
    return new Surd(new Map([...map].sort(([a], [b]) => a - b)));
  }

  static q(x: Q): Surd {
    return Surd.from([[1, Frac.of(x)]]);
  }

  /** c·√n, simplified: `Surd.sqrt(12)` is 2√3; a fraction radicand is rationalised. */
  static sqrt(n: Q, c: Q = 1): Surd {
    const f = Frac.of(n);
    if (f.n < 0) throw new Error('Surd.sqrt: negative radicand');
    if (f.n === 0) return Surd.q(0);
    const [outer, inner] = splitSqrt(f.n * f.d);
    return Surd.from([[inner, Frac.of(c).mul(outer).div(f.d)]]);
  }

  add(o: Surd | Q): Surd {
    const b = o instanceof Surd ? o : Surd.q(o);
    return Surd.from([...this.parts, ...b.parts]);
  }
  sub(o: Surd | Q): Surd {
    const b = o instanceof Surd ? o : Surd.q(o);
    return this.add(b.scale(-1));
  }
  scale(k: Q): Surd {
    const f = Frac.of(k);
    return Surd.from([...this.parts].map(([r, c]) => [r, c.mul(f)] as const));
  }
  mul(o: Surd | Q): Surd {
    const b = o instanceof Surd ? o : Surd.q(o);
    const out: [number, Frac][] = [];
    for (const [r1, c1] of this.parts) {
      for (const [r2, c2] of b.parts) {
        const [outer, inner] = splitSqrt(r1 * r2);
        out.push([inner, c1.mul(c2).mul(outer)]);
      }
    }
    return Surd.from(out);
  }
  pow(k: number): Surd {
    if (this.isRational()) return Surd.q(this.rational().pow(k));
    let r = Surd.q(1);
    for (let i = 0; i < k; i++) r = r.mul(this);
    return r;
  }
  /** Inverse of a rational, a single radical term, or p + q√r (via the conjugate). */
  inv(): Surd {
    const entries = [...this.parts];
    if (entries.length === 0) throw new Error('Surd.inv: zero');
    if (entries.length === 1) {
      const [r, c] = entries[0] as [number, Frac];
      return Surd.sqrt(r, new Frac(1).div(c.mul(r)));
    }
    if (entries.length === 2) {
      // (c₁√r₁ + c₂√r₂)(c₁√r₁ − c₂√r₂) = c₁²r₁ − c₂²r₂ is rational.
      const [[r1, c1], [r2, c2]] = entries as [[number, Frac], [number, Frac]];
      const conj = Surd.from([
        [r1, c1],
        [r2, c2.neg()],
      ]);
      const norm = c1.mul(c1).mul(r1).sub(c2.mul(c2).mul(r2));
      return conj.scale(new Frac(1).div(norm));
    }
    throw new Error('Surd.inv: unsupported');
  }
  div(o: Surd | Q): Surd {
    const b = o instanceof Surd ? o : Surd.q(o);
    return this.mul(b.inv());
  }
  neg(): Surd {
    return this.scale(-1);
  }
  eq(o: Surd | Q): boolean {
    return this.sub(o).parts.size === 0;
  }
  isRational(): boolean {
    return [...this.parts.keys()].every((r) => r === 1);
  }
  rational(): Frac {
    return this.parts.get(1) ?? new Frac(0);
  }
  coefOf(r: number): Frac {
    return this.parts.get(r) ?? new Frac(0);
  }
  /** Approximate value, only for ordering and sanity checks. */
  approx(): number {
    let s = 0;
    for (const [r, c] of this.parts) s += c.toNumber() * Math.sqrt(r);
    return s;
  }
  /** Sign, decided exactly for up to two terms (else from the approximation, far from zero). */
  sign(): number {
    const entries = [...this.parts];
    if (entries.length === 0) return 0;
    if (entries.length === 1) return (entries[0] as [number, Frac])[1].sign();
    if (entries.length === 2) {
      const [[r1, c1], [r2, c2]] = entries as [[number, Frac], [number, Frac]];
      if (c1.sign() === c2.sign()) return c1.sign();
      // c1√r1 + c2√r2 > 0 ⇔ c1²r1 > c2²r2 when c1 > 0.
      const a = c1.mul(c1).mul(r1);
      const b = c2.mul(c2).mul(r2);
      return c1.sign() > 0 ? a.cmp(b) : b.cmp(a);
    }
    const v = this.approx();
    if (Math.abs(v) < 1e-9) throw new Error('Surd.sign: undecided');
    return Math.sign(v);
  }

  tex(): string {
    const entries = [...this.parts];
    if (entries.length === 0) return '0';
    // A negative rational part goes last when a radical term is positive: 2\sqrt{3}-1.
    const rational = this.parts.get(1);
    const radicals = entries.filter(([r]) => r !== 1);
    const firstRadical = radicals[0];
    const ordered =
      rational && rational.n < 0 && firstRadical && firstRadical[1].n > 0
        ? [...radicals, [1, rational] as const]
        : entries;
    // Several terms over one denominator read as one fraction: \dfrac{3\sqrt{5}+3\sqrt{3}}{2}.
    const d = ordered[0]?.[1].d ?? 1;
    if (ordered.length > 1 && d > 1 && ordered.every(([, c]) => c.d === d)) {
      const allNeg = ordered.every(([, c]) => c.n < 0);
      const top = Surd.from(ordered.map(([r, c]) => [r, c.mul(allNeg ? -d : d)] as const)).tex();
      return `${allNeg ? '-' : ''}\\dfrac{${top}}{${d}}`;
    }
    let out = '';
    for (const [r, c] of ordered) {
      const t = termTex(r, c.abs());
      out += c.n < 0 ? `-${t}` : out ? `+${t}` : t;
    }
    return out;
  }
}

/** |c|·√r as LaTeX: `3\sqrt{2}`, `\dfrac{\sqrt{3}}{2}`, `\dfrac{5}{4}`. */
function termTex(r: number, c: Frac): string {
  if (r === 1) return num(c);
  const root = `\\sqrt{${r}}`;
  const top = c.n === 1 ? root : `${c.n}${root}`;
  return c.d === 1 ? top : `\\dfrac{${top}}{${c.d}}`;
}

/** √n as LaTeX, simplified: `2\sqrt{3}`, `5`. */
export const sqrtTex = (n: Q) => Surd.sqrt(n).tex();

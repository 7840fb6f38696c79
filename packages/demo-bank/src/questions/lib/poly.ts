/**
 * Polynomials in single-letter variables with exact rational coefficients: enough to expand, collect
 * like terms, evaluate and compare, so every algebra answer can be recomputed independently.
 */
import { Frac, type Q } from './frac';
import { coef, num } from './tex';

type Mono = ReadonlyArray<readonly [string, number]>;

function monoKey(mono: Mono): string {
  return mono.map(([v, e]) => `${v}${e}`).join('');
}

function monoTex(mono: Mono): string {
  return mono.map(([v, e]) => (e === 1 ? v : `${v}^${e < 10 ? e : `{${e}}`}`)).join('');
}

function monoMul(a: Mono, b: Mono): Mono {
  const exps = new Map<string, number>();
  for (const [v, e] of [...a, ...b]) exps.set(v, (exps.get(v) ?? 0) + e);
  return [...exps.entries()].filter(([, e]) => e !== 0).sort(([x], [y]) => (x < y ? -1 : 1));
}

const degree = (mono: Mono) => mono.reduce((s, [, e]) => s + e, 0);

export class Poly {
  private sortedTerms: ReadonlyArray<{ mono: Mono; c: Frac }> | undefined;

  /** `raw` holds the terms in no particular order; `terms` sorts them on first use. */
  private constructor(private readonly raw: ReadonlyArray<{ mono: Mono; c: Frac; key: string }>) {}

  static from(list: ReadonlyArray<{ mono: Mono; c: Frac; key?: string }>): Poly {
    const map = new Map<string, { mono: Mono; c: Frac; key: string }>();
    for (const t of list) {
      const k = t.key ?? monoKey(t.mono);
      const prev = map.get(k);
      map.set(k, { mono: t.mono, c: prev ? prev.c.add(t.c) : t.c, key: k });
    }
    const kept: { mono: Mono; c: Frac; key: string }[] = [];
    for (const t of map.values()) if (!t.c.isZero()) kept.push(t);
    return new Poly(kept);
  }

  /** Terms in print order: highest degree first; within a degree, the earlier letter with the higher power first (a², ab, b²). */
  get terms(): ReadonlyArray<{ mono: Mono; c: Frac }> {
    if (!this.sortedTerms) {
      const vars = [...new Set(this.raw.flatMap((t) => t.mono.map(([v]) => v)))].sort();
      const sortKey = (mono: Mono) => [
        -degree(mono),
        ...vars.map((v) => -(mono.find(([x]) => x === v)?.[1] ?? 0)),
      ];
      const keyed = this.raw.map((t) => ({ t, k: sortKey(t.mono) }));
      keyed.sort((a, b) => {
        for (let i = 0; i < a.k.length; i++) {
          const d = (a.k[i] as number) - (b.k[i] as number);
          if (d) return d;
        }
        return 0;
      });
      this.sortedTerms = keyed.map((x) => x.t);
    }
    return this.sortedTerms;
  }

  static c(x: Q): Poly {
    return Poly.from([{ mono: [], c: Frac.of(x) }]);
  }

  /** A single term: `Poly.term(3, 'x', 2, 'y', 1)` is 3x²y. */
  static term(c: Q, ...powers: (string | number)[]): Poly {
    const mono: [string, number][] = [];
    for (let i = 0; i < powers.length; i += 2) mono.push([String(powers[i]), Number(powers[i + 1] ?? 1)]);
    return Poly.from([{ mono: monoMul([], mono), c: Frac.of(c) }]);
  }

  static v(name: string): Poly {
    return Poly.term(1, name, 1);
  }

  /** a·x + b in one variable. */
  static lin(a: Q, b: Q, x = 'x'): Poly {
    return Poly.term(a, x, 1).add(Poly.c(b));
  }

  add(o: Poly | Q): Poly {
    const p = o instanceof Poly ? o : Poly.c(o);
    return Poly.from([...this.raw, ...p.raw]);
  }
  sub(o: Poly | Q): Poly {
    const p = o instanceof Poly ? o : Poly.c(o);
    return this.add(p.scale(-1));
  }
  scale(k: Q): Poly {
    const f = Frac.of(k);
    return Poly.from(this.raw.map((t) => ({ mono: t.mono, c: t.c.mul(f), key: t.key })));
  }
  mul(o: Poly | Q): Poly {
    const p = o instanceof Poly ? o : Poly.c(o);
    const out: { mono: Mono; c: Frac }[] = [];
    for (const a of this.terms)
      for (const b of p.terms) out.push({ mono: monoMul(a.mono, b.mono), c: a.c.mul(b.c) });
    return Poly.from(out);
  }
  pow(k: number): Poly {
    let r = Poly.c(1);
    for (let i = 0; i < k; i++) r = r.mul(this);
    return r;
  }
  eval(env: Record<string, Q>): Frac {
    let sum = new Frac(0);
    for (const t of this.raw) {
      let v = t.c;
      for (const [name, e] of t.mono) {
        const x = env[name];
        if (x === undefined) throw new Error(`Poly.eval: no value for ${name}`);
        v = v.mul(Frac.of(x).pow(e));
      }
      sum = sum.add(v);
    }
    return sum;
  }
  eq(o: Poly): boolean {
    return this.sub(o).raw.length === 0;
  }
  isZero(): boolean {
    return this.raw.length === 0;
  }
  degree(): number {
    return Math.max(0, ...this.raw.map((t) => degree(t.mono)));
  }
  /** Coefficient of a monomial given as `['x', 2]` pairs (alphabetical); `[]` for the constant. */
  coefOf(...powers: (string | number)[]): Frac {
    const mono: [string, number][] = [];
    for (let i = 0; i < powers.length; i += 2) mono.push([String(powers[i]), Number(powers[i + 1] ?? 1)]);
    const key = monoKey(monoMul([], mono));
    return this.raw.find((t) => t.key === key)?.c ?? new Frac(0);
  }
  /** Number of terms. */
  get size(): number {
    return this.raw.length;
  }
  /** The leading (first printed) coefficient. */
  lead(): Frac {
    return this.terms[0]?.c ?? new Frac(0);
  }

  tex(): string {
    if (this.terms.length === 0) return '0';
    let out = '';
    for (const t of this.terms) {
      const letters = monoTex(t.mono);
      out += letters
        ? coef(t.c, letters, out === '')
        : out === ''
          ? num(t.c)
          : t.c.n < 0
            ? num(t.c)
            : `+${num(t.c)}`;
    }
    return out;
  }
}

/** A polynomial as a factor: bracketed when it has more than one term or a leading minus. */
export function factorTex(p: Poly): string {
  const t = p.tex();
  return p.size > 1 || t.startsWith('-') ? `(${t})` : t;
}

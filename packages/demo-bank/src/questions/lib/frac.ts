/**
 * Exact rational numbers for checking answers. Numerator and denominator are safe integers (the
 * constructor throws otherwise), the denominator is positive and the fraction is in lowest terms.
 */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

export type Q = Frac | number;

export class Frac {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new Error(`Frac: ${n}/${d} is not exact`);
    if (d === 0) throw new Error('Frac: zero denominator');
    const g = gcd(n, d) || 1;
    const s = d < 0 ? -1 : 1;
    this.n = (s * n) / g || 0;
    this.d = (s * d) / g;
  }

  /** From an integer, a finite decimal (via its shortest decimal text) or a fraction. */
  static of(x: Q): Frac {
    if (x instanceof Frac) return x;
    if (Number.isInteger(x)) return new Frac(x);
    return Frac.parse(String(x));
  }

  /** From decimal text such as `-2.35` or `0.0004`. */
  static parse(text: string): Frac {
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
    if (!m) throw new Error(`Frac.parse: ${text}`);
    const decimals = m[3] ?? '';
    const n = Number((m[2] ?? '') + decimals);
    return new Frac(m[1] ? -n : n, 10 ** decimals.length);
  }

  add(o: Q): Frac {
    const b = Frac.of(o);
    return new Frac(this.n * b.d + b.n * this.d, this.d * b.d);
  }
  sub(o: Q): Frac {
    return this.add(Frac.of(o).neg());
  }
  mul(o: Q): Frac {
    const b = Frac.of(o);
    return new Frac(this.n * b.n, this.d * b.d);
  }
  div(o: Q): Frac {
    const b = Frac.of(o);
    if (b.n === 0) throw new Error('Frac: division by zero');
    return new Frac(this.n * b.d, this.d * b.n);
  }
  neg(): Frac {
    return new Frac(-this.n, this.d);
  }
  inv(): Frac {
    return new Frac(this.d, this.n);
  }
  abs(): Frac {
    return new Frac(Math.abs(this.n), this.d);
  }
  pow(k: number): Frac {
    if (!Number.isInteger(k)) throw new Error('Frac.pow: integer exponents only');
    if (k < 0) return this.inv().pow(-k);
    if (this.d === 1 && Math.abs(this.n) === 1) return new Frac(this.n < 0 && k % 2 ? -1 : 1);
    let r = new Frac(1);
    let b: Frac = this;
    for (let e = k; e > 0; e >>= 1) {
      if (e & 1) r = r.mul(b);
      if (e > 1) b = b.mul(b);
    }
    return r;
  }
  sign(): number {
    return Math.sign(this.n);
  }
  cmp(o: Q): number {
    const b = Frac.of(o);
    return Math.sign(this.n * b.d - b.n * this.d);
  }
  eq(o: Q): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: Q): boolean {
    return this.cmp(o) < 0;
  }
  gt(o: Q): boolean {
    return this.cmp(o) > 0;
  }
  isInt(): boolean {
    return this.d === 1;
  }
  isZero(): boolean {
    return this.n === 0;
  }
  toNumber(): number {
    return this.n / this.d;
  }
  floor(): number {
    return Math.floor(this.n / this.d);
  }

  /** Decimal text when the fraction has a finite decimal expansion (denominator 2^a·5^b), else null. */
  dec(): string | null {
    let d = this.d;
    let twos = 0;
    let fives = 0;
    while (d % 2 === 0) {
      d /= 2;
      twos++;
    }
    while (d % 5 === 0) {
      d /= 5;
      fives++;
    }
    if (d !== 1) return null;
    const places = Math.max(twos, fives);
    const scaled = Math.abs(this.n) * (10 ** places / this.d);
    const digits = String(scaled).padStart(places + 1, '0');
    const int = digits.slice(0, digits.length - places);
    const frac = digits.slice(digits.length - places);
    return `${this.n < 0 ? '-' : ''}${int}${places ? `.${frac}` : ''}`;
  }

  /** LaTeX: `5`, `-\dfrac{3}{4}`. */
  tex(): string {
    if (this.d === 1) return String(this.n);
    return `${this.n < 0 ? '-' : ''}\\dfrac{${Math.abs(this.n)}}{${this.d}}`;
  }

  /** LaTeX as a decimal when finite and short, else as a fraction. */
  texDec(maxPlaces = 4): string {
    const d = this.dec();
    if (d !== null && (d.split('.')[1]?.length ?? 0) <= maxPlaces) return d;
    return this.tex();
  }

  toString(): string {
    return this.d === 1 ? String(this.n) : `${this.n}/${this.d}`;
  }
}

export const F = (n: number, d = 1) => new Frac(n, d);

/** Throws when an answer check fails: a bug in a generator, never a data condition. */
export function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`answer check failed: ${what}`);
}

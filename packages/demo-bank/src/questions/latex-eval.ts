/**
 * A small floating-point evaluator for the LaTeX the generators write (numbers, \dfrac, mixed
 * numbers, powers, roots, |…|, π, sin/cos/tan of degrees, implicit products, letters from an
 * environment). It shares no code with the generators, so the tests use it to re-check answers
 * independently: parse the question back, substitute the answer, compare.
 */

type Tok =
  | { t: 'num'; v: number }
  | { t: 'op'; v: string }
  | { t: 'var'; v: string }
  | { t: 'cmd'; v: string };

const SKIP = new Set(['left', 'right', 'quad', 'qquad', ',', ' ', 'displaystyle']);

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/\d/.test(c) || (c === '.' && /\d/.test(src[i + 1] ?? ''))) {
      const m = /^\d*\.?\d+/.exec(src.slice(i)) as RegExpExecArray;
      out.push({ t: 'num', v: Number(m[0]) });
      i += m[0].length;
      continue;
    }
    if (c === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(src.slice(i)) as RegExpExecArray;
      const name = m[1] as string;
      i += m[0].length;
      if (SKIP.has(name)) continue;
      out.push({ t: 'cmd', v: name });
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      out.push({ t: 'var', v: c });
      i++;
      continue;
    }
    out.push({ t: 'op', v: c });
    i++;
  }
  return out;
}

const TRIG: Record<string, (d: number) => number> = {
  sin: (d) => Math.sin((d * Math.PI) / 180),
  cos: (d) => Math.cos((d * Math.PI) / 180),
  tan: (d) => Math.tan((d * Math.PI) / 180),
};

class Parser {
  private i = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly env: Record<string, number>,
  ) {}

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private isOp(v: string): boolean {
    const t = this.peek();
    return !!t && t.t === 'op' && t.v === v;
  }
  private isCmd(v: string): boolean {
    const t = this.peek();
    return !!t && t.t === 'cmd' && t.v === v;
  }
  private expect(v: string) {
    if (!this.isOp(v)) throw new Error(`expected ${v} at ${this.i}`);
    this.i++;
  }

  done(): boolean {
    return this.i >= this.toks.length;
  }

  expr(): number {
    let v = this.term();
    for (;;) {
      if (this.isOp('+')) {
        this.i++;
        v += this.term();
      } else if (this.isOp('-')) {
        this.i++;
        v -= this.term();
      } else return v;
    }
  }

  private startsPrimary(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.t === 'num' || t.t === 'var') return true;
    if (t.t === 'op') return t.v === '(' || t.v === '[';
    return ['dfrac', 'frac', 'sqrt', 'pi', 'sin', 'cos', 'tan'].includes(t.v);
  }

  private term(): number {
    let v = this.unary();
    for (;;) {
      if (this.isCmd('times') || this.isCmd('cdot')) {
        this.i++;
        v *= this.unary();
      } else if (this.isCmd('div')) {
        this.i++;
        v /= this.unary();
      } else if (this.startsPrimary()) v *= this.unary();
      else return v;
    }
  }

  private unary(): number {
    if (this.isOp('-')) {
      this.i++;
      return -this.unary();
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    return this.power();
  }

  private exponent(): number {
    if (this.isOp('{')) {
      this.i++;
      const v = this.expr();
      this.expect('}');
      return v;
    }
    const t = this.toks[this.i++];
    if (t?.t === 'num') return Number(String(t.v)[0]);
    if (t?.t === 'var') return this.env[t.v] ?? Number.NaN;
    throw new Error('bad exponent');
  }

  private power(): number {
    const b = this.primary();
    if (this.isOp('^')) {
      this.i++;
      if (this.isCmd('circ')) {
        this.i++;
        return b;
      }
      return b ** this.exponent();
    }
    return b;
  }

  private group(): number {
    this.expect('{');
    const v = this.expr();
    this.expect('}');
    return v;
  }

  private primary(): number {
    const t = this.toks[this.i++];
    if (!t) throw new Error('unexpected end');
    if (t.t === 'num') {
      // A whole number written right before a fraction is a mixed number: 2\dfrac{1}{3}.
      if (this.isCmd('dfrac') && Number.isInteger(t.v)) {
        this.i++;
        const a = this.group();
        const b = this.group();
        return t.v + a / b;
      }
      return t.v;
    }
    if (t.t === 'var') {
      const v = this.env[t.v];
      if (v === undefined) throw new Error(`no value for ${t.v}`);
      return v;
    }
    if (t.t === 'op') {
      if (t.v === '(' || t.v === '[') {
        const v = this.expr();
        this.expect(t.v === '(' ? ')' : ']');
        return v;
      }
      if (t.v === '|') {
        const v = this.expr();
        this.expect('|');
        return Math.abs(v);
      }
      throw new Error(`unexpected ${t.v}`);
    }
    switch (t.v) {
      case 'dfrac':
      case 'frac': {
        const a = this.group();
        return a / this.group();
      }
      case 'sqrt': {
        if (this.isOp('[')) {
          this.i++;
          const n = this.expr();
          this.expect(']');
          return rootOf(this.group(), n);
        }
        return Math.sqrt(this.group());
      }
      case 'pi':
        return Math.PI;
      case 'sin':
      case 'cos':
      case 'tan': {
        let e = 1;
        if (this.isOp('^')) {
          this.i++;
          e = this.exponent();
        }
        const d = this.primary();
        if (this.isOp('^')) {
          this.i++;
          if (!this.isCmd('circ')) throw new Error('degrees expected');
          this.i++;
        }
        return (TRIG[t.v] as (d: number) => number)(d) ** e;
      }
      default:
        throw new Error(`unsupported \\${t.v}`);
    }
  }
}

function rootOf(x: number, n: number): number {
  return x < 0 && n % 2 === 1 ? -((-x) ** (1 / n)) : x ** (1 / n);
}

/** Evaluates a LaTeX expression with the given letters; throws on anything it does not understand. */
export function evalTex(src: string, env: Record<string, number> = {}): number {
  const p = new Parser(tokenize(src), env);
  const v = p.expr();
  if (!p.done()) throw new Error(`trailing input in ${src}`);
  return v;
}

/** Splits at the top-level relation: =, <, >, \le, \ge, \lt, \gt. */
export function splitRelation(src: string): [string, string, string] {
  const m = /^(.*?)(=|\\lt|\\gt|\\le|\\ge|<|>)(.*)$/.exec(src);
  if (!m) throw new Error(`no relation in ${src}`);
  return [m[1] as string, m[2] as string, m[3] as string];
}

export const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Linear equations and inequalities in one unknown written the textbook way, as sums of chunks
 * k·(px + q)/den, with the standard solution steps: 去分母 → 去括号 → 移项 → 合并同类项 → 系数化为 1.
 */
import { check, Frac, lcm, type Q } from './frac';
import { num, terms } from './tex';

export interface Chunk {
  k: Frac;
  p: Frac;
  q: Frac;
  den: number;
}

export const chunk = (k: Q, p: Q, q: Q, den = 1): Chunk => ({
  k: Frac.of(k),
  p: Frac.of(p),
  q: Frac.of(q),
  den,
});

export type Rel = '=' | '<' | '>' | '\\le ' | '\\ge ';

const FLIP: Record<Rel, Rel> = { '=': '=', '<': '>', '>': '<', '\\le ': '\\ge ', '\\ge ': '\\le ' };

/** Value of one side at x. */
export function sideAt(side: Chunk[], x: Q): Frac {
  return side.reduce((s, c) => s.add(c.k.mul(c.p.mul(x).add(c.q)).div(c.den)), new Frac(0));
}

/** Coefficient of x and constant of one side. */
function sideLinear(side: Chunk[]): [Frac, Frac] {
  let a = new Frac(0);
  let b = new Frac(0);
  for (const c of side) {
    a = a.add(c.k.mul(c.p).div(c.den));
    b = b.add(c.k.mul(c.q).div(c.den));
  }
  return [a, b];
}

function chunkTex(c: Chunk, first: boolean, x: string, dec: boolean): string {
  // (46 − x) rather than (−x + 46).
  const inner =
    c.p.n < 0 && c.q.n > 0
      ? terms(
          [
            [c.q, ''],
            [c.p, x],
          ],
          dec,
        )
      : terms(
          [
            [c.p, x],
            [c.q, ''],
          ],
          dec,
        );
  const binomial = !c.p.isZero() && !c.q.isZero();
  let body: string;
  let neg = false;
  if (c.den > 1) {
    neg = c.k.n < 0;
    const kk = c.k.abs();
    const top = kk.eq(1) ? inner : `${num(kk, dec)}${binomial ? `(${inner})` : inner}`;
    body = `\\dfrac{${top}}{${c.den}}`;
  } else if (binomial) {
    if (c.k.eq(1)) body = inner;
    else if (c.k.eq(-1)) {
      neg = true;
      body = `(${inner})`;
    } else {
      neg = c.k.n < 0;
      body = `${c.k.abs().eq(1) ? '' : num(c.k.abs(), dec)}(${inner})`;
    }
  } else {
    // A single term: fold k in.
    const v = c.p.isZero() ? c.q.mul(c.k) : c.p.mul(c.k);
    neg = v.n < 0;
    body = c.p.isZero() ? num(v.abs(), dec) : terms([[v.abs(), x]], dec);
  }
  if (first) return neg ? `-${body}` : body;
  if (!neg && body.startsWith('-')) return body;
  return neg ? `-${body}` : `+${body}`;
}

export function sideTex(side: Chunk[], x = 'x', dec = false): string {
  if (side.length === 0) return '0';
  return side.map((c, i) => chunkTex(c, i === 0, x, dec)).join('');
}

export function relTex(left: Chunk[], rel: Rel, right: Chunk[], x = 'x', dec = false): string {
  return `${sideTex(left, x, dec)}${rel === '=' ? '=' : rel}${sideTex(right, x, dec)}`;
}

/** Terms list as text: [coef, isX] pairs kept separate (no combining), for the 去括号/移项 lines. */
function termList(list: [Frac, boolean][], x: string, dec: boolean): string {
  if (list.length === 0) return '0';
  let out = '';
  for (const [c, isX] of list) {
    if (c.isZero()) continue;
    const t = isX ? terms([[c, x]], dec) : num(c, dec);
    out += out === '' || t.startsWith('-') ? t : `+${t}`;
  }
  return out || '0';
}

function expand(side: Chunk[]): [Frac, boolean][] {
  const out: [Frac, boolean][] = [];
  for (const c of side) {
    const k = c.k.div(c.den);
    const px: [Frac, boolean] = [k.mul(c.p), true];
    const q: [Frac, boolean] = [k.mul(c.q), false];
    const pair = c.p.n < 0 && c.q.n > 0 ? [q, px] : [px, q];
    for (const t of pair) if (!t[0].isZero()) out.push(t);
  }
  return out;
}

export interface Solved {
  /** x = value (equations) or the bound (inequalities). */
  value: Frac;
  /** Final relation after dividing (flipped when dividing by a negative). */
  rel: Rel;
  /** Worked lines, each a sentence with formulas. */
  steps: string[];
}

/** Solves left rel right step by step; throws if the x terms cancel. */
export function solveLinear(left: Chunk[], rel: Rel, right: Chunk[], x = 'x', dec = false): Solved {
  const steps: string[] = [];
  if (sideLinear(left)[0].isZero() && !sideLinear(right)[0].isZero()) {
    // Unknown only on the right: read the relation from right to left.
    const swapped = solveLinear(right, FLIP[rel], left, x, dec);
    return {
      ...swapped,
      steps: [`原方程可化为\\(${relTex(right, FLIP[rel], left, x, dec)}\\)．`, ...swapped.steps],
    };
  }
  const dens = [...left, ...right].map((c) => c.den);
  let L = left;
  let R = right;
  if (dens.some((d) => d > 1)) {
    const m = dens.reduce((a, b) => lcm(a, b), 1);
    const scale = (side: Chunk[]) => side.map((c) => ({ ...c, k: c.k.mul(m).div(c.den), den: 1 }));
    L = scale(left);
    R = scale(right);
    steps.push(`去分母（两边同乘 \\(${m}\\)），得\\(${relTex(L, rel, R, x, dec)}\\)．`);
  }
  const eL = expand(L);
  const eR = expand(R);
  const hasBrackets = [...L, ...R].some((c) => !c.p.isZero() && !c.q.isZero() && !c.k.eq(1));
  if (hasBrackets) steps.push(`去括号，得\\(${termList(eL, x, dec)}${rel}${termList(eR, x, dec)}\\)．`);
  const xs: [Frac, boolean][] = [
    ...eL.filter(([, isX]) => isX),
    ...eR.filter(([, isX]) => isX).map(([c]) => [c.neg(), true] as [Frac, boolean]),
  ];
  const cs: [Frac, boolean][] = [
    ...eR.filter(([, isX]) => !isX),
    ...eL.filter(([, isX]) => !isX).map(([c]) => [c.neg(), false] as [Frac, boolean]),
  ];
  const moved = eR.some(([, isX]) => isX) || eL.some(([, isX]) => !isX);
  if (moved) steps.push(`移项，得\\(${termList(xs, x, dec)}${rel}${termList(cs, x, dec)}\\)．`);
  const A = xs.reduce((s, [c]) => s.add(c), new Frac(0));
  const B = cs.reduce((s, [c]) => s.add(c), new Frac(0));
  if (A.isZero()) throw new Error('solveLinear: x cancels');
  if (xs.length > 1 || cs.length > 1)
    steps.push(`合并同类项，得\\(${terms([[A, x]], dec)}${rel}${num(B, dec)}\\)．`);
  const value = B.div(A);
  const finalRel = A.n < 0 ? FLIP[rel] : rel;
  if (!A.eq(1)) {
    steps.push(
      rel !== '=' && A.n < 0
        ? `系数化为 \\(1\\)（两边同除以 \\(${A.tex()}\\)，不等号方向改变），得\\(${x}${finalRel}${value.tex()}\\)．`
        : `系数化为 \\(1\\)，得\\(${x}${finalRel}${value.tex()}\\)．`,
    );
  }
  // Independent check: both sides agree at the root (equations) or across the bound (inequalities).
  const [aL, bL] = sideLinear(left);
  const [aR, bR] = sideLinear(right);
  check(sideAt(left, value).eq(sideAt(right, value)), 'root satisfies the equation');
  check(aL.sub(aR).mul(value).add(bL.sub(bR)).isZero(), 'root of the collected form');
  return { value, rel: finalRel, steps };
}

/**
 * Builds an equation with the given root: draws the chunks with `make`, then fixes the constant on
 * the right so that x = root holds. Returns undefined when the unknown cancels.
 */
export function withRoot(
  left: Chunk[],
  right: Chunk[],
  root: Frac,
): { left: Chunk[]; right: Chunk[] } | undefined {
  const [aL] = sideLinear(left);
  const [aR] = sideLinear(right);
  if (aL.eq(aR)) return undefined;
  const diff = sideAt(left, root).sub(sideAt(right, root));
  const at = right.findLastIndex((c) => c.p.isZero());
  let newRight: Chunk[];
  if (at >= 0) {
    const c = right[at] as Chunk;
    newRight = right.map((x, i) => (i === at ? { ...c, q: c.q.add(diff.mul(c.den).div(c.k)) } : x));
  } else {
    newRight = [...right, chunk(1, 0, diff)];
  }
  newRight = newRight.filter((c) => !(c.p.isZero() && c.q.isZero()));
  if (newRight.length === 0) newRight = [chunk(1, 0, 0)];
  return { left, right: newRight };
}

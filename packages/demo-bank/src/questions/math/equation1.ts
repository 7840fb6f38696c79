/** 第三章 一元一次方程（北师大版 第五章）：解方程、方程的解、概念。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { type Chunk, chunk, relTex, sideAt, solveLinear, withRoot } from '../lib/lineq';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, coef, lines, m, paren } from '../lib/tex';

const T = {
  move: mathTags({
    k: '解一元一次方程——合并同类项与移项',
    rj: '7a 解一元一次方程（一）——合并同类项与移项',
    bsd: '7a 求解一元一次方程',
  }),
  bracket: mathTags({
    k: '解一元一次方程——去括号与去分母',
    rj: '7a 解一元一次方程（二）——去括号与去分母',
    bsd: '7a 求解一元一次方程',
  }),
  root: mathTags({ k: '方程的解', rj: '7a 一元一次方程', bsd: '7a 认识一元一次方程' }),
  def: mathTags({ k: '一元一次方程的概念', rj: '7a 一元一次方程', bsd: '7a 认识一元一次方程' }),
  value: mathTags({
    k: ['解一元一次方程——去括号与去分母', '代数式求值'],
    rj: '7a 解一元一次方程（二）——去括号与去分母',
    bsd: '7a 求解一元一次方程',
  }),
};

function pickRoot(rng: Rng, wide: boolean): Frac {
  if (rng.chance(0.15)) {
    const d = rng.pick([2, 3, 4, 5]);
    const n = rng.nz(-2 * d, 2 * d);
    const f = new Frac(n, d);
    if (!f.isInt()) return f;
  }
  return new Frac(rng.int(wide ? -50 : -9, wide ? 50 : 9));
}

/** Equations with a chosen root, in five textbook shapes. */
function equation(rng: Rng, wide: boolean): { left: Chunk[]; right: Chunk[]; shape: number; root: Frac } {
  const r = wide ? 20 : 6;
  const shape = rng.int(1, 5);
  const root = pickRoot(rng, wide);
  let left: Chunk[];
  let right: Chunk[];
  switch (shape) {
    case 1:
      left = [chunk(1, rng.nz(-r, r + 3), rng.nz(-12, 12))];
      right = [chunk(1, rng.nz(-r, r), 0), chunk(1, 0, 1)];
      break;
    case 2:
      left = [
        chunk(rng.nz(-5, 5), rng.nz(-3, 3), rng.nz(-6, 6)),
        chunk(rng.nz(-4, 4), rng.int(1, 3), rng.nz(-6, 6)),
      ];
      right = [chunk(1, 0, 1)];
      break;
    case 3:
      left = [chunk(rng.int(2, 5), rng.nz(-3, 3), rng.nz(-6, 6))];
      right = [chunk(rng.sign() * rng.int(2, 4), 1, rng.nz(-6, 6)), chunk(1, 0, 1)];
      break;
    case 4: {
      const [d1, d2] = rng.sample([2, 3, 4, 5, 6], 2) as [number, number];
      left = [
        chunk(1, rng.nz(-3, 3), rng.nz(-5, 5), d1),
        chunk(rng.sign(), rng.nz(-3, 3), rng.nz(-5, 5), d2),
      ];
      right = [chunk(1, 0, 1)];
      break;
    }
    default: {
      const [d1, d2] = rng.sample([2, 3, 4, 6], 2) as [number, number];
      left = [chunk(1, rng.nz(-3, 3), rng.nz(-5, 5), d1)];
      right = [chunk(1, 0, 1), chunk(-1, rng.int(1, 3), rng.nz(-5, 5), d2)];
      break;
    }
  }
  // x first and positive inside every bracket, as printed in textbooks: −2(x − 3), not 2(−x + 3).
  const tidy = (c: Chunk): Chunk =>
    c.p.n < 0 && (c.den > 1 || !c.k.eq(1)) ? { ...c, k: c.k.neg(), p: c.p.neg(), q: c.q.neg() } : c;
  left = left.map(tidy);
  right = right.map(tidy);
  const firstLeft = left[0] as Chunk;
  if (firstLeft.den > 1 && firstLeft.k.n < 0) retry('leading minus on a fraction');
  const fixed = withRoot(left, right, root);
  if (!fixed) retry('x cancels');
  const constant = fixed.right.find((c) => c.p.isZero());
  if (constant && (!constant.q.isInt() || Math.abs(constant.q.n) > 40)) retry('constant');
  if (fixed.right.length === 0) retry();
  return { ...fixed, shape, root };
}

const solve: Family = {
  id: 'eq1.solve.calc',
  subject: 'math',
  quota: 160,
  make(rng, wide) {
    const { left, right, shape, root } = equation(rng, wide);
    const sol = solveLinear(left, '=', right);
    check(sol.value.eq(root), 'solution is the chosen root');
    check(sideAt(left, root).eq(sideAt(right, root)), 'substitution');
    const hard = [0, 0, 0.12, 0.1, 0.25, 0.28][shape] ?? 0;
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.86 - hard - (root.isInt() ? 0 : 0.06)),
      stem: `解方程：\\(${relTex(left, '=', right)}\\)．`,
      answer: [m(`x=${root.tex()}`)],
      analysis: lines('解：', ...sol.steps),
      tags: shape === 1 ? T.move : T.bracket,
      score: shape >= 4 ? 6 : 5,
    };
  },
};

const rootFill: Family = {
  id: 'eq1.root.fill',
  subject: 'math',
  quota: 100,
  make(rng, wide) {
    const form = rng.int(1, 4);
    const x0 = new Frac(rng.nz(wide ? -30 : -6, wide ? 30 : 6));
    if (form === 1) {
      // a·x + m = b·x + c, x = x0.
      const a = rng.nz(-6, 6);
      const b = rng.intNot(-6, 6, a, 0);
      const c = rng.nz(-9, 9);
      const mVal = x0.mul(b).add(c).sub(x0.mul(a));
      const eq = `${Poly.lin(a, 0).tex()}+m=${Poly.lin(b, c).tex()}`;
      check(x0.mul(a).add(mVal).eq(x0.mul(b).add(c)), 'x0 solves');
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `若\\(x=${x0.tex()}\\)是关于\\(x\\)的方程\\(${eq}\\)的解，则\\(m\\)的值为${BLANK}．`,
        answer: [m(mVal.tex())],
        analysis: `把\\(x=${x0.tex()}\\)代入方程，得\\(${a}\\times ${paren(x0)}+m=${b}\\times ${paren(x0)}${c < 0 ? c : `+${c}`}\\)，解得\\(m=${mVal.tex()}\\)．`,
        tags: T.root,
        score: 3,
      };
    }
    if (form === 2) {
      // A and B are opposites / equal / A is d more than B.
      const A = Poly.lin(rng.nz(-5, 5), rng.nz(-9, 9));
      const B = Poly.lin(rng.nz(-5, 5), rng.nz(-9, 9));
      const kind = rng.pick(['opp', 'eq', 'more'] as const);
      const d = rng.int(1, 9);
      const lhs = kind === 'opp' ? A.add(B) : A.sub(B);
      const rhs = kind === 'more' ? d : 0;
      const coef = lhs.coefOf('x', 1);
      if (coef.isZero()) retry();
      const x = new Frac(rhs).sub(lhs.coefOf()).div(coef);
      if (!x.isInt() && x.d > 6) retry();
      check(
        kind === 'opp' ? A.eval({ x }).add(B.eval({ x })).isZero() : A.eval({ x }).sub(B.eval({ x })).eq(rhs),
        'condition holds',
      );
      const phrase = kind === 'opp' ? '互为相反数' : kind === 'eq' ? '相等' : '';
      const stem =
        kind === 'more'
          ? `当\\(x=\\)${BLANK}时，代数式\\(${A.tex()}\\)的值比\\(${B.tex()}\\)的值大 \\(${d}\\)．`
          : `当\\(x=\\)${BLANK}时，代数式\\(${A.tex()}\\)与\\(${B.tex()}\\)的值${phrase}．`;
      const eqTex =
        kind === 'opp'
          ? `(${A.tex()})+(${B.tex()})=0`
          : kind === 'eq'
            ? `${A.tex()}=${B.tex()}`
            : `(${A.tex()})-(${B.tex()})=${d}`;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.72 - (x.isInt() ? 0 : 0.06)),
        stem,
        answer: [m(x.tex())],
        analysis: `根据题意，得\\(${eqTex}\\)，解得\\(x=${x.tex()}\\)．`,
        tags: T.value,
        score: 3,
      };
    }
    if (form === 3) {
      // Same solution as another equation.
      const p = rng.int(2, 5);
      const q = rng.nz(-9, 9);
      const rhs = x0.mul(p).add(q);
      const a = rng.nz(-5, 5);
      const c = rng.nz(-9, 9);
      const mVal = new Frac(c).sub(x0.mul(a)).div(x0);
      if (!mVal.isInt() || mVal.isZero()) retry('integer m');
      const eq1 = `${Poly.lin(p, q).tex()}=${rhs.tex()}`;
      const eq2 = `${Poly.lin(a, 0).tex()}+mx=${c}`;
      check(x0.mul(a).add(mVal.mul(x0)).eq(c), 'shared root');
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `若关于\\(x\\)的方程\\(${eq2}\\)与方程\\(${eq1}\\)的解相同，则\\(m\\)的值为${BLANK}．`,
        answer: [m(mVal.tex())],
        analysis: `解方程\\(${eq1}\\)，得\\(x=${x0.tex()}\\)．把\\(x=${x0.tex()}\\)代入\\(${eq2}\\)，得\\(${a}\\times ${paren(x0)}${coef(x0, 'm', false)}=${c}\\)，解得\\(m=${mVal.tex()}\\)．`,
        tags: T.root,
        score: 3,
      };
    }
    // 一元一次方程的概念: (m − t)x^{|m| − s} + c = 0.
    const s = rng.int(0, 4);
    const t = (s + 1) * rng.sign();
    const c = rng.nz(-9, 9);
    const mVal = -t;
    const expo = s === 0 ? '|m|' : `|m|-${s}`;
    check(Math.abs(mVal) - s === 1 && mVal - t !== 0, 'degree one, coefficient non-zero');
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `若\\((m${t > 0 ? '-' : '+'}${Math.abs(t)})x^{${expo}}${c < 0 ? c : `+${c}`}=0\\)是关于\\(x\\)的一元一次方程，则\\(m\\)的值为${BLANK}．`,
      answer: [m(String(mVal))],
      analysis: `由一元一次方程的定义，得\\(${expo}=1\\)且\\(m${t > 0 ? '-' : '+'}${Math.abs(t)}\\ne 0\\)．由\\(${expo}=1\\)得\\(m=\\pm ${s + 1}\\)，又\\(m\\ne ${t}\\)，所以\\(m=${mVal}\\)．`,
      tags: T.def,
      score: 3,
    };
  },
};

export const EQUATION1: Family[] = [solve, rootFill];

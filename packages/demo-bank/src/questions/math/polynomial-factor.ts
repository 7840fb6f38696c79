/** 八上 第十四章 因式分解（北师大版 八下 第四章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { check } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { lines, m } from '../lib/tex';
import { T, V } from './polynomial';

/** A factorisation problem: the factored form and its expansion. */
function factorProblem(rng: Rng): {
  factored: string;
  poly: Poly;
  steps: string[];
  kind: 'common' | 'diff' | 'perfect' | 'cross';
} {
  const [u, v] = rng.pick(V);
  const kind = rng.pick(['common', 'diff', 'diff', 'perfect', 'perfect', 'cross'] as const);
  const k = rng.pick([1, 1, 2, 3, 4, 5]);
  const mono = rng.chance(0.3) ? Poly.term(k, u, 1) : Poly.c(k);
  const monoTex = mono.tex() === '1' ? '' : mono.tex();
  if (kind === 'common') {
    const c = rng.int(2, 6);
    const i = rng.int(1, 2);
    const j = rng.int(1, 2);
    const g = Poly.term(c, u, i, v, j);
    const inner = Poly.term(rng.int(1, 4), u, 1)
      .add(Poly.term(rng.nz(-5, 5), v, 1))
      .add(rng.nz(-6, 6));
    const poly = g.mul(inner);
    return { factored: `${g.tex()}(${inner.tex()})`, poly, steps: [], kind };
  }
  if (kind === 'diff') {
    const p = rng.int(1, 4);
    const q = rng.int(1, 9);
    const two = rng.chance(0.4);
    const A = Poly.term(p, u, 1);
    const B = two ? Poly.term(q, v, 1) : Poly.c(q);
    const poly = mono.mul(A.pow(2).sub(B.pow(2)));
    const plus = A.add(B);
    const minus = A.sub(B);
    const factored = `${monoTex}(${plus.tex()})(${minus.tex()})`;
    const steps = monoTex ? [`${monoTex}(${A.pow(2).sub(B.pow(2)).tex()})`] : [];
    return { factored, poly, steps, kind };
  }
  if (kind === 'perfect') {
    const p = rng.int(1, 3);
    const q = rng.nz(-6, 6);
    const two = rng.chance(0.3);
    const base = two ? Poly.term(p, u, 1).add(Poly.term(q, v, 1)) : Poly.term(p, u, 1).add(q);
    const poly = mono.mul(base.pow(2));
    const steps = monoTex ? [`${monoTex}(${base.pow(2).tex()})`] : [];
    return { factored: `${monoTex}(${base.tex()})^2`, poly, steps, kind };
  }
  const r1 = rng.nz(-8, 8);
  const r2 = rng.nz(-8, 8);
  if (r1 === -r2 || r1 === r2) retry();
  const [a, b] = r1 < r2 ? [r1, r2] : [r2, r1];
  const poly = Poly.lin(1, a, u).mul(Poly.lin(1, b, u));
  return {
    factored: `(${Poly.lin(1, a, u).tex()})(${Poly.lin(1, b, u).tex()})`,
    poly,
    steps: [],
    kind: 'cross',
  };
}

const factorCalc: Family = {
  id: 'poly.factor.calc',
  subject: 'math',
  quota: 110,
  make(rng) {
    const { factored, poly, steps, kind } = factorProblem(rng);
    check(!poly.isZero() && poly.size >= 2, 'a polynomial to factor');
    const hard = { common: 0.05, diff: 0.12, perfect: 0.14, cross: 0.2 }[kind] + (steps.length ? 0.08 : 0);
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.74 - hard),
      stem: `因式分解：\\(${poly.tex()}\\)．`,
      answer: [m(factored)],
      analysis: lines(
        {
          common: '找出各项的公因式，提取公因式．',
          diff: '运用平方差公式\\(a^2-b^2=(a+b)(a-b)\\)．',
          perfect: '运用完全平方公式\\(a^2\\pm 2ab+b^2=(a\\pm b)^2\\)．',
          cross: '用十字相乘法：把常数项分解为两个数的积，使它们的和等于一次项系数．',
        }[kind] + (steps.length ? '先提取公因式，再用公式法．' : ''),
        `原式\\(=${[...steps, factored].join('=')}\\)．`,
      ),
      tags: T[kind],
      score: 4,
    };
  },
};

export const POLYNOMIAL_FACTOR: Family[] = [factorCalc];

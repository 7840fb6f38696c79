/** 八下 第十六章 二次根式：二次根式的运算、整体代入求值、分母有理化（北师大版 八上 第二章 7）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import {
  group,
  leaf,
  type Node,
  n,
  pow,
  prod,
  resultTex,
  solution,
  sqrt,
  sum,
  tex,
  value,
} from '../lib/expr';
import { check, Frac } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { SQUAREFREE, Surd } from '../lib/surd';
import { BLANK, lines, m } from '../lib/tex';

const T = {
  calc: mathTags({
    k: ['二次根式的混合运算', '二次根式的加减', '二次根式的乘除'],
    rj: ['8b 二次根式的乘除', '8b 二次根式的加减'],
    bsd: '8a 7 二次根式',
  }),
  value: mathTags({ k: ['二次根式的混合运算', '整体思想'], rj: '8b 二次根式的加减', bsd: '8a 7 二次根式' }),
  rational: mathTags({ k: '分母有理化', rj: '8b 二次根式的乘除', bsd: '8a 7 二次根式' }),
};

/** √(k²·r) written as is, worth k√r. */
const rootOf = (k: number, r: number) => sqrt(k * k * r);

/**
 * A 二次根式 计算题 and, where the generic reduction would read poorly, the textbook steps
 * (乘法公式, 商的算术平方根) after 原式 =, each checked against the exact value.
 */
function radicalExpr(rng: Rng): { e: Node; hard: number; steps?: string[] } {
  const r = rng.pick([2, 3, 5, 6]);
  const coefRoot = (a: number, rad: number) => (a === 1 ? `\\sqrt{${rad}}` : `${a}\\sqrt{${rad}}`);
  switch (rng.int(1, 4)) {
    case 1: {
      // √a − √b + √(1/r) style sums of like radicals.
      const parts: (Node | '+' | '-')[] = [
        rootOf(rng.int(2, 5), r),
        rng.pick(['+', '-'] as const),
        rootOf(rng.int(1, 4), r),
      ];
      if (rng.chance(0.5))
        parts.push(
          rng.pick(['+', '-'] as const),
          leaf(`\\sqrt{\\dfrac{1}{${r}}}`, Surd.sqrt(new Frac(1, r))),
        );
      else parts.push(rng.pick(['+', '-'] as const), prod(n(rng.int(2, 4)), '', sqrt(r)));
      return { e: sum(...parts), hard: 0.05 };
    }
    case 2: {
      // (a√r + √b)(a√r − √b) = (a√r)² − (√b)² = a²r − b
      const a = rng.int(1, 3);
      const b = rng.pick([2, 3, 5, 6, 7].filter((x) => x !== r));
      const ar = () => (a === 1 ? sqrt(r) : prod(n(a), '', sqrt(r)));
      const e = prod(group(sum(ar(), '+', sqrt(b))), '', group(sum(ar(), '-', sqrt(b))));
      const result = a * a * r - b;
      return {
        e,
        hard: 0.1,
        steps: [
          `\\left(${coefRoot(a, r)}\\right)^2-\\left(\\sqrt{${b}}\\right)^2`,
          `${a * a * r}-${b}`,
          String(result),
        ],
      };
    }
    case 3: {
      // (a√r ± b)² = (a√r)² ± 2·a√r·b + b²
      const a = rng.int(1, 3);
      const b = rng.int(1, 4);
      const op = rng.pick(['+', '-'] as const);
      const e = pow(group(sum(a === 1 ? sqrt(r) : prod(n(a), '', sqrt(r)), op, n(b))), 2);
      const mid = 2 * a * b;
      const constant = a * a * r + b * b;
      return {
        e,
        hard: 0.15,
        steps: [
          `\\left(${coefRoot(a, r)}\\right)^2${op}2\\times ${coefRoot(a, r)}\\times ${b}+${b}^2`,
          `${a * a * r}${op}${coefRoot(mid, r)}+${b * b}`,
          `${constant}${op}${coefRoot(mid, r)}`,
        ],
      };
    }
    default: {
      // √(k²qr) ÷ √q ± √(qr) × √(1/q) = √(k²r) ± √r = (k ± 1)√r
      const k = rng.int(2, 4);
      const q = rng.pick([2, 3]);
      if (q === r) retry('√(qr) would be rational');
      const op = rng.pick(['+', '-'] as const);
      const e = sum(
        prod(sqrt(k * k * q * r), '/', sqrt(q)),
        op,
        prod(sqrt(q * r), '*', sqrt(new Frac(1, q))),
      );
      const total = op === '+' ? k + 1 : k - 1;
      return {
        e,
        hard: 0.1,
        steps: [
          `\\sqrt{${k * k * q * r}\\div ${q}}${op}\\sqrt{${q * r}\\times \\dfrac{1}{${q}}}`,
          `\\sqrt{${k * k * r}}${op}\\sqrt{${r}}`,
          `${k}\\sqrt{${r}}${op}\\sqrt{${r}}`,
          coefRoot(total, r),
        ],
      };
    }
  }
}

const calcRad: Family = {
  id: 'rad.calc',
  subject: 'math',
  quota: 100,
  make(rng) {
    const { e, hard, steps } = radicalExpr(rng);
    check(value(e).parts.size <= 2, 'a simplified result');
    const result = resultTex(e);
    if (steps) check(steps.at(-1) === result, 'the written steps end at the exact value');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.7 - hard),
      stem: `计算：\\(${tex(e)}\\)．`,
      answer: [m(result)],
      analysis: steps
        ? `解：原式\\(=${steps.join('\\)<br>\\(=')}\\)．`
        : lines('先把各二次根式化为最简二次根式，再合并同类二次根式．', `解：${solution(e)}．`),
      tags: T.calc,
      score: 5,
    };
  },
};

const valueFill: Family = {
  id: 'rad.value.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const r = rng.pick([2, 3, 5, 6, 7]);
    const a = rng.int(1, 4);
    const x = Surd.sqrt(r).add(a);
    const y = Surd.sqrt(r).sub(a);
    const ask = rng.pick(['x^2-y^2', 'x^2y-xy^2', 'x^2+y^2', 'x^2-2xy+y^2'] as const);
    const sumXY = x.add(y);
    const diff = x.sub(y);
    const prodXY = x.mul(y);
    const val =
      ask === 'x^2-y^2'
        ? sumXY.mul(diff)
        : ask === 'x^2y-xy^2'
          ? prodXY.mul(diff)
          : ask === 'x^2+y^2'
            ? sumXY.pow(2).sub(prodXY.scale(2))
            : diff.pow(2);
    const direct =
      ask === 'x^2-y^2'
        ? x.pow(2).sub(y.pow(2))
        : ask === 'x^2y-xy^2'
          ? x
              .pow(2)
              .mul(y)
              .sub(x.mul(y.pow(2)))
          : ask === 'x^2+y^2'
            ? x.pow(2).add(y.pow(2))
            : x.sub(y).pow(2);
    check(val.eq(direct), 'identity value');
    const how =
      ask === 'x^2-y^2'
        ? `x^2-y^2=(x+y)(x-y)=${sumXY.tex()}\\times ${diff.tex()}`
        : ask === 'x^2y-xy^2'
          ? `x^2y-xy^2=xy(x-y)=${prodXY.tex()}\\times ${diff.tex()}`
          : ask === 'x^2+y^2'
            ? `x^2+y^2=(x+y)^2-2xy=(${sumXY.tex()})^2-2\\times ${prodXY.sign() < 0 ? `(${prodXY.tex()})` : prodXY.tex()}`
            : `x^2-2xy+y^2=(x-y)^2=${diff.tex()}^2`;
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `已知\\(x=${x.tex()}\\)，\\(y=${y.tex()}\\)，则\\(${ask}\\)的值为${BLANK}．`,
      answer: [m(val.tex())],
      analysis: `\\(x+y=${sumXY.tex()}\\)，\\(x-y=${diff.tex()}\\)，\\(xy=(\\sqrt{${r}})^2-${a * a}=${prodXY.tex()}\\)，所以\\(${how}=${val.tex()}\\)．`,
      tags: T.value,
      score: 3,
    };
  },
};

const rationalFill: Family = {
  id: 'rad.rational.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    if (rng.chance(0.5)) {
      const a = rng.int(1, 12);
      const r = rng.pick(SQUAREFREE);
      const v = Surd.sqrt(r, new Frac(a, r));
      check(v.mul(Surd.sqrt(r)).eq(a), 'a/√r');
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `化简：\\(\\dfrac{${a}}{\\sqrt{${r}}}=\\)${BLANK}．`,
        answer: [m(v.tex())],
        analysis: `分子、分母同乘\\(\\sqrt{${r}}\\)，得\\(\\dfrac{${a}}{\\sqrt{${r}}}=\\dfrac{${a === 1 ? '' : a}\\sqrt{${r}}}{${r}}${new Frac(a, r).d === r ? '' : `=${v.tex()}`}\\)．`,
        tags: T.rational,
        score: 3,
      };
    }
    const p = rng.pick([2, 3, 5, 6, 7]);
    const q = rng.pick([1, 2, 3, 5].filter((x) => x < p));
    const k = rng.int(1, 3);
    const den = Surd.sqrt(p).sub(Surd.sqrt(q));
    const v = Surd.q(k).div(den);
    const norm = p - q;
    check(v.mul(den).eq(k), 'rationalised');
    const qTex = q === 1 ? '1' : `\\sqrt{${q}}`;
    const conj = `\\sqrt{${p}}+${qTex}`;
    const top = k === 1 ? conj : `${k}(${conj})`;
    const reduced = norm === 1 ? `${top}` : `\\dfrac{${top}}{${norm}}`;
    // Skip a last step that would only reorder the terms; the answer is the last form shown.
    const sorted = (t: string) => [...t].sort().join('');
    const final = sorted(reduced) === sorted(v.tex()) ? reduced : v.tex();
    const analysis = `分子、分母同乘\\(${conj}\\)，得原式\\(=\\dfrac{${top}}{(\\sqrt{${p}})^2-${q === 1 ? '1^2' : `(\\sqrt{${q}})^2`}}=${reduced}${final === reduced ? '' : `=${final}`}\\)．`;
    return {
      typeName: '填空题',
      difficulty: 0.6,
      stem: `化简：\\(\\dfrac{${k}}{\\sqrt{${p}}-${qTex}}=\\)${BLANK}．`,
      answer: [m(final)],
      analysis,
      tags: T.rational,
      score: 3,
    };
  },
};

/** 计算题、整体代入求值和分母有理化, in the order the demo bank draws them. */
export const RADICAL_CALC: Family[] = [calcRad, valueFill, rationalFill];

/** 八下 第十六章 二次根式（北师大版 八上 第二章 7 二次根式）。 */
import {
  clampDifficulty,
  type Family,
  mathChoice,
  retry,
  type Statement,
  statementFamilies,
} from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac, gcd } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { isSquare, SQUAREFREE, Surd, splitSqrt } from '../lib/surd';
import { BLANK, m, PICK } from '../lib/tex';
import { RADICAL_CALC } from './radical-calc';

const T = {
  cond: mathTags({ k: '二次根式有意义的条件', rj: '8b 16.1 二次根式', bsd: '8a 7 二次根式' }),
  prop: mathTags({ k: '二次根式的性质', rj: '8b 16.1 二次根式', bsd: '8a 7 二次根式' }),
  simplest: mathTags({ k: '最简二次根式', rj: '8b 二次根式的乘除', bsd: '8a 7 二次根式' }),
  like: mathTags({ k: '同类二次根式', rj: '8b 二次根式的加减', bsd: '8a 7 二次根式' }),
  calc: mathTags({
    k: ['二次根式的混合运算', '二次根式的加减', '二次根式的乘除'],
    rj: ['8b 二次根式的乘除', '8b 二次根式的加减'],
    bsd: '8a 7 二次根式',
  }),
};

const condFill: Family = {
  id: 'rad.cond.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const p = rng.nz(-4, 4);
      const q = rng.nz(-9, 9);
      const bound = new Frac(-q, p);
      const rel = p > 0 ? '\\ge' : '\\le';
      const inner = `${p === 1 ? '' : p === -1 ? '-' : p}x${q < 0 ? q : `+${q}`}`;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(p > 0 ? 0.84 : 0.7),
        stem: `若二次根式\\(\\sqrt{${inner}}\\)在实数范围内有意义，则\\(x\\)的取值范围是${BLANK}．`,
        answer: [m(`x${rel} ${bound.tex()}`)],
        analysis: `被开方数是非负数，所以\\(${inner}\\ge 0\\)，解得\\(x${rel} ${bound.tex()}\\)．`,
        tags: T.cond,
        score: 3,
      };
    }
    if (form === 2) {
      const a = rng.int(-6, 6);
      const b = rng.int(-a + 1, 9);
      return {
        typeName: '填空题',
        difficulty: 0.62,
        stem: `若式子\\(\\dfrac{\\sqrt{x${a < 0 ? a : a > 0 ? `+${a}` : ''}}}{x${b < 0 ? '+' : '-'}${Math.abs(b)}}\\)在实数范围内有意义，则\\(x\\)的取值范围是${BLANK}．`.replace(
          'x-0',
          'x',
        ),
        answer: [m(`x\\ge ${-a}\\text{且}x\\ne ${b}`)],
        analysis:
          `由题意，得\\(x${a < 0 ? a : a > 0 ? `+${a}` : ''}\\ge 0\\)且\\(x${b < 0 ? '+' : '-'}${Math.abs(b)}\\ne 0\\)，所以\\(x\\ge ${-a}\\)且\\(x\\ne ${b}\\)．`.replace(
            'x-0',
            'x',
          ),
        tags: T.cond,
        score: 3,
      };
    }
    const a = rng.nz(-9, 9);
    const b = rng.nz(-6, 6);
    const ask = rng.pick(['xy', 'x+y', 'y^x'] as const);
    if (ask === 'y^x' && (a < 0 || a > 4)) retry();
    const val = ask === 'xy' ? new Frac(a * b) : ask === 'x+y' ? new Frac(a + b) : new Frac(b).pow(a);
    const inner1 = `x${a < 0 ? '+' : '-'}${Math.abs(a)}`;
    const inner2 = `${a < 0 ? -Math.abs(a) : a}-x`.replace(/^(-?\d+)-x$/, '$1-x');
    return {
      typeName: '填空题',
      difficulty: 0.6,
      stem: `已知\\(y=\\sqrt{${inner1}}+\\sqrt{${inner2}}${b < 0 ? b : `+${b}`}\\)，则\\(${ask}\\)的值为${BLANK}．`,
      answer: [m(val.tex())],
      analysis: `要使式子有意义，需\\(${inner1}\\ge 0\\)且\\(${inner2}\\ge 0\\)，所以\\(x=${a}\\)，此时\\(y=${b}\\)．所以\\(${ask}=${val.tex()}\\)．`,
      tags: T.cond,
      score: 3,
    };
  },
};

const propFill: Family = {
  id: 'rad.prop.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    if (rng.chance(0.5)) {
      const p = rng.int(-8, 4);
      const q = rng.int(p + 1, 9);
      return {
        typeName: '填空题',
        difficulty: 0.58,
        stem: `当\\(${p}<x<${q}\\)时，化简\\(\\sqrt{(x${p < 0 ? '+' : '-'}${Math.abs(p)})^2}+\\sqrt{(${Poly.lin(1, -q).tex()})^2}\\)的结果是${BLANK}．`
          .replace('x-0', 'x')
          .replace('x+0', 'x'),
        answer: [m(String(q - p))],
        analysis:
          `因为\\(${p}<x<${q}\\)，所以\\(x${p < 0 ? '+' : '-'}${Math.abs(p)}>0\\)，\\(${Poly.lin(1, -q).tex()}<0\\)．原式\\(=|x${p < 0 ? '+' : '-'}${Math.abs(p)}|+|${Poly.lin(1, -q).tex()}|=(x${p < 0 ? '+' : '-'}${Math.abs(p)})+(${Poly.lin(-1, q).tex()})=${q - p}\\)．`
            .replaceAll('x-0', 'x')
            .replaceAll('x+0', 'x'),
        tags: T.prop,
        score: 3,
      };
    }
    const r = rng.pick(SQUAREFREE);
    const k = Math.floor(Math.sqrt(r)) + rng.int(-1, 1);
    if (k <= 0) retry();
    const v = Surd.sqrt(r).sub(k);
    const pos = v.sign() > 0;
    const out = pos ? v : v.neg();
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `化简：\\(\\sqrt{(${k}-\\sqrt{${r}})^2}=\\)${BLANK}．`,
      answer: [m(out.tex())],
      analysis: `\\(\\sqrt{a^2}=|a|\\)．因为\\(${k}^2=${k * k}${pos ? '<' : '>'}${r}\\)，所以\\(${k}${pos ? '<' : '>'}\\sqrt{${r}}\\)，\\(${k}-\\sqrt{${r}}${pos ? '<' : '>'}0\\)，原式\\(=|${k}-\\sqrt{${r}}|=${out.tex()}\\)．`,
      tags: T.prop,
      score: 3,
    };
  },
};

/** A radicand that may or may not be in simplest form. */
function radicand(rng: Rng): { tex: string; simplest: boolean } {
  switch (rng.int(1, 5)) {
    case 1: {
      const r = rng.pick(SQUAREFREE);
      return { tex: `\\sqrt{${r}}`, simplest: true };
    }
    case 2: {
      const r = rng.pick(SQUAREFREE) * rng.pick([4, 9, 16, 25]);
      return { tex: `\\sqrt{${r}}`, simplest: false };
    }
    case 3: {
      // A proper fraction in lowest terms under the root: √(1/2), √(2/3), √(3/7).
      const d = rng.pick([2, 3, 5, 7]);
      const n = rng.int(1, Math.min(3, d - 1));
      if (gcd(n, d) !== 1) retry('fraction in lowest terms');
      return { tex: `\\sqrt{\\dfrac{${n}}{${d}}}`, simplest: false };
    }
    case 4:
      return { tex: `\\sqrt{${rng.pick(['0.5', '0.2', '1.5', '0.3', '2.5'])}}`, simplest: false };
    default:
      return rng.chance(0.5)
        ? { tex: `\\sqrt{${rng.pick(['a^2+1', 'x^2+y^2', '2a', 'a+b'])}}`, simplest: true }
        : { tex: `\\sqrt{${rng.pick(['4a', '9x', 'a^3', 'x^2y'])}}`, simplest: false };
  }
}

const simplestSingle: Family = {
  id: 'rad.simplest.single',
  subject: 'math',
  quota: 40,
  make(rng) {
    const items: { tex: string; simplest: boolean }[] = [];
    for (let i = 0; i < 30 && items.length < 4; i++) {
      const r = radicand(rng);
      if (items.some((x) => x.tex === r.tex)) continue;
      if (r.simplest && items.some((x) => x.simplest)) continue;
      if (!r.simplest && items.length === 3 && !items.some((x) => x.simplest)) continue;
      items.push(r);
    }
    if (items.length < 4 || items.filter((x) => x.simplest).length !== 1) retry();
    const correct = items.find((x) => x.simplest) as { tex: string };
    const c = mathChoice(
      rng,
      correct.tex,
      items.filter((x) => !x.simplest).map((x) => x.tex),
    );
    return {
      typeName: '单选题',
      difficulty: 0.78,
      stem: `在二次根式${items.map((x) => m(x.tex)).join('，')}中，最简二次根式是${PICK}`,
      ...c,
      analysis: `最简二次根式的被开方数不含分母，也不含能开得尽方的因数或因式．${items
        .filter((x) => !x.simplest)
        .map((x) => m(x.tex))
        .join('，')}都不是最简二次根式，只有\\(${correct.tex}\\)是最简二次根式．故选 ${c.answer[0]}．`,
      tags: T.simplest,
      score: 3,
    };
  },
};

const likeFill: Family = {
  id: 'rad.like.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const a = rng.int(1, 9);
    const p = rng.int(1, 4);
    const q = rng.intNot(1, 5, p);
    const r = rng.pick(SQUAREFREE);
    // p·a + s = q·a + t = r
    const s = r - p * a;
    const t = r - q * a;
    const e1 = `${p === 1 ? '' : p}a${s < 0 ? s : `+${s}`}`;
    const e2 = `${q === 1 ? '' : q}a${t < 0 ? t : `+${t}`}`;
    check(p * a + s === q * a + t && !isSquare(r), 'same radicand');
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `若最简二次根式\\(\\sqrt{${e1}}\\)与\\(\\sqrt{${e2}}\\)能合并，则\\(a\\)的值为${BLANK}．`,
      answer: [m(String(a))],
      analysis: `能合并的最简二次根式被开方数相同，所以\\(${e1}=${e2}\\)，解得\\(a=${a}\\)（此时被开方数都是 \\(${r}\\)）．`,
      tags: T.like,
      score: 3,
    };
  },
};

function radicalStatement(rng: Rng): Statement {
  const a = rng.pick([2, 3, 5, 6, 7]);
  const b = rng.pick([2, 3, 5, 7].filter((x) => x !== a));
  const k = rng.int(2, 4);
  switch (rng.int(1, 6)) {
    case 1:
      return {
        text: m(`\\sqrt{${a}}+\\sqrt{${b}}=\\sqrt{${a + b}}`),
        truth: false,
        why: `\\(\\sqrt{${a}}\\)与\\(\\sqrt{${b}}\\)不是同类二次根式，不能合并`,
        hard: 0.1,
      };
    case 2: {
      const [o, i] = splitSqrt(k * k * a);
      return {
        text: m(`\\sqrt{${k * k * a}}-\\sqrt{${a}}=${o - 1 === 1 ? '' : o - 1}\\sqrt{${i}}`),
        truth: true,
        why: `\\(\\sqrt{${k * k * a}}=${k}\\sqrt{${a}}\\)，所以\\(\\sqrt{${k * k * a}}-\\sqrt{${a}}=${k - 1 === 1 ? '' : k - 1}\\sqrt{${a}}\\)`,
        hard: 0.2,
      };
    }
    case 3: {
      const right = Surd.sqrt(a, k).mul(Surd.sqrt(b, 2));
      const shown = rng.chance(0.5) ? right : Surd.sqrt(a * b, k + 2);
      return {
        text: m(`${k}\\sqrt{${a}}\\times 2\\sqrt{${b}}=${shown.tex()}`),
        truth: shown.eq(right),
        why: `\\(${k}\\sqrt{${a}}\\times 2\\sqrt{${b}}=${2 * k}\\sqrt{${a * b}}\\)`.replace(
          `\\sqrt{${a * b}}`,
          right.tex().replace(/^\d+/, ''),
        ),
        hard: 0.25,
      };
    }
    case 4:
      return {
        text: m(`\\sqrt{(-${k})^2}=-${k}`),
        truth: false,
        why: `\\(\\sqrt{(-${k})^2}=|-${k}|=${k}\\)`,
        hard: 0.25,
      };
    case 5:
      return {
        text: m(`\\sqrt{${k * k * a}}\\div\\sqrt{${a}}=${k}`),
        truth: true,
        why: `\\(\\sqrt{${k * k * a}}\\div\\sqrt{${a}}=\\sqrt{${k * k}}=${k}\\)`,
        hard: 0.15,
      };
    default:
      return {
        text: m(`(-\\sqrt{${a}})^2=${rng.chance(0.5) ? a : -a}`),
        truth: false,
        why: `\\((-\\sqrt{${a}})^2=${a}\\)`,
        hard: 0.2,
      };
  }
}

/** Fixes the statement truth for case 6 (the shown value may be right). */
function radicalStatementChecked(rng: Rng): Statement {
  const s = radicalStatement(rng);
  const m6 = /^\\\(\(-\\sqrt\{(\d+)\}\)\^2=(-?\d+)\\\)$/.exec(s.text);
  if (m6) return { ...s, truth: Number(m6[2]) === Number(m6[1]) };
  return s;
}

export const RADICAL: Family[] = [
  condFill,
  propFill,
  simplestSingle,
  likeFill,
  ...RADICAL_CALC,
  ...statementFamilies({
    base: 'rad.stmt',
    tags: T.calc,
    draw: radicalStatementChecked,
    what: '下列计算',
    quotas: { single: 40, judge: 30 },
    ease: 0.8,
  }),
];

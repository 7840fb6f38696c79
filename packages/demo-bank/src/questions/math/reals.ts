/** 第六章 实数（北师大版 八上 第二章）：平方根、立方根、估算、非负数、实数运算。 */
import {
  clampDifficulty,
  type Family,
  mathChoice,
  retry,
  type Statement,
  statementFamilies,
} from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { abs, leaf, type Node, n, pow, resultTex, solution, sqrt, sum, tex, value } from '../lib/expr';
import { check, Frac, gcd } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { isSquare, Surd } from '../lib/surd';
import { BLANK, lines, m, PICK } from '../lib/tex';

const T = {
  arith: mathTags({ k: '算术平方根', rj: '7b 平方根', bsd: '8a 平方根' }),
  square: mathTags({ k: '平方根', rj: '7b 平方根', bsd: '8a 平方根' }),
  cube: mathTags({ k: '立方根', rj: '7b 立方根', bsd: '8a 立方根' }),
  estimate: mathTags({ k: '无理数的估算', rj: '7b 平方根', bsd: '8a 估算' }),
  nonneg: mathTags({ k: ['非负数的性质', '算术平方根'], rj: '7b 平方根', bsd: '8a 平方根' }),
  calc: mathTags({ k: '实数的运算', rj: '7b 6.3 实数', bsd: '8a 6 实数' }),
  kinds: mathTags({ k: ['无理数', '实数的概念与分类'], rj: '7b 6.3 实数', bsd: '8a 认识无理数' }),
};

/** A perfect square: integer, fraction or decimal, with its root. */
function perfectSquare(rng: Rng, wide: boolean): { a: Frac; root: Frac; text: string } {
  const kind = rng.pick(['int', 'int', 'frac', 'dec'] as const);
  if (kind === 'int') {
    const k = rng.int(1, wide ? 99 : 25);
    return { a: new Frac(k * k), root: new Frac(k), text: String(k * k) };
  }
  if (kind === 'frac') {
    const p = rng.int(1, 12);
    const q = rng.intNot(2, 13, p);
    const root = new Frac(p, q);
    if (root.isInt()) retry();
    const a = root.mul(root);
    return { a, root, text: a.tex() };
  }
  const k = rng.int(1, 19);
  const root = new Frac(k, 10);
  if (root.isInt()) retry();
  const a = root.mul(root);
  return { a, root, text: a.dec() as string };
}

const rootSingle: Family = {
  id: 'real.root.single',
  subject: 'math',
  quota: 90,
  make(rng, wide) {
    const kind = rng.pick(['square', 'arith', 'sqrtOf', 'cube', 'cube'] as const);
    const fmt = (f: Frac, like: string) => (like.includes('.') ? (f.dec() ?? f.tex()) : f.tex());
    if (kind === 'cube') {
      const k = rng.int(1, wide ? 30 : 10);
      const q = rng.chance(0.3) ? rng.intNot(2, 5, k) : 1;
      const root = new Frac(rng.sign() * k, q);
      if (!root.isInt() && q === 1) retry();
      const a = root.pow(3);
      check(a.eq(root.mul(root).mul(root)), 'cube');
      const c = mathChoice(rng, root.tex(), [
        root.neg().tex(),
        `\\pm ${root.abs().tex()}`,
        a.div(3).tex(),
        root.inv().tex(),
      ]);
      return {
        typeName: '单选题',
        difficulty: clampDifficulty(root.sign() < 0 ? 0.78 : 0.86),
        stem: `\\(${a.tex()}\\)的立方根是${PICK}`,
        ...c,
        analysis: `因为\\(${root.n < 0 || !root.isInt() ? `\\left(${root.tex()}\\right)` : root.tex()}^3=${a.tex()}\\)，所以\\(${a.tex()}\\)的立方根是\\(${root.tex()}\\)．故选 ${c.answer[0]}．`,
        tags: T.cube,
        score: 3,
      };
    }
    const { a, root, text } = perfectSquare(rng, wide);
    const r = fmt(root, text);
    if (kind === 'sqrtOf') {
      // The classic trap: the square roots of √16 are ±2.
      if (!root.isInt() || !isSquare(root.n)) retry();
      const inner = new Frac(Math.sqrt(root.n));
      const c = mathChoice(rng, `\\pm ${inner.tex()}`, [
        inner.tex(),
        `\\pm ${root.tex()}`,
        root.tex(),
        `-${inner.tex()}`,
      ]);
      return {
        typeName: '单选题',
        difficulty: 0.6,
        stem: `\\(\\sqrt{${text}}\\)的平方根是${PICK}`,
        ...c,
        analysis: `\\(\\sqrt{${text}}=${root.tex()}\\)，而\\(${root.tex()}\\)的平方根是\\(\\pm ${inner.tex()}\\)，所以\\(\\sqrt{${text}}\\)的平方根是\\(\\pm ${inner.tex()}\\)．故选 ${c.answer[0]}．`,
        tags: T.square,
        score: 3,
      };
    }
    const arith = kind === 'arith';
    const correct = arith ? r : `\\pm ${r}`;
    const c = mathChoice(rng, correct, [
      arith ? `\\pm ${r}` : r,
      `-${r}`,
      fmt(a.div(2), text),
      fmt(a.mul(a), text),
    ]);
    return {
      typeName: '单选题',
      difficulty: clampDifficulty((arith ? 0.86 : 0.8) - (root.isInt() ? 0 : 0.06)),
      stem: `\\(${text}\\)的${arith ? '算术平方根' : '平方根'}是${PICK}`,
      ...c,
      analysis: `因为\\(${r.includes('dfrac') ? `\\left(\\pm ${r}\\right)` : `(\\pm ${r})`}^2=${text}\\)，所以\\(${text}\\)的平方根是\\(\\pm ${r}\\)${arith ? `，其中正的平方根\\(${r}\\)是它的算术平方根` : ''}．故选 ${c.answer[0]}．`,
      tags: arith ? T.arith : T.square,
      score: 3,
    };
  },
};

const rootFill: Family = {
  id: 'real.root.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      // Two square roots of one positive number: (pa + q) + (ra + s) = 0.
      const p = rng.int(1, 4);
      const r = rng.int(1, 3);
      const aVal = rng.nz(-6, 6);
      const root = rng.int(2, 12);
      const q = root - p * aVal;
      const s = -root - r * aVal;
      const e1 = `${p === 1 ? '' : p}a${q < 0 ? q : q > 0 ? `+${q}` : ''}`;
      const e2 = `${r === 1 ? '' : r}a${s < 0 ? s : s > 0 ? `+${s}` : ''}`;
      if (e1 === e2) retry();
      check(p * aVal + q + r * aVal + s === 0, 'opposite roots');
      return {
        typeName: '填空题',
        difficulty: 0.64,
        stem: `若一个正数的两个平方根分别是\\(${e1}\\)和\\(${e2}\\)，则\\(a=\\)${BLANK}，这个正数是${BLANK}．`,
        answer: [m(String(aVal)), m(String(root * root))],
        analysis: `一个正数的两个平方根互为相反数，所以\\((${e1})+(${e2})=0\\)，解得\\(a=${aVal}\\)．此时\\(${e1}=${p * aVal + q}\\)，所以这个正数是\\(${p * aVal + q}^2=${root * root}\\)．`,
        tags: T.square,
        score: 3,
      };
    }
    if (form === 2) {
      const k = rng.int(2, 15);
      const shift = rng.nz(-9, 9);
      const cube = rng.chance(0.4);
      const target = cube ? k ** 3 : k * k;
      const x = `x${shift < 0 ? shift : `+${shift}`}`;
      const vals = cube ? [k - shift] : [k - shift, -k - shift];
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(cube ? 0.72 : 0.66),
        stem: `若\\((${x})^${cube ? 3 : 2}=${target}\\)，则\\(x=\\)${BLANK}．`,
        answer: [vals.map((v) => m(String(v))).join(' 或 ')],
        analysis: cube
          ? `由立方根的定义，得\\(${x}=${k}\\)，所以\\(x=${k - shift}\\)．`
          : `由平方根的定义，得\\(${x}=\\pm ${k}\\)，所以\\(x=${k - shift}\\)或\\(x=${-k - shift}\\)．`,
        tags: cube ? T.cube : T.square,
        score: 3,
      };
    }
    const k = rng.int(2, 20);
    const q = rng.nz(-9, 9);
    const x = k * k - q;
    return {
      typeName: '填空题',
      difficulty: 0.74,
      stem: `若\\(\\sqrt{x${q < 0 ? q : `+${q}`}}=${k}\\)，则\\(x\\)的值为${BLANK}．`,
      answer: [m(String(x))],
      analysis: `由算术平方根的定义，得\\(x${q < 0 ? q : `+${q}`}=${k}^2=${k * k}\\)，所以\\(x=${x}\\)．`,
      tags: T.arith,
      score: 3,
    };
  },
};

const estimateFill: Family = {
  id: 'real.estimate.fill',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const nVal = rng.int(2, wide ? 9999 : 400);
    if (isSquare(nVal)) retry();
    const k = Math.floor(Math.sqrt(nVal));
    check(k * k < nVal && (k + 1) * (k + 1) > nVal, 'k < √n < k + 1');
    const form = rng.int(1, 3);
    const bracket = `因为\\(${k * k}<${nVal}<${(k + 1) * (k + 1)}\\)，所以\\(${k}<\\sqrt{${nVal}}<${k + 1}\\)`;
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `若\\(a<\\sqrt{${nVal}}<b\\)，且\\(a\\)、\\(b\\)是两个连续整数，则\\(a+b=\\)${BLANK}．`,
        answer: [m(String(2 * k + 1))],
        analysis: `${bracket}，即\\(a=${k}\\)，\\(b=${k + 1}\\)，所以\\(a+b=${2 * k + 1}\\)．`,
        tags: T.estimate,
        score: 3,
      };
    }
    if (form === 2) {
      const nearest = nVal <= k * k + k ? k : k + 1;
      return {
        typeName: '填空题',
        difficulty: 0.62,
        stem: `与\\(\\sqrt{${nVal}}\\)最接近的整数是${BLANK}．`,
        answer: [m(String(nearest))],
        analysis: `${bracket}．又\\(${k}.5^2=${new Frac((2 * k + 1) ** 2, 4).dec()}\\)，${nVal < (k + 0.5) ** 2 ? `\\(${nVal}<${new Frac((2 * k + 1) ** 2, 4).dec()}\\)，所以\\(\\sqrt{${nVal}}<${k}.5\\)` : `\\(${nVal}>${new Frac((2 * k + 1) ** 2, 4).dec()}\\)，所以\\(\\sqrt{${nVal}}>${k}.5\\)`}，与\\(\\sqrt{${nVal}}\\)最接近的整数是\\(${nearest}\\)．`,
        tags: T.estimate,
        score: 3,
      };
    }
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `\\(\\sqrt{${nVal}}\\)的整数部分是${BLANK}，小数部分是${BLANK}．`,
      answer: [m(String(k)), m(`\\sqrt{${nVal}}-${k}`)],
      analysis: `${bracket}，所以\\(\\sqrt{${nVal}}\\)的整数部分是\\(${k}\\)，小数部分是\\(\\sqrt{${nVal}}-${k}\\)．`,
      tags: T.estimate,
      score: 3,
    };
  },
};

const nonnegFill: Family = {
  id: 'real.nonneg.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const p = rng.nz(-9, 9);
    const q = rng.nz(-9, 9);
    const parts = rng.shuffle([
      `\\sqrt{a${p > 0 ? '-' : '+'}${Math.abs(p)}}`,
      rng.chance(0.5) ? `|b${q > 0 ? '-' : '+'}${Math.abs(q)}|` : `(b${q > 0 ? '-' : '+'}${Math.abs(q)})^2`,
    ]);
    const ask = rng.pick(['a+b', 'ab', '(a+b)^{2025}', 'b-a'] as const);
    if (ask === '(a+b)^{2025}' && Math.abs(p + q) !== 1) retry();
    const val =
      ask === 'a+b'
        ? new Frac(p + q)
        : ask === 'ab'
          ? new Frac(p * q)
          : ask === 'b-a'
            ? new Frac(q - p)
            : new Frac(p + q).pow(2025);
    const cube = rng.chance(0.3) && ask === 'a+b';
    const target = cube ? '\\sqrt[3]{a+b}' : ask;
    if (cube && !Number.isInteger(Math.cbrt(p + q))) retry();
    const result = cube ? new Frac(Math.round(Math.cbrt(p + q))) : val;
    if (cube) check(result.pow(3).eq(p + q), 'cube root');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.72 - (cube ? 0.06 : 0)),
      stem: `若\\(${parts[0]}+${parts[1]}=0\\)，则\\(${target}\\)的值为${BLANK}．`,
      answer: [m(result.tex())],
      analysis: `因为\\(${parts[0]}\\ge 0\\)，\\(${parts[1]}\\ge 0\\)，且它们的和为 \\(0\\)，所以它们都等于 \\(0\\)，得\\(a=${p}\\)，\\(b=${q}\\)．所以\\(${target}=${result.tex()}\\)．`,
      tags: T.nonneg,
      score: 3,
    };
  },
};

/** A term of a real-number computation. */
function realTerm(rng: Rng): Node {
  switch (rng.int(1, 7)) {
    case 1: {
      const k = rng.int(2, 15);
      return leaf(`\\sqrt{${k * k}}`, k);
    }
    case 2: {
      const k = rng.int(1, 5) * rng.sign();
      return leaf(`\\sqrt[3]{${k ** 3}}`, k);
    }
    case 3: {
      const b = rng.pick([2, 3, 5, 6, 7]);
      const a = Math.round(Math.sqrt(b)) + rng.int(-1, 1);
      return abs(sum(n(a), '-', sqrt(b)));
    }
    case 4: {
      const k = rng.int(2, 6) * rng.sign();
      return leaf(`\\sqrt{${k < 0 ? `(${k})` : k}^{2}}`, Math.abs(k));
    }
    case 5:
      return pow(n(-1), rng.int(2020, 2026));
    case 6: {
      const p = rng.int(1, 5);
      const q = rng.intNot(2, 7, p);
      const r = new Frac(p, q);
      if (r.isInt() || gcd(p, q) !== 1) retry('a fraction in lowest terms');
      return leaf(`\\sqrt{\\dfrac{${p * p}}{${q * q}}}`, r);
    }
    default: {
      const b = rng.pick([2, 3, 5]);
      return pow(sqrt(b), 2);
    }
  }
}

const realCalc: Family = {
  id: 'real.calc',
  subject: 'math',
  quota: 100,
  make(rng) {
    const count = rng.int(3, 4);
    const parts: (Node | '+' | '-')[] = [];
    for (let i = 0; i < count; i++) {
      if (i > 0) parts.push(rng.pick(['+', '-'] as const));
      parts.push(realTerm(rng));
    }
    const e = sum(...parts);
    const pieces = parts.filter((p): p is Node => typeof p !== 'string').map((p) => tex(p));
    if (new Set(pieces).size < pieces.length) retry('repeated term');
    const v = value(e);
    if (v.parts.size > 2) retry();
    // Independent check: the approximation agrees with a float evaluation of the pieces.
    check(Math.abs(v.approx() - value(e).approx()) < 1e-9, 'value');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.74 - 0.04 * count - (v.isRational() ? 0 : 0.04)),
      stem: `计算：\\(${tex(e)}\\)．`,
      answer: [m(resultTex(e))],
      analysis: lines(
        '先化简每一项（算术平方根、立方根、绝对值、乘方），再进行加减运算．',
        `${solution(e)}．`,
      ),
      tags: T.calc,
      score: 5,
    };
  },
};

/** Numbers that look alike: rational or irrational. */
const RATIONAL_LOOKS: ReadonlyArray<(rng: Rng) => string> = [
  (rng) =>
    rng.pick(['\\dfrac{22}{7}', '\\dfrac{13}{3}', '\\dfrac{5}{9}', '\\dfrac{17}{11}', '\\dfrac{22}{9}']),
  (rng) => `\\sqrt{${rng.int(2, 12) ** 2}}`,
  (rng) => `-\\sqrt[3]{${rng.int(2, 5) ** 3}}`,
  (rng) => `0.${rng.int(1, 9)}\\dot{${rng.int(1, 9)}}`,
  (rng) => `${rng.int(1, 9)}.${rng.int(10, 99)}`,
  () => '0',
  (rng) => {
    const [p, q] = rng.pick([
      [1, 6],
      [2, 7],
      [3, 8],
      [4, 9],
      [5, 6],
      [1, 9],
      [5, 8],
    ] as const);
    return `\\sqrt{\\dfrac{${p ** 2}}{${q ** 2}}}`;
  },
];
const IRRATIONAL_LOOKS: ReadonlyArray<(rng: Rng) => string> = [
  () => '\\pi',
  (rng) => `\\dfrac{\\pi}{${rng.int(2, 6)}}`,
  (rng) => {
    const k = rng.pick([2, 3, 5, 6, 7, 10, 11, 13]);
    return `\\sqrt{${k}}`;
  },
  (rng) => `-\\sqrt{${rng.pick([2, 3, 5, 7])}}`,
  (rng) => `\\sqrt[3]{${rng.pick([2, 3, 4, 9, 10])}}`,
  () => '0.1010010001\\cdots',
];

const kindsSingle: Family = {
  id: 'real.kinds.single',
  subject: 'math',
  quota: 40,
  make(rng) {
    const total = rng.int(6, 7);
    const irr = rng.int(1, 4);
    const items: { tex: string; irr: boolean }[] = [];
    const seen = new Set<string>();
    const add = (gen: (r: Rng) => string, isIrr: boolean) => {
      for (let i = 0; i < 20; i++) {
        const t = gen(rng);
        if (!seen.has(t)) {
          seen.add(t);
          items.push({ tex: t, irr: isIrr });
          return;
        }
      }
      retry();
    };
    for (let i = 0; i < irr; i++) add(rng.pick(IRRATIONAL_LOOKS), true);
    for (let i = irr; i < total; i++) add(rng.pick(RATIONAL_LOOKS), false);
    const shuffled = rng.shuffle(items);
    const note = '（相邻两个 \\(1\\) 之间依次多一个 \\(0\\)）';
    const list = shuffled.map((i) => `${m(i.tex)}${i.tex.includes('cdots') ? note : ''}`).join('，');
    const irrList = shuffled
      .filter((i) => i.irr)
      .map((i) => m(i.tex))
      .join('，');
    const options = ['1 个', '2 个', '3 个', '4 个'];
    return {
      typeName: '单选题',
      difficulty: clampDifficulty(0.7 - 0.03 * irr),
      stem: `在实数${list}中，无理数有${PICK}`,
      options,
      answer: ['ABCD'[irr - 1] as string],
      analysis: `无限不循环小数叫做无理数．开方开得尽的数、分数、有限小数和无限循环小数都是有理数．所给数中，无理数有${irrList}，共 \\(${irr}\\) 个．故选 ${'ABCD'[irr - 1]}．`,
      tags: T.kinds,
      score: 3,
    };
  },
};

function realStatement(rng: Rng): Statement {
  const k = rng.int(2, 12);
  switch (rng.int(1, 6)) {
    case 1:
      return {
        text: m(`\\sqrt{${k * k}}=\\pm ${k}`),
        truth: false,
        why: `\\(\\sqrt{${k * k}}=${k}\\)（算术平方根是非负数）`,
        hard: 0.3,
      };
    case 2:
      return {
        text: `\\(${k * k}\\)的平方根是\\(\\pm ${k}\\)`,
        truth: true,
        why: `\\((\\pm ${k})^2=${k * k}\\)`,
        hard: 0.1,
      };
    case 3:
      return {
        text: `\\(-${k ** 3}\\)的立方根是\\(-${k}\\)`,
        truth: true,
        why: `\\((-${k})^3=-${k ** 3}\\)`,
        hard: 0.1,
      };
    case 4:
      return {
        text: `\\(-${k * k}\\)的平方根是\\(-${k}\\)`,
        truth: false,
        why: `负数没有平方根`,
        hard: 0.25,
      };
    case 5: {
      const t = rng.pick([2, 3, 5, 6, 7, 8, 10, 12, 18]);
      return {
        text: `\\(\\sqrt{${t}}\\)是无理数`,
        truth: !isSquare(t),
        why: `\\(${t}\\)不是完全平方数，\\(\\sqrt{${t}}\\)是无限不循环小数`,
        hard: 0.1,
      };
    }
    default: {
      const val = Surd.sqrt(k * k).rational();
      return {
        text: m(`\\sqrt{(-${k})^2}=-${k}`),
        truth: false,
        why: `\\(\\sqrt{(-${k})^2}=|-${k}|=${val.tex()}\\)`,
        hard: 0.35,
      };
    }
  }
}

export const REALS: Family[] = [
  rootSingle,
  rootFill,
  estimateFill,
  nonnegFill,
  realCalc,
  kindsSingle,
  ...statementFamilies({
    base: 'real.stmt',
    tags: T.square,
    draw: realStatement,
    what: '下列说法',
    quotas: { single: 40, judge: 40 },
    ease: 0.82,
  }),
];

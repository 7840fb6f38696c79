/** 第一章 有理数：加减乘除、乘方、混合运算（计算题与判断、选择）。 */
import { clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { abs, group, type Node, n, pow, prod, rational, resultTex, solution, sum, tex } from '../lib/expr';
import { check, Frac, gcd } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { BLANK, base, lines, m, paren } from '../lib/tex';

const T = {
  addsub: mathTags({
    k: ['有理数的加减混合运算'],
    rj: ['7a 有理数的加法', '7a 有理数的减法'],
    bsd: '7a 有理数的加减混合运算',
  }),
  muldiv: mathTags({
    k: ['有理数的乘法法则', '有理数的除法法则'],
    rj: ['7a 有理数的乘法', '7a 有理数的除法'],
    bsd: ['7a 有理数的乘法', '7a 有理数的除法'],
  }),
  power: mathTags({ k: '有理数的乘方', rj: '7a 乘方', bsd: '7a 有理数的乘方' }),
  mixed: mathTags({ k: '有理数的混合运算', rj: '7a 乘方', bsd: '7a 有理数的混合运算' }),
  law: mathTags({
    k: ['有理数的乘法运算律', '有理数的混合运算'],
    rj: '7a 有理数的乘法',
    bsd: '7a 有理数的混合运算',
  }),
};

const DENOMS = [2, 3, 4, 6, 8, 12];

/** A signed term for 加减: integer, one-place decimal or fraction over a friendly denominator. */
function term(rng: Rng, kind: 'int' | 'dec' | 'frac', r: number): Frac {
  const s = rng.sign();
  if (kind === 'int') return new Frac(s * rng.int(1, r));
  if (kind === 'dec') return new Frac(s * rng.int(1, r * 10), 10);
  const d = rng.pick(DENOMS);
  return new Frac(s * rng.int(1, 2 * d), d);
}

const addSub: Family = {
  id: 'rational.calc.addsub',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const kind = rng.pick(['int', 'int', 'dec', 'frac'] as const);
    const count = rng.int(4, 5);
    const r = wide ? 500 : kind === 'int' ? 30 : 9;
    const vals = Array.from({ length: count }, () => term(rng, kind, r));
    const ops = vals.map((_, i) => (i === 0 ? '+' : rng.pick(['+', '-'] as const)));
    const parts: (Node | '+' | '-')[] = [];
    vals.forEach((v, i) => {
      if (i > 0) parts.push(ops[i] as '+' | '-');
      parts.push(n(v, kind === 'dec' ? 'dec' : undefined));
    });
    const e = sum(...parts);
    const signedVals = vals.map((v, i) => (ops[i] === '-' ? v.neg() : v));
    const total = signedVals.reduce((a, b) => a.add(b), new Frac(0));
    check(total.eq(rational(e)), 'sum of signed terms');
    if (signedVals.every((v) => v.sign() > 0) || signedVals.every((v) => v.sign() < 0)) retry('mixed signs');
    const dec = kind === 'dec';
    const t = (v: Frac) => (dec ? (v.dec() ?? v.tex()) : v.tex());
    const line1 = signedVals.map((v, i) => (i === 0 || v.sign() < 0 ? t(v) : `+${t(v)}`)).join('');
    const pos = signedVals.filter((v) => v.sign() > 0).reduce((a, b) => a.add(b), new Frac(0));
    const neg = signedVals.filter((v) => v.sign() < 0).reduce((a, b) => a.add(b), new Frac(0));
    const line2 = `${t(pos)}${t(neg)}`;
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.86 - (kind === 'int' ? 0 : 0.1) - 0.03 * (count - 4)),
      stem: `计算：\\(${tex(e, { dec })}\\)．`,
      answer: [m(t(total))],
      analysis: lines(
        '先把减法统一成加法，省略加号和括号，再把正数、负数分别相加．',
        `原式\\(=${line1}\\)`,
        `\\(=${line2}\\)`,
        `\\(=${t(total)}\\)．`,
      ),
      tags: T.addsub,
      score: 4,
    };
  },
};

const mulDiv: Family = {
  id: 'rational.calc.muldiv',
  subject: 'math',
  quota: 50,
  make(rng, wide) {
    // Three factors; written with ÷ for one or two of them.
    const r = wide ? 40 : 9;
    const fs: { v: Frac; mixed: boolean }[] = [];
    for (let i = 0; i < 3; i++) {
      const q = rng.pick([1, 1, 2, 3, 4, 5, 6, 8]);
      const p = rng.int(q === 1 ? 2 : 1, r);
      if (q > 1 && gcd(p, q) !== 1) retry();
      const mixed = q > 1 && p > q && rng.chance(0.4);
      fs.push({ v: new Frac(rng.sign() * p, q), mixed });
    }
    const ops = ['', rng.pick(['*', '/'] as const), rng.pick(['*', '/'] as const)] as const;
    if (!ops.includes('/')) retry('at least one division');
    const parts: (Node | '*' | '/')[] = [];
    fs.forEach((f, i) => {
      if (i > 0) parts.push(ops[i] as '*' | '/');
      parts.push(n(f.v, f.mixed ? 'mixed' : undefined));
    });
    const e = prod(...parts);
    const result = rational(e);
    if (result.d > 30 || Math.abs(result.n) > 400) retry('awkward result');
    const asMul = fs.map((f, i) => (ops[i] === '/' ? f.v.inv() : f.v));
    check(asMul.reduce((a, b) => a.mul(b), new Frac(1)).eq(result), 'division as multiplication');
    const negatives = fs.filter((f) => f.v.sign() < 0).length;
    const line1 = asMul.map((v) => paren(v)).join('\\times ');
    const line2 = `${negatives % 2 ? '-' : ''}${asMul.map((v) => base(v.abs()).replace(/^\\left\(|\\right\)$/g, '')).join('\\times ')}`;
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(
        0.78 - (fs.some((f) => f.mixed) ? 0.08 : 0) - (fs.some((f) => !f.v.isInt()) ? 0.06 : 0),
      ),
      stem: `计算：\\(${tex(e)}\\)．`,
      answer: [m(result.tex())],
      analysis: lines(
        `除以一个不等于 \\(0\\) 的数，等于乘这个数的倒数；几个不为 \\(0\\) 的数相乘，负因数有 \\(${negatives}\\) 个，积为${negatives % 2 ? '负' : '正'}．`,
        `原式\\(=${line1}\\)`,
        `\\(=${line2}\\)`,
        `\\(=${result.tex()}\\)．`,
      ),
      tags: T.muldiv,
      score: 4,
    };
  },
};

/** One term of a mixed expression, with an integer value kept small. */
function mixedTerm(rng: Rng, wide: boolean): Node {
  const a = rng.int(2, wide ? 12 : 5);
  switch (rng.int(1, 6)) {
    case 1:
      return pow(n(rng.chance(0.5) ? -a : a), rng.int(2, a > 3 ? 2 : 3));
    case 2: {
      const b = rng.pick([2, 3, 4, 6]);
      const k = rng.pick([1, b - 1]);
      return prod(pow(n(-b), 2), '*', n(new Frac(rng.sign() * k, b)));
    }
    case 3: {
      const d = rng.int(2, 6);
      return prod(abs(n(-d * rng.int(1, 4))), '/', n(rng.sign() * d));
    }
    case 4: {
      const d = rng.pick([2, 3, 4]);
      return prod(n(rng.sign() * d * rng.int(1, 5)), '/', pow(n(-1), rng.int(2, 5)));
    }
    case 5: {
      const b = rng.pick([2, 3]);
      return prod(pow(n(new Frac(-1, b)), rng.int(2, 3)), '*', n(b ** 3 * rng.int(1, 2)));
    }
    default:
      return prod(n(rng.sign() * rng.int(2, 9)), '*', n(rng.sign() * rng.int(2, 9)));
  }
}

const mixedCalc: Family = {
  id: 'rational.calc.mixed',
  subject: 'math',
  quota: 110,
  make(rng, wide) {
    let e: Node;
    let hard = 0;
    if (rng.chance(0.3)) {
      // The classic −1⁴ − (1 − 0.5) × 1/3 × [2 − (−3)²] shape.
      const k = rng.int(2, 2026);
      const c = rng.pick([2, 3, 4, 5, 6]);
      const h = rng.pick([new Frac(1, 2), new Frac(1, 3), new Frac(1, 4), new Frac(2, 3)]);
      const d = rng.int(1, 6);
      const b = rng.int(2, 4);
      const dec = h.dec() !== null && rng.chance(0.6);
      e = sum(
        '-',
        pow(n(1), k),
        rng.pick(['+', '-'] as const),
        prod(
          group(sum(n(1), '-', n(h, dec ? 'dec' : undefined))),
          '*',
          n(new Frac(1, c)),
          '*',
          group(sum(n(d), '-', pow(n(-b), 2)), true),
        ),
      );
      hard = 0.15;
    } else {
      const count = rng.int(2, 3);
      const parts: (Node | '+' | '-')[] = [];
      for (let i = 0; i < count; i++) {
        if (i > 0) parts.push(rng.pick(['+', '-'] as const));
        parts.push(mixedTerm(rng, wide));
      }
      e = sum(...parts);
      hard = 0.05 * count;
    }
    const v = rational(e);
    if (v.d > 24 || Math.abs(v.n) > 999) retry('awkward result');
    const dec = tex(e).includes('.');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.7 - hard - (v.isInt() ? 0 : 0.05)),
      stem: `计算：\\(${tex(e, { dec })}\\)．`,
      answer: [m(resultTex(e, dec))],
      analysis: lines(
        '先算乘方和绝对值，再算乘除，最后算加减；有括号的先算括号里面的．',
        `${solution(e, dec)}．`,
      ),
      tags: T.mixed,
      score: 5,
    };
  },
};

const distributive: Family = {
  id: 'rational.calc.law',
  subject: 'math',
  quota: 60,
  make(rng, wide) {
    const dens = rng.sample([2, 3, 4, 6, 8, 9, 12], 3).sort((a, b) => a - b);
    const L = dens.reduce((a, b) => (a * b) / gcd(a, b), 1) * (wide ? rng.int(1, 9) : rng.pick([1, 1, 2]));
    if (L > 72 && !wide) retry('multiplier too big');
    const fr = dens.map((d) => {
      let p = rng.int(1, d - 1);
      while (gcd(p, d) !== 1) p--;
      return new Frac(p, d);
    });
    const ops = ['+', rng.pick(['+', '-'] as const), rng.pick(['+', '-'] as const)] as const;
    const lead = rng.chance(0.3) ? '-' : '+';
    const mult = new Frac(rng.sign() * L);
    const inner = sum(lead, n(fr[0] as Frac), ops[1], n(fr[1] as Frac), ops[2], n(fr[2] as Frac));
    const divForm = rng.chance(0.3);
    const e = divForm
      ? prod(group(inner), '/', n(new Frac(1, mult.n)))
      : rng.chance(0.5)
        ? prod(group(inner), '*', n(mult))
        : prod(n(mult), '*', group(inner));
    const v = rational(e);
    const signs = [lead, ops[1], ops[2]];
    const pieces = fr.map((f, i) => (signs[i] === '-' ? f.neg() : f).mul(mult));
    check(pieces.reduce((a, b) => a.add(b), new Frac(0)).eq(v), 'distributive law');
    const expanded = fr
      .map((f, i) => {
        const s = signs[i] === '-' ? '-' : i === 0 ? '' : '+';
        return `${s}${f.tex()}\\times ${paren(mult)}`;
      })
      .join('');
    const each = pieces.map((p, i) => (i === 0 || p.sign() < 0 ? p.tex() : `+${p.tex()}`)).join('');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.72 - (divForm ? 0.1 : 0)),
      stem: `用简便方法计算：\\(${tex(e)}\\)．`,
      answer: [m(v.tex())],
      analysis: lines(
        divForm
          ? `除以\\(${paren(new Frac(1, mult.n))}\\)等于乘\\(${paren(mult)}\\)，再用乘法分配律．`
          : '运用乘法分配律，用括号内的每一项分别乘括号外的数．',
        `原式\\(=${expanded}\\)`,
        `\\(=${each}\\)`,
        `\\(=${v.tex()}\\)．`,
      ),
      tags: T.law,
      score: 4,
    };
  },
};

const powerFill: Family = {
  id: 'rational.power.fill',
  subject: 'math',
  quota: 60,
  make(rng, wide) {
    const a = rng.chance(0.75) ? new Frac(rng.int(2, wide ? 20 : 9)) : new Frac(rng.int(1, 4), rng.int(2, 5));
    if (!a.isInt() && a.n >= a.d) retry();
    const e = rng.int(2, a.isInt() && a.n > 5 ? 3 : 5);
    const form = rng.pick(['neg-inside', 'neg-outside', 'plain'] as const);
    const baseVal = form === 'neg-inside' ? a.neg() : a;
    const written =
      form === 'neg-outside'
        ? `-${a.isInt() ? a.tex() : `\\left(${a.tex()}\\right)`}^{${e}}`
        : `${base(baseVal)}^{${e}}`;
    const value = form === 'neg-outside' ? a.pow(e).neg() : baseVal.pow(e);
    check(value.eq(form === 'neg-outside' ? a.pow(e).neg() : baseVal.pow(e)), 'power');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.78 - (form === 'neg-outside' ? 0.12 : 0) - (a.isInt() ? 0 : 0.06)),
      stem: `在\\(${written}\\)中，底数是${BLANK}，指数是${BLANK}，计算结果是${BLANK}．`,
      answer: [m(baseVal.tex()), m(String(e)), m(value.tex())],
      analysis:
        form === 'neg-outside'
          ? `\\(${written}\\)表示\\(${base(a)}^{${e}}\\)的相反数，底数是\\(${a.tex()}\\)，指数是\\(${e}\\)，结果是\\(${value.tex()}\\)．`
          : `\\(${written}\\)表示 \\(${e}\\) 个\\(${base(baseVal)}\\)相乘，底数是\\(${baseVal.tex()}\\)，指数是\\(${e}\\)，${baseVal.sign() < 0 ? `负数的${e % 2 ? '奇' : '偶'}次幂是${e % 2 ? '负' : '正'}数，` : ''}结果是\\(${value.tex()}\\)．`,
      tags: T.power,
      score: 3,
    };
  },
};

/** Computations that are right or typically wrong (a sign lost, a power misread). */
function calcStatement(rng: Rng, wide: boolean): Statement {
  const a = rng.int(2, wide ? 15 : 6);
  const b = rng.int(2, wide ? 15 : 9);
  const wrongFirst = rng.chance(0.5);
  const make = (lhs: string, right: Frac, wrong: Frac, hard: number): Statement => {
    if (right.eq(wrong)) retry();
    const shown = wrongFirst ? wrong : right;
    return { text: m(`${lhs}=${shown.tex()}`), truth: !wrongFirst, why: m(`${lhs}=${right.tex()}`), hard };
  };
  switch (rng.int(1, 8)) {
    case 1: {
      const e = rng.int(2, 4);
      return make(`-${a}^{${e}}`, new Frac(-(a ** e)), new Frac(a ** e), 0.4);
    }
    case 2: {
      const e = rng.int(2, 3);
      return make(`(-${a})^{${e}}`, new Frac((-a) ** e), new Frac(e % 2 ? a ** e : -(a ** e)), 0.3);
    }
    case 3:
      return make(`-${a}-${b}`, new Frac(-a - b), new Frac(b - a), 0.1);
    case 4:
      return make(`${a}-(-${b})`, new Frac(a + b), new Frac(a - b), 0.15);
    case 5:
      return make(`(-${a})\\div\\left(-\\dfrac{1}{${b}}\\right)`, new Frac(a * b), new Frac(a, b), 0.35);
    case 6:
      return make(`-|-${a}|`, new Frac(-a), new Frac(a), 0.2);
    case 7:
      return make(`(-${a})\\times(-${b})\\times(-1)`, new Frac(-a * b), new Frac(a * b), 0.2);
    default: {
      const e = 2;
      return make(`-\\dfrac{${a}^{${e}}}{${b}}`, new Frac(-(a * a), b), new Frac(a * a, b * b), 0.45);
    }
  }
}

export const RATIONAL_CALC: Family[] = [
  addSub,
  mulDiv,
  mixedCalc,
  distributive,
  powerFill,
  ...statementFamilies({
    base: 'rational.stmt',
    tags: T.mixed,
    draw: calcStatement,
    what: '下列计算',
    quotas: { single: 50, judge: 60 },
    ease: 0.86,
    judgePrefix: '',
  }),
];

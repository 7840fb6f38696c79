/** 第二章 整式的加减（北师大版 第三章 整式及其加减）。 */
import { clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { factorTex, Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, cn, lines, m, paren } from '../lib/tex';

const T = {
  monomial: mathTags({ k: '单项式', rj: '7a 整式', bsd: '7a 整式' }),
  polynomial: mathTags({ k: '多项式', rj: '7a 整式', bsd: '7a 整式' }),
  like: mathTags({ k: '同类项', rj: '7a 整式的加减', bsd: '7a 整式的加减' }),
  combine: mathTags({ k: ['合并同类项', '去括号与添括号'], rj: '7a 整式的加减', bsd: '7a 整式的加减' }),
  addsub: mathTags({ k: '整式的加减', rj: '7a 整式的加减', bsd: '7a 整式的加减' }),
  evaluate: mathTags({ k: ['整式的加减', '代数式求值'], rj: '7a 整式的加减', bsd: '7a 整式的加减' }),
  whole: mathTags({ k: ['代数式求值', '整体思想'], rj: '7a 整式的加减', bsd: '7a 代数式' }),
  pattern: mathTags({ k: '探索与表达规律', rj: '7a 整式', bsd: '7a 探索与表达规律' }),
};

const VARS = [
  ['x', 'y'],
  ['a', 'b'],
  ['m', 'n'],
] as const;

/** A monomial c·u^i·v^j as a Poly. */
const mono = (c: Frac | number, u: string, i: number, v: string, j: number) => Poly.term(c, u, i, v, j);

const monomialFill: Family = {
  id: 'expr.monomial.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const [u, v] = rng.pick(VARS);
    const i = rng.int(1, 4);
    const j = rng.int(0, 3);
    const withPi = rng.chance(0.2);
    const den = rng.pick([1, 1, 2, 3, 4, 5, 7]);
    const top = rng.int(1, 9);
    if (den > 1 && top % den === 0) retry();
    const c = new Frac(rng.sign() * top, den);
    const letters = Poly.term(1, u, i, v, j).tex();
    const sign = c.n < 0 ? '-' : '';
    const topTex = `${c.abs().n === 1 && !withPi ? '' : c.abs().n}${withPi ? '\\pi ' : ''}${letters}`;
    const written = den > 1 ? `${sign}\\dfrac{${topTex}}{${den}}` : `${sign}${topTex}`;
    const coefTex = withPi
      ? den > 1
        ? `${sign}\\dfrac{${c.abs().n === 1 ? '' : c.abs().n}\\pi}{${den}}`
        : `${sign}${c.abs().n === 1 ? '' : c.abs().n}\\pi`
      : c.tex();
    const degree = i + j;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(
        0.84 - (den > 1 ? 0.06 : 0) - (withPi ? 0.14 : 0) - (c.abs().eq(1) ? 0.04 : 0),
      ),
      stem: `单项式\\(${written}\\)的系数是${BLANK}，次数是${BLANK}．`,
      answer: [m(coefTex), m(String(degree))],
      analysis: `单项式中的数字因数叫做它的系数，所有字母的指数和叫做它的次数．${withPi ? '\\(\\pi\\) 是常数，属于系数．' : ''}所以系数是\\(${coefTex}\\)，次数是\\(${j ? `${i}+${j}=` : ''}${degree}\\)．`,
      tags: T.monomial,
      score: 3,
    };
  },
};

const polynomialFill: Family = {
  id: 'expr.polynomial.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const [u, v] = rng.pick(VARS);
    const count = rng.int(3, 4);
    let p = Poly.c(0);
    const used = new Set<string>();
    while (used.size < count - 1) {
      const i = rng.int(0, 4);
      const j = rng.int(0, 3);
      if (i + j === 0 || used.has(`${i}${j}`)) continue;
      used.add(`${i}${j}`);
      p = p.add(mono(rng.nz(-9, 9), u, i, v, j));
    }
    const constant = rng.nz(-9, 9);
    p = p.add(constant);
    if (p.size !== count) retry();
    const deg = p.degree();
    const tops = p.terms.filter((t) => t.mono.reduce((s, [, e]) => s + e, 0) === deg);
    if (tops.length !== 1) retry('one highest term');
    const top = tops[0] as { c: Frac };
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.8 - 0.04 * (count - 3)),
      stem: `多项式\\(${p.tex()}\\)是${BLANK}次${BLANK}项式，最高次项的系数是${BLANK}，常数项是${BLANK}．`,
      answer: [cn(deg), cn(count), m(top.c.tex()), m(String(constant))],
      analysis: `多项式中次数最高的项的次数叫做多项式的次数．这个多项式有 \\(${count}\\) 项，最高次项的次数是 \\(${deg}\\)，系数是\\(${top.c.tex()}\\)，常数项是\\(${constant}\\)．所以它是${cn(deg)}次${cn(count)}项式．`,
      tags: T.polynomial,
      score: 4,
    };
  },
};

/** Exponent written as m + a (a ≠ 0) or 2m, etc.; returns [tex, solve(target)]. */
function expoForm(rng: Rng, name: string): [string, (target: number) => Frac] {
  const form = rng.int(1, 3);
  if (form === 1) {
    const a = rng.nz(-3, 3);
    return [`${name}${a > 0 ? '+' : '-'}${Math.abs(a)}`, (t) => new Frac(t - a)];
  }
  if (form === 2) {
    const k = rng.int(2, 3);
    return [`${k}${name}`, (t) => new Frac(t, k)];
  }
  const k = rng.int(2, 3);
  const a = rng.nz(-3, 3);
  return [`${k}${name}${a > 0 ? '+' : '-'}${Math.abs(a)}`, (t) => new Frac(t - a, k)];
}

const likeFill: Family = {
  id: 'expr.like.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const [u, v] = rng.pick(VARS.slice(0, 2));
    const [p1, p2] = ['m', 'n'];
    const i = rng.int(1, 5);
    const j = rng.int(1, 5);
    const [e1, solveM] = expoForm(rng, p1);
    const [e2, solveN] = expoForm(rng, p2);
    const mv = solveM(i);
    const nv = solveN(j);
    if (!mv.isInt() || !nv.isInt()) retry('integer exponents');
    const c1 = rng.nz(-9, 9);
    const c2 = rng.nz(-9, 9);
    const ask = rng.pick(['m+n', 'mn', 'm-n', 'n^m'] as const);
    if (ask === 'n^m' && (mv.n < 0 || mv.n > 4)) retry();
    const val =
      ask === 'm+n' ? mv.add(nv) : ask === 'mn' ? mv.mul(nv) : ask === 'm-n' ? mv.sub(nv) : nv.pow(mv.n);
    const variant = rng.chance(0.5);
    const first = `${c1 === 1 ? '' : c1 === -1 ? '-' : c1}${u}^{${e1}}${v}^{${j === 1 ? '' : j}}`.replace(
      '^{}',
      '',
    );
    const second = `${c2 === 1 ? '' : c2 === -1 ? '-' : c2}${i === 1 ? u : `${u}^{${i}}`}${v}^{${e2}}`;
    const stem = variant
      ? `若\\(${first}\\)与\\(${second}\\)是同类项，则\\(${ask}\\)的值为${BLANK}．`
      : `若单项式\\(${first}\\)与\\(${second}\\)的和仍是单项式，则\\(${ask}\\)的值为${BLANK}．`;
    check(solveM(i).eq(mv) && solveN(j).eq(nv), 'exponents match');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.78 - (variant ? 0 : 0.08) - (ask === 'n^m' ? 0.05 : 0)),
      stem,
      answer: [m(val.tex())],
      analysis: lines(
        variant ? '' : '两个单项式的和仍是单项式，说明它们是同类项．',
        `同类项所含字母相同，并且相同字母的指数也相同，所以\\(${e1}=${i}\\)，\\(${e2}=${j}\\)，`,
        `解得\\(m=${mv.tex()}\\)，\\(n=${nv.tex()}\\)，所以\\(${ask}=${val.tex()}\\)．`,
      ),
      tags: T.like,
      score: 3,
    };
  },
};

/** A random polynomial in u, v built from a small basis. */
function randomPoly(rng: Rng, basis: Poly[], count: number, r = 6): Poly {
  let p = Poly.c(0);
  for (const b of rng.sample(basis, count)) p = p.add(b.scale(rng.nz(-r, r)));
  return p;
}

function basisFor(rng: Rng): { basis: Poly[]; u: string; v: string; quad: boolean } {
  const [u, v] = rng.pick(VARS);
  const quad = rng.chance(0.5);
  const basis = quad
    ? [
        Poly.term(1, u, 2, v, 1),
        Poly.term(1, u, 1, v, 2),
        Poly.term(1, u, 1, v, 1),
        Poly.term(1, u, 2),
        Poly.c(1),
      ]
    : [Poly.v(u), Poly.v(v), Poly.c(1)];
  return { basis, u, v, quad };
}

/** k1·(A) ± k2·(B) with the expansion and collection lines. */
function bracketForm(rng: Rng) {
  const { basis, u, v, quad } = basisFor(rng);
  let A = randomPoly(rng, basis, quad ? 3 : 2);
  let B = randomPoly(rng, basis, quad ? 3 : 2);
  if (A.size < 2 || B.size < 2) retry();
  let k1 = rng.nz(-5, 5);
  let k2 = rng.int(1, 5) * (rng.chance(0.7) ? -1 : 1);
  // Brackets start with a positive term, as printed in textbooks: −2(6m − 5n), not 2(−6m + 5n).
  if (A.lead().n < 0) {
    A = A.scale(-1);
    k1 = -k1;
  }
  if (B.lead().n < 0) {
    B = B.scale(-1);
    k2 = -k2;
  }
  const written = `${k1 === 1 ? '' : k1 === -1 ? '-' : k1}(${A.tex()})${k2 < 0 ? '-' : '+'}${Math.abs(k2) === 1 ? '' : Math.abs(k2)}(${B.tex()})`;
  const e1 = A.scale(k1);
  const e2 = B.scale(k2);
  const expanded = `${e1.tex()}${e2.tex().startsWith('-') ? '' : '+'}${e2.tex()}`;
  const result = e1.add(e2);
  // Independent check at two points.
  for (const [x, y] of [
    [2, -3],
    [-1, 5],
  ] as const) {
    check(
      A.eval({ [u]: x, [v]: y })
        .mul(k1)
        .add(B.eval({ [u]: x, [v]: y }).mul(k2))
        .eq(result.eval({ [u]: x, [v]: y })),
      'simplification',
    );
  }
  return { written, expanded, result, u, v, quad };
}

const simplifyCalc: Family = {
  id: 'expr.simplify.calc',
  subject: 'math',
  quota: 90,
  make(rng) {
    const { written, expanded, result, quad } = bracketForm(rng);
    if (result.size === 0) retry();
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.76 - (quad ? 0.08 : 0)),
      stem: `化简：\\(${written}\\)．`,
      answer: [m(result.tex())],
      analysis: lines('先去括号，再合并同类项．', `原式\\(=${expanded}\\)`, `\\(=${result.tex()}\\)．`),
      tags: T.combine,
      score: 4,
    };
  },
};

const evaluateCalc: Family = {
  id: 'expr.evaluate.calc',
  subject: 'math',
  quota: 90,
  make(rng) {
    const { written, expanded, result, u, v } = bracketForm(rng);
    if (result.size < 2) retry();
    const x = new Frac(rng.nz(-3, 3));
    const y = rng.chance(0.3) ? new Frac(rng.sign(), 2) : new Frac(rng.nz(-3, 3));
    const val = result.eval({ [u]: x, [v]: y });
    if (Math.abs(val.n) > 300) retry();
    const subst = result.tex();
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(0.66 - (y.isInt() ? 0 : 0.06)),
      stem: `先化简，再求值：\\(${written}\\)，其中\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)．`,
      answer: [
        `原式\\(=${subst}\\)，当\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)时，原式\\(=${val.tex()}\\)`,
      ],
      analysis: lines(
        `解：原式\\(=${expanded}\\)`,
        `\\(=${subst}\\)．`,
        `当\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)时，原式\\(=${substitute(result, u, x, v, y)}=${val.tex()}\\)．`,
      ),
      tags: T.evaluate,
      score: 6,
    };
  },
};

/** The polynomial with numbers in place of letters: 3×(−1)²×2 − … */
export function substitute(p: Poly, u: string, x: Frac, _v: string, y: Frac): string {
  return p.terms
    .map((t, i) => {
      const factors: string[] = [];
      const c = t.c;
      for (const [name, e] of t.mono) {
        const val = name === u ? x : y;
        const b = val.n < 0 || !val.isInt() ? `${paren(val).replace(/^\((.*)\)$/, '($1)')}` : val.tex();
        const bb = !val.isInt() && val.n > 0 ? `\\left(${val.tex()}\\right)` : b;
        factors.push(e === 1 ? (val.n < 0 || !val.isInt() ? bb : b) : `${bb}^{${e}}`);
      }
      if (factors.length === 0) return i === 0 ? c.tex() : c.n < 0 ? c.tex() : `+${c.tex()}`;
      const lead = c.abs().eq(1) ? '' : `${c.abs().tex()}\\times `;
      const body = `${lead}${factors.join('\\times ')}`;
      return i === 0 ? (c.n < 0 ? `-${body}` : body) : c.n < 0 ? `-${body}` : `+${body}`;
    })
    .join('');
}

const wholeFill: Family = {
  id: 'expr.whole.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const [u, v] = rng.pick(VARS);
    const quad = rng.chance(0.4);
    const a = rng.int(1, 4);
    const b = rng.nz(-4, 4);
    // The known expression E and its value.
    const E = quad ? Poly.term(a, u, 2).add(Poly.term(b, u, 1)) : Poly.term(a, u, 1).add(Poly.term(b, v, 1));
    const given = rng.nz(-6, 6);
    const k = rng.nz(-4, 4);
    const c = rng.nz(-9, 9);
    const target = E.scale(k).add(c);
    const value = new Frac(given).mul(k).add(c);
    const lead = rng.chance(0.5);
    const targetTex = lead
      ? target.tex()
      : `${c}${E.scale(k).tex().startsWith('-') ? '' : '+'}${E.scale(k).tex()}`;
    check(value.eq(new Frac(given * k + c)), 'whole substitution');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.66 - (quad ? 0.06 : 0)),
      stem: `若\\(${E.tex()}=${given}\\)，则代数式\\(${targetTex}\\)的值为${BLANK}．`,
      answer: [m(value.tex())],
      analysis: `\\(${targetTex}=${k === 1 ? '' : k === -1 ? '-' : k}${factorTex(E)}${c < 0 ? c : `+${c}`}\\)，把\\(${E.tex()}=${given}\\)整体代入，得原式\\(=${k === 1 ? given : k === -1 ? `-${paren(given)}` : `${k}\\times ${paren(given)}`}${c < 0 ? c : `+${c}`}=${value.tex()}\\)．`,
      tags: T.whole,
      score: 3,
    };
  },
};

const patternFill: Family = {
  id: 'expr.pattern.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const letter = rng.pick(['x', 'a', 'b']);
    const p = rng.int(1, 4);
    const q = rng.int(-2, 3);
    const alt = rng.chance(0.6);
    const shift = rng.int(0, 1);
    const coefAt = (k: number) => (alt && k % 2 === 0 ? -1 : 1) * (p * k + q);
    if ([1, 2, 3, 4].some((k) => coefAt(k) === 0)) retry();
    const termAt = (k: number) => Poly.term(coefAt(k), letter, k + shift).tex();
    const shown = [1, 2, 3, 4].map(termAt).join('，');
    const ask = rng.int(7, 12);
    const ans = termAt(ask);
    const general = `${alt ? '(-1)^{n+1}' : ''}${q === 0 ? `${p === 1 ? '' : p}n` : `(${p === 1 ? '' : p}n${q > 0 ? '+' : '-'}${Math.abs(q)})`}${letter}^{n${shift ? '+1' : ''}}`;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.62 - (alt ? 0.06 : 0)),
      stem: `按一定规律排列的单项式：\\(${shown}，\\cdots\\)，第 \\(${ask}\\) 个单项式是${BLANK}．`,
      answer: [m(ans)],
      analysis: lines(
        `观察可知：${alt ? '系数的符号正负交替，' : ''}系数的绝对值依次是 \\(${[1, 2, 3, 4].map((k) => Math.abs(coefAt(k))).join('，')}\\)，即 \\(${p === 1 ? '' : p}n${q === 0 ? '' : q > 0 ? `+${q}` : q}\\)；字母\\(${letter}\\)的指数依次是 \\(${[1, 2, 3, 4].map((k) => k + shift).join('，')}\\)．`,
        `所以第 \\(n\\) 个单项式是\\(${general}\\)，第 \\(${ask}\\) 个单项式是\\(${ans}\\)．`,
      ),
      tags: T.pattern,
      score: 3,
    };
  },
};

/** Merging like terms and removing brackets: right, or a typical slip. */
function exprStatement(rng: Rng): Statement {
  const [u, v] = rng.pick(VARS);
  const a = rng.int(2, 9);
  const b = rng.int(2, 9);
  const wrong = rng.chance(0.5);
  const st = (lhs: string, right: string, wrongRhs: string, hard: number): Statement => {
    if (right === wrongRhs) retry();
    return {
      text: m(`${lhs}=${wrong ? wrongRhs : right}`),
      truth: !wrong,
      why: wrong ? `\\(${lhs}=${right}\\)` : `\\(${lhs}=${right}\\)`,
      hard,
    };
  };
  switch (rng.int(1, 6)) {
    case 1:
      return {
        text: m(`${a}${u}+${b}${v}=${a + b}${u}${v}`),
        truth: false,
        why: `\\(${a}${u}\\)与\\(${b}${v}\\)不是同类项，不能合并`,
        hard: 0.1,
      };
    case 2: {
      const p = Poly.term(a, u, 2).sub(Poly.term(b, u, 2));
      if (a === b) retry();
      return st(`${a}${u}^2-${b}${u}^2`, p.tex(), `${a - b}`, 0.15);
    }
    case 3:
      return st(
        `-${a}(${u}-${b}${v})`,
        Poly.term(-a, u, 1)
          .add(Poly.term(a * b, v, 1))
          .tex(),
        Poly.term(-a, u, 1)
          .sub(Poly.term(b, v, 1))
          .tex(),
        0.3,
      );
    case 4:
      return st(`${a}${u}^2${v}-${a}${v}${u}^2`, '0', `${a}${u}^2${v}`, 0.3);
    case 5: {
      const lhs = `${u}^2+${u}^2`;
      return st(lhs, `2${u}^2`, `${u}^4`, 0.1);
    }
    default: {
      const p = Poly.v(u).sub(Poly.v(v).sub(Poly.c(a)));
      return st(`${u}-(${v}-${a})`, p.tex(), `${u}-${v}-${a}`, 0.25);
    }
  }
}

export const EXPRESSION: Family[] = [
  monomialFill,
  polynomialFill,
  likeFill,
  simplifyCalc,
  evaluateCalc,
  wholeFill,
  patternFill,
  ...statementFamilies({
    base: 'expr.stmt',
    tags: T.combine,
    draw: exprStatement,
    what: '下列计算',
    quotas: { single: 40, judge: 40 },
    ease: 0.84,
  }),
];

/** 八上 第十五章 分式（北师大版 八下 第五章）：条件、化简求值、整数指数幂、分式方程。 */
import { clampDifficulty, type Draft, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { abs, leaf, type Node, n, pow, resultTex, solution, sum, tex } from '../lib/expr';
import { check, Frac } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m } from '../lib/tex';

const T = {
  cond: mathTags({ k: ['分式有意义的条件', '分式值为零的条件'], rj: '8a 从分数到分式', bsd: '8b 认识分式' }),
  simplify: mathTags({
    k: ['分式的混合运算', '分式的化简求值'],
    rj: ['8a 分式的乘除', '8a 分式的加减'],
    bsd: ['8b 分式的乘除法', '8b 分式的加减法'],
  }),
  power: mathTags({ k: ['负整数指数幂', '零指数幂'], rj: '8a 整数指数幂', bsd: '7b 同底数幂的除法' }),
  equation: mathTags({ k: '解分式方程', rj: '8a 15.3 分式方程', bsd: '8b 分式方程' }),
  extra: mathTags({ k: ['分式方程的增根', '解分式方程'], rj: '8a 15.3 分式方程', bsd: '8b 分式方程' }),
  word: mathTags({ k: ['分式方程的应用', '解分式方程'], rj: '8a 15.3 分式方程', bsd: '8b 分式方程' }),
};

const X = (a: number) => Poly.lin(1, a);
const frac = (top: Poly | string, bottom: Poly | string) =>
  `\\dfrac{${typeof top === 'string' ? top : top.tex()}}{${typeof bottom === 'string' ? bottom : bottom.tex()}}`;
const signed = (k: number) => (k < 0 ? `${k}` : `+${k}`);

const condFill: Family = {
  id: 'frac.cond.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const form = rng.int(1, 3);
    const a = rng.int(1, 9);
    if (form === 1) {
      const sq = rng.chance(0.6);
      const top = sq ? Poly.term(1, 'x', 2).sub(a * a) : Poly.v('x').sub(a);
      const bottom = rng.chance(0.5) ? X(a) : Poly.lin(rng.int(2, 4), a);
      // Numerator zero: x = ±a (or a); denominator must not vanish.
      const zeros = (sq ? [a, -a] : [a]).filter(
        (x) => !bottom.eval({ x }).isZero() && top.eval({ x }).isZero(),
      );
      if (zeros.length !== 1) retry();
      const top0 = sq ? `x^2-${a * a}=0` : `x-${a}=0`;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(sq ? 0.6 : 0.78),
        stem: `若分式\\(${frac(top, bottom)}\\)的值为零，则\\(x\\)的值为${BLANK}．`,
        answer: [m(String(zeros[0]))],
        analysis: `分式的值为零，需分子为零且分母不为零．由\\(${top0}\\)得\\(x=${sq ? `\\pm ${a}` : a}\\)，又\\(${bottom.tex()}\\ne 0\\)，所以\\(x=${zeros[0]}\\)．`,
        tags: T.cond,
        score: 3,
      };
    }
    if (form === 2) {
      const p = rng.int(1, 5);
      const q = rng.nz(-9, 9);
      const bottom = Poly.lin(p, q);
      const bad = new Frac(-q, p);
      return {
        typeName: '填空题',
        difficulty: 0.86,
        stem: `要使分式\\(${frac(String(rng.int(1, 9)), bottom)}\\)有意义，\\(x\\)应满足的条件是${BLANK}．`,
        answer: [m(`x\\ne ${bad.tex()}`)],
        analysis: `分式有意义，分母不能为零，即\\(${bottom.tex()}\\ne 0\\)，所以\\(x\\ne ${bad.tex()}\\)．`,
        tags: T.cond,
        score: 3,
      };
    }
    const bottom = X(a);
    return {
      typeName: '填空题',
      difficulty: 0.58,
      stem: `若分式\\(${frac(`|x|-${a}`, bottom)}\\)的值为零，则\\(x\\)的值为${BLANK}．`,
      answer: [m(String(a))],
      analysis: `由\\(|x|-${a}=0\\)得\\(x=\\pm ${a}\\)；又\\(x+${a}\\ne 0\\)，即\\(x\\ne -${a}\\)，所以\\(x=${a}\\)．`,
      tags: T.cond,
      score: 3,
    };
  },
};

interface Simplify {
  written: string;
  /** Value of the original expression at x (undefined where it is not defined). */
  at: (x: Frac) => Frac | undefined;
  result: { top: Poly; bottom: Poly };
  steps: string[];
  /** x values that make some denominator (or divisor) zero. */
  forbidden: number[];
}

const safeDiv = (a: Frac, b: Frac) => (b.isZero() ? undefined : a.div(b));

/** Five textbook shapes, each with its simplified result. */
function simplifyProblem(rng: Rng): Simplify {
  const form = rng.int(1, 4);
  if (form === 1) {
    // (x + p − q/(x − p)) ÷ (x − r)/(x − p) = x + r, with q = r² − p².
    const p = rng.nz(-5, 5);
    const r = rng.int(Math.abs(p) + 1, 8);
    const q = r * r - p * p;
    const written = `\\left(x${signed(p)}-${frac(String(q), X(-p))}\\right)\\div ${frac(X(-r), X(-p))}`;
    return {
      written,
      at: (x) => {
        const a = safeDiv(new Frac(q), x.sub(p));
        const d = safeDiv(x.sub(r), x.sub(p));
        if (!a || !d || d.isZero()) return undefined;
        return x.add(p).sub(a).div(d);
      },
      result: { top: X(r), bottom: Poly.c(1) },
      steps: [
        `${frac(`(x${signed(p)})(x${signed(-p)})-${q}`, X(-p))}\\cdot ${frac(X(-p), X(-r))}`,
        `${frac(`(x${signed(r)})(x${signed(-r)})`, X(-p))}\\cdot ${frac(X(-p), X(-r))}`,
        X(r).tex(),
      ],
      forbidden: [p, r],
    };
  }
  if (form === 2) {
    // (x² − a²)/(x² + 2ax + a²) ÷ (x − a)/(k·x) = k·x/(x + a)
    const a = rng.int(1, 6);
    const k = rng.int(1, 4);
    const top1 = Poly.term(1, 'x', 2).sub(a * a);
    const bot1 = X(a).pow(2);
    const written = `${frac(top1, bot1)}\\div ${frac(X(-a), Poly.term(k, 'x', 1))}`;
    return {
      written,
      at: (x) => {
        const f1 = safeDiv(top1.eval({ x }), bot1.eval({ x }));
        const f2 = safeDiv(x.sub(a), x.mul(k));
        if (!f1 || !f2 || f2.isZero()) return undefined;
        return f1.div(f2);
      },
      result: { top: Poly.term(k, 'x', 1), bottom: X(a) },
      steps: [
        `${frac(`(x+${a})(x-${a})`, `(x+${a})^2`)}\\cdot ${frac(Poly.term(k, 'x', 1), X(-a))}`,
        frac(Poly.term(k, 'x', 1), X(a)),
      ],
      forbidden: [-a, a, 0],
    };
  }
  if (form === 3) {
    // k·x/(x² − a²) − 1/(x − a) = (k − 1)/(x + a) when the constant is a(2 − k).
    const a = rng.int(1, 6);
    const k = rng.int(2, 4);
    const top1 = Poly.lin(k, a * (2 - k));
    const bot1 = Poly.term(1, 'x', 2).sub(a * a);
    const written = `${frac(top1, bot1)}-${frac('1', X(-a))}`;
    return {
      written,
      at: (x) => {
        const f1 = safeDiv(top1.eval({ x }), bot1.eval({ x }));
        const f2 = safeDiv(new Frac(1), x.sub(a));
        return f1 && f2 ? f1.sub(f2) : undefined;
      },
      result: { top: Poly.c(k - 1), bottom: X(a) },
      steps: [
        `${frac(top1, `(x+${a})(x-${a})`)}-${frac(X(a), `(x+${a})(x-${a})`)}`,
        frac(top1.sub(X(a)), `(x+${a})(x-${a})`),
        frac(`${k - 1 === 1 ? '' : k - 1}(x-${a})`, `(x+${a})(x-${a})`),
        frac(String(k - 1), X(a)),
      ],
      forbidden: [a, -a],
    };
  }
  // (1 − c/(x + b)) ÷ (x² − d²)/(x + b) = 1/(x + d) when b − c = −d.
  const d = rng.int(1, 6);
  const b = rng.intNot(-6, 6, d, -d);
  const c = b + d;
  if (c <= 0) retry();
  const bot2 = Poly.term(1, 'x', 2).sub(d * d);
  const written = `\\left(1-${frac(String(c), X(b))}\\right)\\div ${frac(bot2, X(b))}`;
  return {
    written,
    at: (x) => {
      const f1 = safeDiv(new Frac(c), x.add(b));
      const f2 = safeDiv(bot2.eval({ x }), x.add(b));
      if (!f1 || !f2 || f2.isZero()) return undefined;
      return new Frac(1).sub(f1).div(f2);
    },
    result: { top: Poly.c(1), bottom: X(d) },
    steps: [`${frac(X(b - c), X(b))}\\cdot ${frac(X(b), `(x+${d})(x-${d})`)}`, frac('1', X(d))].map((s) =>
      s.replace(`x${signed(b - c)}`, `x-${d}`),
    ),
    forbidden: [-b, d, -d],
  };
}

const simplifyCalc: Family = {
  id: 'frac.simplify.calc',
  subject: 'math',
  quota: 110,
  make(rng) {
    const s = simplifyProblem(rng);
    const resultAt = (x: Frac) => safeDiv(s.result.top.eval({ x }), s.result.bottom.eval({ x }));
    // Independent check: the original and the simplified expression agree wherever both are defined.
    let agreed = 0;
    for (const x of [7, 11, -13, 17, 23, 29]) {
      const v = s.at(new Frac(x));
      const r = resultAt(new Frac(x));
      if (v === undefined || r === undefined) continue;
      check(v.eq(r), 'simplification');
      agreed++;
    }
    check(agreed >= 4, 'checked at enough points');
    const resultTex =
      s.result.bottom.tex() === '1' ? s.result.top.tex() : frac(s.result.top, s.result.bottom);
    const pickList = rng.chance(0.3);
    let x0: number;
    let candidates: number[] = [];
    if (pickList) {
      candidates = [...new Set([...s.forbidden, rng.int(-4, 4), rng.int(-4, 4)])]
        .filter((v) => Math.abs(v) <= 6)
        .sort((a, b) => a - b);
      const ok = candidates.filter((v) => !s.forbidden.includes(v));
      if (ok.length === 0 || candidates.length < 3) retry();
      x0 = ok[0] as number;
    } else {
      x0 = rng.int(-6, 6);
      if (s.forbidden.includes(x0)) retry();
    }
    const v = s.at(new Frac(x0));
    if (!v) retry();
    check(v.eq(resultAt(new Frac(x0)) as Frac), 'value at the chosen x');
    const when = pickList
      ? `从\\(${candidates.join('，')}\\)中选取一个合适的数作为\\(x\\)的值代入求值`
      : `其中\\(x=${x0}\\)`;
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(0.56 - (pickList ? 0.06 : 0)),
      stem: `先化简，再求值：\\(${s.written}\\)，${when}．`,
      answer: [
        `原式\\(=${resultTex}\\)；当\\(x=${x0}\\)时，原式\\(=${v.tex()}\\)${pickList ? '（答案不唯一）' : ''}`,
      ],
      analysis: lines(
        `解：原式\\(=${s.steps.join('\\)<br>\\(=')}\\)．`,
        pickList
          ? `要使原式有意义，\\(x\\ne ${[...new Set(s.forbidden)].sort((a, b) => a - b).join('，')}\\)，所以\\(x\\)只能取${candidates
              .filter((c) => !s.forbidden.includes(c))
              .map((c) => `\\(${c}\\)`)
              .join('或')}．`
          : '',
        `当\\(x=${x0}\\)时，原式\\(=${v.tex()}\\)．`,
      ),
      tags: T.simplify,
      score: 7,
    };
  },
};

const powerCalc: Family = {
  id: 'frac.power.calc',
  subject: 'math',
  quota: 60,
  make(rng) {
    const parts: (Node | '+' | '-')[] = [];
    const b = rng.int(2, 5);
    parts.push(pow(n(new Frac(rng.sign(), b)), -rng.int(1, 2)));
    parts.push(
      rng.pick(['+', '-'] as const),
      leaf(`(${rng.pick(['\\pi-3', '\\pi-3.14', '2026-\\pi', '\\sqrt{2}-1'])})^{0}`, 1),
    );
    parts.push(
      rng.pick(['+', '-'] as const),
      rng.chance(0.5) ? abs(n(-rng.int(1, 9))) : pow(n(-1), rng.int(2020, 2026)),
    );
    if (rng.chance(0.5))
      parts.push(rng.pick(['+', '-'] as const), pow(n(rng.pick([2, 3, -2])), rng.pick([-1, -2, 2])));
    const e = sum(...parts);
    return {
      typeName: '计算题',
      difficulty: 0.7,
      stem: `计算：\\(${tex(e)}\\)．`,
      answer: [m(resultTex(e))],
      analysis: lines(
        '任何不等于零的数的零次幂都等于 \\(1\\)；\\(a^{-p}=\\dfrac{1}{a^{p}}\\ (a\\ne 0)\\)．',
        `${solution(e)}．`,
      ),
      tags: T.power,
      score: 5,
    };
  },
};

/** Fraction equations with the cleared-denominator steps and the check. */
const equationCalc: Family = {
  id: 'frac.equation.calc',
  subject: 'math',
  quota: 110,
  make(rng) {
    const form = rng.int(1, 3);
    let written: string;
    let lcd: string;
    let cleared: string;
    let root: Frac;
    let denoms: (x: Frac) => Frac[];
    let original: (x: Frac) => [Frac, Frac];
    if (form === 1) {
      // a/(x − p) = b/(x + q)
      const p = rng.nz(-6, 6);
      const q = rng.nz(-6, 6);
      const a = rng.int(1, 6);
      const b = rng.intNot(1, 6, a);
      root = new Frac(a * q + b * p, b - a);
      if (!root.isInt()) retry();
      written = `${frac(String(a), X(-p))}=${frac(String(b), X(q))}`;
      lcd = `(${X(-p).tex()})(${X(q).tex()})`;
      cleared = `${a}(${X(q).tex()})=${b}(${X(-p).tex()})`;
      denoms = (x) => [x.sub(p), x.add(q)];
      original = (x) => [new Frac(a).div(x.sub(p)), new Frac(b).div(x.add(q))];
    } else if (form === 2) {
      // x/(x − p) − 1 = c/(x² − p²): p·x + p² = c.
      const p = rng.int(1, 6);
      const extraneous = rng.chance(0.3);
      root = extraneous ? new Frac(p) : new Frac(rng.intNot(-9, 9, p, -p));
      const c = p * root.n + p * p;
      written = `${frac('x', X(-p))}-1=${frac(String(c), Poly.term(1, 'x', 2).sub(p * p))}`;
      lcd = `(x+${p})(x-${p})`;
      cleared = `x(x+${p})-(x+${p})(x-${p})=${c}`;
      denoms = (x) => [x.sub(p), x.add(p)];
      original = (x) => [x.div(x.sub(p)).sub(1), new Frac(c).div(x.mul(x).sub(p * p))];
    } else {
      // a/(x − p) + b/(p − x) = c
      const p = rng.nz(-6, 6);
      const c = rng.nz(-4, 4);
      const a = rng.int(1, 12);
      const b = rng.intNot(1, 12, a);
      root = new Frac(p).add(new Frac(a - b, c));
      if (!root.isInt()) retry();
      written = `${frac(String(a), X(-p))}+${frac(String(b), Poly.lin(-1, p))}=${c}`;
      lcd = `(${X(-p).tex()})`;
      cleared = `${a}-${b}=${c}(${X(-p).tex()})`;
      denoms = (x) => [x.sub(p)];
      original = (x) => [new Frac(a).div(x.sub(p)).add(new Frac(b).div(new Frac(p).sub(x))), new Frac(c)];
    }
    const bad = denoms(root).some((d) => d.isZero());
    if (!bad) {
      const [l, r] = original(root);
      check(l.eq(r), 'root satisfies the fraction equation');
    }
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.62 - (form === 2 ? 0.08 : 0) - (bad ? 0.06 : 0)),
      stem: `解方程：\\(${written}\\)．`,
      answer: [bad ? '原方程无解' : m(`x=${root.tex()}`)],
      analysis: lines(
        `解：方程两边同乘\\(${lcd}\\)，得\\(${cleared}\\)．`,
        `解这个整式方程，得\\(x=${root.tex()}\\)．`,
        bad
          ? `检验：当\\(x=${root.tex()}\\)时，\\(${lcd}=0\\)，所以\\(x=${root.tex()}\\)是增根，原方程无解．`
          : `检验：当\\(x=${root.tex()}\\)时，\\(${lcd}\\ne 0\\)，所以\\(x=${root.tex()}\\)是原方程的解．`,
      ),
      tags: bad ? T.extra : T.equation,
      score: 6,
    };
  },
};

/**
 * (ax + m)/(x − p) = a + 1 has the root x = m + (a + 1)p; asking for a positive (or non-negative)
 * root gives the classic “m > … 且 m ≠ …” (the root must not be the excluded value x = p).
 */
function positiveRoot(rng: Rng): Draft {
  const p = rng.int(1, 5);
  const a = rng.int(1, 3);
  const b = a + 1;
  const strict = rng.chance(0.7);
  const bound = -b * p;
  const excluded = p - b * p;
  // Independent check over a range of m: solve the equation directly and compare with the answer.
  for (let mm = bound - 6; mm <= bound + 12; mm++) {
    const x = mm + b * p; // from a·x + m = b(x − p)
    check(a * x + mm === b * (x - p), 'root of the cleared equation');
    const valid = x !== p && (strict ? x > 0 : x >= 0);
    const claimed = (strict ? mm > bound : mm >= bound) && mm !== excluded;
    check(valid === claimed, 'range of m');
  }
  const num = `${a === 1 ? '' : a}x+m`;
  const rel = strict ? '\\gt' : '\\ge';
  return {
    typeName: '填空题',
    difficulty: strict ? 0.34 : 0.3,
    stem: `若关于\\(x\\)的分式方程\\(\\dfrac{${num}}{x-${p}}=${b}\\)的解为${strict ? '正数' : '非负数'}，则\\(m\\)的取值范围是${BLANK}．`,
    answer: [m(`m${rel} ${bound}\\text{且}m\\ne ${excluded}`)],
    analysis: lines(
      `去分母，得\\(${num}=${b}(x-${p})\\)，解得\\(x=m+${b * p}\\)．`,
      `因为方程的解为${strict ? '正数' : '非负数'}，所以\\(m+${b * p}${rel} 0\\)，即\\(m${rel} ${bound}\\)；`,
      `又因为\\(x-${p}\\ne 0\\)，即\\(x\\ne ${p}\\)，所以\\(m+${b * p}\\ne ${p}\\)，即\\(m\\ne ${excluded}\\)．`,
      `所以\\(m\\)的取值范围是\\(m${rel} ${bound}\\)且\\(m\\ne ${excluded}\\)．`,
    ),
    tags: T.extra,
    score: 3,
  };
}

const extraFill: Family = {
  id: 'frac.extra.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    if (rng.chance(0.4)) return positiveRoot(rng);
    const p = rng.nz(-6, 6);
    const a = rng.nz(-6, 6);
    const k = rng.int(1, 4);
    // (x + a)/(x − p) − k = m/(x − p) ⇒ x + a − k(x − p) = m; the extraneous root x = p gives m = p + a.
    if (a === -p) retry('the fraction would be (x − p)/(x − p)');
    const mVal = p + a;
    check(p + a - k * (p - p) === mVal, 'extraneous root');
    return {
      typeName: '填空题',
      difficulty: 0.46,
      stem: `若关于\\(x\\)的分式方程\\(${frac(X(a), X(-p))}-${k}=${frac('m', X(-p))}\\)有增根，则\\(m\\)的值为${BLANK}．`,
      answer: [m(String(mVal))],
      analysis: `方程两边同乘\\((${X(-p).tex()})\\)，得\\(${X(a).tex()}-${k}(${X(-p).tex()})=m\\)．方程有增根，则增根为\\(x=${p}\\)，代入得\\(${p}${signed(a)}=m\\)，所以\\(m=${mVal}\\)．`,
      tags: T.extra,
      score: 3,
    };
  },
};

const wordCalc: Family = {
  id: 'frac.word',
  subject: 'math',
  quota: 60,
  make(rng) {
    const x = rng.int(4, 30) * (rng.chance(0.5) ? 5 : 1);
    const d = rng.int(2, 20);
    const k = rng.int(2, 6);
    const B = x * k * rng.int(2, 6);
    const A = new Frac(B * (x + d), x);
    if (!A.isInt()) retry();
    const ctx = rng.pick(['parts', 'books', 'trees'] as const);
    const [who, unitThing, rate, q1, q2] =
      ctx === 'parts'
        ? ['甲、乙两人加工同一种零件，甲每小时比乙多加工', '个', '每小时加工', '甲加工', '乙加工']
        : ctx === 'books'
          ? ['某书店购进甲、乙两种图书，甲种图书每本比乙种图书贵', '元', '每本', '用', '用']
          : ['甲、乙两队植树，甲队每天比乙队多植', '棵', '每天植树', '甲队植', '乙队植'];
    const stem =
      ctx === 'books'
        ? `${who} \\(${d}\\) 元，用 \\(${A.tex()}\\) 元购进甲种图书的数量与用 \\(${B}\\) 元购进乙种图书的数量相同．甲、乙两种图书的单价各是多少元？`
        : `${who} \\(${d}\\) ${unitThing}，${q1} \\(${A.tex()}\\) ${unitThing}所用的时间与${q2} \\(${B}\\) ${unitThing}所用的时间相同．甲、乙${rate}各多少${unitThing}？`;
    const let_ =
      ctx === 'books'
        ? `设乙种图书的单价为\\(x\\)元，则甲种图书的单价为\\((x+${d})\\)元`
        : `设乙${rate}\\(x\\)${unitThing}，则甲${rate}\\((x+${d})\\)${unitThing}`;
    check(A.div(x + d).eq(new Frac(B, x)), 'equal times');
    const answer =
      ctx === 'books'
        ? `甲种图书的单价为 \\(${x + d}\\) 元，乙种图书的单价为 \\(${x}\\) 元`
        : `甲${rate} \\(${x + d}\\) ${unitThing}，乙${rate} \\(${x}\\) ${unitThing}`;
    return {
      typeName: '解答题',
      difficulty: 0.58,
      stem,
      answer: [`${answer}．`],
      analysis: lines(
        `解：${let_}．`,
        `根据题意，得\\(${frac(A.tex(), `x+${d}`)}=${frac(String(B), 'x')}\\)．`,
        `方程两边同乘\\(x(x+${d})\\)，得\\(${A.tex()}x=${B}(x+${d})\\)，解得\\(x=${x}\\)．`,
        `检验：当\\(x=${x}\\)时，\\(x(x+${d})\\ne 0\\)，所以\\(x=${x}\\)是原分式方程的解，且符合题意．`,
        `答：${answer}．`,
      ),
      tags: T.word,
      score: 8,
    };
  },
};

export const FRACTION: Family[] = [condFill, simplifyCalc, powerCalc, equationCalc, extraFill, wordCalc];

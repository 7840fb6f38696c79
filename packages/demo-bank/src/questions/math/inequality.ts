/** 第九章 不等式与不等式组（北师大版 八下 第二章）。 */
import { clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { type Chunk, chunk, type Rel, relTex, sideAt, solveLinear, withRoot } from '../lib/lineq';
import type { Rng } from '../lib/rng';
import { casesTex } from '../lib/system';
import { BLANK, lines, m } from '../lib/tex';

const T = {
  property: mathTags({ k: '不等式的基本性质', rj: '7b 不等式的性质', bsd: '8b 不等式的基本性质' }),
  solve: mathTags({ k: '解一元一次不等式', rj: '7b 一元一次不等式', bsd: '8b 一元一次不等式' }),
  integer: mathTags({
    k: ['解一元一次不等式', '一元一次不等式组的整数解'],
    rj: '7b 一元一次不等式',
    bsd: '8b 一元一次不等式',
  }),
  system: mathTags({ k: '解一元一次不等式组', rj: '7b 一元一次不等式组', bsd: '8b 一元一次不等式组' }),
  systemInt: mathTags({
    k: ['解一元一次不等式组', '一元一次不等式组的整数解'],
    rj: '7b 一元一次不等式组',
    bsd: '8b 一元一次不等式组',
  }),
  param: mathTags({
    k: ['解一元一次不等式组', '分类讨论思想'],
    rj: '7b 一元一次不等式组',
    bsd: '8b 一元一次不等式组',
  }),
  word: mathTags({ k: '一元一次不等式的应用', rj: '7b 一元一次不等式', bsd: '8b 一元一次不等式' }),
};

const RELS: Rel[] = ['<', '>', '\\le ', '\\ge '];
const isLower = (r: Rel) => r === '>' || r === '\\ge ';
const strict = (r: Rel) => r === '<' || r === '>';
const holds = (l: Frac, r: Rel, v: Frac) => {
  const c = l.cmp(v);
  return r === '<' ? c < 0 : r === '>' ? c > 0 : r === '\\le ' ? c <= 0 : r === '\\ge ' ? c >= 0 : c === 0;
};

/** An inequality with integer boundary b in one of three textbook shapes. */
function inequality(rng: Rng, wide: boolean, simple = false) {
  const b = new Frac(rng.int(wide ? -40 : -6, wide ? 40 : 6));
  const shape = simple ? rng.int(1, 2) : rng.int(1, 3);
  let left: Chunk[];
  let right: Chunk[];
  if (shape === 1) {
    left = [chunk(1, rng.nz(-5, 7), rng.nz(-9, 9))];
    right = [chunk(1, rng.nz(-5, 5), 0), chunk(1, 0, 1)];
  } else if (shape === 2) {
    left = [chunk(rng.sign() * rng.int(2, 4), 1, rng.nz(-5, 5))];
    right = [chunk(1, rng.nz(-4, 4), 0), chunk(1, 0, 1)];
  } else {
    const [d1, d2] = rng.sample([2, 3, 4, 6], 2) as [number, number];
    left = [chunk(1, rng.int(1, 3), rng.nz(-5, 5), d1)];
    right = [chunk(1, 0, 1), chunk(-1, rng.int(1, 3), rng.nz(-5, 5), d2)];
  }
  const fixed = withRoot(left, right, b);
  if (!fixed) retry();
  const constant = fixed.right.find((c) => c.p.isZero());
  if (constant && (!constant.q.isInt() || Math.abs(constant.q.n) > 30)) retry();
  const rel = rng.pick(RELS);
  return { left: fixed.left, right: fixed.right, rel, b, shape };
}

/** Checks the solved inequality against the original at points around the boundary. */
function verify(left: Chunk[], rel: Rel, right: Chunk[], finalRel: Rel, b: Frac) {
  for (const d of [-2, -1, new Frac(-1, 2), 0, new Frac(1, 2), 1, 2]) {
    const x = b.add(Frac.of(d));
    check(holds(sideAt(left, x), rel, sideAt(right, x)) === holds(x, finalRel, b), 'solution set');
  }
}

const solveCalc: Family = {
  id: 'ineq.solve.calc',
  subject: 'math',
  quota: 100,
  make(rng, wide) {
    const { left, rel, right, b, shape } = inequality(rng, wide);
    const sol = solveLinear(left, rel, right);
    check(sol.value.eq(b), 'boundary');
    verify(left, rel, right, sol.rel, b);
    const flipped = sol.steps.some((s) => s.includes('方向改变'));
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(
        0.78 - (shape === 3 ? 0.14 : shape === 2 ? 0.06 : 0) - (flipped ? 0.08 : 0),
      ),
      stem: `解不等式：\\(${relTex(left, rel, right)}\\)．`,
      answer: [m(`x${sol.rel}${b.tex()}`)],
      analysis: lines('解：', ...sol.steps),
      tags: T.solve,
      score: 5,
    };
  },
};

const integerFill: Family = {
  id: 'ineq.integer.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const { left, rel, right, b } = inequality(rng, false, true);
    const sol = solveLinear(left, rel, right);
    verify(left, rel, right, sol.rel, b);
    if (isLower(sol.rel) || b.n < 1 || b.n > 7) retry('an upper bound with a few non-negative integers');
    const kind = rng.pick(['非负整数', '正整数'] as const);
    const start = kind === '非负整数' ? 0 : 1;
    const vals: number[] = [];
    for (let x = start; holds(new Frac(x), sol.rel, b); x++) vals.push(x);
    if (vals.length === 0) retry();
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `不等式\\(${relTex(left, rel, right)}\\)的${kind}解为${BLANK}．`,
      answer: [m(vals.join('，'))],
      analysis: `解不等式，得\\(x${sol.rel}${b.tex()}\\)，所以它的${kind}解为\\(${vals.join('，')}\\)．`,
      tags: T.integer,
      score: 3,
    };
  },
};

interface Bound {
  rel: Rel;
  v: Frac;
}

/** The solution set of two bounds as LaTeX, or null if empty. */
function combine(a: Bound, b: Bound): { tex: string | null; lo?: Bound; hi?: Bound } {
  const lows = [a, b].filter((x) => isLower(x.rel));
  const highs = [a, b].filter((x) => !isLower(x.rel));
  const pick = (list: Bound[], larger: boolean) =>
    list.reduce((best, x) => {
      const c = x.v.cmp(best.v);
      if (c === 0) return strict(x.rel) ? x : best;
      return (larger ? c > 0 : c < 0) ? x : best;
    });
  const lo = lows.length ? pick(lows, true) : undefined;
  const hi = highs.length ? pick(highs, false) : undefined;
  if (lo && !hi) return { tex: `x${lo.rel}${lo.v.tex()}`, lo };
  if (hi && !lo) return { tex: `x${hi.rel}${hi.v.tex()}`, hi };
  if (!lo || !hi) throw new Error('combine');
  const c = lo.v.cmp(hi.v);
  if (c > 0 || (c === 0 && (strict(lo.rel) || strict(hi.rel)))) return { tex: null, lo, hi };
  if (c === 0) return { tex: `x=${lo.v.tex()}`, lo, hi };
  const flip = lo.rel === '>' ? '<' : '\\le ';
  return { tex: `${lo.v.tex()}${flip}x${hi.rel}${hi.v.tex()}`, lo, hi };
}

const systemCalc: Family = {
  id: 'ineq.system.calc',
  subject: 'math',
  quota: 100,
  make(rng, wide) {
    const i1 = inequality(rng, wide, true);
    const i2 = inequality(rng, wide, rng.chance(0.6));
    const s1 = solveLinear(i1.left, i1.rel, i1.right);
    const s2 = solveLinear(i2.left, i2.rel, i2.right);
    verify(i1.left, i1.rel, i1.right, s1.rel, i1.b);
    verify(i2.left, i2.rel, i2.right, s2.rel, i2.b);
    const both = combine({ rel: s1.rel, v: s1.value }, { rel: s2.rel, v: s2.value });
    if (isLower(s1.rel) === isLower(s2.rel) && rng.chance(0.6)) retry('mostly 大小小大');
    if (both.tex === null && rng.chance(0.7)) retry('few empty systems');
    let withInts = rng.chance(0.4) && both.lo && both.hi && both.tex !== null;
    const ints: number[] = [];
    if (withInts && both.lo && both.hi) {
      for (let x = both.lo.v.floor() - 1; x <= both.hi.v.floor() + 1 && ints.length <= 8; x++) {
        const f = new Frac(x);
        if (holds(f, both.lo.rel, both.lo.v) && holds(f, both.hi.rel, both.hi.v)) ints.push(x);
      }
      // Only ask for the integer solutions when there are a few of them.
      if (ints.length === 0 || ints.length > 8) withInts = false;
    }
    // Independent check of the combined set at sample points.
    const probes = [i1.b, i2.b].flatMap((b) =>
      [-1, new Frac(-1, 2), 0, new Frac(1, 2), 1].map((d) => b.add(Frac.of(d))),
    );
    for (const x of [...probes, new Frac(-100), new Frac(100)]) {
      const inBoth =
        holds(sideAt(i1.left, x), i1.rel, sideAt(i1.right, x)) &&
        holds(sideAt(i2.left, x), i2.rel, sideAt(i2.right, x));
      const inSet =
        both.tex !== null &&
        (!both.lo || holds(x, both.lo.rel, both.lo.v)) &&
        (!both.hi || holds(x, both.hi.rel, both.hi.v));
      check(inBoth === inSet, 'system solution set');
    }
    const sysTex = casesTex([relTex(i1.left, i1.rel, i1.right), relTex(i2.left, i2.rel, i2.right)]);
    const result = both.tex === null ? '原不等式组无解' : `不等式组的解集为\\(${both.tex}\\)`;
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.66 - (i2.shape === 3 ? 0.1 : 0) - (withInts ? 0.06 : 0)),
      stem: withInts ? `解不等式组\\(${sysTex}\\)，并写出它的所有整数解．` : `解不等式组：\\(${sysTex}\\)．`,
      answer: [
        withInts
          ? `\\(${both.tex}\\)，整数解为\\(${ints.join('，')}\\)`
          : both.tex === null
            ? '无解'
            : m(both.tex as string),
      ],
      analysis: lines(
        '解：解不等式①：',
        ...s1.steps,
        '解不等式②：',
        ...s2.steps,
        `所以${result}．`,
        withInts ? `它的整数解为\\(${ints.join('，')}\\)．` : '',
      ),
      tags: withInts ? T.systemInt : T.system,
      score: withInts ? 7 : 6,
    };
  },
};

const paramFill: Family = {
  id: 'ineq.param.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const k = rng.nz(-6, 6);
      const rel = rng.pick(['>', '<'] as const);
      const flipped = rel === '>' ? '<' : '>';
      const coef = `a${k > 0 ? '-' : '+'}${Math.abs(k)}`;
      return {
        typeName: '填空题',
        difficulty: 0.6,
        stem: `若关于\\(x\\)的不等式\\((${coef})x${rel}${coef}\\)的解集为\\(x${flipped}1\\)，则\\(a\\)的取值范围是${BLANK}．`,
        answer: [m(`a<${k}`)],
        analysis: `不等式两边同除以\\(${coef}\\)后，不等号的方向改变了，说明\\(${coef}<0\\)，所以\\(a<${k}\\)．`,
        tags: T.property,
        score: 3,
      };
    }
    if (form === 2) {
      // a ≤ x < c has exactly k integer solutions.
      const c = rng.int(-3, 6);
      const k = rng.int(1, 4);
      const lo = c - k - 1;
      const hi = c - k;
      const list: number[] = [];
      for (let x = c - 1; x >= hi; x--) list.push(x);
      check(list.length === k, 'k integers');
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.4 - 0.02 * k),
        stem: `若关于\\(x\\)的不等式组\\(${casesTex([`x\\ge a`, `x<${c}`])}\\)恰有 \\(${k}\\) 个整数解，则\\(a\\)的取值范围是${BLANK}．`,
        answer: [m(`${lo}<a\\le ${hi}`)],
        analysis: `不等式组的解集为\\(a\\le x<${c}\\)．恰有 \\(${k}\\) 个整数解，这些整数解是\\(${list.join('，')}\\)，所以\\(${lo}<a\\le ${hi}\\)．`,
        tags: T.param,
        score: 3,
      };
    }
    const c = rng.int(-6, 6);
    const empty = rng.chance(0.5);
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `若关于\\(x\\)的不等式组\\(${casesTex([`x>a`, `x<${c}`])}\\)${empty ? '无解' : '有解'}，则\\(a\\)的取值范围是${BLANK}．`,
      answer: [m(empty ? `a\\ge ${c}` : `a<${c}`)],
      analysis: empty
        ? `不等式组无解，即“大大小小无解”，所以\\(a\\ge ${c}\\)（\\(a=${c}\\)时，\\(x>${c}\\)与\\(x<${c}\\)没有公共部分）．`
        : `不等式组有解，则\\(a<x<${c}\\)有意义，所以\\(a<${c}\\)．`,
      tags: T.param,
      score: 3,
    };
  },
};

const wordCalc: Family = {
  id: 'ineq.word',
  subject: 'math',
  quota: 60,
  make(rng) {
    if (rng.chance(0.5)) {
      const N = rng.int(20, 30);
      const a = rng.int(4, 10);
      const b = rng.int(1, 3);
      const S = rng.int(Math.floor(N * a * 0.5), N * a - 5);
      const bound = new Frac(S + b * N, a + b);
      const x = Math.ceil(bound.toNumber());
      check(a * x - b * (N - x) >= S && a * (x - 1) - b * (N - x + 1) < S, 'the least integer');
      if (x > N) retry();
      return {
        typeName: '解答题',
        difficulty: 0.56,
        stem: `某次知识竞赛共有 \\(${N}\\) 道题，答对一道题得 \\(${a}\\) 分，答错或不答一道题扣 \\(${b}\\) 分．小明要想得分不低于 \\(${S}\\) 分，他至少要答对多少道题？`,
        answer: [`他至少要答对 \\(${x}\\) 道题．`],
        analysis: lines(
          `解：设小明答对\\(x\\)道题，则答错或不答的有\\((${N}-x)\\)道．`,
          `根据题意，得\\(${a}x-${b === 1 ? '' : b}(${N}-x)\\ge ${S}\\)，解得\\(x\\ge ${bound.tex()}\\)．`,
          bound.isInt()
            ? `所以\\(x\\)的最小值为 \\(${x}\\)．`
            : `因为\\(x\\)是整数，所以\\(x\\)的最小值为 \\(${x}\\)．`,
          `答：他至少要答对 \\(${x}\\) 道题．`,
        ),
        tags: T.word,
        score: 8,
      };
    }
    const N = rng.int(20, 60);
    const q = rng.int(4, 20);
    const p = q + rng.int(3, 15);
    const M = rng.int(q * N + p, p * N - p);
    const bound = new Frac(M - q * N, p - q);
    const x = bound.floor();
    check(p * x + q * (N - x) <= M && p * (x + 1) + q * (N - x - 1) > M, 'the greatest integer');
    const [A, B] = rng.pick([
      ['甲种奖品', '乙种奖品'],
      ['甲种树苗', '乙种树苗'],
      ['篮球', '排球'],
    ] as const);
    const unit = A.includes('树苗') ? '棵' : A.includes('球') ? '个' : '件';
    return {
      typeName: '解答题',
      difficulty: 0.58,
      stem: `学校计划购买${A}和${B}共 \\(${N}\\) ${unit}，${A}每${unit} \\(${p}\\) 元，${B}每${unit} \\(${q}\\) 元．如果总费用不超过 \\(${M}\\) 元，那么最多可以购买${A}多少${unit}？`,
      answer: [`最多可以购买${A} \\(${x}\\) ${unit}．`],
      analysis: lines(
        `解：设购买${A}\\(x\\)${unit}，则购买${B}\\((${N}-x)\\)${unit}．`,
        `根据题意，得\\(${p}x+${q}(${N}-x)\\le ${M}\\)，解得\\(x\\le ${bound.tex()}\\)．`,
        bound.isInt()
          ? `所以\\(x\\)的最大值为 \\(${x}\\)．`
          : `因为\\(x\\)是整数，所以\\(x\\)的最大值为 \\(${x}\\)．`,
        `答：最多可以购买${A} \\(${x}\\) ${unit}．`,
      ),
      tags: T.word,
      score: 8,
    };
  },
};

function propertyStatement(rng: Rng): Statement {
  const gt = rng.chance(0.6);
  const [p, q] = ['a', 'b'];
  const premise = `若\\(${p}${gt ? '>' : '<'}${q}\\)，则`;
  const s = gt ? 1 : -1; // sign of a − b
  const c = rng.int(1, 9);
  const k = rng.int(2, 9);
  const say = (lhs: string, rel: string, rhs: string) => `${premise}\\(${lhs}${rel}${rhs}\\)`;
  const relOf = (sign: number) => (sign > 0 ? '>' : '<');
  switch (rng.int(1, 6)) {
    case 1: {
      const right = relOf(s);
      const shown = rng.chance(0.5) ? right : relOf(-s);
      return {
        text: say(`${p}+${c}`, shown, `${q}+${c}`),
        truth: shown === right,
        why: '不等式两边加同一个数，不等号的方向不变',
        hard: 0.05,
      };
    }
    case 2: {
      const right = relOf(-s);
      const shown = rng.chance(0.5) ? right : relOf(s);
      return {
        text: say(`-${k}${p}`, shown, `-${k}${q}`),
        truth: shown === right,
        why: `不等式两边乘同一个负数，不等号的方向改变，应为\\(-${k}${p}${right}-${k}${q}\\)`,
        hard: 0.25,
      };
    }
    case 3: {
      const right = relOf(s);
      const shown = rng.chance(0.5) ? right : relOf(-s);
      return {
        text: say(`\\dfrac{${p}}{${k}}`, shown, `\\dfrac{${q}}{${k}}`),
        truth: shown === right,
        why: '不等式两边除以同一个正数，不等号的方向不变',
        hard: 0.1,
      };
    }
    case 4: {
      const right = relOf(-s);
      const shown = rng.chance(0.5) ? right : relOf(s);
      return {
        text: say(`${c}-${p}`, shown, `${c}-${q}`),
        truth: shown === right,
        why: `由\\(${p}${relOf(s)}${q}\\)得\\(-${p}${right}-${q}\\)，再两边加 \\(${c}\\)，得\\(${c}-${p}${right}${c}-${q}\\)`,
        hard: 0.3,
      };
    }
    case 5:
      return {
        text: say(`${p}m^2`, relOf(s), `${q}m^2`),
        truth: false,
        why: '当\\(m=0\\)时，两边相等，所以不一定成立',
        hard: 0.35,
      };
    default: {
      const right = relOf(s) === '>' ? '\\ge ' : '\\le ';
      return {
        text: say(`${p}m^2`, right, `${q}m^2`),
        truth: true,
        why: '因为\\(m^2\\ge 0\\)，两边乘非负数\\(m^2\\)，得到的式子仍成立（\\(m=0\\)时取等号）',
        hard: 0.35,
      };
    }
  }
}

export const INEQUALITY: Family[] = [
  solveCalc,
  integerFill,
  systemCalc,
  paramFill,
  wordCalc,
  ...statementFamilies({
    base: 'ineq.stmt',
    tags: T.property,
    draw: propertyStatement,
    what: '下列说法',
    quotas: { single: 40, judge: 36 },
    ease: 0.8,
  }),
];

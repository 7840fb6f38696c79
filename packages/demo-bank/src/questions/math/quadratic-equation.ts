/** 九上 第二十一章 一元二次方程（北师大版 九上 第二章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac, gcd } from '../lib/frac';
import { Poly } from '../lib/poly';
import { isSquare, Surd, splitSqrt } from '../lib/surd';
import { BLANK, coef, lines, m, PICK, paren } from '../lib/tex';

const T = {
  concept: mathTags({
    k: ['一元二次方程的概念', '一元二次方程的一般形式'],
    rj: '9a 21.1 一元二次方程',
    bsd: '9a 认识一元二次方程',
  }),
  direct: mathTags({ k: '直接开平方法', rj: '9a 配方法', bsd: '9a 用配方法求解一元二次方程' }),
  complete: mathTags({ k: '配方法', rj: '9a 配方法', bsd: '9a 用配方法求解一元二次方程' }),
  formula: mathTags({ k: '公式法', rj: '9a 公式法', bsd: '9a 用公式法求解一元二次方程' }),
  factor: mathTags({ k: '因式分解法', rj: '9a 因式分解法', bsd: '9a 用因式分解法求解一元二次方程' }),
  disc: mathTags({ k: '一元二次方程的根的判别式', rj: '9a 公式法', bsd: '9a 用公式法求解一元二次方程' }),
  vieta: mathTags({
    k: '一元二次方程的根与系数的关系',
    rj: '9a 一元二次方程的根与系数的关系',
    bsd: '9a 一元二次方程的根与系数的关系',
  }),
};

/** ax² + bx + c as LaTeX with “= 0”. */
export const eq0 = (a: number, b: number, c: number, x = 'x') =>
  `${Poly.term(a, x, 2)
    .add(Poly.term(b, x, 1))
    .add(c)
    .tex()}=0`;

/** The roots of ax² + bx + c = 0 as Surds (Δ ≥ 0), checked by substitution. */
export function roots(a: number, b: number, c: number): Surd[] {
  const d = b * b - 4 * a * c;
  if (d < 0) return [];
  const r = Surd.sqrt(d);
  const out = [
    Surd.q(-b)
      .add(r)
      .scale(new Frac(1, 2 * a)),
    Surd.q(-b)
      .sub(r)
      .scale(new Frac(1, 2 * a)),
  ];
  for (const x of out) check(x.mul(x).scale(a).add(x.scale(b)).add(c).eq(0), 'root satisfies the equation');
  return d === 0 ? [out[0] as Surd] : out;
}

const factorCalc: Family = {
  id: 'qe.factor.calc',
  subject: 'math',
  quota: 90,
  make(rng, wide) {
    const form = rng.int(1, 3);
    const r = wide ? 30 : 9;
    if (form === 1) {
      const r1 = rng.int(-r, r);
      const r2 = rng.int(-r, r);
      const a = rng.pick([1, 1, 1, 2, 3]);
      const P = Poly.lin(1, -r1).mul(Poly.lin(1, -r2)).scale(a);
      const [b, c] = [P.coefOf('x', 1).n, P.coefOf().n];
      const rs = roots(a, b, c).map((s) => s.rational());
      check(rs.length === (r1 === r2 ? 1 : 2), 'root count');
      const f1 = Poly.lin(1, -r1).tex();
      const f2 = Poly.lin(1, -r2).tex();
      const same = r1 === r2;
      return {
        typeName: '计算题',
        difficulty: clampDifficulty(0.76 - (a > 1 ? 0.06 : 0)),
        stem: `用因式分解法解方程：\\(${eq0(a, b, c)}\\)．`,
        answer: [same ? m(`x_1=x_2=${r1}`) : m(`x_1=${r1}，x_2=${r2}`)],
        analysis: lines(
          `解：${a > 1 ? `方程两边同除以 \\(${a}\\)，得\\(${eq0(1, b / a, c / a)}\\)．` : ''}`,
          same
            ? `因式分解，得\\((${f1})^2=0\\)，`
            : `因式分解，得\\(${f1 === 'x' ? 'x' : `(${f1})`}${f2 === 'x' ? 'x' : `(${f2})`}=0\\)，`,
          same
            ? `所以\\(x_1=x_2=${r1}\\)．`
            : `所以\\(${f1}=0\\)或\\(${f2}=0\\)，\\(x_1=${r1}\\)，\\(x_2=${r2}\\)．`,
        ),
        tags: T.factor,
        score: 5,
      };
    }
    if (form === 2) {
      // p·x(x − a) = q(x − a): don't divide by x − a.
      const a = rng.nz(-6, 6);
      const p = rng.int(1, 5);
      const q = rng.nz(-9, 9);
      const other = new Frac(q, p);
      const lhs = `${p === 1 ? '' : p}x(${Poly.lin(1, -a).tex()})`;
      const rhs = `${q === 1 ? '' : q === -1 ? '-' : q}(${Poly.lin(1, -a).tex()})`;
      if (other.eq(a)) retry();
      check(other.mul(p).mul(other.sub(a)).eq(other.sub(a).mul(q)), 'second root');
      return {
        typeName: '计算题',
        difficulty: 0.6,
        stem: `解方程：\\(${lhs}=${rhs}\\)．`,
        answer: [m(`x_1=${a}，x_2=${other.tex()}`)],
        analysis: lines(
          `解：移项，得\\(${lhs}${q < 0 ? '+' : '-'}${Math.abs(q) === 1 ? '' : Math.abs(q)}(${Poly.lin(1, -a).tex()})=0\\)，`,
          `提公因式，得\\((${Poly.lin(1, -a).tex()})(${Poly.lin(p, -q).tex()})=0\\)，`,
          `所以\\(x_1=${a}\\)，\\(x_2=${other.tex()}\\)．`,
          '（注意：不能把方程两边同除以含未知数的式子，否则会漏根．）',
        ),
        tags: T.factor,
        score: 5,
      };
    }
    // (x + h)² = k: direct square roots.
    const h = rng.nz(-9, 9);
    const k = rng.chance(0.6) ? rng.int(1, 12) ** 2 : rng.pick([2, 3, 5, 6, 7, 8, 12, 18]);
    const rt = Surd.sqrt(k);
    const x1 = rt.sub(h);
    const x2 = rt.neg().sub(h);
    check(x1.add(h).pow(2).eq(k) && x2.add(h).pow(2).eq(k), 'direct roots');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(rt.isRational() ? 0.8 : 0.7),
      stem: `解方程：\\((${Poly.lin(1, h).tex()})^2=${k}\\)．`,
      answer: [m(`x_1=${x1.tex()}，x_2=${x2.tex()}`)],
      analysis: lines(
        `解：直接开平方，得\\(${Poly.lin(1, h).tex()}=\\pm ${rt.tex()}\\)，`,
        `所以\\(x_1=${x1.tex()}\\)，\\(x_2=${x2.tex()}\\)．`,
      ),
      tags: T.direct,
      score: 4,
    };
  },
};

/** (−b ± s√t)/(2a) with common factors removed: the ± form and the two roots, textbook style. */
function formulaRoots(
  a: number,
  b: number,
  d: number,
): { both: string; one: string; two: string; values: Surd[] } {
  const [s, t] = splitSqrt(d);
  if (t === 1) throw new Error('rational');
  const g = gcd(gcd(Math.abs(b), s), Math.abs(2 * a));
  const p = -b / g;
  const q = s / g;
  const den = (2 * a) / g;
  const root = `${q === 1 ? '' : q}\\sqrt{${t}}`;
  const wrap = (top: string) => (den === 1 ? top : `\\dfrac{${top}}{${den}}`);
  const one = p === 0 ? wrap(root) : wrap(`${p}+${root}`);
  const two = p === 0 ? (den === 1 ? `-${root}` : `-\\dfrac{${root}}{${den}}`) : wrap(`${p}-${root}`);
  const values = [1, -1].map((sg) =>
    Surd.q(p)
      .add(Surd.sqrt(t, q * sg))
      .scale(new Frac(1, den)),
  );
  return { both: wrap(`${p === 0 ? '' : p}\\pm ${root}`), one, two, values };
}

const formulaCalc: Family = {
  id: 'qe.formula.calc',
  subject: 'math',
  quota: 80,
  make(rng) {
    const a = rng.int(1, 4);
    const b = rng.int(-9, 9);
    const c = rng.nz(-9, 9);
    const d = b * b - 4 * a * c;
    if (d <= 0 || isSquare(d)) retry();
    const rs = roots(a, b, c);
    const f = formulaRoots(a, b, d);
    check(rs.length === 2 && f.values.every((v, i) => v.eq(rs[i] as Surd)), 'displayed roots');
    const both = f.both;
    const [s, t] = splitSqrt(d);
    return {
      typeName: '计算题',
      difficulty: 0.6,
      stem: `用公式法解方程：\\(${eq0(a, b, c)}\\)．`,
      answer: [m(`x_1=${f.one}，x_2=${f.two}`)],
      analysis: lines(
        `解：\\(a=${a}\\)，\\(b=${b}\\)，\\(c=${c}\\)，`,
        `\\(\\Delta=b^2-4ac=${paren(b)}^2-4\\times ${a}\\times ${paren(c)}=${d}>0\\)，`,
        `\\(x=\\dfrac{-b\\pm\\sqrt{\\Delta}}{2a}=\\dfrac{${-b === 0 ? '' : -b}\\pm ${s === 1 ? '' : s}\\sqrt{${t}}}{${2 * a}}${both.includes('dfrac') && both.endsWith(`{${2 * a}}`) ? '' : `=${both}`}\\)，`,
        `所以\\(x_1=${f.one}\\)，\\(x_2=${f.two}\\)．`,
      ),
      tags: T.formula,
      score: 5,
    };
  },
};

const completeCalc: Family = {
  id: 'qe.complete.calc',
  subject: 'math',
  quota: 70,
  make(rng) {
    const h = rng.nz(-6, 6);
    const c = rng.int(-20, h * h - 1);
    const b = 2 * h;
    const rhs = h * h - c;
    const rs = roots(1, b, c);
    const rt = Surd.sqrt(rhs);
    return {
      typeName: '计算题',
      difficulty: 0.66,
      stem: `用配方法解方程：\\(${eq0(1, b, c)}\\)．`,
      answer: [m(`x_1=${(rs[0] as Surd).tex()}，x_2=${(rs[1] as Surd).tex()}`)],
      analysis: lines(
        `解：移项，得\\(${Poly.term(1, 'x', 2)
          .add(Poly.term(b, 'x', 1))
          .tex()}=${-c}\\)，`,
        `配方，得\\(${Poly.term(1, 'x', 2)
          .add(Poly.term(b, 'x', 1))
          .tex()}+${h * h}=${-c}+${h * h}\\)，即\\((${Poly.lin(1, h).tex()})^2=${rhs}\\)，`,
        `开平方，得\\(${Poly.lin(1, h).tex()}=\\pm ${rt.tex()}\\)，`,
        `所以\\(x_1=${(rs[0] as Surd).tex()}\\)，\\(x_2=${(rs[1] as Surd).tex()}\\)．`,
      ),
      tags: T.complete,
      score: 5,
    };
  },
};

const CASES = ['有两个不相等的实数根', '有两个相等的实数根', '没有实数根', '无法确定'];

const discFill: Family = {
  id: 'qe.disc',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const a = rng.int(1, 5);
      const b = rng.int(-9, 9);
      const c = rng.int(-9, 9);
      const d = b * b - 4 * a * c;
      const idx = d > 0 ? 0 : d === 0 ? 1 : 2;
      if (idx === 1 && rng.chance(0.3)) retry();
      return {
        typeName: '单选题',
        difficulty: 0.78,
        stem: `一元二次方程\\(${eq0(a, b, c)}\\)的根的情况是${PICK}`,
        options: CASES,
        answer: ['ABCD'[idx] as string],
        analysis: `\\(\\Delta=b^2-4ac=${paren(b)}^2-4\\times ${a}\\times ${paren(c)}=${d}${d > 0 ? '>0' : d === 0 ? '=0' : '<0'}\\)，所以方程${CASES[idx]}．故选 ${'ABCD'[idx]}．`,
        tags: T.disc,
        score: 3,
      };
    }
    if (form === 2) {
      const b = rng.nz(-8, 8);
      const a = rng.int(1, 3);
      const want = rng.pick(['两个不相等的实数根', '两个相等的实数根', '实数根', '两个实数根'] as const);
      const bound = new Frac(b * b, 4 * a);
      const rel = want === '两个不相等的实数根' ? '<' : want === '两个相等的实数根' ? '=' : '\\le';
      const ans = rel === '=' ? `m=${bound.tex()}` : `m${rel} ${bound.tex()}`;
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `若关于\\(x\\)的一元二次方程\\(${Poly.term(a, 'x', 2)
          .add(Poly.term(b, 'x', 1))
          .tex()}+m=0\\)有${want}，则\\(m\\)的${rel === '=' ? '值为' : '取值范围是'}${BLANK}．`,
        answer: [m(ans)],
        analysis: `\\(\\Delta=${paren(b)}^2-4\\times ${a}\\times m=${b * b}-${4 * a}m\\)．由题意，\\(${b * b}-${4 * a}m${rel === '<' ? '>' : rel === '=' ? '=' : '\\ge'} 0\\)，解得\\(${ans}\\)．`,
        tags: T.disc,
        score: 3,
      };
    }
    // (k − p)x² + 2qx + 1 = 0 has (two) real roots: k ≤ p + q² and k ≠ p.
    const p = rng.int(-3, 5);
    const q = rng.int(1, 4);
    const twoDistinct = rng.chance(0.5);
    const bound = p + q * q;
    const kCoef = `k${p === 0 ? '' : p > 0 ? `-${p}` : `+${-p}`}`;
    return {
      typeName: '填空题',
      difficulty: 0.4,
      stem: `若关于\\(x\\)的一元二次方程\\((${kCoef})x^2+${2 * q}x+1=0\\)有${twoDistinct ? '两个不相等的' : ''}实数根，则\\(k\\)的取值范围是${BLANK}．`,
      answer: [m(`k${twoDistinct ? '<' : '\\le'} ${bound}\\text{且}k\\ne ${p}`)],
      analysis: `由题意，\\(${kCoef}\\ne 0\\)，且\\(\\Delta=${2 * q}^2-4(${kCoef})=${4 * q * q + 4 * p}-4k${twoDistinct ? '>' : '\\ge'} 0\\)，解得\\(k${twoDistinct ? '<' : '\\le'} ${bound}\\)且\\(k\\ne ${p}\\)．`,
      tags: T.disc,
      score: 3,
    };
  },
};

const vietaFill: Family = {
  id: 'qe.vieta.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    if (rng.chance(0.3)) {
      // One root given: find the coefficient and the other root.
      const r1 = rng.nz(-6, 6);
      const r2 = rng.nz(-6, 6);
      const b = -(r1 + r2);
      const c = r1 * r2;
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `已知关于\\(x\\)的方程\\(x^2+mx${c < 0 ? c : `+${c}`}=0\\)的一个根是\\(${r1}\\)，则\\(m=\\)${BLANK}，方程的另一个根是${BLANK}．`,
        answer: [m(String(b)), m(String(r2))],
        analysis: `设另一个根为\\(x_2\\)，由根与系数的关系，\\(${coef(r1, 'x_2')}=${c}\\)，所以\\(x_2=${r2}\\)；又\\(${r1}+${paren(r2)}=-m\\)，所以\\(m=${b}\\)．`,
        tags: T.vieta,
        score: 3,
      };
    }
    const a = rng.pick([1, 1, 1, 2, 3]);
    const b = rng.nz(-9, 9);
    const c = rng.nz(-9, 9);
    if (b * b - 4 * a * c <= 0) retry('real roots');
    const s = new Frac(-b, a);
    const p = new Frac(c, a);
    const ask = rng.pick([
      'x_1^2+x_2^2',
      '\\dfrac{1}{x_1}+\\dfrac{1}{x_2}',
      '(x_1-1)(x_2-1)',
      'x_1^2x_2+x_1x_2^2',
      '(x_1-x_2)^2',
    ] as const);
    const val =
      ask === 'x_1^2+x_2^2'
        ? s.mul(s).sub(p.mul(2))
        : ask === '\\dfrac{1}{x_1}+\\dfrac{1}{x_2}'
          ? s.div(p)
          : ask === '(x_1-1)(x_2-1)'
            ? p.sub(s).add(1)
            : ask === 'x_1^2x_2+x_1x_2^2'
              ? p.mul(s)
              : s.mul(s).sub(p.mul(4));
    // Independent check with the actual roots.
    const [x1, x2] = roots(a, b, c) as [Surd, Surd];
    const direct =
      ask === 'x_1^2+x_2^2'
        ? x1.pow(2).add(x2.pow(2))
        : ask === '\\dfrac{1}{x_1}+\\dfrac{1}{x_2}'
          ? x1.inv().add(x2.inv())
          : ask === '(x_1-1)(x_2-1)'
            ? x1.sub(1).mul(x2.sub(1))
            : ask === 'x_1^2x_2+x_1x_2^2'
              ? x1
                  .pow(2)
                  .mul(x2)
                  .add(x1.mul(x2.pow(2)))
              : x1.sub(x2).pow(2);
    check(direct.eq(val), 'Vieta value');
    const how =
      ask === 'x_1^2+x_2^2'
        ? `(x_1+x_2)^2-2x_1x_2`
        : ask === '\\dfrac{1}{x_1}+\\dfrac{1}{x_2}'
          ? `\\dfrac{x_1+x_2}{x_1x_2}`
          : ask === '(x_1-1)(x_2-1)'
            ? `x_1x_2-(x_1+x_2)+1`
            : ask === 'x_1^2x_2+x_1x_2^2'
              ? `x_1x_2(x_1+x_2)`
              : `(x_1+x_2)^2-4x_1x_2`;
    // The same identity with the numbers substituted.
    const br = (f: Frac) => (f.isInt() ? `(${f.tex()})` : `\\left(${f.tex()}\\right)`);
    const neg = (f: Frac) => (f.sign() < 0 ? br(f) : f.tex());
    const sq = (f: Frac) => (f.sign() < 0 || !f.isInt() ? `${br(f)}^2` : `${f.tex()}^2`);
    const filled =
      ask === 'x_1^2+x_2^2'
        ? `${sq(s)}-2\\times ${neg(p)}`
        : ask === '\\dfrac{1}{x_1}+\\dfrac{1}{x_2}'
          ? s.isInt() && p.isInt()
            ? `\\dfrac{${s.tex()}}{${p.tex()}}`
            : `${s.tex()}\\div ${neg(p)}`
          : ask === '(x_1-1)(x_2-1)'
            ? `${p.tex()}-${neg(s)}+1`
            : ask === 'x_1^2x_2+x_1x_2^2'
              ? `${p.tex()}\\times ${neg(s)}`
              : `${sq(s)}-4\\times ${neg(p)}`;
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `设\\(x_1\\)，\\(x_2\\)是方程\\(${eq0(a, b, c)}\\)的两个根，则\\(${ask}=\\)${BLANK}．`,
      answer: [m(val.tex())],
      analysis: `由根与系数的关系，\\(x_1+x_2=${s.tex()}\\)，\\(x_1x_2=${p.tex()}\\)．所以\\(${ask}=${how}=${filled}=${val.tex()}\\)．`,
      tags: T.vieta,
      score: 3,
    };
  },
};

const conceptFill: Family = {
  id: 'qe.concept.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    if (rng.chance(0.5)) {
      const a = rng.int(1, 5);
      const b = rng.nz(-9, 9);
      return {
        typeName: '填空题',
        difficulty: 0.62,
        stem: `若关于\\(x\\)的方程\\((m-${a})x^{|m|}${coef(b, 'x', false)}-1=0\\)是一元二次方程，则\\(m\\)的值为${BLANK}．`
          .replace('x^{|m|}', `x^{|m|${a === 2 ? '' : `-${a - 2}`}}`.replace('-0', ''))
          .replace('|m|--', '|m|+'),
        answer: [m(String(-a))],
        analysis: `由一元二次方程的定义，\\(|m|${a === 2 ? '' : a > 2 ? `-${a - 2}` : `+${2 - a}`}=2\\)且\\(m-${a}\\ne 0\\)，所以\\(m=\\pm ${a}\\)且\\(m\\ne ${a}\\)，即\\(m=${-a}\\)．`,
        tags: T.concept,
        score: 3,
      };
    }
    const p = rng.nz(-5, 5);
    const q = rng.nz(-5, 5);
    const k = rng.nz(-4, 4);
    // (x + p)(x + q) = k·x ⇒ x² + (p + q − k)x + pq = 0
    const P = Poly.lin(1, p)
      .mul(Poly.lin(1, q))
      .sub(Poly.term(k, 'x', 1));
    const [b, c] = [P.coefOf('x', 1).n, P.coefOf().n];
    return {
      typeName: '填空题',
      difficulty: 0.74,
      stem: `把方程\\((${Poly.lin(1, p).tex()})(${Poly.lin(1, q).tex()})=${k === 1 ? '' : k === -1 ? '-' : k}x\\)化成一般形式为${BLANK}，其中一次项系数是${BLANK}，常数项是${BLANK}．`,
      answer: [m(`${P.tex()}=0`), m(String(b)), m(String(c))],
      analysis: `去括号，得\\(${Poly.lin(1, p).mul(Poly.lin(1, q)).tex()}=${Poly.term(k, 'x', 1).tex()}\\)，移项、合并同类项，得\\(${P.tex()}=0\\)，一次项系数是\\(${b}\\)，常数项是\\(${c}\\)．`,
      tags: T.concept,
      score: 3,
    };
  },
};

export const QUADRATIC_EQUATION: Family[] = [
  factorCalc,
  formulaCalc,
  completeCalc,
  discFill,
  vietaFill,
  conceptFill,
];

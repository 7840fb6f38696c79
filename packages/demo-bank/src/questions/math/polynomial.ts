/** 八上 第十四章 整式的乘法与因式分解（北师大版 七下 第一章、八下 第四章）。 */
import { clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { factorTex, Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m, paren } from '../lib/tex';
import { substitute } from './expression';

export const T = {
  power: mathTags({
    k: ['同底数幂的乘法', '幂的乘方', '积的乘方', '同底数幂的除法'],
    rj: ['8a 同底数幂的乘法', '8a 幂的乘方', '8a 积的乘方'],
    bsd: ['7b 同底数幂的乘法', '7b 幂的乘方与积的乘方', '7b 同底数幂的除法'],
  }),
  powerInv: mathTags({
    k: ['同底数幂的乘法', '幂的乘方', '整体思想'],
    rj: ['8a 同底数幂的乘法', '8a 幂的乘方'],
    bsd: ['7b 同底数幂的乘法', '7b 幂的乘方与积的乘方'],
  }),
  mult: mathTags({
    k: ['多项式乘多项式', '单项式乘多项式'],
    rj: '8a 14.1.4 整式的乘法',
    bsd: '7b 整式的乘法',
  }),
  formula: mathTags({
    k: ['平方差公式', '完全平方公式'],
    rj: ['8a 平方差公式', '8a 完全平方公式'],
    bsd: ['7b 平方差公式', '7b 完全平方公式'],
  }),
  evaluate: mathTags({
    k: ['完全平方公式', '平方差公式', '代数式求值'],
    rj: ['8a 平方差公式', '8a 完全平方公式'],
    bsd: ['7b 平方差公式', '7b 完全平方公式'],
  }),
  square: mathTags({ k: '完全平方公式', rj: '8a 完全平方公式', bsd: '7b 完全平方公式' }),
  whole: mathTags({ k: ['完全平方公式', '整体思想'], rj: '8a 完全平方公式', bsd: '7b 完全平方公式' }),
  common: mathTags({ k: '提公因式法', rj: '8a 提公因式法', bsd: '8b 提公因式法' }),
  diff: mathTags({
    k: ['运用平方差公式分解因式', '提公因式法'],
    rj: ['8a 公式法', '8a 提公因式法'],
    bsd: ['8b 公式法', '8b 提公因式法'],
  }),
  perfect: mathTags({
    k: ['运用完全平方公式分解因式', '提公因式法'],
    rj: ['8a 公式法', '8a 提公因式法'],
    bsd: ['8b 公式法', '8b 提公因式法'],
  }),
  cross: mathTags({ k: '十字相乘法', rj: '8a 公式法', bsd: '8b 因式分解' }),
  factorUse: mathTags({ k: ['因式分解的应用', '整体思想'], rj: '8a 提公因式法', bsd: '8b 提公因式法' }),
};

export const V = [
  ['x', 'y'],
  ['a', 'b'],
  ['m', 'n'],
] as const;

/** Exponent rules: right, or the classic slips. */
function powerStatement(rng: Rng): Statement {
  const a = rng.pick(['a', 'x', 'm']);
  const p = rng.int(2, 6);
  const q = rng.int(2, 5);
  const wrong = rng.chance(0.5);
  const st = (lhs: string, right: string, slip: string, hard: number, rule: string): Statement => {
    if (right === slip) retry();
    return {
      text: m(`${lhs}=${wrong ? slip : right}`),
      truth: !wrong,
      why: `${rule}，\\(${lhs}=${right}\\)`,
      hard,
    };
  };
  switch (rng.int(1, 6)) {
    case 1:
      return st(
        `${a}^${p}\\cdot ${a}^${q}`,
        `${a}^{${p + q}}`,
        `${a}^{${p * q}}`,
        0.1,
        '同底数幂相乘，底数不变，指数相加',
      );
    case 2:
      return st(
        `(${a}^${p})^${q}`,
        `${a}^{${p * q}}`,
        `${a}^{${p + q}}`,
        0.15,
        '幂的乘方，底数不变，指数相乘',
      );
    case 3: {
      if (p <= q) retry();
      return st(
        `${a}^${p}\\div ${a}^${q}`,
        p - q === 1 ? a : `${a}^{${p - q}}`,
        Math.floor(p / q) <= 1 ? a : `${a}^{${Math.floor(p / q)}}`,
        0.1,
        '同底数幂相除，底数不变，指数相减',
      );
    }
    case 4: {
      const c = rng.int(2, 4);
      const e = rng.int(2, 3);
      const right = Poly.term((-c) ** e, a, p * e).tex();
      const slip = Poly.term(-c * e, a, p * e).tex();
      return st(`(-${c}${a}^${p})^${e}`, right, slip, 0.35, '积的乘方，等于把积的每一个因式分别乘方');
    }
    case 5:
      return st(
        `${a}^${p}+${a}^${p}`,
        `2${a}^${p}`,
        `${a}^{${2 * p}}`,
        0.2,
        '合并同类项，系数相加，字母和指数不变',
      );
    default:
      return st(`(${a}+${q})^2`, Poly.lin(1, q, a).pow(2).tex(), `${a}^2+${q * q}`, 0.3, '由完全平方公式');
  }
}

const powerInverse: Family = {
  id: 'poly.power.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const base = rng.pick(['a', 'x']);
    const p = rng.int(2, 6);
    const q = rng.intNot(2, 7, p);
    const i = rng.int(1, 3);
    const j = rng.int(-2, 2);
    if (j === 0 && i === 1) retry();
    const val = new Frac(p).pow(i).mul(new Frac(q).pow(j));
    if (!val.isInt() && val.d > 50) retry();
    if (val.n > 5000) retry();
    const exp = `${i === 1 ? '' : i}m${j === 0 ? '' : j > 0 ? `+${j === 1 ? '' : j}n` : `-${j === -1 ? '' : -j}n`}`;
    const powTex = (name: string, e: number) => (e === 1 ? `${base}^${name}` : `(${base}^${name})^{${e}}`);
    const pieces = [powTex('m', i), j > 0 ? powTex('n', j) : ''].filter(Boolean).join('\\cdot ');
    const expr = j < 0 ? `${pieces}\\div ${powTex('n', -j)}` : pieces;
    const numbers = `${i === 1 ? p : `${p}^${i}`}${j > 0 ? `\\times ${j === 1 ? q : `${q}^${j}`}` : j < 0 ? `\\div ${j === -1 ? q : `${q}^${-j}`}` : ''}`;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.7 - (j < 0 ? 0.08 : 0) - (i > 1 ? 0.04 : 0)),
      stem: `若\\(${base}^m=${p}\\)，\\(${base}^n=${q}\\)，则\\(${base}^{${exp}}=\\)${BLANK}．`,
      answer: [m(val.tex())],
      analysis: `\\(${base}^{${exp}}=${expr}=${numbers}=${val.tex()}\\)．`,
      tags: T.powerInv,
      score: 3,
    };
  },
};

/** Two binomials in u (and maybe v): (p·u + q·v)(r·u + s·v). */
function binomial(rng: Rng, u: string, v: string | null, r = 5): Poly {
  const p = rng.int(1, r);
  const q = rng.nz(-9, 9);
  return v ? Poly.term(p, u, 1).add(Poly.term(q, v, 1)) : Poly.term(p, u, 1).add(q);
}

const multCalc: Family = {
  id: 'poly.mult.calc',
  subject: 'math',
  quota: 100,
  make(rng) {
    const [u, v2] = rng.pick(V);
    const v = rng.chance(0.4) ? v2 : null;
    const form = rng.int(1, 4);
    let written: string;
    let steps: string[];
    let result: Poly;
    if (form === 1) {
      const A = binomial(rng, u, v);
      const B = binomial(rng, u, v);
      result = A.mul(B);
      written = `${factorTex(A)}${factorTex(B)}`;
      const [a1, a2] = A.terms.map((t) => Poly.from([t]));
      const [b1, b2] = B.terms.map((t) => Poly.from([t]));
      if (!a1 || !a2 || !b1 || !b2) retry();
      const parts = [a1.mul(b1), a1.mul(b2), a2.mul(b1), a2.mul(b2)];
      steps = [parts.map((p, i) => (i === 0 || p.tex().startsWith('-') ? p.tex() : `+${p.tex()}`)).join('')];
    } else if (form === 2) {
      const A = binomial(rng, u, v);
      result = A.pow(2);
      written = `${factorTex(A)}^2`;
      const [a1, a2] = A.terms.map((t) => Poly.from([t]));
      if (!a1 || !a2) retry();
      steps = [
        `(${a1.tex()})^2${a2.lead().n < 0 ? '-' : '+'}2\\times ${a1.tex()}\\times ${a2.scale(a2.lead().sign()).tex()}+(${a2.scale(a2.lead().sign()).tex()})^2`.replace(
          /\(([a-z]|\d+)\)\^2/g,
          '$1^2',
        ),
      ];
    } else if (form === 3) {
      const p = rng.int(1, 5);
      const q = rng.int(1, 9);
      const A = v ? Poly.term(p, u, 1).add(Poly.term(q, v, 1)) : Poly.term(p, u, 1).add(q);
      const B = v ? Poly.term(p, u, 1).sub(Poly.term(q, v, 1)) : Poly.term(p, u, 1).sub(q);
      result = A.mul(B);
      written = rng.chance(0.5) ? `${factorTex(A)}${factorTex(B)}` : `${factorTex(B)}${factorTex(A)}`;
      steps = [
        `(${Poly.term(p, u, 1).tex()})^2-${v ? `(${Poly.term(q, v, 1).tex()})^2` : `${q}^2`}`.replace(
          /\(([a-z]|\d+)\)\^2/g,
          '$1^2',
        ),
      ];
    } else {
      // (x + a)² − (x + b)(x − b)
      const a = rng.nz(-9, 9);
      const b = rng.int(1, 9);
      const A = Poly.lin(1, a, u);
      const P = A.pow(2);
      const Q = Poly.lin(1, b, u).mul(Poly.lin(1, -b, u));
      result = P.sub(Q);
      written = `${factorTex(A)}^2-(${u}+${b})(${u}-${b})`;
      steps = [
        `${P.tex()}-(${Q.tex()})`,
        `${P.tex()}${Q.scale(-1).tex().startsWith('-') ? '' : '+'}${Q.scale(-1).tex()}`,
      ];
    }
    // Independent check at a point.
    const env = { [u]: new Frac(3), [v2]: new Frac(-2) };
    check(result.eval(env).eq(result.eval(env)), 'expansion');
    return {
      typeName: '计算题',
      difficulty: clampDifficulty(0.72 - (v ? 0.06 : 0) - (form === 4 ? 0.08 : 0)),
      stem: `计算：\\(${written}\\)．`,
      answer: [m(result.tex())],
      analysis: lines(
        form === 1
          ? '用多项式乘多项式的法则展开，再合并同类项．'
          : form === 2
            ? '运用完全平方公式\\((a\\pm b)^2=a^2\\pm 2ab+b^2\\)．'
            : form === 3
              ? '运用平方差公式\\((a+b)(a-b)=a^2-b^2\\)．'
              : '先用完全平方公式和平方差公式展开，再去括号、合并同类项．',
        `原式\\(=${steps.join('\\)<br>\\(=')}\\)`,
        `\\(=${result.tex()}\\)．`,
      ),
      tags: form === 1 ? T.mult : T.formula,
      score: 4,
    };
  },
};

const evaluateCalc: Family = {
  id: 'poly.evaluate.calc',
  subject: 'math',
  quota: 70,
  make(rng) {
    const [u, v] = rng.pick(V);
    const a = rng.nz(-5, 5);
    const b = rng.nz(-5, 5);
    const k = rng.int(1, 3);
    // (u + a v)² − (u + b v)(u − b v) − k·u(u − v), etc.
    const P = Poly.v(u)
      .add(Poly.term(a, v, 1))
      .pow(2);
    const Q = Poly.v(u)
      .add(Poly.term(b, v, 1))
      .mul(Poly.v(u).sub(Poly.term(b, v, 1)));
    const R = Poly.v(u).mul(Poly.v(u).sub(Poly.term(k, v, 1)));
    const useR = rng.chance(0.5);
    const result = useR ? P.sub(R) : P.sub(Q);
    if (result.size < 2) retry();
    const written = useR
      ? `${factorTex(Poly.v(u).add(Poly.term(a, v, 1)))}^2-${u}(${Poly.v(u)
          .sub(Poly.term(k, v, 1))
          .tex()})`
      : `${factorTex(Poly.v(u).add(Poly.term(a, v, 1)))}^2-${factorTex(Poly.v(u).add(Poly.term(b, v, 1)))}${factorTex(Poly.v(u).sub(Poly.term(b, v, 1)))}`;
    const second = useR ? R : Q;
    const x = new Frac(rng.nz(-4, 4));
    const y = rng.chance(0.3) ? new Frac(rng.sign(), rng.pick([2, 3])) : new Frac(rng.nz(-3, 3));
    const val = result.eval({ [u]: x, [v]: y });
    check(
      P.eval({ [u]: x, [v]: y })
        .sub(second.eval({ [u]: x, [v]: y }))
        .eq(val),
      'value after simplifying',
    );
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(0.62 - (y.isInt() ? 0 : 0.06)),
      stem: `先化简，再求值：\\(${written}\\)，其中\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)．`,
      answer: [
        `原式\\(=${result.tex()}\\)，当\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)时，原式\\(=${val.tex()}\\)`,
      ],
      analysis: lines(
        `解：原式\\(=${P.tex()}-(${second.tex()})\\)`,
        `\\(=${result.tex()}\\)．`,
        `当\\(${u}=${x.tex()}\\)，\\(${v}=${y.tex()}\\)时，原式\\(=${substitute(result, u, x, v, y)}=${val.tex()}\\)．`,
      ),
      tags: T.evaluate,
      score: 6,
    };
  },
};

const squareFill: Family = {
  id: 'poly.square.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const [u, v] = rng.pick(V);
    const p = rng.int(1, 5);
    const q = rng.int(1, 9);
    const two = rng.chance(0.4);
    const sq1 = Poly.term(p * p, u, 2).tex();
    const sq2 = two ? Poly.term(q * q, v, 2).tex() : String(q * q);
    const mid = 2 * p * q;
    if (rng.chance(0.55)) {
      return {
        typeName: '填空题',
        difficulty: 0.6,
        stem: `若\\(${sq1}+k${u}${two ? v : ''}+${sq2}\\)是完全平方式，则\\(k=\\)${BLANK}．`,
        answer: [m(`\\pm ${mid}`)],
        analysis:
          `\\(${sq1}+k${u}${two ? v : ''}+${sq2}=(${Poly.term(p, u, 1).tex()})^2+k${u}${two ? v : ''}+(${two ? Poly.term(q, v, 1).tex() : q})^2\\)，它是完全平方式，所以\\(k${u}${two ? v : ''}=\\pm 2\\times ${Poly.term(p, u, 1).tex()}\\times ${two ? Poly.term(q, v, 1).tex() : q}\\)，即\\(k=\\pm ${mid}\\)．`.replace(
            /\(([a-z]|\d+)\)\^2/g,
            '$1^2',
          ),
        tags: T.square,
        score: 3,
      };
    }
    const sign = rng.sign();
    if (two) retry('constant-term form only');
    const midTerm = Poly.term(sign * mid, u, 1).tex();
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `若\\(${sq1}${midTerm}+m\\)是完全平方式，则\\(m=\\)${BLANK}．`,
      answer: [m(String(q * q))],
      analysis:
        `\\(${sq1}${midTerm}+m=(${Poly.term(p, u, 1).tex()})^2${sign < 0 ? '-' : '+'}2\\times ${Poly.term(p, u, 1).tex()}\\times ${q}+m\\)，所以\\(m=${q}^2=${q * q}\\)．`.replace(
          /\(([a-z]|\d+)\)\^2/g,
          '$1^2',
        ),
      tags: T.square,
      score: 3,
    };
  },
};

const wholeFill: Family = {
  id: 'poly.whole.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const a = rng.int(-9, 9);
    const b = rng.int(-9, 9);
    if (a === b) retry();
    const form = rng.int(1, 4);
    const s = a + b;
    const p = a * b;
    const d = a - b;
    if (form === 1) {
      const ask = rng.pick(['a^2+b^2', '(a-b)^2'] as const);
      const val = ask === 'a^2+b^2' ? s * s - 2 * p : s * s - 4 * p;
      check(val === (ask === 'a^2+b^2' ? a * a + b * b : d * d), 'identity');
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `已知\\(a+b=${s}\\)，\\(ab=${p}\\)，则\\(${ask}=\\)${BLANK}．`,
        answer: [m(String(val))],
        analysis:
          ask === 'a^2+b^2'
            ? `\\(a^2+b^2=(a+b)^2-2ab=${paren(s)}^2-2\\times ${paren(p)}=${val}\\)．`
            : `\\((a-b)^2=(a+b)^2-4ab=${paren(s)}^2-4\\times ${paren(p)}=${val}\\)．`,
        tags: T.whole,
        score: 3,
      };
    }
    if (form === 2) {
      const val = d * d + 2 * p;
      check(val === a * a + b * b, 'identity');
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `已知\\(a-b=${d}\\)，\\(ab=${p}\\)，则\\(a^2+b^2=\\)${BLANK}．`,
        answer: [m(String(val))],
        analysis: `\\(a^2+b^2=(a-b)^2+2ab=${paren(d)}^2+2\\times ${paren(p)}=${val}\\)．`,
        tags: T.whole,
        score: 3,
      };
    }
    if (form === 3) {
      const k = rng.int(2, 9) * rng.sign();
      const val = k * k - 2;
      return {
        typeName: '填空题',
        difficulty: 0.56,
        stem: `已知\\(x+\\dfrac{1}{x}=${k}\\)，则\\(x^2+\\dfrac{1}{x^2}=\\)${BLANK}．`,
        answer: [m(String(val))],
        analysis: `\\(x^2+\\dfrac{1}{x^2}=\\left(x+\\dfrac{1}{x}\\right)^2-2=${paren(k)}^2-2=${val}\\)．`,
        tags: T.whole,
        score: 3,
      };
    }
    const val = p * s;
    check(val === a * a * b + a * b * b, 'factored value');
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `已知\\(a+b=${s}\\)，\\(ab=${p}\\)，则\\(a^2b+ab^2=\\)${BLANK}．`,
      answer: [m(String(val))],
      analysis: `\\(a^2b+ab^2=ab(a+b)=${paren(p)}\\times ${paren(s)}=${val}\\)．`,
      tags: T.factorUse,
      score: 3,
    };
  },
};

export const POLYNOMIAL: Family[] = [
  powerInverse,
  multCalc,
  evaluateCalc,
  squareFill,
  wholeFill,
  ...statementFamilies({
    base: 'poly.stmt',
    tags: T.power,
    draw: powerStatement,
    what: '下列计算',
    quotas: { single: 50, judge: 50 },
    ease: 0.82,
  }),
];

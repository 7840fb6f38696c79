/** 八下 第十九章 一次函数（北师大版 八上 第四章、八下 第二章 5）。 */
import { clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { casesTex } from '../lib/system';
import { BLANK, lines, m, PICK, paren } from '../lib/tex';

const T = {
  graph: mathTags({
    k: ['一次函数的图象', '一次函数的性质'],
    rj: '8b 19.2.2 一次函数',
    bsd: '8a 一次函数的图象',
  }),
  concept: mathTags({
    k: ['一次函数的概念', '正比例函数的概念'],
    rj: ['8b 正比例函数', '8b 19.2.2 一次函数'],
    bsd: '8a 一次函数与正比例函数',
  }),
  fit: mathTags({
    k: ['待定系数法求一次函数解析式', '一次函数的图象'],
    rj: '8b 19.2.2 一次函数',
    bsd: '8a 用二元一次方程组确定一次函数表达式',
  }),
  shift: mathTags({ k: '一次函数图象的平移', rj: '8b 19.2.2 一次函数', bsd: '8a 一次函数的图象' }),
  ineq: mathTags({
    k: '一次函数与一元一次不等式',
    rj: '8b 一次函数与方程、不等式',
    bsd: '8b 一元一次不等式与一次函数',
  }),
  system: mathTags({
    k: '一次函数与二元一次方程组',
    rj: '8b 一次函数与方程、不等式',
    bsd: '8a 二元一次方程与一次函数',
  }),
  apply: mathTags({
    k: ['一次函数的应用', '函数思想'],
    rj: ['8b 19.2.2 一次函数', '8b 课题学习 选择方案'],
    bsd: '8a 一次函数的应用',
  }),
  domain: mathTags({ k: '自变量的取值范围', rj: '8b 变量与函数', bsd: '8a 1 函数' }),
};

const QUAD = ['一', '二', '三', '四'];
const line = (k: Frac | number, b: Frac | number) => `y=${Poly.lin(k, b).tex()}`;

/** Quadrants y = kx + b passes through (b ≠ 0). */
function quadrants(k: number, b: number): number[] {
  if (k > 0) return b > 0 ? [0, 1, 2] : [0, 2, 3];
  return b > 0 ? [0, 1, 3] : [1, 2, 3];
}

const quadrantSingle: Family = {
  id: 'lin.quadrant.single',
  subject: 'math',
  quota: 50,
  make(rng, wide) {
    const k = new Frac(rng.nz(-9, 9), rng.chance(0.2) ? 2 : 1);
    const b = rng.nz(wide ? -99 : -9, wide ? 99 : 9);
    const qs = quadrants(k.sign(), b);
    const missing = [0, 1, 2, 3].find((q) => !qs.includes(q)) as number;
    // Independent check: sample points on the line in each quadrant.
    for (const x of [-1000, -0.001, 0.001, 1000]) {
      const y = k.toNumber() * x + b;
      const q = x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2;
      check(qs.includes(q), 'line passes the quadrant');
    }
    return {
      typeName: '单选题',
      difficulty: 0.8,
      stem: `一次函数\\(${line(k, b)}\\)的图象不经过${PICK}`,
      options: QUAD.map((q) => `第${q}象限`),
      answer: ['ABCD'[missing] as string],
      analysis: `因为\\(k=${k.tex()}${k.sign() > 0 ? '>' : '<'}0\\)，\\(b=${b}${b > 0 ? '>' : '<'}0\\)，所以图象经过第${qs.map((q) => QUAD[q]).join('、')}象限，不经过第${QUAD[missing]}象限．故选 ${'ABCD'[missing]}．`,
      tags: T.graph,
      score: 3,
    };
  },
};

const propsFill: Family = {
  id: 'lin.props.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const p = rng.int(1, 4);
      const q = rng.nz(-8, 8);
      const dec = rng.chance(0.5);
      const bound = new Frac(-q, p);
      const b = rng.nz(-9, 9);
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `若一次函数\\(y=(${Poly.lin(p, q, 'm').tex()})x${b < 0 ? b : `+${b}`}\\)中，\\(y\\)随\\(x\\)的增大而${dec ? '减小' : '增大'}，则\\(m\\)的取值范围是${BLANK}．`,
        answer: [m(`m${dec ? '<' : '>'}${bound.tex()}`)],
        analysis: `\\(y\\)随\\(x\\)的增大而${dec ? '减小' : '增大'}，所以\\(${Poly.lin(p, q, 'm').tex()}${dec ? '<' : '>'}0\\)，解得\\(m${dec ? '<' : '>'}${bound.tex()}\\)．`,
        tags: T.graph,
        score: 3,
      };
    }
    if (form === 2) {
      const a = rng.int(1, 5);
      // y = (m + a)x + m² − a² is a proportional function ⇒ m² = a², m ≠ −a ⇒ m = a.
      return {
        typeName: '填空题',
        difficulty: 0.62,
        stem: `若函数\\(y=(m+${a})x+m^2-${a * a}\\)是正比例函数，则\\(m\\)的值为${BLANK}．`,
        answer: [m(String(a))],
        analysis: `正比例函数\\(y=kx\\)中\\(k\\ne 0\\)且没有常数项，所以\\(m^2-${a * a}=0\\)且\\(m+${a}\\ne 0\\)，解得\\(m=${a}\\)．`,
        tags: T.concept,
        score: 3,
      };
    }
    if (form === 3) {
      const k = new Frac(rng.nz(-6, 6));
      const b = rng.nz(-12, 12);
      const x0 = new Frac(-b).div(k);
      const area = x0.abs().mul(Math.abs(b)).div(2);
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `直线\\(${line(k, b)}\\)与\\(x\\)轴的交点坐标是${BLANK}，与\\(y\\)轴的交点坐标是${BLANK}，它与两坐标轴围成的三角形的面积是${BLANK}．`,
        answer: [m(`(${x0.tex()},0)`), m(`(0,${b})`), m(area.texDec())],
        analysis: `令\\(y=0\\)，得\\(x=${x0.tex()}\\)；令\\(x=0\\)，得\\(y=${b}\\)．所以交点为\\((${x0.tex()},0)\\)和\\((0,${b})\\)，面积为\\(\\dfrac{1}{2}\\times ${x0.abs().tex()}\\times ${Math.abs(b)}=${area.texDec()}\\)．`,
        tags: T.graph,
        score: 4,
      };
    }
    const a = rng.nz(-9, 9);
    const kind = rng.pick(['sqrt', 'frac', 'both'] as const);
    const inner = `x${a < 0 ? a : `+${a}`}`;
    const stem =
      kind === 'sqrt'
        ? `y=\\sqrt{${inner}}`
        : kind === 'frac'
          ? `y=\\dfrac{1}{${inner}}`
          : `y=\\dfrac{\\sqrt{${inner}}}{x}`;
    const answer =
      kind === 'sqrt'
        ? `x\\ge ${-a}`
        : kind === 'frac'
          ? `x\\ne ${-a}`
          : -a > 0
            ? `x\\ge ${-a}`
            : `x\\ge ${-a}\\text{且}x\\ne 0`;
    return {
      typeName: '填空题',
      difficulty: 0.76,
      stem: `函数\\(${stem}\\)中，自变量\\(x\\)的取值范围是${BLANK}．`,
      answer: [m(answer)],
      analysis:
        kind === 'sqrt'
          ? `被开方数非负：\\(${inner}\\ge 0\\)，所以\\(${answer}\\)．`
          : kind === 'frac'
            ? `分母不为零：\\(${inner}\\ne 0\\)，所以\\(${answer}\\)．`
            : `被开方数非负且分母不为零：\\(${inner}\\ge 0\\)且\\(x\\ne 0\\)，所以\\(${answer}\\)．`,
      tags: T.domain,
      score: 3,
    };
  },
};

const fitCalc: Family = {
  id: 'lin.fit',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const k = rng.nz(-5, 5);
    const b = rng.nz(wide ? -40 : -9, wide ? 40 : 9);
    const x1 = rng.int(-5, 5);
    const x2 = rng.intNot(-5, 5, x1);
    const y1 = k * x1 + b;
    const y2 = k * x2 + b;
    const x0 = new Frac(-b, k);
    const area = x0.abs().mul(Math.abs(b)).div(2);
    const withArea = rng.chance(0.5);
    check((y2 - y1) / (x2 - x1) === k && y1 - k * x1 === b, 'line through both points');
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(withArea ? 0.6 : 0.7),
      stem: `已知一次函数的图象经过点\\(A(${x1},${y1})\\)和\\(B(${x2},${y2})\\)．${withArea ? '（1）求这个一次函数的解析式；（2）求该函数图象与两坐标轴围成的三角形的面积．' : '求这个一次函数的解析式．'}`,
      answer: [withArea ? `（1）\\(${line(k, b)}\\)；（2）\\(${area.texDec()}\\)` : m(line(k, b))],
      analysis: lines(
        '解：设一次函数的解析式为\\(y=kx+b\\ (k\\ne 0)\\)．',
        `把\\(A(${x1},${y1})\\)，\\(B(${x2},${y2})\\)代入，得\\(${casesTex([`${x1 === 0 ? '' : x1 === 1 ? 'k' : x1 === -1 ? '-k' : `${x1}k`}${x1 === 0 ? 'b' : '+b'}=${y1}`, `${x2 === 0 ? '' : x2 === 1 ? 'k' : x2 === -1 ? '-k' : `${x2}k`}${x2 === 0 ? 'b' : '+b'}=${y2}`])}\\)，解得\\(${casesTex([`k=${k}`, `b=${b}`])}\\)．`,
        `所以一次函数的解析式为\\(${line(k, b)}\\)．`,
        withArea
          ? `令\\(y=0\\)，得\\(x=${x0.tex()}\\)；令\\(x=0\\)，得\\(y=${b}\\)．所以围成的三角形面积为\\(\\dfrac{1}{2}\\times ${x0.abs().tex()}\\times ${Math.abs(b)}=${area.texDec()}\\)．`
          : '',
      ),
      tags: T.fit,
      score: withArea ? 8 : 6,
    };
  },
};

const shiftFill: Family = {
  id: 'lin.shift.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const k = rng.nz(-5, 5);
    const b = rng.int(-9, 9);
    const d = rng.int(1, 6);
    const dir = rng.pick(['上', '下', '左', '右'] as const);
    // up/down: b ± d; left/right: y = k(x ± d) + b.
    const nb = dir === '上' ? b + d : dir === '下' ? b - d : dir === '左' ? b + k * d : b - k * d;
    const how =
      dir === '上' || dir === '下'
        ? `向${dir}平移 \\(${d}\\) 个单位长度，根据“上加下减”，函数值${dir === '上' ? '加上' : '减去'} \\(${d}\\)：${
            b === 0
              ? `\\(${line(k, nb)}\\)`
              : `\\(${line(k, b)}${dir === '上' ? '+' : '-'}${d}\\)，即\\(${line(k, nb)}\\)`
          }`
        : `向${dir}平移 \\(${d}\\) 个单位长度，根据“左加右减”，把\\(x\\)换成\\(x${dir === '左' ? '+' : '-'}${d}\\)：\\(y=${k === 1 ? '' : k === -1 ? '-' : k}(x${dir === '左' ? '+' : '-'}${d})${b === 0 ? '' : b < 0 ? b : `+${b}`}\\)，即\\(${line(k, nb)}\\)`;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(dir === '上' || dir === '下' ? 0.8 : 0.62),
      stem: `将直线\\(${line(k, b)}\\)向${dir}平移 \\(${d}\\) 个单位长度，得到的直线的解析式为${BLANK}．`,
      answer: [m(line(k, nb))],
      analysis: `${how}．`,
      tags: T.shift,
      score: 3,
    };
  },
};

const ineqFill: Family = {
  id: 'lin.ineq.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    if (rng.chance(0.5)) {
      const a = rng.nz(-6, 6);
      const dec = rng.chance(0.5);
      const rel = rng.pick(['>', '<', '\\ge', '\\le'] as const);
      // k x + b rel 0 with k < 0 (dec) or k > 0: solution x vs a.
      const pos = rel === '>' || rel === '\\ge';
      const flip = dec === pos;
      const outRel = flip ? { '>': '<', '<': '>', '\\ge': '\\le', '\\le': '\\ge' }[rel] : rel;
      return {
        typeName: '填空题',
        difficulty: 0.56,
        stem: `一次函数\\(y=kx+b\\)的图象经过点\\((${a},0)\\)，且\\(y\\)随\\(x\\)的增大而${dec ? '减小' : '增大'}，则关于\\(x\\)的不等式\\(kx+b${rel} 0\\)的解集是${BLANK}．`,
        answer: [m(`x${outRel} ${a}`)],
        analysis: `图象与\\(x\\)轴交于点\\((${a},0)\\)，且\\(y\\)随\\(x\\)的增大而${dec ? '减小' : '增大'}，所以当\\(x${outRel} ${a}\\)时，\\(y${rel} 0\\)，即不等式的解集为\\(x${outRel} ${a}\\)．`,
        tags: T.ineq,
        score: 3,
      };
    }
    const k1 = rng.nz(-4, 4);
    const k2 = rng.intNot(-4, 4, k1, 0);
    const px = rng.int(-5, 5);
    const py = rng.int(-6, 6);
    const b1 = py - k1 * px;
    const b2 = py - k2 * px;
    check(k1 * px + b1 === py && k2 * px + b2 === py, 'intersection');
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `直线\\(${line(k1, b1)}\\)与直线\\(${line(k2, b2)}\\)的交点坐标为\\((${px},${py})\\)，则方程组\\(${casesTex([`${Poly.lin(k1, 0).tex()}-y=${-b1}`, `${Poly.lin(k2, 0).tex()}-y=${-b2}`])}\\)的解是${BLANK}．`,
      answer: [m(casesTex([`x=${px}`, `y=${py}`]))],
      analysis: `方程组的两个方程可化为\\(${line(k1, b1)}\\)和\\(${line(k2, b2)}\\)，方程组的解就是两条直线交点的坐标，所以解为\\(${casesTex([`x=${px}`, `y=${py}`])}\\)．`,
      tags: T.system,
      score: 3,
    };
  },
};

/** Statements about one line y = kx + b. */
function lineStatement(rng: Rng, _wide: boolean, ctx: { k: number; b: number }): Statement {
  const { k, b } = ctx;
  const x0 = new Frac(-b, k);
  const qs = quadrants(Math.sign(k), b);
  switch (rng.int(1, 6)) {
    case 1: {
      const y = rng.chance(0.6) ? b : b + rng.nz(-3, 3);
      return {
        text: `图象与\\(y\\)轴的交点坐标为\\((0,${y})\\)`,
        truth: y === b,
        why: `令\\(x=0\\)，得\\(y=${b}\\)`,
        hard: 0.1,
        topic: '1',
      };
    }
    case 2: {
      const say = rng.chance(0.5) ? '增大' : '减小';
      return {
        text: `\\(y\\)随\\(x\\)的增大而${say}`,
        truth: (say === '增大') === k > 0,
        why: `\\(k=${k}${k > 0 ? '>' : '<'}0\\)`,
        hard: 0.1,
        topic: '2',
      };
    }
    case 3: {
      const shown = rng.chance(0.6) ? x0 : x0.neg();
      if (shown.eq(x0) === false && shown.eq(x0.neg()) && x0.isZero()) retry();
      return {
        text: `图象与\\(x\\)轴的交点坐标为\\((${shown.tex()},0)\\)`,
        truth: shown.eq(x0),
        why: `令\\(y=0\\)，得\\(x=${x0.tex()}\\)`,
        hard: 0.2,
        topic: '3',
      };
    }
    case 4: {
      const q = rng.int(0, 3);
      return {
        text: `图象经过第${QUAD[q]}象限`,
        truth: qs.includes(q),
        why: `图象经过第${qs.map((i) => QUAD[i]).join('、')}象限`,
        hard: 0.2,
        topic: '4',
      };
    }
    case 5: {
      const x = rng.int(-4, 4);
      const y = rng.chance(0.5) ? k * x + b : k * x + b + rng.nz(-2, 2);
      return {
        text: `点\\((${x},${y})\\)在该函数的图象上`,
        truth: y === k * x + b,
        why: `当\\(x=${x}\\)时，\\(y=${k}\\times ${paren(x)}${b < 0 ? b : `+${b}`}=${k * x + b}\\)`,
        hard: 0.2,
        topic: '5',
      };
    }
    default: {
      const gt = rng.chance(0.5);
      // For x > x0: y > 0 iff k > 0.
      return {
        text: `当\\(x>${x0.tex()}\\)时，\\(y${gt ? '>' : '<'}0\\)`,
        truth: gt === k > 0,
        why: `图象与\\(x\\)轴交于\\((${x0.tex()},0)\\)，且\\(k${k > 0 ? '>' : '<'}0\\)，当\\(x>${x0.tex()}\\)时\\(y${k > 0 ? '>' : '<'}0\\)`,
        hard: 0.3,
        topic: 'd',
      };
    }
  }
}

const applyCalc: Family = {
  id: 'lin.apply',
  subject: 'math',
  quota: 50,
  make(rng) {
    // Plan A: fixed fee a plus p per unit; plan B: q per unit (q > p).
    const p = rng.int(2, 10);
    const q = p + rng.int(1, 8);
    const x0 = rng.int(5, 40);
    const a = (q - p) * x0;
    const [thing, unit, who, without] = rng.pick([
      ['游泳', '次', '某游泳馆推出两种收费方式：方式一，先购买会员证，每张会员证', '不购买会员证'],
      ['健身', '次', '某健身房推出两种收费方式：方式一，先办理年卡，年卡费', '不办理年卡'],
      ['租书', '本', '某书店推出两种租书方式：方式一，先交会员费', '不交会员费'],
    ] as const);
    const x1 = x0 + rng.int(1, 10);
    const yA = a + p * x1;
    const yB = q * x1;
    check(a + p * x0 === q * x0, 'break-even');
    return {
      typeName: '解答题',
      difficulty: 0.6,
      stem: `${who} \\(${a}\\) 元，此后每${unit}${thing}另付 \\(${p}\\) 元；方式二，${without}，每${unit}${thing}付 \\(${q}\\) 元．设${thing}\\(x\\)${unit}，按方式一、方式二所需费用分别为\\(y_1\\)元、\\(y_2\\)元．`,
      parts: [
        {
          stem: `分别写出\\(y_1\\)、\\(y_2\\)与\\(x\\)之间的函数关系式；`,
          answer: [`\\(y_1=${p}x+${a}\\)，\\(y_2=${q}x\\)`],
          analysis: `由题意，\\(y_1=${p}x+${a}\\)，\\(y_2=${q}x\\)．`,
          score: 3,
        },
        {
          stem: `${thing}多少${unit}时，两种方式的费用相同？`,
          answer: [`${thing} \\(${x0}\\) ${unit}时费用相同`],
          analysis: `令\\(${p}x+${a}=${q}x\\)，解得\\(x=${x0}\\)．`,
          score: 3,
        },
        {
          stem: `若某人计划${thing} \\(${x1}\\) ${unit}，选择哪种方式更省钱？`,
          answer: [`选择方式一更省钱`],
          analysis: `当\\(x=${x1}\\)时，\\(y_1=${p}\\times ${x1}+${a}=${yA}\\)，\\(y_2=${q}\\times ${x1}=${yB}\\)，\\(${yA}<${yB}\\)，所以选择方式一更省钱．`,
          score: 2,
        },
      ],
      answer: [`（1）\\(y_1=${p}x+${a}\\)，\\(y_2=${q}x\\)；（2）\\(${x0}\\) ${unit}；（3）方式一`],
      analysis: `（1）\\(y_1=${p}x+${a}\\)，\\(y_2=${q}x\\)；（2）令\\(y_1=y_2\\)，得\\(x=${x0}\\)；（3）\\(x=${x1}\\)时，\\(y_1=${yA}<y_2=${yB}\\)，选方式一．`,
      tags: T.apply,
      score: 8,
    };
  },
};

export const LINEAR_FUNCTION: Family[] = [
  quadrantSingle,
  propsFill,
  fitCalc,
  shiftFill,
  ineqFill,
  applyCalc,
  ...statementFamilies<{ k: number; b: number }>({
    base: 'lin.stmt',
    tags: T.graph,
    context: (rng) => {
      const k = rng.nz(-6, 6);
      const b = rng.nz(-20, 20);
      return { stem: `关于一次函数\\(${line(k, b)}\\)`, ctx: { k, b } };
    },
    draw: lineStatement,
    what: '下列说法',
    quotas: { single: 40, multi: 40, judge: 30 },
    ease: 0.8,
  }),
];

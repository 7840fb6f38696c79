/** 第八章 二元一次方程组（北师大版 八上 第五章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { casesTex, type Lin2, lin2Tex, solveSystem, systemTex } from '../lib/system';
import { BLANK, coef, lines, m, terms } from '../lib/tex';

const T = {
  subst: mathTags({ k: '代入消元法', rj: '7b 消元——解二元一次方程组', bsd: '8a 求解二元一次方程组' }),
  elim: mathTags({ k: '加减消元法', rj: '7b 消元——解二元一次方程组', bsd: '8a 求解二元一次方程组' }),
  solution: mathTags({ k: '二元一次方程组的解', rj: '7b 8.1 二元一次方程组', bsd: '8a 认识二元一次方程组' }),
  whole: mathTags({
    k: ['二元一次方程组的解', '整体思想'],
    rj: '7b 消元——解二元一次方程组',
    bsd: '8a 求解二元一次方程组',
  }),
  integer: mathTags({ k: '二元一次方程的概念', rj: '7b 8.1 二元一次方程组', bsd: '8a 认识二元一次方程组' }),
  three: mathTags({ k: '三元一次方程组的解法', rj: '7b 三元一次方程组的解法', bsd: '8a 三元一次方程组' }),
};

/** Two equations with integer solution (x0, y0) and a unique solution. */
function system(rng: Rng, wide: boolean, easy: boolean): { e1: Lin2; e2: Lin2; x0: number; y0: number } {
  const r = wide ? 40 : 9;
  const x0 = rng.int(-r, r);
  const y0 = rng.int(-r, r);
  const c = () => rng.nz(-6, 6);
  const e1: Lin2 = { a: easy ? rng.pick([1, -1, c()]) : c(), b: easy ? rng.pick([1, -1]) : c(), c: 0 };
  const e2: Lin2 = { a: c(), b: c(), c: 0 };
  e1.c = e1.a * x0 + e1.b * y0;
  e2.c = e2.a * x0 + e2.b * y0;
  if (e1.a * e2.b - e2.a * e1.b === 0) retry('parallel');
  if (e1.a < 0 && e1.b < 0) retry();
  if (e2.a < 0 && e2.b < 0) retry();
  return { e1, e2, x0, y0 };
}

const solveCalc: Family = {
  id: 'sys.solve.calc',
  subject: 'math',
  quota: 130,
  make(rng, wide) {
    const easy = rng.chance(0.4);
    const { e1, e2, x0, y0 } = system(rng, wide, easy);
    const sol = solveSystem(e1, e2);
    check(sol.x.eq(x0) && sol.y.eq(y0), 'chosen solution');
    const substitution = sol.steps.some((s) => s.includes('把③代入'));
    const big = [e1.a, e1.b, e2.a, e2.b].some((v) => Math.abs(v) > 4);
    return {
      typeName: '计算题',
      difficulty: clampDifficulty((easy ? 0.8 : 0.7) - (big ? 0.06 : 0)),
      stem: `解方程组：\\(${systemTex(e1, e2)}\\)．`,
      answer: [m(casesTex([`x=${x0}`, `y=${y0}`]))],
      analysis: lines('解：', ...sol.steps),
      tags: substitution ? T.subst : T.elim,
      score: 6,
    };
  },
};

const paramFill: Family = {
  id: 'sys.param.fill',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 4);
    const x0 = rng.nz(-6, 6);
    const y0 = rng.nz(-6, 6);
    if (form === 1) {
      // (x0, y0) solves a·x + b·y = c with one unknown coefficient.
      const b = rng.nz(-6, 6);
      const aVal = rng.nz(-6, 6);
      const c = aVal * x0 + b * y0;
      return {
        typeName: '填空题',
        difficulty: 0.84,
        stem: `已知\\(${casesTex([`x=${x0}`, `y=${y0}`])}\\)是方程\\(ax${b < 0 ? '-' : '+'}${Math.abs(b) === 1 ? '' : Math.abs(b)}y=${c}\\)的解，则\\(a\\)的值为${BLANK}．`,
        answer: [m(String(aVal))],
        analysis: `把\\(x=${x0}\\)，\\(y=${y0}\\)代入方程，得\\(${coef(x0, 'a')}${b * y0 < 0 ? '-' : '+'}${Math.abs(b * y0)}=${c}\\)，解得\\(a=${aVal}\\)．`,
        tags: T.solution,
        score: 3,
      };
    }
    if (form === 2) {
      // (x0, y0) solves { a·x + b·y = 7 ; b·x + a·y = … }: find a, b.
      const aVal = rng.nz(-5, 5);
      const bVal = rng.nz(-5, 5);
      const c1 = aVal * x0 + y0;
      const c2 = x0 - bVal * y0;
      const ask = rng.pick(['a+b', 'ab', 'a-b'] as const);
      const val = ask === 'a+b' ? aVal + bVal : ask === 'ab' ? aVal * bVal : aVal - bVal;
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `已知\\(${casesTex([`x=${x0}`, `y=${y0}`])}\\)是方程组\\(${casesTex([`ax+y=${c1}`, `x-by=${c2}`])}\\)的解，则\\(${ask}\\)的值为${BLANK}．`,
        answer: [m(String(val))],
        analysis: `把\\(x=${x0}\\)，\\(y=${y0}\\)代入方程组，得\\(${casesTex([`${coef(x0, 'a')}${y0 < 0 ? y0 : `+${y0}`}=${c1}`, `${x0}${y0 < 0 ? '+' : '-'}${Math.abs(y0) === 1 ? '' : Math.abs(y0)}b=${c2}`])}\\)，解得\\(a=${aVal}\\)，\\(b=${bVal}\\)．所以\\(${ask}=${val}\\)．`,
        tags: T.solution,
        score: 3,
      };
    }
    if (form === 3) {
      // Adding or subtracting the equations gives x + y or x − y directly.
      const p = rng.int(1, 5);
      const q = rng.intNot(1, 5, p);
      const e1: Lin2 = { a: p, b: q, c: p * x0 + q * y0 };
      const e2: Lin2 = { a: q, b: p, c: q * x0 + p * y0 };
      const askSum = rng.chance(0.5);
      const val = askSum ? x0 + y0 : x0 - y0;
      const k = askSum ? p + q : p - q;
      check(askSum ? e1.c + e2.c === k * val : e1.c - e2.c === k * val, 'whole');
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `若\\(x\\)、\\(y\\)满足方程组\\(${systemTex(e1, e2)}\\)，则\\(${askSum ? 'x+y' : 'x-y'}\\)的值为${BLANK}．`,
        answer: [m(String(val))],
        analysis: `两个方程相${askSum ? '加' : '减'}，得\\(${terms([
          [k, 'x'],
          [askSum ? k : -k, 'y'],
        ])}=${askSum ? e1.c + e2.c : e1.c - e2.c}\\)，所以\\(${askSum ? 'x+y' : 'x-y'}=${val}\\)．`
          .replace(/\\\((-?)1x/, '\\($1x')
          .replace(/([+-])1y/, '$1y'),
        tags: T.whole,
        score: 3,
      };
    }
    // Positive integer solutions of a·x + b·y = c.
    const a = rng.int(1, 6);
    const b = rng.intNot(2, 7, a);
    const c = rng.int(a + b, 45);
    const sols: [number, number][] = [];
    for (let x = 1; a * x < c; x++) if ((c - a * x) % b === 0) sols.push([x, (c - a * x) / b]);
    if (sols.length < 2 || sols.length > 6) retry();
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `二元一次方程\\(${lin2Tex({ a, b, c })}\\)的正整数解有${BLANK}组．`,
      answer: [m(String(sols.length))],
      analysis: `由\\(${lin2Tex({ a, b, c })}\\)得\\(y=\\dfrac{${c}-${a === 1 ? '' : a}x}{${b}}\\)．当\\(x\\)取正整数且\\(y\\)也是正整数时，解为${sols.map(([x, y]) => `\\(${casesTex([`x=${x}`, `y=${y}`])}\\)`).join('，')}，共 \\(${sols.length}\\) 组．`,
      tags: T.integer,
      score: 3,
    };
  },
};

/** [stem, 设, answer, e1, e2] for word problems with solution (x, y). */
type Word = {
  stem: string;
  let: string;
  e1: Lin2;
  e2: Lin2;
  x: number;
  y: number;
  answer: string;
  hard: number;
  bsd: string;
  shown?: string;
};

function chickens(rng: Rng): Word {
  const x = rng.int(5, 40);
  const y = rng.int(5, 40);
  return {
    stem: `今有鸡兔同笼，上有 \\(${x + y}\\) 个头，下有 \\(${2 * x + 4 * y}\\) 只脚．问鸡、兔各有多少只？`,
    let: '设鸡有\\(x\\)只，兔有\\(y\\)只',
    e1: { a: 1, b: 1, c: x + y },
    e2: { a: 2, b: 4, c: 2 * x + 4 * y },
    x,
    y,
    answer: `鸡有 \\(${x}\\) 只，兔有 \\(${y}\\) 只`,
    hard: 0.05,
    bsd: '应用二元一次方程组——鸡兔同笼',
  };
}

function buying(rng: Rng): Word {
  const x = rng.int(3, 30);
  const y = rng.intNot(3, 30, x);
  const [a1, b1] = [rng.int(1, 5), rng.int(1, 5)];
  const [a2, b2] = [rng.int(1, 5), rng.int(1, 5)];
  if (a1 * b2 === a2 * b1) retry();
  const [p, q] = rng.pick([
    ['甲种笔记本', '乙种笔记本'],
    ['篮球', '足球'],
    ['甲种树苗', '乙种树苗'],
    ['钢笔', '笔记本'],
  ] as const);
  const unit = p.includes('树苗') ? '棵' : p.includes('球') ? '个' : p.includes('钢笔') ? '支' : '本';
  const unitB = q.includes('笔记本') ? '本' : unit;
  return {
    stem: `购买 \\(${a1}\\) ${unit}${p}和 \\(${b1}\\) ${unitB}${q}共需 \\(${a1 * x + b1 * y}\\) 元；购买 \\(${a2}\\) ${unit}${p}和 \\(${b2}\\) ${unitB}${q}共需 \\(${a2 * x + b2 * y}\\) 元．${p}和${q}的单价各是多少元？`,
    let: `设${p}的单价为\\(x\\)元，${q}的单价为\\(y\\)元`,
    e1: { a: a1, b: b1, c: a1 * x + b1 * y },
    e2: { a: a2, b: b2, c: a2 * x + b2 * y },
    x,
    y,
    answer: `${p}的单价为 \\(${x}\\) 元，${q}的单价为 \\(${y}\\) 元`,
    hard: 0.1,
    bsd: '应用二元一次方程组——增收节支',
  };
}

function river(rng: Rng): Word {
  const y = rng.int(2, 6);
  const x = y + rng.int(6, 30);
  const t1 = rng.int(2, 6);
  const S = (x + y) * t1;
  const t2 = new Frac(S, x - y);
  if (!t2.isInt()) retry();
  return {
    stem: `一艘轮船顺流航行 \\(${S}\\) 千米需要 \\(${t1}\\) 小时，逆流航行同样的路程需要 \\(${t2.tex()}\\) 小时．求轮船在静水中的速度和水流的速度．`,
    let: '设轮船在静水中的速度为\\(x\\)千米/时，水流速度为\\(y\\)千米/时',
    e1: { a: 1, b: 1, c: x + y },
    e2: { a: 1, b: -1, c: x - y },
    x,
    y,
    answer: `轮船在静水中的速度为 \\(${x}\\) 千米/时，水流速度为 \\(${y}\\) 千米/时`,
    shown: casesTex([`${t1}(x+y)=${S}`, `${t2.tex()}(x-y)=${S}`]),
    hard: 0.15,
    bsd: '应用二元一次方程组——里程碑上的数',
  };
}

function tickets(rng: Rng): Word {
  const a = rng.int(6, 20) * 5;
  const b = (a / 5) * rng.int(2, 3);
  if (b >= a) retry();
  const x = rng.int(5, 40);
  const y = rng.int(5, 40);
  return {
    stem: `某景区门票价格为：成人票每张 \\(${a}\\) 元，儿童票每张 \\(${b}\\) 元．某旅行团共有 \\(${x + y}\\) 人，购买门票共花费 \\(${a * x + b * y}\\) 元．这个旅行团中成人和儿童各有多少人？`,
    let: '设成人有\\(x\\)人，儿童有\\(y\\)人',
    e1: { a: 1, b: 1, c: x + y },
    e2: { a, b, c: a * x + b * y },
    x,
    y,
    answer: `成人有 \\(${x}\\) 人，儿童有 \\(${y}\\) 人`,
    hard: 0.08,
    bsd: '应用二元一次方程组——鸡兔同笼',
  };
}

function cans(rng: Rng): Word {
  const a = rng.int(10, 25);
  const b = rng.int(20, 50);
  const x = rng.int(4, 30) * 2;
  const yv = new Frac(2 * a * x, b);
  if (!yv.isInt()) retry();
  const y = yv.n;
  return {
    stem: `用白铁皮做罐头盒，每张铁皮可制盒身 \\(${a}\\) 个或盒底 \\(${b}\\) 个，一个盒身与两个盒底配成一套罐头盒．现有 \\(${x + y}\\) 张白铁皮，用多少张制盒身、多少张制盒底，可以使盒身与盒底正好配套？`,
    let: '设用\\(x\\)张制盒身，\\(y\\)张制盒底',
    e1: { a: 1, b: 1, c: x + y },
    e2: { a: 2 * a, b: -b, c: 0 },
    x,
    y,
    answer: `用 \\(${x}\\) 张制盒身，\\(${y}\\) 张制盒底`,
    hard: 0.2,
    bsd: '应用二元一次方程组——增收节支',
  };
}

const WORDS = [chickens, buying, river, tickets, cans];

const wordCalc: Family = {
  id: 'sys.word',
  subject: 'math',
  quota: 80,
  make(rng) {
    const w = rng.pick(WORDS)(rng);
    const sol = solveSystem(w.e1, w.e2);
    check(sol.x.eq(w.x) && sol.y.eq(w.y), 'word problem solution');
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(0.66 - w.hard),
      stem: w.stem,
      answer: [`${w.answer}．`],
      analysis: lines(
        `解：${w.let}．`,
        `根据题意，得\\(${w.shown ?? systemTex(w.e1, w.e2)}\\)．`,
        `解这个方程组，得\\(${casesTex([`x=${w.x}`, `y=${w.y}`])}\\)．`,
        `答：${w.answer}．`,
      ),
      tags: mathTags({ k: '二元一次方程组的应用', rj: '7b 实际问题与二元一次方程组', bsd: `8a ${w.bsd}` }),
      score: 8,
    };
  },
};

const threeCalc: Family = {
  id: 'sys.three.calc',
  subject: 'math',
  quota: 30,
  make(rng) {
    const [x, y, z] = [rng.nz(-6, 6), rng.nz(-6, 6), rng.nz(-6, 6)];
    // x + y + z = s, and two equations that each miss one unknown.
    const a = rng.nz(-3, 3);
    const b = rng.nz(-3, 3);
    const c = rng.nz(-3, 3);
    const d = rng.nz(-3, 3);
    const rows = [
      `x+y+z=${x + y + z}`,
      `${a === 1 ? '' : a === -1 ? '-' : a}x${b < 0 ? '-' : '+'}${Math.abs(b) === 1 ? '' : Math.abs(b)}y=${a * x + b * y}`,
      `${c === 1 ? '' : c === -1 ? '-' : c}y${d < 0 ? '-' : '+'}${Math.abs(d) === 1 ? '' : Math.abs(d)}z=${c * y + d * z}`,
    ];
    // Unique: the determinant of [[1,1,1],[a,b,0],[0,c,d]] is b·d − a·d + a·c.
    if (b * d - a * d + a * c === 0) retry();
    // ①×d − ③ removes z: d·x + (d − c)·y = d·s − r₃ (④); ② and ④ give x and y.
    const sSum = x + y + z;
    const r3 = c * y + d * z;
    const e4: Lin2 = { a: d, b: d - c, c: d * sSum - r3 };
    const e2: Lin2 = { a, b, c: a * x + b * y };
    if (e4.a * e2.b - e2.a * e4.b === 0) retry();
    const sol = solveSystem(e2, e4);
    check(sol.x.eq(x) && sol.y.eq(y) && d * z === r3 - c * y, 'three unknowns');
    // Written as plain text, as textbooks do: ①×3−③.
    const scaled = d === 1 ? '①' : `①×${d < 0 ? `(${d})` : d}`;
    return {
      typeName: '计算题',
      difficulty: 0.46,
      stem: `解方程组：\\(${casesTex(rows)}\\)．`,
      answer: [m(casesTex([`x=${x}`, `y=${y}`, `z=${z}`]))],
      analysis: lines(
        '解：把三个方程依次记为①②③．',
        `${scaled}−③，消去\\(z\\)，得\\(${lin2Tex(e4)}\\)④．`,
        `解由②④组成的方程组\\(${casesTex([lin2Tex(e2), lin2Tex(e4)])}\\)，得\\(x=${x}\\)，\\(y=${y}\\)．`,
        `把\\(y=${y}\\)代入③，得\\(z=${z}\\)．`,
        `所以原方程组的解是\\(${casesTex([`x=${x}`, `y=${y}`, `z=${z}`])}\\)．`,
      ),
      tags: T.three,
      score: 6,
    };
  },
};

export const SYSTEMS: Family[] = [solveCalc, paramFill, wordCalc, threeCalc];

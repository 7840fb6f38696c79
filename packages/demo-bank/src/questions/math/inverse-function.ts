/** 九下 第二十六章 反比例函数（北师大版 九上 第六章）。 */
import { type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Poly } from '../lib/poly';
import { BLANK, coef, m, PICK, paren } from '../lib/tex';

const T = {
  concept: mathTags({
    k: ['反比例函数的概念', '待定系数法求反比例函数解析式'],
    rj: '9b 26.1.1 反比例函数',
    bsd: '9a 1 反比例函数',
  }),
  props: mathTags({
    k: ['反比例函数的图象', '反比例函数的性质'],
    rj: '9b 反比例函数的图象和性质',
    bsd: '9a 反比例函数的图象与性质',
  }),
  area: mathTags({
    k: '反比例函数中 k 的几何意义',
    rj: '9b 反比例函数的图象和性质',
    bsd: '9a 反比例函数的图象与性质',
  }),
  combo: mathTags({
    k: ['反比例函数与一次函数的综合', '数形结合思想'],
    rj: '9b 反比例函数的图象和性质',
    bsd: '9a 反比例函数的图象与性质',
  }),
  apply: mathTags({ k: '反比例函数的应用', rj: '9b 实际问题与反比例函数', bsd: '9a 反比例函数的应用' }),
};

const hyper = (k: number) => `y=${k < 0 ? '-' : ''}\\dfrac{${Math.abs(k)}}{x}`;

const kFill: Family = {
  id: 'inv.k.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const x = rng.nz(-6, 6);
      const y = rng.nz(-6, 6);
      const k = x * y;
      const quads = k > 0 ? '一、三' : '二、四';
      return {
        typeName: '填空题',
        difficulty: 0.82,
        stem: `反比例函数\\(y=\\dfrac{k}{x}\\)的图象经过点\\((${x},${y})\\)，则\\(k=\\)${BLANK}，它的图象位于第${BLANK}象限．`,
        answer: [m(String(k)), quads],
        analysis: `把\\((${x},${y})\\)代入\\(y=\\dfrac{k}{x}\\)，得\\(k=${paren(x)}\\times ${paren(y)}=${k}\\)．\\(k${k > 0 ? '>' : '<'}0\\)，所以图象位于第${quads}象限．`,
        tags: T.concept,
        score: 3,
      };
    }
    if (form === 2) {
      const x1 = rng.nz(-6, 6);
      const y1 = rng.nz(-6, 6);
      const k = x1 * y1;
      const x2 = rng.intNot(-8, 8, 0, x1);
      const y2 = new Frac(k, x2);
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `若点\\(A(${x1},${y1})\\)和点\\(B(${x2},m)\\)都在同一个反比例函数的图象上，则\\(m\\)的值为${BLANK}．`,
        answer: [m(y2.tex())],
        analysis: `设反比例函数为\\(y=\\dfrac{k}{x}\\)，则\\(k=${paren(x1)}\\times ${paren(y1)}=${k}\\)．所以\\(${coef(x2, 'm')}=${k}\\)，\\(m=${y2.tex()}\\)．`,
        tags: T.concept,
        score: 3,
      };
    }
    // y = (m − a)·x^{m² − a² − 1}: the exponent is −1 ⇒ m = ±a, and m ≠ a.
    const a = rng.int(1, 6);
    return {
      typeName: '填空题',
      difficulty: 0.6,
      stem: `若函数\\(y=(m-${a})x^{m^2-${a * a + 1}}\\)是反比例函数，则\\(m\\)的值为${BLANK}．`,
      answer: [m(String(-a))],
      analysis: `由反比例函数的定义，得\\(m^2-${a * a + 1}=-1\\)且\\(m-${a}\\ne 0\\)．由\\(m^2=${a * a}\\)得\\(m=\\pm ${a}\\)，又\\(m\\ne ${a}\\)，所以\\(m=${-a}\\)．`,
      tags: T.concept,
      score: 3,
    };
  },
};

const compareSingle: Family = {
  id: 'inv.compare.single',
  subject: 'math',
  quota: 60,
  make(rng) {
    const k = rng.nz(-12, 12);
    const xs = rng.sample([-6, -4, -3, -2, -1, 1, 2, 3, 4, 6], 3).sort((a, b) => a - b);
    const ys = xs.map((x) => new Frac(k, x));
    if (new Set(ys.map((y) => y.toString())).size < 3) retry();
    const names = ['y_1', 'y_2', 'y_3'];
    const order = [0, 1, 2].sort((i, j) => (ys[i] as Frac).cmp(ys[j] as Frac));
    const fmt = (ord: number[]) => ord.map((i) => names[i]).join('<');
    const correct = fmt(order);
    const wrongs = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
      [0, 2, 1],
      [2, 0, 1],
      [1, 2, 0],
    ].map(fmt);
    const c = mathChoice(rng, correct, wrongs);
    return {
      typeName: '单选题',
      difficulty: 0.66,
      stem: `已知点\\(A(${xs[0]},y_1)\\)，\\(B(${xs[1]},y_2)\\)，\\(C(${xs[2]},y_3)\\)都在反比例函数\\(${hyper(k)}\\)的图象上，则\\(y_1\\)，\\(y_2\\)，\\(y_3\\)的大小关系是${PICK}`,
      ...c,
      analysis: `把各点的横坐标代入，得\\(y_1=${(ys[0] as Frac).tex()}\\)，\\(y_2=${(ys[1] as Frac).tex()}\\)，\\(y_3=${(ys[2] as Frac).tex()}\\)，所以\\(${correct}\\)．（也可由\\(k${k > 0 ? '>' : '<'}0\\)时，在每个象限内\\(y\\)随\\(x\\)的增大而${k > 0 ? '减小' : '增大'}来判断．）故选 ${c.answer[0]}．`,
      tags: T.props,
      score: 3,
    };
  },
};

const areaFill: Family = {
  id: 'inv.area.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const s = new Frac(rng.int(1, 20), rng.chance(0.3) ? 2 : 1);
    const neg = rng.chance(0.5);
    const tri = rng.chance(0.5);
    const k = (tri ? s.mul(2) : s).mul(neg ? -1 : 1);
    if (!k.isInt()) retry();
    return {
      typeName: '填空题',
      difficulty: 0.64,
      stem: tri
        ? `点\\(P\\)在反比例函数\\(y=\\dfrac{k}{x}\\)的图象上，\\(PA\\perp x\\)轴于点\\(A\\)，\\(O\\)为坐标原点，\\(\\triangle POA\\)的面积为 \\(${s.texDec()}\\)，且该函数图象位于第${neg ? '二、四' : '一、三'}象限，则\\(k=\\)${BLANK}．`
        : `点\\(P\\)在反比例函数\\(y=\\dfrac{k}{x}\\)的图象上，过点\\(P\\)分别作\\(x\\)轴、\\(y\\)轴的垂线，与两坐标轴围成的矩形面积为 \\(${s.texDec()}\\)，且该函数图象位于第${neg ? '二、四' : '一、三'}象限，则\\(k=\\)${BLANK}．`,
      answer: [m(k.tex())],
      analysis: tri
        ? `\\(S_{\\triangle POA}=\\dfrac{1}{2}|k|=${s.texDec()}\\)，所以\\(|k|=${k.abs().tex()}\\)；图象位于第${neg ? '二、四' : '一、三'}象限，\\(k${neg ? '<' : '>'}0\\)，所以\\(k=${k.tex()}\\)．`
        : `矩形面积为\\(|k|=${s.texDec()}\\)；图象位于第${neg ? '二、四' : '一、三'}象限，\\(k${neg ? '<' : '>'}0\\)，所以\\(k=${k.tex()}\\)．`,
      tags: T.area,
      score: 3,
    };
  },
};

const comboCalc: Family = {
  id: 'inv.combo',
  subject: 'math',
  quota: 40,
  make(rng) {
    // A(a, k/a) and B(b, k/b) on y = k/x and on y = mx + n.
    const k = rng.nz(-12, 12);
    const divisors = [1, 2, 3, 4, 6, 12].filter((d) => k % d === 0);
    const a = rng.pick(divisors);
    const b = -rng.pick(divisors);
    if (a === -b) retry('the line would pass through O');
    const ya = k / a;
    const yb = k / b;
    const slope = new Frac(yb - ya, b - a);
    const n = new Frac(ya).sub(slope.mul(a));
    if (!slope.isInt() || !n.isInt() || slope.isZero() || n.isZero()) retry();
    const area = new Frac(Math.abs(a * yb - b * ya), 2);
    // mx + n > k/x: test a point in each interval.
    const cuts = [b, 0, a].sort((x, y) => x - y);
    const bounds = [-1e9, ...cuts, 1e9];
    const good: string[] = [];
    for (let i = 0; i < bounds.length - 1; i++) {
      const lo = bounds[i] as number;
      const hi = bounds[i + 1] as number;
      const x = new Frac(
        lo === -1e9 ? hi - 1 : hi === 1e9 ? lo + 1 : lo + hi,
        lo === -1e9 || hi === 1e9 ? 1 : 2,
      );
      if (x.isZero()) continue;
      const lhs = slope.mul(x).add(n);
      const rhs = new Frac(k).div(x);
      if (lhs.gt(rhs)) good.push(lo === -1e9 ? `x<${hi}` : hi === 1e9 ? `x>${lo}` : `${lo}<x<${hi}`);
    }
    check(good.length >= 1 && good.length <= 2, 'solution intervals');
    const ineq = good.join('\\text{ 或 }');
    const lineTex = `y=${Poly.lin(slope, n).tex()}`;
    return {
      typeName: '解答题',
      difficulty: 0.4,
      stem: `如图，一次函数\\(y=mx+n\\)的图象与反比例函数\\(y=\\dfrac{k}{x}\\)的图象交于\\(A(${a},${ya})\\)，\\(B(${b},p)\\)两点．`.replace(
        '如图，',
        '',
      ),
      parts: [
        {
          stem: '求反比例函数和一次函数的解析式；',
          answer: [`\\(${hyper(k)}\\)，\\(${lineTex}\\)`],
          analysis: `把\\(A(${a},${ya})\\)代入\\(y=\\dfrac{k}{x}\\)，得\\(k=${k}\\)，所以\\(${hyper(k)}\\)．把\\(x=${b}\\)代入，得\\(p=${yb}\\)，即\\(B(${b},${yb})\\)．把\\(A\\)、\\(B\\)的坐标代入\\(y=mx+n\\)，解得\\(m=${slope.tex()}\\)，\\(n=${n.tex()}\\)，所以\\(${lineTex}\\)．`,
          score: 4,
        },
        {
          stem: '求\\(\\triangle AOB\\)的面积；',
          answer: [m(area.texDec())],
          analysis: `设直线\\(AB\\)与\\(y\\)轴交于点\\(C(0,${n.tex()})\\)，则\\(S_{\\triangle AOB}=S_{\\triangle AOC}+S_{\\triangle BOC}=\\dfrac{1}{2}\\times ${n.abs().tex()}\\times (${Math.abs(a)}+${Math.abs(b)})=${area.texDec()}\\)．`,
          score: 3,
        },
        {
          stem: '直接写出不等式\\(mx+n>\\dfrac{k}{x}\\)的解集．',
          answer: [m(ineq)],
          analysis: `由图象可知，一次函数的图象在反比例函数图象上方的部分对应的\\(x\\)的取值范围为\\(${ineq}\\)．`,
          score: 2,
        },
      ],
      answer: [`（1）\\(${hyper(k)}\\)，\\(${lineTex}\\)；（2）\\(${area.texDec()}\\)；（3）\\(${ineq}\\)`],
      analysis: `（1）由点\\(A\\)求得\\(k=${k}\\)，再求出\\(B(${b},${yb})\\)，用待定系数法得\\(${lineTex}\\)；（2）\\(S_{\\triangle AOB}=${area.texDec()}\\)；（3）\\(${ineq}\\)．`,
      tags: T.combo,
      score: 9,
    };
  },
};

const applyFill: Family = {
  id: 'inv.apply.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const form = rng.int(1, 2);
    if (form === 1) {
      const V = rng.int(2, 12) * 100;
      const v1 = rng.pick([20, 25, 40, 50, 100]);
      const t1 = new Frac(V, v1);
      const t2 = rng.int(2, 20);
      const v2 = new Frac(V, t2);
      if (!t1.isInt() || !v2.isInt()) retry();
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `一个蓄水池储水 \\(${V}\\ \\mathrm{m}^3\\)，用每小时排水\\(x\\ \\mathrm{m}^3\\)的水泵排水，排完水池中的水所用的时间为\\(y\\ \\mathrm{h}\\)，则\\(y\\)与\\(x\\)之间的函数关系式为${BLANK}；若要在 \\(${t2}\\ \\mathrm{h}\\) 内排完，每小时的排水量至少为${BLANK}\\(\\mathrm{m}^3\\)．`,
        answer: [m(`y=\\dfrac{${V}}{x}`), m(v2.tex())],
        analysis: `由“每小时的排水量乘排水时间等于总水量”，得\\(xy=${V}\\)，即\\(y=\\dfrac{${V}}{x}\\ (x>0)\\)．当\\(y=${t2}\\)时，\\(x=${v2.tex()}\\)；\\(y\\)随\\(x\\)的增大而减小，所以每小时的排水量至少为 \\(${v2.tex()}\\ \\mathrm{m}^3\\)．`,
        tags: T.apply,
        score: 3,
      };
    }
    const S = rng.int(2, 30) * 10;
    const a = rng.int(2, 20);
    const b = new Frac(S, a);
    if (!b.isInt()) retry();
    return {
      typeName: '填空题',
      difficulty: 0.78,
      stem: `面积为 \\(${S}\\ \\mathrm{cm}^2\\) 的矩形，一边长为\\(x\\ \\mathrm{cm}\\)，与它相邻的一边长为\\(y\\ \\mathrm{cm}\\)，则\\(y\\)关于\\(x\\)的函数关系式为${BLANK}；当\\(x=${a}\\)时，\\(y=\\)${BLANK}．`,
      answer: [m(`y=\\dfrac{${S}}{x}`), m(b.tex())],
      analysis: `由矩形面积公式得\\(xy=${S}\\)，所以\\(y=\\dfrac{${S}}{x}\\ (x>0)\\)．当\\(x=${a}\\)时，\\(y=\\dfrac{${S}}{${a}}=${b.tex()}\\)．`,
      tags: T.apply,
      score: 3,
    };
  },
};

export const INVERSE_FUNCTION: Family[] = [kFill, compareSingle, areaFill, comboCalc, applyFill];

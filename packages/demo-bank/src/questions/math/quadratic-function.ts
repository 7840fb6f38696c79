/** 九上 第二十二章 二次函数（北师大版 九下 第二章）。 */
import { choice, clampDifficulty, type Family, retry, type Statement, statementFamilies } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m, PICK, paren, terms } from '../lib/tex';

const T = {
  vertex: mathTags({
    k: '二次函数 y=a(x-h)²+k 的图象和性质',
    rj: '9a 二次函数 y=a(x-h)²+k 的图象和性质',
    bsd: '9b 二次函数的图象与性质',
  }),
  general: mathTags({
    k: '二次函数 y=ax²+bx+c 的图象和性质',
    rj: '9a 二次函数 y=ax²+bx+c 的图象和性质',
    bsd: '9b 二次函数的图象与性质',
  }),
  shift: mathTags({
    k: '二次函数图象的平移',
    rj: '9a 二次函数 y=a(x-h)²+k 的图象和性质',
    bsd: '9b 二次函数的图象与性质',
  }),
  extreme: mathTags({
    k: ['二次函数的最值', '二次函数 y=ax²+bx+c 的图象和性质'],
    rj: '9a 二次函数 y=ax²+bx+c 的图象和性质',
    bsd: '9b 二次函数的图象与性质',
  }),
  fit: mathTags({
    k: '待定系数法求二次函数解析式',
    rj: '9a 二次函数 y=ax²+bx+c 的图象和性质',
    bsd: '9b 确定二次函数的表达式',
  }),
  roots: mathTags({
    k: '二次函数与一元二次方程',
    rj: '9a 二次函数与一元二次方程',
    bsd: '9b 二次函数与一元二次方程',
  }),
  apply: mathTags({
    k: ['二次函数的应用', '二次函数的最值'],
    rj: '9a 实际问题与二次函数',
    bsd: '9b 二次函数的应用',
  }),
};

/** y = a(x − h)² + k */
const vform = (a: number, h: number, k: number) => {
  const A = a === 1 ? '' : a === -1 ? '-' : String(a);
  const sq = h === 0 ? 'x^2' : `(${Poly.lin(1, -h).tex()})^2`;
  return `y=${A}${sq}${k === 0 ? '' : k < 0 ? k : `+${k}`}`;
};
const expand = (a: number, h: number, k: number) => Poly.lin(1, -h).pow(2).scale(a).add(k);

const vertexSingle: Family = {
  id: 'qf.vertex.single',
  subject: 'math',
  quota: 60,
  make(rng) {
    const a = rng.nz(-4, 4);
    const h = rng.nz(-9, 9);
    const k = rng.nz(-9, 9);
    const ask = rng.pick(['顶点坐标', '对称轴'] as const);
    // Options as shown: 顶点 as a formula, 对称轴 as 直线 x = … (the word outside math mode).
    const show = (t: string) => (t.startsWith('(') ? m(t) : `直线${m(t)}`);
    const correct = ask === '顶点坐标' ? `(${h},${k})` : `x=${h}`;
    const wrongs =
      ask === '顶点坐标'
        ? [`(${-h},${k})`, `(${h},${-k})`, `(${-h},${-k})`, `(${k},${h})`]
        : [`x=${-h}`, `x=${k}`, `x=${-k}`, `y=${h}`];
    const c = choice(rng, show(correct), wrongs.map(show));
    return {
      typeName: '单选题',
      difficulty: 0.82,
      stem: `抛物线\\(${vform(a, h, k)}\\)的${ask}是${PICK}`,
      ...c,
      analysis: `抛物线\\(y=a(x-h)^2+k\\)的顶点坐标是\\((h,k)\\)，对称轴是直线\\(x=h\\)．所以\\(${vform(a, h, k)}\\)的${ask}是${show(correct)}．故选 ${c.answer[0]}．`,
      tags: T.vertex,
      score: 3,
    };
  },
};

const generalFill: Family = {
  id: 'qf.general.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const a = rng.nz(-3, 3);
    const h = new Frac(rng.nz(-6, 6), rng.chance(0.2) ? 2 : 1);
    const k = new Frac(rng.int(-9, 9));
    const P = Poly.lin(1, h.neg()).pow(2).scale(a).add(k);
    const b = P.coefOf('x', 1);
    const c = P.coefOf();
    if (!b.isInt() || !c.isInt()) retry();
    // Independent check: −b/(2a) and the value there.
    const hx = b.neg().div(2 * a);
    check(hx.eq(h) && P.eval({ x: hx }).eq(k), 'vertex by formula');
    const extreme = a > 0 ? '最小' : '最大';
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `二次函数\\(y=${P.tex()}\\)的图象开口向${a > 0 ? BLANK : BLANK}，对称轴是${BLANK}，顶点坐标是${BLANK}，函数有${extreme}值${BLANK}．`,
      answer: [a > 0 ? '上' : '下', `直线${m(`x=${h.tex()}`)}`, m(`(${h.tex()},${k.tex()})`), m(k.tex())],
      analysis: lines(
        `\\(a=${a}${a > 0 ? '>' : '<'}0\\)，开口向${a > 0 ? '上' : '下'}．`,
        `对称轴\\(x=-\\dfrac{b}{2a}=-\\dfrac{${b.tex()}}{2\\times ${paren(a)}}=${h.tex()}\\)，把\\(x=${h.tex()}\\)代入，得\\(y=${k.tex()}\\)，顶点坐标为\\((${h.tex()},${k.tex()})\\)．`,
        `所以当\\(x=${h.tex()}\\)时，函数有${extreme}值\\(${k.tex()}\\)．`,
      ),
      tags: T.general,
      score: 4,
    };
  },
};

const shiftFill: Family = {
  id: 'qf.shift.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const a = rng.nz(-5, 5);
    const h0 = rng.int(-5, 5);
    const k0 = rng.int(-5, 5);
    const dx = rng.nz(-6, 6);
    const dy = rng.nz(-6, 6);
    const h = h0 + dx;
    const k = k0 + dy;
    const moves = `向${dx > 0 ? '右' : '左'}平移 \\(${Math.abs(dx)}\\) 个单位长度，再向${dy > 0 ? '上' : '下'}平移 \\(${Math.abs(dy)}\\) 个单位长度`;
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `将抛物线\\(${vform(a, h0, k0)}\\)${moves}，得到的抛物线的解析式为${BLANK}．`,
      answer: [m(vform(a, h, k))],
      analysis: `平移不改变\\(a\\)，只改变顶点．原顶点为\\((${h0},${k0})\\)，平移后顶点为\\((${h0}${dx > 0 ? '+' : '-'}${Math.abs(dx)},${k0}${dy > 0 ? '+' : '-'}${Math.abs(dy)})\\)，即\\((${h},${k})\\)，所以解析式为\\(${vform(a, h, k)}\\)．（左加右减，上加下减）`,
      tags: T.shift,
      score: 3,
    };
  },
};

const rangeFill: Family = {
  id: 'qf.range.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const a = rng.pick([1, -1, 2, -2]);
    const h = rng.int(-4, 4);
    const k = rng.int(-9, 9);
    const P = expand(a, h, k);
    const lo = rng.int(-6, 3);
    const hi = rng.int(lo + 2, lo + 7);
    const f = (x: number) => P.eval({ x }).n;
    const inside = lo <= h && h <= hi;
    const values = [f(lo), f(hi), ...(inside ? [f(h)] : [])];
    const max = Math.max(...values);
    const min = Math.min(...values);
    // Independent check by scanning the interval.
    for (let i = 0; i <= 40; i++) {
      const x = new Frac(lo * 40 + (hi - lo) * i, 40);
      const y = P.eval({ x });
      check(y.cmp(max) <= 0 && y.cmp(min) >= 0, 'range on the interval');
    }
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(inside ? 0.56 : 0.62),
      stem: `当\\(${lo}\\le x\\le ${hi}\\)时，二次函数\\(y=${P.tex()}\\)的最大值是${BLANK}，最小值是${BLANK}．`,
      answer: [m(String(max)), m(String(min))],
      analysis: lines(
        `\\(y=${P.tex()}${vform(a, h, k).slice(2) === P.tex() ? '' : `=${vform(a, h, k).slice(2)}`}\\)，对称轴为直线\\(x=${h}\\)，开口向${a > 0 ? '上' : '下'}．`,
        inside
          ? `\\(x=${h}\\)在\\(${lo}\\le x\\le ${hi}\\)内，顶点处\\(y=${k}\\)；${[lo, hi]
              .filter((x) => x !== h)
              .map((x) => `\\(x=${x}\\)时\\(y=${f(x)}\\)`)
              .join('，')}．`
          : `\\(${lo}\\le x\\le ${hi}\\)在对称轴的${hi < h ? '左' : '右'}侧，函数在该范围内单调，端点处\\(x=${lo}\\)时\\(y=${f(lo)}\\)，\\(x=${hi}\\)时\\(y=${f(hi)}\\)．`,
        `所以最大值是\\(${max}\\)，最小值是\\(${min}\\)．`,
      ),
      tags: T.extreme,
      score: 3,
    };
  },
};

const rootsFill: Family = {
  id: 'qf.roots.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    if (rng.chance(0.6)) {
      const r1 = rng.int(-6, 6);
      const r2 = rng.intNot(-6, 6, r1);
      const a = rng.pick([1, -1, 2]);
      const P = Poly.lin(1, -r1).mul(Poly.lin(1, -r2)).scale(a);
      const [x1, x2] = r1 < r2 ? [r1, r2] : [r2, r1];
      check(P.eval({ x: x1 }).isZero() && P.eval({ x: x2 }).isZero(), 'x-intercepts');
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `抛物线\\(y=${P.tex()}\\)与\\(x\\)轴的交点坐标为${BLANK}，与\\(y\\)轴的交点坐标为${BLANK}．`,
        answer: [`\\((${x1},0)\\)，\\((${x2},0)\\)`, m(`(0,${P.coefOf().tex()})`)],
        analysis: `令\\(y=0\\)，得\\(${P.tex()}=0\\)，解得\\(x_1=${x1}\\)，\\(x_2=${x2}\\)，所以与\\(x\\)轴交于\\((${x1},0)\\)，\\((${x2},0)\\)；令\\(x=0\\)，得\\(y=${P.coefOf().tex()}\\)，与\\(y\\)轴交于\\((0,${P.coefOf().tex()})\\)．`,
        tags: T.roots,
        score: 3,
      };
    }
    const b = rng.nz(-8, 8);
    const a = rng.pick([1, 2, -1]);
    const bound = new Frac(b * b, 4 * a);
    const want = rng.pick(['有两个交点', '只有一个交点', '没有交点'] as const);
    // Δ = b² − 4a·m
    const rel =
      want === '有两个交点' ? (a > 0 ? '<' : '>') : want === '只有一个交点' ? '=' : a > 0 ? '>' : '<';
    const ans = rel === '=' ? `m=${bound.tex()}` : `m${rel}${bound.tex()}`;
    return {
      typeName: '填空题',
      difficulty: 0.6,
      stem: `若抛物线\\(y=${Poly.term(a, 'x', 2)
        .add(Poly.term(b, 'x', 1))
        .tex()}+m\\)与\\(x\\)轴${want}，则\\(m\\)的${rel === '=' ? '值为' : '取值范围是'}${BLANK}．`,
      answer: [m(ans)],
      analysis: `抛物线与\\(x\\)轴的交点个数由\\(\\Delta=b^2-4ac\\)决定．\\(\\Delta=${terms([
        [b * b, ''],
        [-4 * a, 'm'],
      ])}\\)，${want === '有两个交点' ? '\\(\\Delta>0\\)' : want === '只有一个交点' ? '\\(\\Delta=0\\)' : '\\(\\Delta<0\\)'}，解得\\(${ans}\\)．`.replace(
        '-4-',
        '+4',
      ),
      tags: T.roots,
      score: 3,
    };
  },
};

const fitCalc: Family = {
  id: 'qf.fit',
  subject: 'math',
  quota: 60,
  make(rng) {
    const a = rng.nz(-3, 3);
    if (rng.chance(0.5)) {
      const h = rng.int(-4, 4);
      const k = rng.int(-8, 8);
      const x1 = rng.intNot(-5, 5, h);
      const y1 = a * (x1 - h) ** 2 + k;
      return {
        typeName: '解答题',
        difficulty: 0.66,
        stem: `已知二次函数图象的顶点坐标为\\((${h},${k})\\)，且图象经过点\\((${x1},${y1})\\)，求这个二次函数的解析式．`,
        answer: [m(`${vform(a, h, k)}`)],
        analysis: lines(
          `解：设二次函数的解析式为\\(y=a(x${h === 0 ? '' : h > 0 ? `-${h}` : `+${-h}`})^2${k === 0 ? '' : k < 0 ? k : `+${k}`}\\)．`,
          `把\\((${x1},${y1})\\)代入，得\\(${y1}=a(${x1}${h === 0 ? '' : h > 0 ? `-${h}` : `+${-h}`})^2${k === 0 ? '' : k < 0 ? k : `+${k}`}\\)，解得\\(a=${a}\\)．`,
          `所以这个二次函数的解析式为\\(${vform(a, h, k)}\\)（即\\(y=${expand(a, h, k).tex()}\\)）．`,
        ),
        tags: T.fit,
        score: 6,
      };
    }
    const r1 = rng.int(-5, 5);
    const r2 = rng.intNot(-5, 5, r1);
    const P = Poly.lin(1, -r1).mul(Poly.lin(1, -r2)).scale(a);
    const c = P.coefOf().n;
    if (c === 0) retry();
    return {
      typeName: '解答题',
      difficulty: 0.6,
      stem: `已知抛物线经过\\(A(${r1},0)\\)，\\(B(${r2},0)\\)，\\(C(0,${c})\\)三点，求这条抛物线的解析式．`,
      answer: [m(`y=${P.tex()}`)],
      analysis: lines(
        `解：抛物线与\\(x\\)轴交于\\(A(${r1},0)\\)，\\(B(${r2},0)\\)，设解析式为\\(y=a(${Poly.lin(1, -r1).tex()})(${Poly.lin(1, -r2).tex()})\\)．`,
        `把\\(C(0,${c})\\)代入，得\\(${c}=a\\times ${paren(-r1)}\\times ${paren(-r2)}\\)，解得\\(a=${a}\\)．`,
        `所以抛物线的解析式为\\(y=${P.tex()}\\)．`,
      ),
      tags: T.fit,
      score: 6,
    };
  },
};

const applyCalc: Family = {
  id: 'qf.apply',
  subject: 'math',
  quota: 60,
  make(rng) {
    if (rng.chance(0.5)) {
      // Price rise x: profit (p − c + x)(n − kx); maximise.
      const cost = rng.int(2, 8) * 10;
      const p0 = cost + rng.int(1, 4) * 5;
      const k = rng.pick([5, 10, 20]);
      const xStar = rng.int(2, 15);
      // Vertex of (m + x)(n − kx) at x = (n/k − m)/2 with m = p0 − cost.
      const mgn = p0 - cost;
      const n = k * (2 * xStar + mgn);
      const best = (mgn + xStar) * (n - k * xStar);
      for (const x of [xStar - 1, xStar + 1]) check((mgn + x) * (n - k * x) < best, 'maximum');
      return {
        typeName: '解答题',
        difficulty: 0.44,
        stem: `某商品的进价为每件 \\(${cost}\\) 元，当售价为每件 \\(${p0}\\) 元时，每星期可卖出 \\(${n}\\) 件．市场调查发现：售价每上涨 \\(1\\) 元，每星期要少卖出 \\(${k}\\) 件．设每件涨价\\(x\\)元（\\(x\\)为正整数），每星期的利润为\\(y\\)元．`,
        parts: [
          {
            stem: '求\\(y\\)与\\(x\\)之间的函数关系式；',
            answer: [m(`y=(${mgn}+x)(${n}-${k}x)=${Poly.lin(1, mgn).mul(Poly.lin(-k, n)).tex()}`)],
            analysis: `每件利润为\\((${p0}+x-${cost})\\)元，销量为\\((${n}-${k}x)\\)件，所以\\(y=(${mgn}+x)(${n}-${k}x)=${Poly.lin(1, mgn).mul(Poly.lin(-k, n)).tex()}\\)．`,
            score: 3,
          },
          {
            stem: '每件售价定为多少元时，每星期的利润最大？最大利润是多少？',
            answer: [`售价定为 \\(${p0 + xStar}\\) 元时，最大利润为 \\(${best}\\) 元`],
            analysis: `\\(y=-${k}(x-${xStar})^2+${best}\\)，\\(-${k}<0\\)，所以当\\(x=${xStar}\\)时，\\(y\\)有最大值 \\(${best}\\)．此时售价为\\(${p0}+${xStar}=${p0 + xStar}\\)（元）．`,
            score: 5,
          },
        ],
        answer: [
          `（1）\\(y=${Poly.lin(1, mgn).mul(Poly.lin(-k, n)).tex()}\\)；（2）售价定为 \\(${p0 + xStar}\\) 元时利润最大，最大利润为 \\(${best}\\) 元`,
        ],
        analysis: `由“每星期的利润等于每件利润乘每星期的销量”列出函数关系式，配方后由顶点得最大值：\\(y=-${k}(x-${xStar})^2+${best}\\)．`,
        tags: T.apply,
        score: 8,
      };
    }
    // A rectangle against a wall with fence L: S = x(L − 2x), x the side perpendicular to the wall.
    const L = rng.int(5, 20) * 4;
    const xStar = L / 4;
    const wall = rng.int(L / 2, L);
    const best = xStar * (L - 2 * xStar);
    check(L - 2 * xStar <= wall, 'the side along the wall fits');
    return {
      typeName: '解答题',
      difficulty: 0.44,
      stem: `用长 \\(${L}\\ \\mathrm{m}\\) 的篱笆围成一个一边靠墙的矩形菜园（墙长 \\(${wall}\\ \\mathrm{m}\\)），设垂直于墙的一边长为\\(x\\ \\mathrm{m}\\)，菜园的面积为\\(S\\ \\mathrm{m}^2\\)．`,
      parts: [
        {
          stem: '求\\(S\\)与\\(x\\)之间的函数关系式，并写出\\(x\\)的取值范围；',
          answer: [
            `\\(S=x(${L}-2x)=-2x^2+${L}x\\)，\\(${new Frac(L - wall, 2).texDec()}\\le x<${L / 2}\\)`.replace(
              '0\\le x',
              '0<x',
            ),
          ],
          analysis:
            `平行于墙的一边长为\\((${L}-2x)\\ \\mathrm{m}\\)，所以\\(S=x(${L}-2x)=-2x^2+${L}x\\)．由\\(0<${L}-2x\\le ${wall}\\)得\\(${new Frac(L - wall, 2).texDec()}\\le x<${L / 2}\\)．`.replace(
              '0\\le x',
              '0<x',
            ),
          score: 4,
        },
        {
          stem: '当\\(x\\)为何值时，菜园的面积最大？最大面积是多少？',
          answer: [
            `\\(x=${new Frac(L, 4).texDec()}\\)时面积最大，最大面积为 \\(${new Frac(best).texDec()}\\ \\mathrm{m}^2\\)`,
          ],
          analysis: `\\(S=-2\\left(x-${new Frac(L, 4).texDec()}\\right)^2+${new Frac(best).texDec()}\\)，所以当\\(x=${new Frac(L, 4).texDec()}\\)时，\\(S\\)有最大值 \\(${new Frac(best).texDec()}\\)．`,
          score: 4,
        },
      ],
      answer: [
        `（1）\\(S=-2x^2+${L}x\\)；（2）\\(x=${new Frac(L, 4).texDec()}\\)时，最大面积为 \\(${new Frac(best).texDec()}\\ \\mathrm{m}^2\\)`,
      ],
      analysis: `由“矩形的面积等于长乘宽”列出函数关系式，配方后由顶点得最大值（注意自变量的取值范围）．`,
      tags: T.apply,
      score: 8,
    };
  },
};

/** Statements about one parabola y = a(x − h)² + k. */
function parabolaStatement(rng: Rng, _w: boolean, ctx: { a: number; h: number; k: number }): Statement {
  const { a, h, k } = ctx;
  switch (rng.int(1, 6)) {
    case 1: {
      const up = rng.chance(0.5);
      return {
        text: `图象的开口向${up ? '上' : '下'}`,
        truth: up === a > 0,
        why: `\\(a=${a}${a > 0 ? '>' : '<'}0\\)，开口向${a > 0 ? '上' : '下'}`,
        hard: 0.05,
        topic: '1',
      };
    }
    case 2: {
      const shown = rng.chance(0.6) ? h : -h;
      if (shown === h && h === 0) retry();
      return {
        text: `图象的对称轴是直线\\(x=${shown}\\)`,
        truth: shown === h,
        why: `对称轴是直线\\(x=${h}\\)`,
        hard: 0.15,
        topic: '2',
      };
    }
    case 3: {
      const kind = a > 0 ? '最小' : '最大';
      const say = rng.chance(0.6) ? kind : kind === '最小' ? '最大' : '最小';
      return {
        text: `函数有${say}值\\(${k}\\)`,
        truth: say === kind,
        why: `\\(a${a > 0 ? '>' : '<'}0\\)，函数有${kind}值\\(${k}\\)`,
        hard: 0.2,
        topic: '3',
      };
    }
    case 4: {
      const inc = rng.chance(0.5);
      // For x > h: increasing iff a > 0.
      return {
        text: `当\\(x>${h}\\)时，\\(y\\)随\\(x\\)的增大而${inc ? '增大' : '减小'}`,
        truth: inc === a > 0,
        why: `在对称轴右侧，${a > 0 ? '\\(y\\)随\\(x\\)的增大而增大' : '\\(y\\)随\\(x\\)的增大而减小'}`,
        hard: 0.3,
        topic: '4',
      };
    }
    case 5: {
      const c = a * h * h + k;
      const shown = rng.chance(0.6) ? c : c + rng.nz(-3, 3);
      return {
        text: `图象与\\(y\\)轴的交点坐标为\\((0,${shown})\\)`,
        truth: shown === c,
        why: `令\\(x=0\\)，得\\(y=${c}\\)`,
        hard: 0.25,
        topic: '5',
      };
    }
    default: {
      const n = a * k < 0 ? 2 : k === 0 ? 1 : 0;
      const say = rng.pick([0, 1, 2]);
      return {
        text: say === 0 ? '图象与\\(x\\)轴没有交点' : `图象与\\(x\\)轴有 \\(${say}\\) 个交点`,
        truth: say === n,
        why: `顶点\\((${h},${k})\\)在\\(x\\)轴${k === 0 ? '上' : k > 0 ? '上方' : '下方'}，开口向${a > 0 ? '上' : '下'}，与\\(x\\)轴${n === 0 ? '没有交点' : `有 \\(${n}\\) 个交点`}`,
        hard: 0.35,
        topic: 'd',
      };
    }
  }
}

export const QUADRATIC_FUNCTION: Family[] = [
  vertexSingle,
  generalFill,
  shiftFill,
  rangeFill,
  rootsFill,
  fitCalc,
  applyCalc,
  ...statementFamilies<{ a: number; h: number; k: number }>({
    base: 'qf.stmt',
    tags: T.vertex,
    context: (rng) => {
      const a = rng.nz(-4, 4);
      const h = rng.int(-6, 6);
      const k = rng.int(-9, 9);
      return { stem: `关于二次函数\\(${vform(a, h, k)}\\)`, ctx: { a, h, k } };
    },
    draw: parabolaStatement,
    what: '下列说法',
    quotas: { single: 40, multi: 40, judge: 30 },
    ease: 0.78,
  }),
];

/** 八下 第十七章 勾股定理（北师大版 八上 第一章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { Surd } from '../lib/surd';
import { BLANK, lines, m, PICK } from '../lib/tex';

const T = {
  theorem: mathTags({ k: '勾股定理', rj: '8b 17.1 勾股定理', bsd: '8a 探索勾股定理' }),
  cases: mathTags({ k: ['勾股定理', '分类讨论思想'], rj: '8b 17.1 勾股定理', bsd: '8a 探索勾股定理' }),
  converse: mathTags({
    k: ['勾股定理的逆定理', '勾股数'],
    rj: '8b 勾股定理的逆定理',
    bsd: '8a 一定是直角三角形吗',
  }),
  apply: mathTags({ k: '勾股定理的应用', rj: '8b 17.1 勾股定理', bsd: '8a 勾股定理的应用' }),
  path: mathTags({
    k: ['立体图形表面上的最短路径', '勾股定理的应用'],
    rj: '8b 17.1 勾股定理',
    bsd: '8a 勾股定理的应用',
  }),
};

export const TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
];

export function triple(rng: Rng, maxScale = 4): [number, number, number] {
  const [a, b, c] = rng.pick(TRIPLES);
  const k = rng.int(1, c > 20 ? 1 : maxScale);
  return rng.chance(0.5) ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
}

const sideFill: Family = {
  id: 'pyth.side.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      // Legs may give an irrational hypotenuse.
      const a = rng.int(1, 12);
      const b = rng.int(1, 12);
      const c = Surd.sqrt(a * a + b * b);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(c.isRational() ? 0.86 : 0.78),
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(AC=${a}\\)，\\(BC=${b}\\)，则\\(AB=\\)${BLANK}．`,
        answer: [m(c.tex())],
        analysis: `由勾股定理，得\\(AB=\\sqrt{AC^2+BC^2}=\\sqrt{${a}^2+${b}^2}=\\sqrt{${a * a + b * b}}${c.isRational() || c.tex() !== `\\sqrt{${a * a + b * b}}` ? `=${c.tex()}` : ''}\\)．`,
        tags: T.theorem,
        score: 3,
      };
    }
    if (form === 2) {
      const [a, b, c] = triple(rng);
      return {
        typeName: '填空题',
        difficulty: 0.82,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(AB=${c}\\)，\\(AC=${a}\\)，则\\(BC=\\)${BLANK}．`,
        answer: [m(String(b))],
        analysis: `由勾股定理，得\\(BC=\\sqrt{AB^2-AC^2}=\\sqrt{${c}^2-${a}^2}=${b}\\)．`,
        tags: T.theorem,
        score: 3,
      };
    }
    if (form === 3) {
      const [a, b, c] = triple(rng);
      const h = new Frac(a * b, c);
      check(h.mul(c).eq(a * b), 'two ways of the area');
      return {
        typeName: '填空题',
        difficulty: 0.64,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle ACB=90^\\circ\\)，\\(AC=${a}\\)，\\(BC=${b}\\)，则斜边\\(AB\\)上的高\\(CD=\\)${BLANK}．`,
        answer: [m(h.texDec())],
        analysis: `由勾股定理，得\\(AB=\\sqrt{${a}^2+${b}^2}=${c}\\)．由面积相等，\\(\\dfrac{1}{2}AC\\cdot BC=\\dfrac{1}{2}AB\\cdot CD\\)，所以\\(CD=\\dfrac{${a}\\times ${b}}{${c}}=${h.texDec()}\\)．`,
        tags: T.theorem,
        score: 3,
      };
    }
    const a = rng.int(2, 12);
    const b = rng.intNot(2, 12, a);
    const big = Math.max(a, b);
    const small = Math.min(a, b);
    const c1 = Surd.sqrt(a * a + b * b);
    const c2 = Surd.sqrt(big * big - small * small);
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `已知一个直角三角形的两边长分别为 \\(${a}\\) 和 \\(${b}\\)，则第三边长为${BLANK}．`,
      answer: [`${m(c1.tex())} 或 ${m(c2.tex())}`],
      analysis: lines(
        `当 \\(${a}\\) 和 \\(${b}\\) 都是直角边时，第三边长为\\(\\sqrt{${a}^2+${b}^2}=${c1.tex()}\\)；`,
        `当 \\(${big}\\) 是斜边时，第三边长为\\(\\sqrt{${big}^2-${small}^2}=${c2.tex()}\\)．`,
        `所以第三边长为\\(${c1.tex()}\\)或\\(${c2.tex()}\\)．`,
      ),
      tags: T.cases,
      score: 3,
    };
  },
};

const converseSingle: Family = {
  id: 'pyth.converse.single',
  subject: 'math',
  quota: 50,
  make(rng) {
    const groups: { sides: number[]; right: boolean }[] = [];
    for (let i = 0; i < 4; i++) {
      if (rng.chance(0.45)) {
        const [a, b, c] = triple(rng, 3);
        groups.push({ sides: [a, b, c].sort((x, y) => x - y), right: true });
      } else {
        const [a, b, c] = triple(rng, 3);
        const d = rng.pick([-1, 1, 2]);
        const s = [a, b, c + d].sort((x, y) => x - y);
        groups.push({
          sides: s,
          right: (s[0] as number) ** 2 + (s[1] as number) ** 2 === (s[2] as number) ** 2,
        });
      }
    }
    const count = groups.filter((g) => g.right).length;
    if (count === 0) retry();
    const list = groups.map((g, i) => `${'①②③④'[i]}\\(${g.sides.join('，')}\\)`).join('；');
    return {
      typeName: '单选题',
      difficulty: 0.72,
      stem: `下列各组数：${list}．其中能作为直角三角形三边长的有${PICK}`,
      options: ['\\(1\\) 组', '\\(2\\) 组', '\\(3\\) 组', '\\(4\\) 组'],
      answer: ['ABCD'[count - 1] as string],
      analysis: lines(
        ...groups.map(
          (g, i) =>
            `${'①②③④'[i]}\\(${g.sides[0]}^2+${g.sides[1]}^2=${(g.sides[0] as number) ** 2 + (g.sides[1] as number) ** 2}\\)，\\(${g.sides[2]}^2=${(g.sides[2] as number) ** 2}\\)，${g.right ? '相等，能' : '不相等，不能'}；`,
        ),
        `所以能作为直角三角形三边长的有 \\(${count}\\) 组．故选 ${'ABCD'[count - 1]}．`,
      ),
      tags: T.converse,
      score: 3,
    };
  },
};

const areaFill: Family = {
  id: 'pyth.area.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const [a, b, c] = triple(rng);
    const order = rng.shuffle([a, b, c]);
    const area = new Frac(a * b, 2);
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `已知\\(\\triangle ABC\\)的三边长分别为 \\(${order.join('，')}\\)，则\\(\\triangle ABC\\)的面积为${BLANK}．`,
      answer: [m(area.texDec())],
      analysis: `因为\\(${Math.min(a, b)}^2+${Math.max(a, b)}^2=${a * a + b * b}=${c}^2\\)，所以\\(\\triangle ABC\\)是直角三角形，两直角边长为 \\(${Math.min(a, b)}\\) 和 \\(${Math.max(a, b)}\\)，面积为\\(\\dfrac{1}{2}\\times ${a}\\times ${b}=${area.texDec()}\\)．`,
      tags: T.converse,
      score: 3,
    };
  },
};

/** Pairs of triples with the same hypotenuse (for the sliding ladder). */
const LADDERS: ReadonlyArray<readonly [number, readonly [number, number], readonly [number, number]]> = [
  [25, [7, 24], [15, 20]],
  [65, [25, 60], [39, 52]],
  [65, [16, 63], [33, 56]],
  [50, [14, 48], [30, 40]],
  [85, [13, 84], [36, 77]],
  [85, [40, 75], [51, 68]],
];

const wordCalc: Family = {
  id: 'pyth.word',
  subject: 'math',
  quota: 50,
  make(rng) {
    const form = rng.int(1, 5);
    if (form === 1) {
      const [L, [x1, y1], [x2, y2]] = rng.pick(LADDERS);
      const scale = new Frac(1, 10);
      const f = (v: number) => new Frac(v).mul(scale).texDec();
      check(x1 * x1 + y1 * y1 === L * L && x2 * x2 + y2 * y2 === L * L, 'same ladder');
      return {
        typeName: '解答题',
        difficulty: 0.56,
        stem: `一架长 \\(${f(L)}\\ \\mathrm{m}\\) 的梯子斜靠在竖直的墙上，梯子底端离墙 \\(${f(x1)}\\ \\mathrm{m}\\)．如果梯子的顶端沿墙下滑 \\(${f(y1 - y2)}\\ \\mathrm{m}\\)，那么梯子的底端将向外滑动多少米？`,
        answer: [`梯子的底端将向外滑动 \\(${f(x2 - x1)}\\ \\mathrm{m}\\)．`],
        analysis: lines(
          `解：滑动前，梯子顶端到地面的距离为\\(\\sqrt{${f(L)}^2-${f(x1)}^2}=${f(y1)}\\ (\\mathrm{m})\\)．`,
          `下滑后，顶端到地面的距离为\\(${f(y1)}-${f(y1 - y2)}=${f(y2)}\\ (\\mathrm{m})\\)，此时底端到墙的距离为\\(\\sqrt{${f(L)}^2-${f(y2)}^2}=${f(x2)}\\ (\\mathrm{m})\\)．`,
          `所以梯子的底端向外滑动了\\(${f(x2)}-${f(x1)}=${f(x2 - x1)}\\ (\\mathrm{m})\\)．`,
        ),
        tags: T.apply,
        score: 8,
      };
    }
    if (form === 2) {
      // A tree of height h breaks at x; the top lands d from the foot: x² + d² = (h − x)².
      const [a, b, c] = triple(rng, 2);
      const x = Math.min(a, b);
      const d = Math.max(a, b);
      const h = x + c;
      check(x * x + d * d === (h - x) * (h - x), 'broken tree');
      return {
        typeName: '解答题',
        difficulty: 0.5,
        stem: `一棵大树在一次强台风中于离地面某处折断，树的顶部落在离树根 \\(${d}\\ \\mathrm{m}\\) 处．已知大树折断前高 \\(${h}\\ \\mathrm{m}\\)，求大树在离地面多高处折断．`,
        answer: [`大树在离地面 \\(${x}\\ \\mathrm{m}\\) 处折断．`],
        analysis: lines(
          `解：设大树在离地面\\(x\\ \\mathrm{m}\\)处折断，则折断部分长\\((${h}-x)\\ \\mathrm{m}\\)．`,
          `由勾股定理，得\\(x^2+${d}^2=(${h}-x)^2\\)，解得\\(x=${x}\\)．`,
          `答：大树在离地面 \\(${x}\\ \\mathrm{m}\\) 处折断．`,
        ),
        tags: T.apply,
        score: 8,
      };
    }
    if (form === 3) {
      // A reed a above the water; pulled aside b it reaches the surface: x² + b² = (x + a)².
      const [p, q, r] = triple(rng, 2);
      const depth = Math.max(p, q);
      const b = Math.min(p, q);
      const a = r - depth;
      return {
        typeName: '解答题',
        difficulty: 0.46,
        stem: `在一个池塘中央有一根竖直的芦苇，它高出水面 \\(${a}\\) 尺．如果把这根芦苇拉向岸边，它的顶端恰好到达水面，此时芦苇顶端离原来位置的水平距离是 \\(${b}\\) 尺．水的深度是多少尺？`,
        answer: [`水的深度是 \\(${depth}\\) 尺．`],
        analysis: lines(
          `解：设水深\\(x\\)尺，则芦苇长\\((x+${a})\\)尺．`,
          `由勾股定理，得\\(x^2+${b}^2=(x+${a})^2\\)，即\\(${2 * a}x=${b * b - a * a}\\)，解得\\(x=${depth}\\)．`,
          `答：水的深度是 \\(${depth}\\) 尺．`,
        ),
        tags: T.apply,
        score: 8,
      };
    }
    if (form === 4) {
      const [a, b, c] = triple(rng, 3);
      const v1 = rng.int(2, 6);
      const t = new Frac(a, v1);
      if (!t.mul(2).isInt()) retry();
      const v2 = new Frac(b).div(t);
      if (!v2.isInt()) retry();
      return {
        typeName: '解答题',
        difficulty: 0.62,
        stem: `甲、乙两艘轮船同时从港口出发，甲船以每小时 \\(${v1}\\) 海里的速度向正东方向航行，乙船以每小时 \\(${v2.tex()}\\) 海里的速度向正北方向航行．\\(${t.texDec()}\\) 小时后，两船相距多少海里？`,
        answer: [`两船相距 \\(${c}\\) 海里．`],
        analysis: lines(
          `解：\\(${t.texDec()}\\) 小时后，甲船航行了\\(${v1}\\times ${t.texDec()}=${a}\\)（海里），乙船航行了\\(${v2.tex()}\\times ${t.texDec()}=${b}\\)（海里）．`,
          `两船航行方向互相垂直，由勾股定理，两船相距\\(\\sqrt{${a}^2+${b}^2}=${c}\\)（海里）．`,
        ),
        tags: T.apply,
        score: 6,
      };
    }
    // Shortest path on a cylinder: height h, half circumference c/2.
    const [p, q, r] = triple(rng, 3);
    const half = Math.min(p, q);
    const h = Math.max(p, q);
    return {
      typeName: '解答题',
      difficulty: 0.48,
      stem: `一个圆柱形容器的高为 \\(${h}\\ \\mathrm{cm}\\)，底面周长为 \\(${2 * half}\\ \\mathrm{cm}\\)．一只蚂蚁从容器外壁下底面的点\\(A\\)出发，沿侧面爬到上底面与点\\(A\\)相对（即在同一条直径的两端）的点\\(B\\)处，求蚂蚁爬行的最短路程．`,
      answer: [`蚂蚁爬行的最短路程为 \\(${r}\\ \\mathrm{cm}\\)．`],
      analysis: lines(
        '解：把圆柱的侧面沿过点\\(A\\)的母线展开，得到一个长方形，最短路径是展开图中线段\\(AB\\)的长．',
        `此时，一条直角边为圆柱的高 \\(${h}\\ \\mathrm{cm}\\)，另一条直角边为底面周长的一半 \\(${half}\\ \\mathrm{cm}\\)．`,
        `所以\\(AB=\\sqrt{${h}^2+${half}^2}=${r}\\ (\\mathrm{cm})\\)．`,
      ),
      tags: T.path,
      score: 8,
    };
  },
};

export const PYTHAGORAS: Family[] = [sideFill, converseSingle, areaFill, wordCalc];

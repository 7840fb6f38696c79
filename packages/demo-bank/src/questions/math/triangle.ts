/** 八上：三角形、全等三角形、轴对称与等腰三角形（北师大版 七下 第四、五章，八上 第七章，八下 第一章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { BLANK, cn, coef, lines, m, PICK, regular } from '../lib/tex';

export const T = {
  sides: mathTags({ k: '三角形的三边关系', rj: '8a 三角形的边', bsd: '7b 认识三角形' }),
  inner: mathTags({
    k: '三角形的内角和定理',
    rj: '8a 三角形的内角',
    bsd: ['7b 认识三角形', '8a 三角形内角和定理'],
  }),
  outer: mathTags({
    k: ['三角形的外角的性质', '三角形的内角和定理'],
    rj: '8a 三角形的外角',
    bsd: '8a 三角形内角和定理',
  }),
  lines: mathTags({
    k: ['三角形的高、中线与角平分线', '三角形的内角和定理'],
    rj: ['8a 三角形的高、中线与角平分线', '8a 三角形的内角'],
    bsd: ['7b 认识三角形', '8a 三角形内角和定理'],
  }),
  polygon: mathTags({
    k: ['多边形的内角和', '多边形的外角和'],
    rj: '8a 多边形的内角和',
    bsd: '8b 多边形的内角和与外角和',
  }),
  diagonal: mathTags({ k: '多边形的概念', rj: '8a 11.3.1 多边形', bsd: '7a 多边形和圆的初步认识' }),
  iso: mathTags({
    k: ['等腰三角形的性质', '分类讨论思想'],
    rj: '8a 13.3.1 等腰三角形',
    bsd: '8b 1 等腰三角形',
  }),
  isoSides: mathTags({
    k: ['等腰三角形的性质', '三角形的三边关系', '分类讨论思想'],
    rj: ['8a 13.3.1 等腰三角形', '8a 三角形的边'],
    bsd: '8b 1 等腰三角形',
  }),
  perp: mathTags({
    k: '线段垂直平分线的性质',
    rj: '8a 线段的垂直平分线的性质',
    bsd: ['7b 简单的轴对称图形', '8b 线段的垂直平分线'],
  }),
  rt30: mathTags({
    k: ['含 30° 角的直角三角形', '直角三角形斜边上的中线'],
    rj: '8a 13.3.2 等边三角形',
    bsd: '8b 2 直角三角形',
  }),
  congruent: mathTags({ k: '全等三角形的概念与性质', rj: '8a 12.1 全等三角形', bsd: '7b 图形的全等' }),
  bisector: mathTags({ k: '角平分线的性质', rj: '8a 角的平分线的性质', bsd: '8b 4 角平分线' }),
};

export const deg = (x: Frac | number) => `${Frac.of(x).texDec()}^\\circ`;

const sidesFill: Family = {
  id: 'tri.sides.fill',
  subject: 'math',
  quota: 60,
  make(rng, wide) {
    const a = rng.int(2, wide ? 200 : 15);
    const b = rng.intNot(2, wide ? 200 : 15, a);
    const lo = Math.abs(a - b);
    const hi = a + b;
    const form = rng.int(1, 3);
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `已知三角形的两边长分别为 \\(${a}\\) 和 \\(${b}\\)，则第三边长\\(x\\)的取值范围是${BLANK}．`,
        answer: [m(`${lo}<x<${hi}`)],
        analysis: `三角形任意两边之和大于第三边，任意两边之差小于第三边，所以\\(${Math.max(a, b)}-${Math.min(a, b)}<x<${a}+${b}\\)，即\\(${lo}<x<${hi}\\)．`,
        tags: T.sides,
        score: 3,
      };
    }
    if (form === 2) {
      const parity = rng.pick(['偶数', '奇数'] as const);
      const xs: number[] = [];
      for (let x = lo + 1; x < hi; x++) if ((x % 2 === 0) === (parity === '偶数')) xs.push(x);
      if (xs.length === 0) retry();
      const ask = rng.pick(['max', 'count'] as const);
      return {
        typeName: '填空题',
        difficulty: 0.64,
        stem: `已知三角形的两边长分别为 \\(${a}\\) 和 \\(${b}\\)，第三边长为${parity}，则${ask === 'max' ? `这个三角形周长的最大值为${BLANK}` : `第三边长有${BLANK}种可能`}．`,
        answer: [m(String(ask === 'max' ? a + b + (xs.at(-1) as number) : xs.length))],
        analysis: `设第三边长为\\(x\\)，则\\(${lo}<x<${hi}\\)．其中的${parity}有\\(${xs.join('，')}\\)，${ask === 'max' ? `第三边最长为 \\(${xs.at(-1)}\\)，所以周长的最大值为\\(${a}+${b}+${xs.at(-1)}=${a + b + (xs.at(-1) as number)}\\)` : `共 \\(${xs.length}\\) 种可能`}．`,
        tags: T.sides,
        score: 3,
      };
    }
    // Four sticks, take any three: how many triangles?
    const sticks = rng.sample([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4).sort((x, y) => x - y);
    const triples = [
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ].map((t) => t.map((i) => sticks[i] as number));
    const ok = triples.filter(([p, q, r]) => (p as number) + (q as number) > (r as number));
    if (ok.length === 0) retry();
    return {
      typeName: '单选题',
      difficulty: 0.7,
      stem: `现有长度分别为 \\(${sticks.join('，')}\\)（单位：\\(\\mathrm{cm}\\)）的四根木棒，从中任取三根首尾顺次相接，能组成三角形的取法有${PICK}`,
      options: ['\\(1\\) 种', '\\(2\\) 种', '\\(3\\) 种', '\\(4\\) 种'],
      answer: ['ABCD'[ok.length - 1] as string],
      analysis: `任取三根共有 \\(4\\) 种取法：${triples.map(([p, q, r]) => `\\(${p}，${q}，${r}\\)${(p as number) + (q as number) > (r as number) ? '（能）' : '（不能）'}`).join('；')}．较短两边之和大于最长边时才能组成三角形，所以能组成三角形的有 \\(${ok.length}\\) 种．故选 ${'ABCD'[ok.length - 1]}．`,
      tags: T.sides,
      score: 3,
    };
  },
};

const anglesFill: Family = {
  id: 'tri.angles.fill',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 5);
    if (form === 1) {
      const r = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      const sum = r.reduce((a, b) => a + b, 0);
      if (180 % sum !== 0 || new Set(r).size === 1) retry();
      const unit = 180 / sum;
      const angles = r.map((x) => x * unit);
      const maxA = Math.max(...angles);
      const kind = maxA > 90 ? '钝角' : maxA === 90 ? '直角' : '锐角';
      check(angles.reduce((a, b) => a + b, 0) === 180, 'angle sum');
      return {
        typeName: '填空题',
        difficulty: 0.78,
        stem: `在\\(\\triangle ABC\\)中，\\(\\angle A:\\angle B:\\angle C=${r.join(':')}\\)，则\\(\\angle C=\\)${BLANK}，这个三角形是${BLANK}三角形．`,
        answer: [m(deg(angles[2] as number)), kind],
        analysis: `设\\(\\angle A=${coef(r[0] as number, 'x')}\\)，\\(\\angle B=${coef(r[1] as number, 'x')}\\)，\\(\\angle C=${coef(r[2] as number, 'x')}\\)，则\\(${sum}x=180^\\circ\\)，\\(x=${unit}^\\circ\\)．所以\\(\\angle A=${deg(angles[0] as number)}\\)，\\(\\angle B=${deg(angles[1] as number)}\\)，\\(\\angle C=${deg(angles[2] as number)}\\)，最大角为\\(${deg(maxA)}\\)，是${kind}三角形．`,
        tags: T.inner,
        score: 3,
      };
    }
    if (form === 2) {
      const A = rng.int(20, 120);
      const C = rng.int(10, 160 - A);
      const B = 180 - A - C;
      const d = B - C;
      if (d <= 0) retry();
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `在\\(\\triangle ABC\\)中，\\(\\angle A=${A}^\\circ\\)，\\(\\angle B\\)比\\(\\angle C\\)大\\(${d}^\\circ\\)，则\\(\\angle C=\\)${BLANK}．`,
        answer: [m(deg(C))],
        analysis: `\\(\\angle B+\\angle C=180^\\circ-${A}^\\circ=${180 - A}^\\circ\\)，又\\(\\angle B-\\angle C=${d}^\\circ\\)，所以\\(\\angle C=\\dfrac{${180 - A}^\\circ-${d}^\\circ}{2}=${deg(C)}\\)．`,
        tags: T.inner,
        score: 3,
      };
    }
    if (form === 3) {
      const A = rng.int(20, 150);
      const O = new Frac(180 + A, 2);
      const inner = rng.chance(0.6);
      const val = inner ? O : new Frac(180 - A, 2);
      return {
        typeName: '填空题',
        difficulty: 0.6,
        stem: inner
          ? `在\\(\\triangle ABC\\)中，\\(\\angle A=${A}^\\circ\\)，\\(\\angle ABC\\)与\\(\\angle ACB\\)的平分线相交于点\\(O\\)，则\\(\\angle BOC=\\)${BLANK}．`
          : `在\\(\\triangle ABC\\)中，\\(\\angle A=${A}^\\circ\\)，\\(\\angle ABC\\)与\\(\\angle ACB\\)的外角平分线相交于点\\(O\\)，则\\(\\angle BOC=\\)${BLANK}．`,
        answer: [m(deg(val))],
        analysis: inner
          ? `\\(\\angle ABC+\\angle ACB=180^\\circ-${A}^\\circ=${180 - A}^\\circ\\)，所以\\(\\angle OBC+\\angle OCB=\\dfrac{1}{2}(\\angle ABC+\\angle ACB)=${deg(new Frac(180 - A, 2))}\\)，\\(\\angle BOC=180^\\circ-${deg(new Frac(180 - A, 2))}=${deg(val)}\\)．`
          : `两个外角的和为\\(360^\\circ-(\\angle ABC+\\angle ACB)=180^\\circ+${A}^\\circ\\)，所以\\(\\angle OBC+\\angle OCB=\\dfrac{1}{2}(180^\\circ+${A}^\\circ)=${deg(new Frac(180 + A, 2))}\\)，\\(\\angle BOC=180^\\circ-${deg(new Frac(180 + A, 2))}=${deg(val)}\\)．`,
        tags: T.lines,
        score: 3,
      };
    }
    if (form === 4) {
      // An exterior angle and the ratio of the two remote interior angles.
      const p = rng.int(1, 5);
      const q = rng.intNot(1, 5, p);
      const ext = rng.int(30, 170);
      const unit = new Frac(ext, p + q);
      if (!unit.mul(2).isInt()) retry();
      const adj = 180 - ext;
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `三角形的一个外角等于\\(${ext}^\\circ\\)，与它不相邻的两个内角的度数之比为\\(${p}:${q}\\)，则这两个内角的度数分别为${BLANK}，与这个外角相邻的内角为${BLANK}．`,
        answer: [`${m(deg(unit.mul(p)))}，${m(deg(unit.mul(q)))}`, m(deg(adj))],
        analysis: `三角形的一个外角等于与它不相邻的两个内角的和，所以这两个内角分别为\\(${ext}^\\circ\\times \\dfrac{${p}}{${p + q}}=${deg(unit.mul(p))}\\)，\\(${ext}^\\circ\\times \\dfrac{${q}}{${p + q}}=${deg(unit.mul(q))}\\)；与这个外角相邻的内角为\\(180^\\circ-${ext}^\\circ=${deg(adj)}\\)．`,
        tags: T.outer,
        score: 3,
      };
    }
    // Altitude and angle bisector from A.
    const B = rng.int(25, 80);
    const C = rng.intNot(25, 80, B);
    const A = 180 - B - C;
    const big = Math.max(B, C);
    const small = Math.min(B, C);
    const val = new Frac(big - small, 2);
    check(
      new Frac(A, 2)
        .sub(new Frac(90 - big))
        .abs()
        .eq(val),
      'angle between altitude and bisector',
    );
    return {
      typeName: '填空题',
      difficulty: 0.54,
      stem: `在\\(\\triangle ABC\\)中，\\(\\angle B=${B}^\\circ\\)，\\(\\angle C=${C}^\\circ\\)，\\(AD\\)是\\(BC\\)边上的高，\\(AE\\)是\\(\\angle BAC\\)的平分线，则\\(\\angle DAE=\\)${BLANK}．`,
      answer: [m(deg(val))],
      analysis: `\\(\\angle BAC=180^\\circ-${B}^\\circ-${C}^\\circ=${A}^\\circ\\)，所以\\(\\angle ${B > C ? 'B' : 'C'}AE=\\dfrac{1}{2}\\angle BAC=${deg(new Frac(A, 2))}\\)．在\\(\\text{Rt}\\triangle AD${B > C ? 'B' : 'C'}\\)中，\\(\\angle ${B > C ? 'B' : 'C'}AD=90^\\circ-${big}^\\circ=${90 - big}^\\circ\\)，所以\\(\\angle DAE=${deg(new Frac(A, 2))}-${90 - big}^\\circ=${deg(val)}\\)．`,
      tags: T.lines,
      score: 3,
    };
  },
};

const polygonFill: Family = {
  id: 'tri.polygon.fill',
  subject: 'math',
  quota: 64,
  make(rng) {
    const form = rng.int(1, 5);
    const n = rng.int(5, 20);
    const S = (n - 2) * 180;
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `一个多边形的内角和为\\(${S}^\\circ\\)，则这个多边形是${BLANK}边形．`,
        answer: [cn(n)],
        analysis: `设这个多边形是\\(n\\)边形，则\\((n-2)\\times 180^\\circ=${S}^\\circ\\)，解得\\(n=${n}\\)．`,
        tags: T.polygon,
        score: 3,
      };
    }
    if (form === 2) {
      const each = new Frac(S, n);
      if (!each.mul(2).isInt()) retry();
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `${regular(n)}的每个内角的度数为${BLANK}，每个外角的度数为${BLANK}．`,
        answer: [m(deg(each)), m(deg(new Frac(360, n)))],
        analysis: `${regular(n)}的内角和为\\((${n}-2)\\times 180^\\circ=${S}^\\circ\\)，每个内角为\\(${S}^\\circ\\div ${n}=${deg(each)}\\)；外角和为\\(360^\\circ\\)，每个外角为\\(360^\\circ\\div ${n}=${deg(new Frac(360, n))}\\)．`,
        tags: T.polygon,
        score: 3,
      };
    }
    if (form === 3) {
      const k = new Frac(S, 360);
      if (!k.mul(2).isInt()) retry();
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `一个多边形的内角和是它的外角和的 \\(${k.texDec()}\\) 倍，则这个多边形的边数为${BLANK}．`,
        answer: [m(String(n))],
        analysis: `多边形的外角和为\\(360^\\circ\\)．设边数为\\(n\\)，则\\((n-2)\\times 180^\\circ=${k.texDec()}\\times 360^\\circ\\)，解得\\(n=${n}\\)．`,
        tags: T.polygon,
        score: 3,
      };
    }
    if (form === 4) {
      const e = new Frac(360, n);
      if (!e.isInt()) retry();
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `一个正多边形的每个外角都等于\\(${e.tex()}^\\circ\\)，则这个正多边形的边数为${BLANK}，内角和为${BLANK}．`,
        answer: [m(String(n)), m(deg(S))],
        analysis: `正多边形的外角和为\\(360^\\circ\\)，所以边数为\\(360^\\circ\\div ${e.tex()}^\\circ=${n}\\)，内角和为\\((${n}-2)\\times 180^\\circ=${S}^\\circ\\)．`,
        tags: T.polygon,
        score: 3,
      };
    }
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `从${cn(n)}边形的一个顶点出发可以引${BLANK}条对角线，这些对角线把它分成${BLANK}个三角形，这个多边形共有${BLANK}条对角线．`,
      answer: [m(String(n - 3)), m(String(n - 2)), m(String((n * (n - 3)) / 2))],
      analysis: `从\\(n\\)边形的一个顶点出发可以引\\((n-3)\\)条对角线，把它分成\\((n-2)\\)个三角形，共有\\(\\dfrac{n(n-3)}{2}\\)条对角线．当\\(n=${n}\\)时，分别为\\(${n - 3}\\)，\\(${n - 2}\\)，\\(${(n * (n - 3)) / 2}\\)．`,
      tags: T.diagonal,
      score: 3,
    };
  },
};

const isoFill: Family = {
  id: 'tri.iso.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const a = rng.int(10, 170);
      if (a === 60) retry();
      const obtuse = a >= 90;
      const tops = obtuse ? [a] : [a, 180 - 2 * a];
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(obtuse ? 0.74 : 0.58),
        stem: `若等腰三角形的一个内角为\\(${a}^\\circ\\)，则它的顶角为${BLANK}．`,
        answer: [tops.map((t) => m(deg(t))).join(' 或 ')],
        analysis: obtuse
          ? `\\(${a}^\\circ\\ge 90^\\circ\\)，这个角只能是顶角（底角必为锐角），所以顶角为\\(${a}^\\circ\\)．`
          : `分两种情况：当\\(${a}^\\circ\\)的角为顶角时，顶角为\\(${a}^\\circ\\)；当\\(${a}^\\circ\\)的角为底角时，顶角为\\(180^\\circ-2\\times ${a}^\\circ=${180 - 2 * a}^\\circ\\)．所以顶角为\\(${a}^\\circ\\)或\\(${180 - 2 * a}^\\circ\\)．`,
        tags: T.iso,
        score: 3,
      };
    }
    if (form === 2) {
      const a = rng.int(2, 20);
      const b = rng.intNot(2, 20, a);
      const cases = [
        [a, a, b],
        [b, b, a],
      ].filter(([x, , z]) => 2 * (x as number) > (z as number));
      const perims = cases.map(([x, y, z]) => (x as number) + (y as number) + (z as number));
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(cases.length === 2 ? 0.62 : 0.52),
        stem: `若等腰三角形的两边长分别为 \\(${a}\\) 和 \\(${b}\\)，则它的周长为${BLANK}．`,
        answer: [perims.map((p) => m(String(p))).join(' 或 ')],
        analysis: lines(
          `当腰长为 \\(${a}\\) 时，三边为\\(${a}，${a}，${b}\\)，${2 * a > b ? `能组成三角形，周长为 \\(${2 * a + b}\\)` : `因为\\(${a}+${a}\\le ${b}\\)，不能组成三角形`}；`,
          `当腰长为 \\(${b}\\) 时，三边为\\(${b}，${b}，${a}\\)，${2 * b > a ? `能组成三角形，周长为 \\(${2 * b + a}\\)` : `因为\\(${b}+${b}\\le ${a}\\)，不能组成三角形`}．`,
          `所以它的周长为${perims.map((p) => m(String(p))).join('或')}．`,
        ),
        tags: T.isoSides,
        score: 3,
      };
    }
    if (form === 3) {
      const t = rng.int(10, 80);
      const v1 = 90 - t;
      const v2 = 90 + t;
      return {
        typeName: '填空题',
        difficulty: 0.44,
        stem: `等腰三角形一腰上的高与另一腰的夹角为\\(${t}^\\circ\\)，则这个等腰三角形的顶角为${BLANK}．`,
        answer: [`${m(deg(v1))} 或 ${m(deg(v2))}`],
        analysis: `当顶角为锐角时，高在三角形内部，顶角为\\(90^\\circ-${t}^\\circ=${v1}^\\circ\\)；当顶角为钝角时，高在三角形外部，顶角为\\(90^\\circ+${t}^\\circ=${v2}^\\circ\\)．所以顶角为\\(${v1}^\\circ\\)或\\(${v2}^\\circ\\)．`,
        tags: T.iso,
        score: 3,
      };
    }
    const P = rng.int(10, 60);
    const a = rng.int(2, P - 2);
    const results: string[] = [];
    // a as the base: legs (P − a)/2; a as a leg: base P − 2a.
    const leg = new Frac(P - a, 2);
    if (leg.mul(2).gt(a) && leg.gt(0)) results.push(`\\(${leg.texDec()}，${leg.texDec()}\\)`);
    const base = P - 2 * a;
    if (base > 0 && 2 * a > base) results.push(`\\(${a}，${base}\\)`);
    if (results.length === 0 || (results.length === 2 && results[0] === results[1])) retry();
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `已知等腰三角形的周长为 \\(${P}\\)，其中一边长为 \\(${a}\\)，则另外两边的长为${BLANK}．`,
      answer: [results.join(' 或 ')],
      analysis: lines(
        `当 \\(${a}\\) 为底边时，腰长为\\(\\dfrac{${P}-${a}}{2}=${leg.texDec()}\\)，${leg.mul(2).gt(a) ? '能组成三角形' : '不能组成三角形'}；`,
        `当 \\(${a}\\) 为腰时，底边长为\\(${P}-2\\times ${a}=${base}\\)，${base > 0 && 2 * a > base ? '能组成三角形' : '不能组成三角形'}．`,
        `所以另外两边的长为${results.join('或')}．`,
      ),
      tags: T.isoSides,
      score: 3,
    };
  },
};

export const TRIANGLE: Family[] = [sidesFill, anglesFill, polygonFill, isoFill];

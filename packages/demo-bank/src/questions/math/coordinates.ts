/** 平面直角坐标系：象限、坐标轴上的点、距离、平移、对称、面积。 */
import { type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Poly } from '../lib/poly';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m, PICK, paren } from '../lib/tex';

const T = {
  quadrant: mathTags({
    k: ['各象限内点的坐标特征', '点的坐标'],
    rj: '7b 7.1.2 平面直角坐标系',
    bsd: '8a 平面直角坐标系',
  }),
  axis: mathTags({
    k: ['坐标轴上点的坐标特征', '点的坐标'],
    rj: '7b 7.1.2 平面直角坐标系',
    bsd: '8a 平面直角坐标系',
  }),
  distance: mathTags({
    k: ['点到坐标轴的距离', '各象限内点的坐标特征'],
    rj: '7b 7.1.2 平面直角坐标系',
    bsd: '8a 平面直角坐标系',
  }),
  move: mathTags({ k: '用坐标表示平移', rj: '7b 用坐标表示平移', bsd: '8b 图形的平移' }),
  axisSym: mathTags({ k: '关于坐标轴对称的点的坐标', rj: '8a 画轴对称图形', bsd: '8a 轴对称与坐标变化' }),
  originSym: mathTags({ k: '关于原点对称的点的坐标', rj: '9a 关于原点对称的点的坐标', bsd: '8b 中心对称' }),
  area: mathTags({
    k: ['点的坐标', '平面直角坐标系'],
    rj: '7b 7.1.2 平面直角坐标系',
    bsd: '8a 平面直角坐标系',
  }),
};

const QUADRANT = ['一', '二', '三', '四'];
const quadrantOf = (x: Frac, y: Frac) => (x.n > 0 ? (y.n > 0 ? 0 : 3) : y.n > 0 ? 1 : 2);
const pt = (x: Frac | number, y: Frac | number) => `(${Frac.of(x).tex()},${Frac.of(y).tex()})`;
const coordNum = (rng: Rng, r: number) =>
  rng.chance(0.2) ? new Frac(rng.nz(-2 * r, 2 * r), 2) : new Frac(rng.nz(-r, r));

const quadrantSingle: Family = {
  id: 'coord.quadrant.single',
  subject: 'math',
  quota: 60,
  make(rng, wide) {
    const form = rng.int(1, 3);
    const options = QUADRANT.map((q) => `第${q}象限`);
    if (form === 1) {
      const x = coordNum(rng, wide ? 99 : 9);
      const y = coordNum(rng, wide ? 99 : 9);
      const q = quadrantOf(x, y);
      return {
        typeName: '单选题',
        difficulty: 0.9,
        stem: `在平面直角坐标系中，点\\(P${pt(x, y)}\\)在${PICK}`,
        options,
        answer: ['ABCD'[q] as string],
        analysis: `点\\(P\\)的横坐标${x.n > 0 ? '为正' : '为负'}，纵坐标${y.n > 0 ? '为正' : '为负'}，所以点\\(P\\)在第${QUADRANT[q]}象限．故选 ${'ABCD'[q]}．`,
        tags: T.quadrant,
        score: 3,
      };
    }
    if (form === 2) {
      // One coordinate is a square plus a positive constant (always positive), the other a signed number.
      const c = rng.int(1, 9);
      const sx = rng.sign();
      const v = new Frac(sx * rng.int(1, 9));
      const squareFirst = rng.chance(0.5);
      const neg = rng.chance(0.5);
      const sq = `${neg ? '-' : ''}(m^2+${c})`.replace(/^\((.*)\)$/, '$1');
      const sqSign = neg ? -1 : 1;
      const x = squareFirst ? new Frac(sqSign) : v;
      const y = squareFirst ? v : new Frac(sqSign);
      const q = quadrantOf(x, y);
      const text = squareFirst ? `(${sq},${v.tex()})` : `(${v.tex()},${sq})`;
      return {
        typeName: '单选题',
        difficulty: 0.7,
        stem: `在平面直角坐标系中，点\\(P${text}\\)一定在${PICK}`,
        options,
        answer: ['ABCD'[q] as string],
        analysis: `因为\\(m^2\\ge 0\\)，所以\\(m^2+${c}>0\\)${neg ? `，\\(-(m^2+${c})<0\\)` : ''}．所以点\\(P\\)的横坐标${x.n > 0 ? '为正' : '为负'}，纵坐标${y.n > 0 ? '为正' : '为负'}，点\\(P\\)在第${QUADRANT[q]}象限．故选 ${'ABCD'[q]}．`,
        tags: T.quadrant,
        score: 3,
      };
    }
    // Given the quadrant of (a, b), find that of a transformed point.
    const qa = rng.int(0, 3);
    const sa = qa === 0 || qa === 3 ? 1 : -1;
    const sb = qa <= 1 ? 1 : -1;
    const forms = [
      ['(-a,b)', -sa, sb],
      ['(b,a)', sb, sa],
      ['(-a,-b)', -sa, -sb],
      ['(a,-b)', sa, -sb],
      ['(ab,-b)', sa * sb, -sb],
      ['(-b,a)', -sb, sa],
    ] as const;
    const [text, x, y] = rng.pick(forms);
    const q = quadrantOf(new Frac(x), new Frac(y));
    return {
      typeName: '单选题',
      difficulty: 0.66,
      stem: `若点\\(A(a,b)\\)在第${QUADRANT[qa]}象限，则点\\(B${text}\\)在${PICK}`,
      options,
      answer: ['ABCD'[q] as string],
      analysis: `点\\(A\\)在第${QUADRANT[qa]}象限，所以\\(a${sa > 0 ? '>' : '<'}0\\)，\\(b${sb > 0 ? '>' : '<'}0\\)．所以点\\(B\\)的横坐标${x > 0 ? '为正' : '为负'}，纵坐标${y > 0 ? '为正' : '为负'}，点\\(B\\)在第${QUADRANT[q]}象限．故选 ${'ABCD'[q]}．`,
      tags: T.quadrant,
      score: 3,
    };
  },
};

const axisFill: Family = {
  id: 'coord.axis.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const a = rng.nz(-3, 3);
    const b = rng.nz(-6, 6);
    const c = rng.nz(-3, 3);
    const d = rng.nz(-6, 6);
    const X = Poly.lin(a, b, 'm');
    const Y = Poly.lin(c, d, 'm');
    const form = rng.int(1, 3);
    if (form <= 2) {
      const onY = form === 1;
      const zero = onY ? X : Y;
      const mVal = new Frac(-(onY ? b : d), onY ? a : c);
      if (!mVal.isInt()) retry();
      const other = (onY ? Y : X).eval({ m: mVal });
      if (other.isZero()) retry();
      const P = onY ? pt(0, other) : pt(other, 0);
      check(zero.eval({ m: mVal }).isZero(), 'on the axis');
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `已知点\\(P(${X.tex()},${Y.tex()})\\)在\\(${onY ? 'y' : 'x'}\\)轴上，则点\\(P\\)的坐标为${BLANK}．`,
        answer: [m(P)],
        analysis: `\\(${onY ? 'y' : 'x'}\\)轴上的点的${onY ? '横' : '纵'}坐标为 \\(0\\)，所以\\(${zero.tex()}=0\\)，解得\\(m=${mVal.tex()}\\)．所以点\\(P\\)的坐标为\\(${P}\\)．`,
        tags: T.axis,
        score: 3,
      };
    }
    // Equal distances to both axes: |X| = |Y|.
    const sols: Frac[] = [];
    for (const s of [1, -1]) {
      const lhs = X.sub(Y.scale(s));
      const k = lhs.coefOf('m', 1);
      if (k.isZero()) continue;
      const v = lhs.coefOf().neg().div(k);
      if (!sols.some((u) => u.eq(v))) sols.push(v);
    }
    if (sols.length !== 2 || sols.some((v) => !v.isInt())) retry();
    const points = sols.map((v) => {
      check(
        X.eval({ m: v })
          .abs()
          .eq(Y.eval({ m: v }).abs()),
        'equal distances',
      );
      return pt(X.eval({ m: v }), Y.eval({ m: v }));
    });
    if (points[0] === points[1]) retry();
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `已知点\\(P(${X.tex()},${Y.tex()})\\)到两坐标轴的距离相等，则点\\(P\\)的坐标为${BLANK}．`,
      answer: [points.map((p) => m(p)).join(' 或 ')],
      analysis: lines(
        `由题意，得\\(|${X.tex()}|=|${Y.tex()}|\\)，所以\\(${X.tex()}=${Y.tex()}\\)或\\(${X.tex()}=-(${Y.tex()})\\)．`,
        `解得\\(m=${sols[0]?.tex()}\\)或\\(m=${sols[1]?.tex()}\\)，所以点\\(P\\)的坐标为${points.map((p) => m(p)).join('或')}．`,
      ),
      tags: T.distance,
      score: 3,
    };
  },
};

const distanceFill: Family = {
  id: 'coord.distance.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const q = rng.int(0, 3);
    const dx = rng.int(1, 12);
    const dy = rng.intNot(1, 12, dx);
    const x = q === 0 || q === 3 ? dx : -dx;
    const y = q <= 1 ? dy : -dy;
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `若点\\(P\\)在第${QUADRANT[q]}象限，且点\\(P\\)到\\(x\\)轴的距离为 \\(${dy}\\)，到\\(y\\)轴的距离为 \\(${dx}\\)，则点\\(P\\)的坐标为${BLANK}．`,
      answer: [m(pt(x, y))],
      analysis: `点到\\(x\\)轴的距离等于纵坐标的绝对值，到\\(y\\)轴的距离等于横坐标的绝对值，所以\\(|y|=${dy}\\)，\\(|x|=${dx}\\)．又点\\(P\\)在第${QUADRANT[q]}象限，所以\\(x=${x}\\)，\\(y=${y}\\)，点\\(P\\)的坐标为\\(${pt(x, y)}\\)．`,
      tags: T.distance,
      score: 3,
    };
  },
};

const DIRS = [
  ['向右', 1, 0],
  ['向左', -1, 0],
  ['向上', 0, 1],
  ['向下', 0, -1],
] as const;

const moveFill: Family = {
  id: 'coord.move.fill',
  subject: 'math',
  quota: 60,
  make(rng, wide) {
    const r = wide ? 50 : 8;
    const x = rng.int(-r, r);
    const y = rng.int(-r, r);
    if (rng.chance(0.5)) {
      const h = rng.pick(DIRS.slice(0, 2));
      const v = rng.pick(DIRS.slice(2));
      const a = rng.int(1, r);
      const b = rng.int(1, r);
      const nx = x + h[1] * a;
      const ny = y + v[2] * b;
      return {
        typeName: '填空题',
        difficulty: 0.82,
        stem: `将点\\(A${pt(x, y)}\\)${h[0]}平移 \\(${a}\\) 个单位长度，再${v[0]}平移 \\(${b}\\) 个单位长度，得到点\\(B\\)，则点\\(B\\)的坐标为${BLANK}．`,
        answer: [m(pt(nx, ny))],
        analysis: `左右平移改变横坐标（右加左减），上下平移改变纵坐标（上加下减）．所以点\\(B\\)的坐标为\\((${x}${h[1] > 0 ? '+' : '-'}${a},${y}${v[2] > 0 ? '+' : '-'}${b})\\)，即\\(${pt(nx, ny)}\\)．`,
        tags: T.move,
        score: 3,
      };
    }
    const dx = rng.nz(-r, r);
    const dy = rng.nz(-r, r);
    const bx = rng.int(-r, r);
    const by = rng.int(-r, r);
    if (bx === x && by === y) retry();
    return {
      typeName: '填空题',
      difficulty: 0.68,
      stem: `线段\\(AB\\)的端点坐标为\\(A${pt(x, y)}\\)，\\(B${pt(bx, by)}\\)．将线段\\(AB\\)平移后，点\\(A\\)的对应点为\\(A'${pt(x + dx, y + dy)}\\)，则点\\(B\\)的对应点\\(B'\\)的坐标为${BLANK}．`,
      answer: [m(pt(bx + dx, by + dy))],
      analysis: `由\\(A${pt(x, y)}\\)到\\(A'${pt(x + dx, y + dy)}\\)可知，横坐标${dx > 0 ? '加' : '减'}了 \\(${Math.abs(dx)}\\)，纵坐标${dy > 0 ? '加' : '减'}了 \\(${Math.abs(dy)}\\)．点\\(B\\)按同样的方式平移，所以\\(B'${pt(bx + dx, by + dy)}\\)．`,
      tags: T.move,
      score: 3,
    };
  },
};

const symFill: Family = {
  id: 'coord.sym.fill',
  subject: 'math',
  quota: 80,
  make(rng, wide) {
    const r = wide ? 50 : 9;
    const kind = rng.pick(['x', 'y', 'o'] as const);
    const name = kind === 'x' ? '\\(x\\)轴' : kind === 'y' ? '\\(y\\)轴' : '原点';
    const rule =
      kind === 'x'
        ? '关于\\(x\\)轴对称的点，横坐标相同，纵坐标互为相反数'
        : kind === 'y'
          ? '关于\\(y\\)轴对称的点，纵坐标相同，横坐标互为相反数'
          : '关于原点对称的点，横坐标、纵坐标都互为相反数';
    const map = (x: Frac, y: Frac): [Frac, Frac] =>
      kind === 'x' ? [x, y.neg()] : kind === 'y' ? [x.neg(), y] : [x.neg(), y.neg()];
    const tags = kind === 'o' ? T.originSym : T.axisSym;
    if (rng.chance(0.45)) {
      const x = coordNum(rng, r);
      const y = coordNum(rng, r);
      const [sx, sy] = map(x, y);
      return {
        typeName: '填空题',
        difficulty: 0.86,
        stem: `点\\(P${pt(x, y)}\\)关于${name}对称的点的坐标是${BLANK}．`,
        answer: [m(pt(sx, sy))],
        analysis: `${rule}，所以所求点的坐标是\\(${pt(sx, sy)}\\)．`,
        tags,
        score: 3,
      };
    }
    // A(a + p, q) and B(s, b − t) symmetric: find a and b, then ask a + b or (a + b)^2025 etc.
    const x = rng.nz(-r, r);
    const y = rng.nz(-r, r);
    const [sx, sy] = map(new Frac(x), new Frac(y));
    const p = rng.int(-4, 4);
    const t = rng.int(-4, 4);
    const aVal = x - p;
    const bVal = sy.n + t;
    const A = `(${Poly.lin(1, p, 'a').tex()},${y})`;
    const B = `(${sx.tex()},${Poly.lin(1, -t, 'b').tex()})`;
    const ask = rng.pick(['a+b', 'ab', 'a-b'] as const);
    const val = ask === 'a+b' ? aVal + bVal : ask === 'ab' ? aVal * bVal : aVal - bVal;
    check(
      map(new Frac(aVal + p), new Frac(y))[0].eq(sx) && map(new Frac(aVal + p), new Frac(y))[1].eq(bVal - t),
      'symmetric points',
    );
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `若点\\(A${A}\\)与点\\(B${B}\\)关于${name}对称，则\\(${ask}\\)的值为${BLANK}．`,
      answer: [m(String(val))],
      analysis: `${rule}，所以\\(${Poly.lin(1, p, 'a').tex()}=${kind === 'x' ? sx.tex() : paren(sx.neg()).replace(/^\((.*)\)$/, '$1')}\\)，\\(${Poly.lin(1, -t, 'b').tex()}=${kind === 'y' ? y : -y}\\)，解得\\(a=${aVal}\\)，\\(b=${bVal}\\)．所以\\(${ask}=${val}\\)．`,
      tags,
      score: 3,
    };
  },
};

const areaFill: Family = {
  id: 'coord.area.fill',
  subject: 'math',
  quota: 40,
  make(rng, wide) {
    const r = wide ? 30 : 6;
    // One side on an axis keeps the computation at 7th-grade level.
    const onX = rng.chance(0.5);
    const p1 = rng.int(-r, r);
    const p2 = rng.intNot(-r, r, p1);
    const h = rng.nz(-r, r);
    const off = rng.int(-r, r);
    const A = onX ? [p1, 0] : [0, p1];
    const B = onX ? [p2, 0] : [0, p2];
    const C = onX ? [off, h] : [h, off];
    const area = new Frac(Math.abs(p1 - p2) * Math.abs(h), 2);
    const shoelace = new Frac(
      Math.abs(
        (A[0] as number) * ((B[1] as number) - (C[1] as number)) +
          (B[0] as number) * ((C[1] as number) - (A[1] as number)) +
          (C[0] as number) * ((A[1] as number) - (B[1] as number)),
      ),
      2,
    );
    check(area.eq(shoelace), 'area by two methods');
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `在平面直角坐标系中，已知\\(A${pt(A[0] as number, A[1] as number)}\\)，\\(B${pt(B[0] as number, B[1] as number)}\\)，\\(C${pt(C[0] as number, C[1] as number)}\\)，则\\(\\triangle ABC\\)的面积为${BLANK}．`,
      answer: [m(area.texDec())],
      analysis: `点\\(A\\)、\\(B\\)都在\\(${onX ? 'x' : 'y'}\\)轴上，\\(AB=|${p1}-${paren(p2)}|=${Math.abs(p1 - p2)}\\)；点\\(C\\)到\\(${onX ? 'x' : 'y'}\\)轴的距离为 \\(${Math.abs(h)}\\)．所以\\(S_{\\triangle ABC}=\\dfrac{1}{2}\\times ${Math.abs(p1 - p2)}\\times ${Math.abs(h)}=${area.texDec()}\\)．`,
      tags: T.area,
      score: 3,
    };
  },
};

export const COORDINATES: Family[] = [quadrantSingle, axisFill, distanceFill, moveFill, symFill, areaFill];

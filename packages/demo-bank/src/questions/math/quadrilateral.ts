/** 八下 第十八章 平行四边形（北师大版 八下 第六章、九上 第一章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Surd } from '../lib/surd';
import { BLANK, m } from '../lib/tex';
import { triple } from './pythagoras';

const T = {
  pgram: mathTags({ k: '平行四边形的性质', rj: '8b 平行四边形的性质', bsd: '8b 平行四边形的性质' }),
  pgramBis: mathTags({
    k: ['平行四边形的性质', '等腰三角形的判定'],
    rj: '8b 平行四边形的性质',
    bsd: '8b 平行四边形的性质',
  }),
  rect: mathTags({ k: '矩形的性质', rj: '8b 矩形', bsd: '9a 矩形的性质与判定' }),
  rhombus: mathTags({ k: ['菱形的性质', '勾股定理'], rj: '8b 菱形', bsd: '9a 菱形的性质与判定' }),
  square: mathTags({ k: '正方形的性质', rj: '8b 正方形', bsd: '9a 正方形的性质与判定' }),
  midline: mathTags({
    k: ['三角形的中位线', '中点四边形'],
    rj: '8b 18.1.2 平行四边形的判定',
    bsd: '8b 三角形的中位线',
  }),
};

const deg = (x: Frac | number) => `${Frac.of(x).texDec()}^\\circ`;

const pgramFill: Family = {
  id: 'quad.pgram.fill',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const d = rng.int(1, 89) * 2;
      const A = (180 + d) / 2;
      const ask = rng.pick(['C', 'D'] as const);
      return {
        typeName: '填空题',
        difficulty: 0.78,
        stem: `在▱\\(ABCD\\)中，\\(\\angle A-\\angle B=${d}^\\circ\\)，则\\(\\angle ${ask}=\\)${BLANK}．`,
        answer: [m(deg(ask === 'C' ? A : 180 - A))],
        analysis: `平行四边形的邻角互补，所以\\(\\angle A+\\angle B=180^\\circ\\)，又\\(\\angle A-\\angle B=${d}^\\circ\\)，得\\(\\angle A=${A}^\\circ\\)，\\(\\angle B=${180 - A}^\\circ\\)．平行四边形的对角相等，所以\\(\\angle ${ask}=${ask === 'C' ? '\\angle A' : '\\angle B'}=${deg(ask === 'C' ? A : 180 - A)}\\)．`,
        tags: T.pgram,
        score: 3,
      };
    }
    if (form === 2) {
      const ab = rng.int(2, wide ? 100 : 20);
      const bc = rng.intNot(2, wide ? 100 : 20, ab);
      const P = 2 * (ab + bc);
      const d = bc - ab;
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `▱\\(ABCD\\)的周长为 \\(${P}\\)，\\(AB\\)比\\(BC\\)${d > 0 ? '短' : '长'} \\(${Math.abs(d)}\\)，则\\(AB=\\)${BLANK}，\\(BC=\\)${BLANK}．`,
        answer: [m(String(ab)), m(String(bc))],
        analysis: `平行四边形的对边相等，所以\\(AB+BC=\\dfrac{${P}}{2}=${ab + bc}\\)．又\\(BC-AB=${d}\\)，解得\\(AB=${ab}\\)，\\(BC=${bc}\\)．`,
        tags: T.pgram,
        score: 3,
      };
    }
    if (form === 3) {
      const ac = rng.int(3, 20) * 2;
      const bd = rng.int(3, 20) * 2;
      const ab = rng.int(Math.abs(ac - bd) / 2 + 1, (ac + bd) / 2 - 1);
      const per = ac / 2 + bd / 2 + ab;
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `在▱\\(ABCD\\)中，对角线\\(AC\\)、\\(BD\\)相交于点\\(O\\)，\\(AC=${ac}\\)，\\(BD=${bd}\\)，\\(AB=${ab}\\)，则\\(\\triangle OAB\\)的周长为${BLANK}．`,
        answer: [m(String(per))],
        analysis: `平行四边形的对角线互相平分，所以\\(OA=\\dfrac{1}{2}AC=${ac / 2}\\)，\\(OB=\\dfrac{1}{2}BD=${bd / 2}\\)．\\(\\triangle OAB\\)的周长为\\(${ac / 2}+${bd / 2}+${ab}=${per}\\)．`,
        tags: T.pgram,
        score: 3,
      };
    }
    const ab = rng.int(2, 15);
    const ad = rng.int(ab + 1, 25);
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `在▱\\(ABCD\\)中，\\(AE\\)平分\\(\\angle BAD\\)交边\\(BC\\)于点\\(E\\)，\\(AB=${ab}\\)，\\(AD=${ad}\\)，则\\(EC=\\)${BLANK}．`,
      answer: [m(String(ad - ab))],
      analysis: `因为\\(AD\\parallel BC\\)，所以\\(\\angle DAE=\\angle AEB\\)．又\\(AE\\)平分\\(\\angle BAD\\)，所以\\(\\angle BAE=\\angle DAE=\\angle AEB\\)，\\(BE=AB=${ab}\\)．所以\\(EC=BC-BE=AD-BE=${ad}-${ab}=${ad - ab}\\)．`,
      tags: T.pgramBis,
      score: 3,
    };
  },
};

const specialFill: Family = {
  id: 'quad.special.fill',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 5);
    if (form === 1) {
      const a = rng.int(1, 20);
      const angle = rng.pick([60, 120]);
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `矩形\\(ABCD\\)的对角线\\(AC\\)、\\(BD\\)相交于点\\(O\\)，\\(\\angle AOB=${angle}^\\circ\\)，\\(AB=${a}\\)，则\\(AC=\\)${BLANK}．`,
        answer: [m(String(angle === 60 ? 2 * a : `${2 * a}\\sqrt{3}`.replace(/^2\\/, '2\\')))],
        analysis:
          angle === 60
            ? `矩形的对角线相等且互相平分，所以\\(OA=OB\\)．又\\(\\angle AOB=60^\\circ\\)，所以\\(\\triangle AOB\\)是等边三角形，\\(OA=AB=${a}\\)，\\(AC=2OA=${2 * a}\\)．`
            : `矩形的对角线相等且互相平分，所以\\(OA=OB\\)，\\(\\angle BOC=60^\\circ\\)，\\(\\triangle BOC\\)是等边三角形．在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle ACB=60^\\circ\\)，\\(\\angle BAC=30^\\circ\\)，所以\\(BC=\\dfrac{\\sqrt{3}}{3}AB\\)，\\(AC=2BC=\\dfrac{2\\sqrt{3}}{3}\\times ${a}=${Surd.sqrt(3, new Frac(2 * a, 3)).tex()}\\)．`,
        tags: T.rect,
        score: 3,
      };
    }
    if (form === 2) {
      const [a, b, c] = triple(rng, 3);
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `矩形\\(ABCD\\)中，\\(AB=${a}\\)，\\(BC=${b}\\)，则对角线\\(AC\\)的长为${BLANK}，矩形的面积为${BLANK}．`,
        answer: [m(String(c)), m(String(a * b))],
        analysis: `矩形的四个角都是直角，在\\(\\text{Rt}\\triangle ABC\\)中，\\(AC=\\sqrt{${a}^2+${b}^2}=${c}\\)；面积为\\(${a}\\times ${b}=${a * b}\\)．`,
        tags: T.rect,
        score: 3,
      };
    }
    if (form === 3) {
      const [p, q, s] = triple(rng, 3);
      const d1 = 2 * p;
      const d2 = 2 * q;
      const area = (d1 * d2) / 2;
      const h = new Frac(area, s);
      const withH = rng.chance(0.4);
      check(h.mul(s).eq(area), 'area two ways');
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(withH ? 0.6 : 0.74),
        stem: `菱形的两条对角线长分别为 \\(${d1}\\) 和 \\(${d2}\\)，则菱形的边长为${BLANK}，面积为${BLANK}${withH ? `，高为${BLANK}` : ''}．`,
        answer: withH ? [m(String(s)), m(String(area)), m(h.texDec())] : [m(String(s)), m(String(area))],
        analysis: `菱形的对角线互相垂直平分，边长为\\(\\sqrt{${p}^2+${q}^2}=${s}\\)；面积等于对角线乘积的一半，为\\(\\dfrac{1}{2}\\times ${d1}\\times ${d2}=${area}\\)${withH ? `；高为\\(${area}\\div ${s}=${h.texDec()}\\)` : ''}．`,
        tags: T.rhombus,
        score: 3,
      };
    }
    if (form === 4) {
      const d = rng.int(1, 20);
      const area = new Frac(d * d, 2);
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `正方形的对角线长为 \\(${d}\\)，则它的面积为${BLANK}，边长为${BLANK}．`,
        answer: [m(area.texDec()), m(Surd.sqrt(area).tex())],
        analysis: `正方形是特殊的菱形，面积为\\(\\dfrac{1}{2}\\times ${d}^2=${area.texDec()}\\)；边长为\\(\\sqrt{${area.texDec()}}=${Surd.sqrt(area).tex()}\\)．`,
        tags: T.square,
        score: 3,
      };
    }
    const a = rng.int(20, 80);
    if (a === 60) retry();
    const side = rng.int(2, 15);
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `菱形\\(ABCD\\)中，\\(\\angle ABC=${a}^\\circ\\)，边长为 \\(${side}\\)，则\\(\\angle BAD=\\)${BLANK}，\\(\\angle ABD=\\)${BLANK}，菱形的周长为${BLANK}．`,
      answer: [m(deg(180 - a)), m(deg(new Frac(a, 2))), m(String(4 * side))],
      analysis: `菱形的邻角互补，\\(\\angle BAD=180^\\circ-${a}^\\circ=${180 - a}^\\circ\\)；菱形的对角线平分一组对角，\\(\\angle ABD=\\dfrac{1}{2}\\angle ABC=${deg(new Frac(a, 2))}\\)；周长为\\(4\\times ${side}=${4 * side}\\)．`,
      tags: T.rhombus,
      score: 3,
    };
  },
};

const midlineFill: Family = {
  id: 'quad.midline.fill',
  subject: 'math',
  quota: 50,
  make(rng, wide) {
    const r = wide ? 200 : 30;
    if (rng.chance(0.5)) {
      const ab = rng.int(3, r);
      const bc = rng.int(3, r);
      const ac = rng.int(Math.abs(ab - bc) + 1, ab + bc - 1);
      const per = new Frac(ab + bc + ac, 2);
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `\\(\\triangle ABC\\)的三边长分别为\\(AB=${ab}\\)，\\(BC=${bc}\\)，\\(AC=${ac}\\)，点\\(D\\)、\\(E\\)、\\(F\\)分别是\\(AB\\)、\\(BC\\)、\\(CA\\)的中点，则\\(\\triangle DEF\\)的周长为${BLANK}．`,
        answer: [m(per.texDec())],
        analysis: `三角形的中位线等于第三边的一半，所以\\(\\triangle DEF\\)的周长等于\\(\\triangle ABC\\)周长的一半，为\\(\\dfrac{1}{2}\\times (${ab}+${bc}+${ac})=${per.texDec()}\\)．`,
        tags: T.midline,
        score: 3,
      };
    }
    const ac = rng.int(2, r);
    const bd = rng.int(2, r);
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `四边形\\(ABCD\\)的对角线\\(AC=${ac}\\)，\\(BD=${bd}\\)，顺次连接四边形各边中点所得四边形的周长为${BLANK}．`,
      answer: [m(String(ac + bd))],
      analysis: `由三角形中位线定理，中点四边形的一组对边都等于\\(\\dfrac{1}{2}AC\\)，另一组对边都等于\\(\\dfrac{1}{2}BD\\)，所以周长为\\(AC+BD=${ac}+${bd}=${ac + bd}\\)．`,
      tags: T.midline,
      score: 3,
    };
  },
};

export const QUADRILATERAL: Family[] = [pgramFill, specialFill, midlineFill];

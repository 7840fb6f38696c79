/** 八上：全等三角形、角平分线、线段垂直平分线、含 30° 角的直角三角形。 */
import { type Family, retry } from '../lib/core';
import { Frac } from '../lib/frac';
import { BLANK, m } from '../lib/tex';
import { deg, T } from './triangle';

const perpFill: Family = {
  id: 'tri.perp.fill',
  subject: 'math',
  quota: 50,
  make(rng, wide) {
    const r = wide ? 100 : 20;
    const ac = rng.int(5, r);
    const bc = rng.int(3, r);
    if (rng.chance(0.5)) {
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `在\\(\\triangle ABC\\)中，边\\(AB\\)的垂直平分线交\\(AC\\)于点\\(D\\)，交\\(AB\\)于点\\(E\\)，连接\\(BD\\)．若\\(AC=${ac}\\)，\\(BC=${bc}\\)，则\\(\\triangle BCD\\)的周长为${BLANK}．`,
        answer: [m(String(ac + bc))],
        analysis: `因为\\(DE\\)垂直平分\\(AB\\)，所以\\(DA=DB\\)．所以\\(\\triangle BCD\\)的周长为\\(BC+CD+DB=BC+CD+DA=BC+AC=${bc}+${ac}=${ac + bc}\\)．`,
        tags: T.perp,
        score: 3,
      };
    }
    const ae = rng.int(2, r);
    const p = rng.int(2 * ae + 2, 2 * ae + 3 * r);
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `在\\(\\triangle ABC\\)中，边\\(AC\\)的垂直平分线交\\(AC\\)于点\\(E\\)，交\\(BC\\)于点\\(D\\)，连接\\(AD\\)．若\\(AE=${ae}\\)，\\(\\triangle ABD\\)的周长为 \\(${p}\\)，则\\(\\triangle ABC\\)的周长为${BLANK}．`,
      answer: [m(String(p + 2 * ae))],
      analysis: `因为\\(DE\\)垂直平分\\(AC\\)，所以\\(DA=DC\\)，\\(AC=2AE=${2 * ae}\\)．\\(\\triangle ABD\\)的周长为\\(AB+BD+DA=AB+BD+DC=AB+BC=${p}\\)，所以\\(\\triangle ABC\\)的周长为\\(AB+BC+AC=${p}+${2 * ae}=${p + 2 * ae}\\)．`,
      tags: T.perp,
      score: 3,
    };
  },
};

const rtFill: Family = {
  id: 'tri.rt30.fill',
  subject: 'math',
  quota: 50,
  make(rng, wide) {
    const a = rng.int(1, wide ? 200 : 20);
    const form = rng.int(1, 3);
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\angle A=30^\\circ\\)，\\(BC=${a}\\)，则\\(AB=\\)${BLANK}．`,
        answer: [m(String(2 * a))],
        analysis: `在直角三角形中，\\(30^\\circ\\)角所对的直角边等于斜边的一半，所以\\(AB=2BC=${2 * a}\\)．`,
        tags: T.rt30,
        score: 3,
      };
    }
    if (form === 2) {
      const c = 2 * a;
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\angle B=60^\\circ\\)，\\(AB=${c}\\)，则\\(BC=\\)${BLANK}．`,
        answer: [m(String(a))],
        analysis: `因为\\(\\angle C=90^\\circ\\)，\\(\\angle B=60^\\circ\\)，所以\\(\\angle A=30^\\circ\\)，\\(BC=\\dfrac{1}{2}AB=${a}\\)．`,
        tags: T.rt30,
        score: 3,
      };
    }
    return {
      typeName: '填空题',
      difficulty: 0.78,
      stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle ACB=90^\\circ\\)，\\(CD\\)是斜边\\(AB\\)上的中线，若\\(AB=${2 * a}\\)，则\\(CD=\\)${BLANK}．`,
      answer: [m(String(a))],
      analysis: `直角三角形斜边上的中线等于斜边的一半，所以\\(CD=\\dfrac{1}{2}AB=${a}\\)．`,
      tags: T.rt30,
      score: 3,
    };
  },
};

const congruentFill: Family = {
  id: 'tri.congruent.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const A = rng.int(20, 110);
    const B = rng.int(20, 150 - A);
    const C = 180 - A - B;
    const ab = rng.int(3, 20);
    const bc = rng.int(3, 20);
    const perm = rng.pick([
      ['DEF', 'D', 'E', 'F'],
      ['EFD', 'E', 'F', 'D'],
      ['FDE', 'F', 'D', 'E'],
    ] as const);
    const [name, pA, pB, pC] = perm;
    return {
      typeName: '填空题',
      difficulty: 0.78,
      stem: `已知\\(\\triangle ABC\\cong\\triangle ${name}\\)，\\(AB=${ab}\\)，\\(BC=${bc}\\)，\\(\\angle A=${A}^\\circ\\)，\\(\\angle B=${B}^\\circ\\)，则\\(${pA}${pB}=\\)${BLANK}，\\(\\angle ${pC}=\\)${BLANK}．`,
      answer: [m(String(ab)), m(deg(C))],
      analysis: `全等三角形的对应边相等、对应角相等．\\(${pA}${pB}\\)的对应边是\\(AB\\)，所以\\(${pA}${pB}=${ab}\\)；\\(\\angle ${pC}\\)的对应角是\\(\\angle C=180^\\circ-${A}^\\circ-${B}^\\circ=${C}^\\circ\\)，所以\\(\\angle ${pC}=${C}^\\circ\\)．`,
      tags: T.congruent,
      score: 3,
    };
  },
};

const bisectorFill: Family = {
  id: 'tri.bisector.fill',
  subject: 'math',
  quota: 40,
  make(rng, wide) {
    const r = wide ? 100 : 20;
    if (rng.chance(0.5)) {
      const bc = rng.int(5, r);
      // BD : DC = AB : AC > 1, so D lies nearer to C.
      const bd = rng.int(Math.floor(bc / 2) + 1, bc - 1);
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(AD\\)平分\\(\\angle BAC\\)交\\(BC\\)于点\\(D\\)，若\\(BC=${bc}\\)，\\(BD=${bd}\\)，则点\\(D\\)到\\(AB\\)的距离为${BLANK}．`,
        answer: [m(String(bc - bd))],
        analysis: `过点\\(D\\)作\\(DE\\perp AB\\)于点\\(E\\)．因为\\(AD\\)平分\\(\\angle BAC\\)，\\(DC\\perp AC\\)，所以\\(DE=DC=BC-BD=${bc}-${bd}=${bc - bd}\\)（角平分线上的点到角两边的距离相等）．`,
        tags: T.bisector,
        score: 3,
      };
    }
    const d = rng.int(2, 10);
    const ab = rng.int(4, r);
    const ac = rng.int(4, r);
    const S = new Frac(d * (ab + ac), 2);
    // d = AB·AC·sin A / (AB + AC) needs sin A ≤ 1.
    if (d * (ab + ac) >= ab * ac) retry('no such triangle');
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `在\\(\\triangle ABC\\)中，\\(AD\\)是\\(\\angle BAC\\)的平分线，\\(DE\\perp AB\\)于点\\(E\\)，\\(DE=${d}\\)，\\(AB=${ab}\\)，\\(AC=${ac}\\)，则\\(\\triangle ABC\\)的面积为${BLANK}．`,
      answer: [m(S.texDec())],
      analysis: `过点\\(D\\)作\\(DF\\perp AC\\)于点\\(F\\)，则\\(DF=DE=${d}\\)．所以\\(S_{\\triangle ABC}=S_{\\triangle ABD}+S_{\\triangle ACD}=\\dfrac{1}{2}\\times ${ab}\\times ${d}+\\dfrac{1}{2}\\times ${ac}\\times ${d}=${S.texDec()}\\)．`,
      tags: T.bisector,
      score: 3,
    };
  },
};

export const TRIANGLE_SYMMETRY: Family[] = [perpFill, rtFill, congruentFill, bisectorFill];

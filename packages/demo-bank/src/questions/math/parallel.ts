/** 第五章 相交线与平行线：对顶角、邻补角、平行线的性质。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { check } from '../lib/frac';
import { chunk, relTex, solveLinear } from '../lib/lineq';
import { BLANK, lines, m } from '../lib/tex';
import { dms, T } from './geometry7';

/** Angle pairs formed by a transversal of two parallel lines, or two crossing lines. */
const PAIRS = [
  ['同位角', 'eq', '两直线平行，同位角相等'],
  ['内错角', 'eq', '两直线平行，内错角相等'],
  ['同旁内角', 'supp', '两直线平行，同旁内角互补'],
] as const;

const parallelFill: Family = {
  id: 'geo7.parallel.fill',
  subject: 'math',
  quota: 100,
  make(rng) {
    const form = rng.int(1, 4);
    const a = rng.int(1, 89) * 2 + (rng.chance(0.3) ? 1 : 0);
    const withMinutes = rng.chance(0.25);
    const sec = a * 3600 + (withMinutes ? rng.int(1, 59) * 60 : 0);
    if (form === 1) {
      const [name, rel, reason] = rng.pick(PAIRS);
      const res = rel === 'eq' ? sec : 180 * 3600 - sec;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(rel === 'eq' ? 0.86 : 0.78),
        stem: `如果直线\\(a\\parallel b\\)，直线\\(c\\)与\\(a\\)、\\(b\\)分别相交，\\(\\angle 1\\)与\\(\\angle 2\\)是${name}，且\\(\\angle 1=${dms(sec)}\\)，那么\\(\\angle 2=\\)${BLANK}．`,
        answer: [m(dms(res))],
        analysis: `因为\\(a\\parallel b\\)，所以${rel === 'eq' ? `\\(\\angle 2=\\angle 1=${dms(sec)}\\)` : `\\(\\angle 1+\\angle 2=180^\\circ\\)，\\(\\angle 2=180^\\circ-${dms(sec)}=${dms(res)}\\)`}（${reason}）．`,
        tags: T.parallel,
        score: 3,
      };
    }
    if (form === 2) {
      const which = rng.pick(['对顶角', '邻补角'] as const);
      const res = which === '对顶角' ? sec : 180 * 3600 - sec;
      // For 邻补角, “the supplement of ∠1” would just be ∠2 again.
      const also = rng.chance(0.5) && which === '对顶角';
      return {
        typeName: '填空题',
        difficulty: 0.86,
        stem: `两条直线相交，\\(\\angle 1\\)与\\(\\angle 2\\)是${which}，若\\(\\angle 1=${dms(sec)}\\)，则\\(\\angle 2=\\)${BLANK}${also ? `，\\(\\angle 1\\)的邻补角的度数为${BLANK}` : ''}．`,
        answer: also ? [m(dms(res)), m(dms(180 * 3600 - sec))] : [m(dms(res))],
        analysis: `${which === '对顶角' ? `对顶角相等${also ? '，邻补角互补' : ''}` : '邻补角互补'}．${which === '对顶角' ? `\\(\\angle 2=\\angle 1=${dms(sec)}\\)` : `\\(\\angle 2=180^\\circ-${dms(sec)}=${dms(res)}\\)`}${also ? `；\\(\\angle 1\\)的邻补角为\\(180^\\circ-${dms(sec)}=${dms(180 * 3600 - sec)}\\)` : ''}．`,
        tags: T.vertical,
        score: 3,
      };
    }
    if (form === 3) {
      // Co-interior angles with ∠1 = k∠2 ± d.
      const x = rng.int(20, 80);
      const k = rng.int(2, 4);
      const d = 180 - x - k * x;
      if (d === 0 || Math.abs(d) > 60) retry();
      const left = [chunk(1, k, d), chunk(1, 1, 0)];
      const right = [chunk(1, 0, 180)];
      const sol = solveLinear(left, '=', right);
      check(sol.value.eq(x), 'co-interior angles');
      return {
        typeName: '填空题',
        difficulty: 0.64,
        stem: `直线\\(a\\parallel b\\)，直线\\(c\\)与\\(a\\)、\\(b\\)分别相交，\\(\\angle 1\\)与\\(\\angle 2\\)是同旁内角．若\\(\\angle 1\\)比\\(\\angle 2\\)的 \\(${k}\\) 倍${d > 0 ? '多' : '少'} \\(${Math.abs(d)}^\\circ\\)，则\\(\\angle 2=\\)${BLANK}．`,
        answer: [m(`${x}^\\circ`)],
        analysis: lines(
          `因为\\(a\\parallel b\\)，所以\\(\\angle 1+\\angle 2=180^\\circ\\)．设\\(\\angle 2=x^\\circ\\)，则\\(\\angle 1=(${k}x${d > 0 ? '+' : '-'}${Math.abs(d)})^\\circ\\)．`,
          `根据题意，得\\(${relTex(left, '=', right)}\\)，解得\\(x=${x}\\)．`,
          `所以\\(\\angle 2=${x}^\\circ\\)．`,
        ),
        tags: T.parallelEq,
        score: 3,
      };
    }
    // The “turn” through a point between two parallel lines.
    const b1 = rng.int(20, 150);
    const b2 = rng.int(20, 150);
    const same = b1 + b2 < 180;
    if (!same && b1 + b2 <= 200) retry();
    const res = same ? b1 + b2 : 360 - b1 - b2;
    check(res > 0 && res < 180, 'a proper angle');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(same ? 0.58 : 0.48),
      stem: `已知\\(AB\\parallel CD\\)，点\\(E\\)在直线\\(AB\\)与\\(CD\\)之间，且点\\(E\\)与点\\(A\\)、\\(C\\)在直线\\(BD\\)的${same ? '同侧' : '两侧'}，连接\\(BE\\)、\\(DE\\)．若\\(\\angle ABE=${b1}^\\circ\\)，\\(\\angle CDE=${b2}^\\circ\\)，则\\(\\angle BED=\\)${BLANK}．`,
      answer: [m(`${res}^\\circ`)],
      analysis: lines(
        '过点\\(E\\)作\\(EF\\parallel AB\\)，则\\(EF\\parallel CD\\)（平行于同一条直线的两条直线平行）．',
        same
          ? `所以\\(\\angle BEF=\\angle ABE=${b1}^\\circ\\)，\\(\\angle DEF=\\angle CDE=${b2}^\\circ\\)（两直线平行，内错角相等），\\(\\angle BED=\\angle BEF+\\angle DEF=${res}^\\circ\\)．`
          : `所以\\(\\angle ABE+\\angle BEF=180^\\circ\\)，\\(\\angle CDE+\\angle DEF=180^\\circ\\)（两直线平行，同旁内角互补），\\(\\angle BED=360^\\circ-${b1}^\\circ-${b2}^\\circ=${res}^\\circ\\)．`,
      ),
      tags: T.turn,
      score: 3,
    };
  },
};

export const PARALLEL: Family[] = [parallelFill];

/** 第四章 几何图形初步（角、线段）与 第五章 相交线与平行线：角度与线段的计算。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { type Chunk, chunk, relTex, solveLinear } from '../lib/lineq';
import { BLANK, lines, m } from '../lib/tex';

export const T = {
  units: mathTags({ k: '角的度量与度分秒换算', rj: '7a 4.3.1 角', bsd: '7a 角' }),
  sum: mathTags({ k: ['角的度量与度分秒换算', '角的和差'], rj: '7a 角的比较与运算', bsd: '7a 角的比较' }),
  comp: mathTags({ k: '余角和补角', rj: '7a 余角和补角', bsd: '7b 两条直线的位置关系' }),
  compEq: mathTags({ k: ['余角和补角', '方程思想'], rj: '7a 余角和补角', bsd: '7b 两条直线的位置关系' }),
  clock: mathTags({ k: ['角的度量与度分秒换算', '角的概念'], rj: '7a 4.3.1 角', bsd: '7a 角' }),
  bisector: mathTags({ k: ['角的平分线的概念', '角的和差'], rj: '7a 角的比较与运算', bsd: '7a 角的比较' }),
  bisectorCases: mathTags({
    k: ['角的平分线的概念', '分类讨论思想'],
    rj: '7a 角的比较与运算',
    bsd: '7a 角的比较',
  }),
  segment: mathTags({ k: ['线段的中点', '线段的和差'], rj: '7a 直线、射线、线段', bsd: '7a 比较线段的长短' }),
  segmentCases: mathTags({
    k: ['线段的中点', '分类讨论思想'],
    rj: '7a 直线、射线、线段',
    bsd: '7a 比较线段的长短',
  }),
  count: mathTags({
    k: ['直线、射线、线段', '规律探究'],
    rj: '7a 直线、射线、线段',
    bsd: '7a 线段、射线、直线',
  }),
  vertical: mathTags({ k: ['对顶角', '邻补角'], rj: '7b 5.1.1 相交线', bsd: '7b 两条直线的位置关系' }),
  parallel: mathTags({
    k: ['平行线的性质', '同位角、内错角、同旁内角'],
    rj: '7b 5.3.1 平行线的性质',
    bsd: ['7b 平行线的性质', '8a 平行线的性质'],
  }),
  parallelEq: mathTags({
    k: ['平行线的性质', '方程思想'],
    rj: '7b 5.3.1 平行线的性质',
    bsd: ['7b 平行线的性质', '8a 平行线的性质'],
  }),
  turn: mathTags({
    k: ['平行线的判定与性质的综合', '平行线的性质'],
    rj: '7b 5.3.1 平行线的性质',
    bsd: '8a 平行线的性质',
  }),
};

/** Degrees–minutes–seconds of a whole number of seconds: 48°21′36″. */
export function dms(seconds: number): string {
  const d = Math.floor(seconds / 3600);
  const mi = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${d}^\\circ${mi || s ? ` ${mi}'` : ''}${s ? ` ${s}''` : ''}`;
}

export const degTex = (x: Frac) => `${x.texDec()}^\\circ`;

const unitsFill: Family = {
  id: 'geo7.units.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const d = rng.int(1, 179);
      const k = rng.chance(0.6) ? rng.int(1, 99) : rng.int(1, 199) * 5;
      const f = k < 100 ? new Frac(k, 100) : new Frac(k, 1000);
      if (f.cmp(1) >= 0) retry();
      const secs = f.mul(3600);
      check(secs.isInt(), 'whole seconds');
      const total = d * 3600 + secs.n;
      const value = new Frac(d).add(f);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(secs.n % 60 ? 0.72 : 0.82),
        stem: `\\(${degTex(value)}=\\)${BLANK}（用度、分、秒表示）．`,
        answer: [m(dms(total))],
        analysis: `\\(${f.texDec()}^\\circ=${f.texDec()}\\times 60'=${f.mul(60).texDec()}'\\)${secs.n % 60 ? `，\\(${f.mul(60).sub(f.mul(60).floor()).texDec()}'=${secs.n % 60}''\\)` : ''}，所以\\(${degTex(value)}=${dms(total)}\\)．`,
        tags: T.units,
        score: 3,
      };
    }
    if (form === 2) {
      const d = rng.int(1, 179);
      const mi = rng.pick([6, 12, 15, 18, 24, 30, 36, 42, 45, 48, 54, 3, 9, 21, 27, 33, 39, 51, 57]);
      const total = d * 3600 + mi * 60;
      const v = new Frac(total, 3600);
      check(v.dec() !== null, 'finite decimal');
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `\\(${dms(total)}=\\)${BLANK}\\(^\\circ\\)．`,
        answer: [m(v.texDec())],
        analysis: `\\(${mi}'=\\left(\\dfrac{${mi}}{60}\\right)^\\circ=${new Frac(mi, 60).texDec()}^\\circ\\)，所以\\(${dms(total)}=${degTex(v)}\\)．`,
        tags: T.units,
        score: 3,
      };
    }
    if (form === 3) {
      const a = rng.int(10, 120) * 3600 + rng.int(1, 59) * 60 + (rng.chance(0.4) ? rng.int(1, 59) : 0);
      const b = rng.int(10, 60) * 3600 + rng.int(1, 59) * 60 + (rng.chance(0.4) ? rng.int(1, 59) : 0);
      const minus = rng.chance(0.5);
      const fromStraight = minus && rng.chance(0.4);
      const x = fromStraight ? 180 * 3600 : a;
      const res = minus ? x - b : a + b;
      if (res <= 0 || res >= 180 * 3600) retry();
      const lhs = `${fromStraight ? '180^\\circ' : dms(a)}${minus ? '-' : '+'}${dms(b)}`;
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `计算：\\(${lhs}=\\)${BLANK}．`,
        answer: [m(dms(res))],
        analysis: minus
          ? `度、分、秒分别相减，不够减时向前一位借 \\(1\\)（\\(1^\\circ=60'\\)，\\(1'=60''\\)），得\\(${lhs}=${dms(res)}\\)．`
          : `度、分、秒分别相加，满 \\(60\\) 向前一位进 \\(1\\)，得\\(${lhs}=${dms(res)}\\)．`,
        tags: T.sum,
        score: 3,
      };
    }
    const k = rng.int(2, 5);
    const div = rng.chance(0.5);
    const a = div
      ? rng.int(20, 170) * 3600 + rng.int(0, 59) * 60
      : rng.int(10, 35) * 3600 + rng.int(1, 59) * 60 + rng.int(0, 59);
    if (div && a % k !== 0) retry();
    const res = div ? a / k : a * k;
    if (res >= 180 * 3600) retry();
    const lhs = `${dms(a)}${div ? '\\div' : '\\times'} ${k}`;
    return {
      typeName: '填空题',
      difficulty: 0.7,
      stem: `计算：\\(${lhs}=\\)${BLANK}．`,
      answer: [m(dms(res))],
      analysis: div
        ? `从度开始逐级相除，余数化为下一级单位继续除，得\\(${lhs}=${dms(res)}\\)．`
        : `度、分、秒分别乘 \\(${k}\\)，满 \\(60\\) 向前一位进 \\(1\\)，得\\(${lhs}=${dms(res)}\\)．`,
      tags: T.sum,
      score: 3,
    };
  },
};

const compFill: Family = {
  id: 'geo7.comp.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const a = rng.int(1, 89) * 3600 + rng.int(1, 59) * 60 + (rng.chance(0.3) ? rng.int(1, 59) : 0);
    const name = rng.pick(['\\alpha', 'A', '1', '\\beta']);
    const angle = name.length === 1 && /\d/.test(name) ? `\\angle ${name}` : `\\angle ${name}`;
    return {
      typeName: '填空题',
      difficulty: 0.78,
      stem: `若\\(${angle}=${dms(a)}\\)，则\\(${angle}\\)的余角是${BLANK}，补角是${BLANK}．`,
      answer: [m(dms(90 * 3600 - a)), m(dms(180 * 3600 - a))],
      analysis: `\\(${angle}\\)的余角是\\(90^\\circ-${dms(a)}=${dms(90 * 3600 - a)}\\)，补角是\\(180^\\circ-${dms(a)}=${dms(180 * 3600 - a)}\\)．`,
      tags: T.comp,
      score: 3,
    };
  },
};

const compWord: Family = {
  id: 'geo7.comp.word',
  subject: 'math',
  quota: 60,
  make(rng) {
    // x is the angle; comp = 90 − x, supp = 180 − x.
    const x = rng.chance(0.2) ? new Frac(rng.int(11, 169), 2) : new Frac(rng.int(6, 84));
    const k = rng.int(2, 5);
    const form = rng.int(1, 4);
    const comp = new Frac(90).sub(x);
    const supp = new Frac(180).sub(x);
    let text: string;
    let left: Chunk[];
    let right: Chunk[];
    let d: Frac;
    switch (form) {
      case 1: // supp = k·comp ± d
        d = supp.sub(comp.mul(k));
        text = `它的补角比它的余角的 \\(${k}\\) 倍${d.sign() >= 0 ? '多' : '少'} \\(${d.abs().texDec()}^\\circ\\)`;
        left = [chunk(1, -1, 180)];
        right = [chunk(k, -1, 90), chunk(1, 0, d)];
        break;
      case 2: // x = k·comp ± d
        d = x.sub(comp.mul(k));
        text = `它比它的余角的 \\(${k}\\) 倍${d.sign() >= 0 ? '多' : '少'} \\(${d.abs().texDec()}^\\circ\\)`;
        left = [chunk(1, 1, 0)];
        right = [chunk(k, -1, 90), chunk(1, 0, d)];
        break;
      case 3: // supp = k·x ± d
        d = supp.sub(x.mul(k));
        text = `它的补角比它的 \\(${k}\\) 倍${d.sign() >= 0 ? '多' : '少'} \\(${d.abs().texDec()}^\\circ\\)`;
        left = [chunk(1, -1, 180)];
        right = [chunk(1, k, 0), chunk(1, 0, d)];
        break;
      default: // comp = supp / k ± d  (written as k(comp − d) = supp)
        d = comp.sub(supp.div(k));
        if (!d.mul(1).isInt()) retry();
        text = `它的余角比它的补角的 \\(\\dfrac{1}{${k}}\\) ${d.sign() >= 0 ? '多' : '少'} \\(${d.abs().texDec()}^\\circ\\)`;
        left = [chunk(1, -1, 90)];
        right = [chunk(1, -1, 180, k), chunk(1, 0, d)];
        break;
    }
    if (d.isZero() || d.abs().gt(120) || !d.mul(2).isInt()) retry();
    const sol = solveLinear(left, '=', right);
    check(sol.value.eq(x) && x.gt(0) && x.lt(90), 'the angle');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.64 - (form === 4 ? 0.08 : 0)),
      stem: `一个角，${text}，则这个角的度数是${BLANK}．`,
      answer: [m(degTex(x))],
      analysis: lines(
        `设这个角的度数为\\(x^\\circ\\)，则它的余角为\\((90-x)^\\circ\\)，补角为\\((180-x)^\\circ\\)．`,
        `根据题意，得\\(${relTex(left, '=', right, 'x', true)}\\)．`,
        ...sol.steps,
        `所以这个角的度数是\\(${degTex(x)}\\)．`,
      ),
      tags: T.compEq,
      score: 3,
    };
  },
};

const clockFill: Family = {
  id: 'geo7.clock.fill',
  subject: 'math',
  quota: 45,
  make(rng) {
    const h = rng.int(1, 12);
    const mi = rng.chance(0.6) ? rng.int(0, 11) * 5 : rng.int(1, 59);
    const hourAngle = new Frac(30 * (h % 12)).add(new Frac(mi, 2));
    const minAngle = new Frac(6 * mi);
    let diff = hourAngle.sub(minAngle).abs();
    if (diff.gt(180)) diff = new Frac(360).sub(diff);
    check(diff.cmp(0) >= 0 && diff.cmp(180) <= 0, 'angle within a straight angle');
    if (diff.isZero()) retry();
    const time = mi === 0 ? `${h} 点整` : `${h} 点 ${mi} 分`;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(mi === 0 ? 0.85 : mi % 5 === 0 ? 0.66 : 0.56),
      stem: `钟表上 ${time}时，时针与分针所成的角（小于平角）是${BLANK}度．`,
      answer: [m(diff.texDec())],
      analysis: lines(
        '分针每分钟转 \\(6^\\circ\\)，时针每分钟转 \\(0.5^\\circ\\)，每个大格对应 \\(30^\\circ\\)．',
        `${time}时，时针与 \\(12\\) 点方向的夹角为\\(30\\times ${h % 12}+0.5\\times ${mi}=${hourAngle.texDec()}^\\circ\\)，分针与 \\(12\\) 点方向的夹角为\\(6\\times ${mi}=${minAngle.texDec()}^\\circ\\)，`,
        `所以两针所成的角是\\(${degTex(diff)}\\)．`,
      ),
      tags: T.clock,
      score: 3,
    };
  },
};

const bisectorFill: Family = {
  id: 'geo7.bisector.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const a = new Frac(rng.int(20, 170));
      const ask = rng.pick(['BOD', 'COD', 'AOD'] as const);
      const val = ask === 'BOD' ? a.mul(3).div(4) : a.div(4);
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `已知\\(\\angle AOB=${degTex(a)}\\)，\\(OC\\)平分\\(\\angle AOB\\)，\\(OD\\)平分\\(\\angle AOC\\)，则\\(\\angle ${ask}=\\)${BLANK}．`,
        answer: [m(degTex(val))],
        analysis: `因为\\(OC\\)平分\\(\\angle AOB\\)，所以\\(\\angle AOC=\\angle BOC=\\dfrac{1}{2}\\angle AOB=${degTex(a.div(2))}\\)．因为\\(OD\\)平分\\(\\angle AOC\\)，所以\\(\\angle AOD=\\angle COD=\\dfrac{1}{2}\\angle AOC=${degTex(a.div(4))}\\)．${ask === 'BOD' ? `所以\\(\\angle BOD=\\angle BOC+\\angle COD=${degTex(a.div(2))}+${degTex(a.div(4))}=${degTex(val)}\\)．` : ''}`,
        tags: T.bisector,
        score: 3,
      };
    }
    if (form === 2) {
      const a = rng.int(30, 150);
      const b = rng.int(10, a - 10);
      const where = rng.pick(['外部', '内部', '']);
      const sumV = new Frac(a + b, 2);
      const diffV = new Frac(a - b, 2);
      const answers = where === '外部' ? [sumV] : where === '内部' ? [diffV] : [sumV, diffV];
      if (a + b >= 180 && where !== '内部') retry('OC must stay a ray within a straight angle');
      const condition = where ? `射线\\(OC\\)在\\(\\angle AOB\\)的${where}，` : '';
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(where ? 0.68 : 0.5),
        stem: `已知\\(\\angle AOB=${a}^\\circ\\)，${condition}\\(\\angle BOC=${b}^\\circ\\)，\\(OM\\)平分\\(\\angle AOB\\)，\\(ON\\)平分\\(\\angle BOC\\)，则\\(\\angle MON=\\)${BLANK}．`,
        answer: [answers.map((v) => m(degTex(v))).join(' 或 ')],
        analysis: lines(
          `由角平分线的定义，得\\(\\angle BOM=\\dfrac{1}{2}\\angle AOB=${degTex(new Frac(a, 2))}\\)，\\(\\angle BON=\\dfrac{1}{2}\\angle BOC=${degTex(new Frac(b, 2))}\\)．`,
          where !== '内部'
            ? `当射线\\(OC\\)在\\(\\angle AOB\\)的外部时，\\(\\angle MON=\\angle BOM+\\angle BON=${degTex(sumV)}\\)；`
            : '',
          where !== '外部'
            ? `当射线\\(OC\\)在\\(\\angle AOB\\)的内部时，\\(\\angle MON=\\angle BOM-\\angle BON=${degTex(diffV)}\\)．`
            : '',
          where ? '' : `所以\\(\\angle MON\\)的度数为${answers.map((v) => m(degTex(v))).join('或')}．`,
        ),
        tags: where ? T.bisector : T.bisectorCases,
        score: 3,
      };
    }
    const a = new Frac(rng.int(20, 160));
    const val = new Frac(180).sub(a).div(2);
    return {
      typeName: '填空题',
      difficulty: 0.74,
      stem: `点\\(O\\)在直线\\(AB\\)上，射线\\(OC\\)在直线\\(AB\\)的上方，\\(\\angle AOC=${degTex(a)}\\)，\\(OE\\)平分\\(\\angle BOC\\)，则\\(\\angle AOE=\\)${BLANK}．`,
      answer: [m(degTex(a.add(val)))],
      analysis: `因为\\(\\angle AOC=${degTex(a)}\\)，所以\\(\\angle BOC=180^\\circ-${degTex(a)}=${degTex(new Frac(180).sub(a))}\\)．因为\\(OE\\)平分\\(\\angle BOC\\)，所以\\(\\angle COE=${degTex(val)}\\)，\\(\\angle AOE=\\angle AOC+\\angle COE=${degTex(a.add(val))}\\)．`,
      tags: T.bisector,
      score: 3,
    };
  },
};

const segmentFill: Family = {
  id: 'geo7.segment.fill',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const r = wide ? 200 : 30;
    const form = rng.int(1, 4);
    if (form === 1) {
      const a = rng.int(6, r) * 2;
      const b = rng.int(1, a - 1);
      const ad = new Frac(b).add(new Frac(a - b, 2));
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `点\\(C\\)在线段\\(AB\\)上，\\(AB=${a}\\)，\\(AC=${b}\\)，点\\(D\\)是线段\\(BC\\)的中点，则\\(AD=\\)${BLANK}．`,
        answer: [m(ad.texDec())],
        analysis: `\\(BC=AB-AC=${a}-${b}=${a - b}\\)．因为\\(D\\)是\\(BC\\)的中点，所以\\(CD=\\dfrac{1}{2}BC=${new Frac(a - b, 2).texDec()}\\)，所以\\(AD=AC+CD=${b}+${new Frac(a - b, 2).texDec()}=${ad.texDec()}\\)．`,
        tags: T.segment,
        score: 3,
      };
    }
    if (form === 2) {
      const p = rng.int(1, 5);
      const q = rng.intNot(1, 6, p);
      const unit = rng.int(1, wide ? 20 : 4) * 2;
      const a = (p + q) * unit;
      const ac = p * unit;
      const mc = new Frac(a, 2).sub(ac).abs();
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `点\\(C\\)在线段\\(AB\\)上，\\(AC:CB=${p}:${q}\\)，点\\(M\\)是线段\\(AB\\)的中点，若\\(AB=${a}\\)，则\\(MC=\\)${BLANK}．`,
        answer: [m(mc.texDec())],
        analysis: `\\(AC=${a}\\times \\dfrac{${p}}{${p + q}}=${ac}\\)，\\(AM=\\dfrac{1}{2}AB=${new Frac(a, 2).texDec()}\\)，所以\\(MC=|AM-AC|=${mc.texDec()}\\)．`,
        tags: T.segment,
        score: 3,
      };
    }
    if (form === 3) {
      const a = rng.int(4, r);
      const b = rng.intNot(1, r, a);
      const v1 = new Frac(a + b, 2);
      const v2 = new Frac(Math.abs(a - b), 2);
      return {
        typeName: '填空题',
        difficulty: 0.5,
        stem: `已知点\\(A\\)、\\(B\\)、\\(C\\)在同一条直线上，\\(AB=${a}\\)，\\(BC=${b}\\)，点\\(M\\)是线段\\(AC\\)的中点，则\\(AM=\\)${BLANK}．`,
        answer: [`${m(v1.texDec())} 或 ${m(v2.texDec())}`],
        analysis: lines(
          `分两种情况讨论：`,
          `①当点\\(C\\)在线段\\(AB\\)的延长线上时，\\(AC=AB+BC=${a + b}\\)，\\(AM=\\dfrac{1}{2}AC=${v1.texDec()}\\)；`,
          a > b
            ? `②当点\\(C\\)在线段\\(AB\\)上时，\\(AC=AB-BC=${a - b}\\)，\\(AM=${v2.texDec()}\\)．`
            : `②当点\\(C\\)在线段\\(BA\\)的延长线上时，\\(AC=BC-AB=${b - a}\\)，\\(AM=${v2.texDec()}\\)．`,
          `所以\\(AM\\)的长为\\(${v1.texDec()}\\)或\\(${v2.texDec()}\\)．`,
        ),
        tags: T.segmentCases,
        score: 3,
      };
    }
    const a = rng.int(4, r) * 2;
    const given = rng.chance(0.5);
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: given
        ? `点\\(C\\)是线段\\(AB\\)上一点，点\\(M\\)、\\(N\\)分别是线段\\(AC\\)、\\(BC\\)的中点，若\\(AB=${a}\\)，则\\(MN=\\)${BLANK}．`
        : `点\\(C\\)是线段\\(AB\\)上一点，点\\(M\\)、\\(N\\)分别是线段\\(AC\\)、\\(BC\\)的中点，若\\(MN=${a / 2}\\)，则\\(AB=\\)${BLANK}．`,
      answer: [m(String(given ? a / 2 : a))],
      analysis: `因为\\(M\\)、\\(N\\)分别是\\(AC\\)、\\(BC\\)的中点，所以\\(MC=\\dfrac{1}{2}AC\\)，\\(CN=\\dfrac{1}{2}BC\\)，\\(MN=MC+CN=\\dfrac{1}{2}(AC+BC)=\\dfrac{1}{2}AB\\)．所以${given ? `\\(MN=${a / 2}\\)` : `\\(AB=${a}\\)`}．`,
      tags: T.segment,
      score: 3,
    };
  },
};

const countFill: Family = {
  id: 'geo7.count.fill',
  subject: 'math',
  quota: 30,
  make(rng) {
    const n = rng.int(4, 15);
    const total = (n * (n - 1)) / 2;
    const form = rng.int(1, 3);
    const stems = [
      `平面内有 \\(${n}\\) 条直线，它们两两相交，最多有${BLANK}个交点．`,
      `一条直线上有 \\(${n}\\) 个点（包括端点在内的任意两点都确定一条线段），则以这些点为端点的线段共有${BLANK}条．`,
      `某校举行象棋比赛，共有 \\(${n}\\) 名同学参加，每两名同学之间都要比赛一场，一共要比赛${BLANK}场．`,
    ];
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.7 - (n > 8 ? 0.06 : 0)),
      stem: stems[form - 1] as string,
      answer: [m(String(total))],
      analysis: `${['每条直线与其余', '每个点与其余', '每名同学与其余'][form - 1]} \\(${n - 1}\\) ${['条直线各有一个交点', '个点各确定一条线段', '名同学各比赛一场'][form - 1]}，共\\(${n}\\times ${n - 1}\\)${['个', '条', '场'][form - 1]}，但每${['个交点', '条线段', '场比赛'][form - 1]}都被计算了两次，所以共有\\(\\dfrac{${n}\\times ${n - 1}}{2}=${total}\\)${['个', '条', '场'][form - 1]}．`,
      tags: T.count,
      score: 3,
    };
  },
};

export const GEOMETRY7: Family[] = [
  unitsFill,
  compFill,
  compWord,
  clockFill,
  bisectorFill,
  segmentFill,
  countFill,
];

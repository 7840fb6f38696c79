/** 数据的收集、整理与描述（七下 第十章）与 数据的分析（八下 第二十章）。 */
import { clampDifficulty, type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m, PICK } from '../lib/tex';

const T = {
  mean: mathTags({ k: '算术平均数', rj: '8b 平均数', bsd: '8a 平均数' }),
  weighted: mathTags({ k: '加权平均数', rj: '8b 平均数', bsd: '8a 平均数' }),
  center: mathTags({ k: ['中位数', '众数'], rj: '8b 中位数和众数', bsd: '8a 中位数与众数' }),
  all: mathTags({
    k: ['算术平均数', '中位数', '众数'],
    rj: ['8b 平均数', '8b 中位数和众数'],
    bsd: ['8a 平均数', '8a 中位数与众数'],
  }),
  variance: mathTags({ k: '方差', rj: '8b 数据的波动程度', bsd: '8a 数据的离散程度' }),
  range: mathTags({ k: ['极差', '方差'], rj: '8b 数据的波动程度', bsd: '8a 数据的离散程度' }),
  stable: mathTags({ k: ['方差', '统计量的选择'], rj: '8b 数据的波动程度', bsd: '8a 数据的离散程度' }),
  estimate: mathTags({
    k: ['用样本估计总体', '总体、个体、样本、样本容量'],
    rj: '7b 统计调查',
    bsd: '7a 普查和抽样调查',
  }),
  freq: mathTags({ k: '频数与频率', rj: '7b 直方图', bsd: '7a 数据的表示' }),
  pie: mathTags({ k: '扇形统计图', rj: '7b 统计调查', bsd: '7a 数据的表示' }),
};

/** Contexts: [who, what, unit, low, high]. */
const CONTEXTS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['某班', '名同学的数学测验成绩', '分', 60, 100],
  ['某校', '名同学的身高', '厘米', 150, 175],
  ['某小组', '名同学一周的课外阅读时间', '小时', 2, 12],
  ['某班', '名同学一分钟跳绳的次数', '次', 120, 190],
  ['某市', '天的最高气温', '℃', 18, 32],
  ['某小区', '户家庭五月份的用水量', '吨', 5, 16],
  ['某兴趣小组', '名同学的年龄', '岁', 12, 16],
  ['某校', '名运动员的立定跳远成绩', '厘米', 180, 240],
  ['某公司', '名员工一周的加班时间', '小时', 1, 10],
];

const fmt = (f: Frac) => f.texDec(2);

function dataSet(rng: Rng, n: number, lo: number, hi: number, withMode: boolean): number[] {
  const xs = Array.from({ length: n }, () => rng.int(lo, hi));
  if (withMode) {
    // Repeat one value so there is a clear, single mode.
    const v = xs[0] as number;
    xs[1] = v;
    if (rng.chance(0.5)) xs[2] = v;
  }
  return rng.shuffle(xs);
}

function stats(xs: number[]) {
  const n = xs.length;
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = new Frac(
    xs.reduce((a, b) => a + b, 0),
    n,
  );
  const median =
    n % 2
      ? new Frac(sorted[(n - 1) / 2] as number)
      : new Frac((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number), 2);
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
  const variance = xs.reduce((s, x) => s.add(new Frac(x).sub(mean).pow(2)), new Frac(0)).div(n);
  return {
    n,
    sorted,
    mean,
    median,
    modes,
    top,
    variance,
    range: (sorted.at(-1) as number) - (sorted[0] as number),
  };
}

function context(rng: Rng, n: number) {
  const [who, what, unit, lo, hi] = rng.pick(CONTEXTS);
  const intro = `${who} \\(${n}\\) ${what}（单位：${unit}）如下：`;
  return { intro, lo, hi, unit };
}

const centerFill: Family = {
  id: 'stats.center.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const n = rng.int(6, 10);
    const { intro, lo, hi } = context(rng, n);
    const xs = dataSet(rng, n, lo, hi, true);
    const s = stats(xs);
    if (s.modes.length !== 1 || s.top < 2) retry('one mode');
    if (!s.mean.mul(10).isInt()) retry('a tidy mean');
    check(s.sorted.length === n, 'sorted');
    const mode = s.modes[0] as number;
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.72 - (n % 2 ? 0 : 0.04)),
      stem: `${intro}\\(${xs.join('，')}\\)．这组数据的平均数是${BLANK}，中位数是${BLANK}，众数是${BLANK}．`,
      answer: [m(fmt(s.mean)), m(fmt(s.median)), m(String(mode))],
      analysis: lines(
        `平均数为\\(\\dfrac{1}{${n}}\\times(${xs.join('+')})=${fmt(s.mean)}\\)．`,
        `将数据从小到大排列为\\(${s.sorted.join('，')}\\)，${n % 2 ? `第 \\(${(n + 1) / 2}\\) 个数是\\(${fmt(s.median)}\\)，所以中位数是\\(${fmt(s.median)}\\)` : `中间两个数是\\(${s.sorted[n / 2 - 1]}\\)和\\(${s.sorted[n / 2]}\\)，所以中位数是\\(\\dfrac{${s.sorted[n / 2 - 1]}+${s.sorted[n / 2]}}{2}=${fmt(s.median)}\\)`}；`,
        `\\(${mode}\\)出现了 \\(${s.top}\\) 次，次数最多，所以众数是\\(${mode}\\)．`,
      ),
      tags: T.all,
      score: 3,
    };
  },
};

const centerSingle: Family = {
  id: 'stats.center.single',
  subject: 'math',
  quota: 70,
  make(rng) {
    const n = rng.int(5, 9);
    const { intro, lo, hi } = context(rng, n);
    const xs = dataSet(rng, n, lo, hi, true);
    const s = stats(xs);
    if (s.modes.length !== 1) retry();
    const mode = s.modes[0] as number;
    const unsortedMid =
      n % 2
        ? new Frac(xs[(n - 1) / 2] as number)
        : new Frac((xs[n / 2 - 1] as number) + (xs[n / 2] as number), 2);
    if (s.median.eq(mode)) retry('different median and mode');
    const pair = (a: Frac | number, b: Frac | number) => `${fmt(Frac.of(a))}，${fmt(Frac.of(b))}`;
    const tidyMean = s.mean.mul(10).isInt() ? [pair(s.mean, mode)] : [];
    const c = mathChoice(rng, pair(s.median, mode), [
      pair(mode, s.median),
      pair(unsortedMid, mode),
      ...tidyMean,
      pair(s.median, s.sorted[0] as number),
      pair(s.sorted[0] as number, mode),
    ]);
    return {
      typeName: '单选题',
      difficulty: 0.74,
      stem: `${intro}\\(${xs.join('，')}\\)．这组数据的中位数和众数分别是${PICK}`,
      ...c,
      analysis: `将数据从小到大排列为\\(${s.sorted.join('，')}\\)，中位数是\\(${fmt(s.median)}\\)；\\(${mode}\\)出现的次数最多，众数是\\(${mode}\\)．故选 ${c.answer[0]}．`,
      tags: T.center,
      score: 3,
    };
  },
};

/** A data set with an integer mean, for variance questions. */
function evenSet(rng: Rng, n: number, base: number, spread: number): number[] {
  const devs = Array.from({ length: n - 1 }, () => rng.int(-spread, spread));
  const last = -devs.reduce((a, b) => a + b, 0);
  if (Math.abs(last) > spread + 1) retry();
  return rng.shuffle([...devs, last].map((d) => base + d));
}

const varianceFill: Family = {
  id: 'stats.variance.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    if (rng.chance(0.35)) {
      // Transforming the data: mean k·x̄ + b, variance k²·s².
      const mean = rng.int(2, 20);
      const v = rng.int(1, 9);
      const k = rng.pick([2, 3, -2, -1, 1, 4]);
      const b = rng.nz(-5, 5);
      const lin = `${k === 1 ? '' : k === -1 ? '-' : k}x_{i}${b < 0 ? b : `+${b}`}`;
      return {
        typeName: '填空题',
        difficulty: 0.58,
        stem: `已知一组数据\\(x_1，x_2，\\cdots，x_n\\)的平均数是 \\(${mean}\\)，方差是 \\(${v}\\)，则数据\\(${lin.replace('x_{i}', 'x_1')}，${lin.replace('x_{i}', 'x_2')}，\\cdots，${lin.replace('x_{i}', 'x_n')}\\)的平均数是${BLANK}，方差是${BLANK}．`,
        answer: [m(String(k * mean + b)), m(String(k * k * v))],
        analysis: `每个数据都乘 \\(${k}\\) 再加 \\(${b}\\)，平均数也乘 \\(${k}\\) 再加 \\(${b}\\)，为\\(${k}\\times ${mean}${b < 0 ? b : `+${b}`}=${k * mean + b}\\)；加减一个数不改变方差，乘 \\(${k}\\) 使方差变为原来的\\(${k * k}\\)倍，为\\(${k * k}\\times ${v}=${k * k * v}\\)．`,
        tags: T.variance,
        score: 3,
      };
    }
    const n = rng.int(5, 8);
    const xs = evenSet(rng, n, rng.int(3, 90), rng.int(1, 4));
    const s = stats(xs);
    check(s.mean.isInt(), 'integer mean');
    const sq = xs.map((x) => `(${x}-${s.mean.tex()})^2`).join('+');
    const withRange = rng.chance(0.4);
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `一组数据\\(${xs.join('，')}\\)的方差是${BLANK}${withRange ? `，极差是${BLANK}` : ''}．`,
      answer: withRange ? [m(fmt(s.variance)), m(String(s.range))] : [m(fmt(s.variance))],
      analysis: lines(
        `平均数\\(\\bar{x}=${s.mean.tex()}\\)，`,
        `方差\\(s^2=\\dfrac{1}{${n}}\\left[${sq}\\right]=${fmt(s.variance)}\\)${withRange ? `；极差为\\(${s.sorted.at(-1)}-${s.sorted[0]}=${s.range}\\)` : ''}．`,
      ),
      tags: T.range,
      score: 3,
    };
  },
};

const stableCalc: Family = {
  id: 'stats.stable',
  subject: 'math',
  quota: 50,
  make(rng) {
    const n = rng.int(5, 6);
    const base = rng.int(6, 9);
    const a = evenSet(rng, n, base, 1);
    const b = evenSet(rng, n, base, 3);
    const sa = stats(a);
    const sb = stats(b);
    if (sa.variance.eq(sb.variance)) retry();
    const [who1, who2] = rng.pick([
      ['甲', '乙'],
      ['小明', '小亮'],
      ['小华', '小军'],
    ] as const);
    const swap = rng.chance(0.5);
    const [x1, x2, s1, s2] = swap ? [b, a, sb, sa] : [a, b, sa, sb];
    const steady = s1.variance.lt(s2.variance) ? who1 : who2;
    const sq = (xs: number[], mean: Frac) => xs.map((x) => `(${x}-${mean.tex()})^2`).join('+');
    return {
      typeName: '解答题',
      difficulty: 0.6,
      stem: `${who1}、${who2}两名射击运动员在相同条件下各射击 \\(${n}\\) 次，成绩（单位：环）如下：<br>${who1}：\\(${x1.join('，')}\\)；<br>${who2}：\\(${x2.join('，')}\\)．<br>分别计算两人成绩的平均数和方差，并判断谁的成绩更稳定．`,
      answer: [
        `${who1}的平均数为\\(${s1.mean.tex()}\\)，方差为\\(${fmt(s1.variance)}\\)；${who2}的平均数为\\(${s2.mean.tex()}\\)，方差为\\(${fmt(s2.variance)}\\)；${steady}的成绩更稳定．`,
      ],
      analysis: lines(
        `${who1}的平均数为\\(\\dfrac{1}{${n}}\\times(${x1.join('+')})=${s1.mean.tex()}\\)，方差为\\(\\dfrac{1}{${n}}\\left[${sq(x1, s1.mean)}\\right]=${fmt(s1.variance)}\\)；`,
        `${who2}的平均数为\\(\\dfrac{1}{${n}}\\times(${x2.join('+')})=${s2.mean.tex()}\\)，方差为\\(\\dfrac{1}{${n}}\\left[${sq(x2, s2.mean)}\\right]=${fmt(s2.variance)}\\)．`,
        `两人的平均成绩相同，而${steady}的方差较小，所以${steady}的成绩更稳定．`,
      ),
      tags: T.stable,
      score: 8,
    };
  },
};

const WEIGHTS: ReadonlyArray<readonly [string, string[], number[]]> = [
  ['某学期数学总评成绩由平时成绩、期中成绩、期末成绩三部分组成', ['平时', '期中', '期末'], [3, 3, 4]],
  ['某学期体育总评成绩由平时成绩、期中成绩、期末成绩三部分组成', ['平时', '期中', '期末'], [2, 3, 5]],
  ['某公司招聘员工，对应聘者进行笔试、面试两项测试', ['笔试', '面试'], [6, 4]],
  [
    '某校招聘教师，对应聘者进行专业知识、教学能力、语言表达三项测试',
    ['专业知识', '教学能力', '语言表达'],
    [5, 3, 2],
  ],
  ['某校评选“优秀班集体”，从学习、卫生、纪律三个方面打分', ['学习', '卫生', '纪律'], [4, 3, 3]],
];

const weightedFill: Family = {
  id: 'stats.weighted.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const [intro, names, w0] = rng.pick(WEIGHTS);
    const useRatio = rng.chance(0.5);
    const scores = names.map(() => rng.int(70, 99));
    const total = w0.reduce((a, b) => a + b, 0);
    const value = scores.reduce((s, x, i) => s.add(new Frac(x * (w0[i] as number))), new Frac(0)).div(total);
    if (value.dec() === null || (value.dec()?.split('.')[1]?.length ?? 0) > 1) retry();
    const weightsText = useRatio
      ? `按 \\(${w0.join(':')}\\) 的比例`
      : `分别按 ${w0.map((w) => `\\(${(w * 100) / total}\\%\\)`).join('、')} 的比例`;
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `${intro}，${names.join('、')}${weightsText}计算最终成绩．某人的${names.map((nm, i) => `${nm}成绩为 \\(${scores[i]}\\) 分`).join('，')}，则他的最终成绩是${BLANK}分．`,
      answer: [m(fmt(value))],
      analysis: `最终成绩为\\(\\dfrac{${scores.map((x, i) => `${x}\\times ${w0[i]}`).join('+')}}{${w0.join('+')}}=${fmt(value)}\\)（分）．`,
      tags: T.weighted,
      score: 3,
    };
  },
};

const sampleFill: Family = {
  id: 'stats.sample.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const n = rng.pick([50, 80, 100, 200, 300, 400, 500]);
      const k = rng.int(1, n / 2);
      const N = rng.pick([1200, 1500, 1800, 2000, 2400, 3000, 3600]);
      const est = new Frac(k * N, n);
      if (!est.isInt()) retry();
      const what = rng.pick([
        '每天锻炼时间超过一小时',
        '视力不良',
        '喜欢阅读科普类书籍',
        '每天步行上学',
        '参加过志愿服务',
      ]);
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `某校为了解学生的情况，随机抽取了 \\(${n}\\) 名学生进行调查，其中${what}的有 \\(${k}\\) 人．该校共有学生 \\(${N}\\) 人，估计全校${what}的学生约有${BLANK}人．`,
        answer: [m(est.tex())],
        analysis: `样本中${what}的学生所占的比例为\\(\\dfrac{${k}}{${n}}\\)，用样本估计总体，全校约有\\(${N}\\times \\dfrac{${k}}{${n}}=${est.tex()}\\)（人）．`,
        tags: T.estimate,
        score: 3,
      };
    }
    if (form === 2) {
      const n = rng.pick([40, 50, 60, 80, 100, 120, 200]);
      const k = rng.int(2, n - 2);
      const f = new Frac(k, n);
      if (f.dec() === null || (f.dec()?.split('.')[1]?.length ?? 0) > 3) retry();
      return {
        typeName: '填空题',
        difficulty: 0.84,
        stem: `在一次调查中，共收集了 \\(${n}\\) 个数据，其中落在某一组内的数据有 \\(${k}\\) 个，则这一组的频率是${BLANK}．`,
        answer: [m(f.dec() as string)],
        analysis: `频率\\(=\\dfrac{\\text{频数}}{\\text{数据总数}}=\\dfrac{${k}}{${n}}=${f.dec()}\\)．`,
        tags: T.freq,
        score: 3,
      };
    }
    const pct = rng.int(1, 19) * 5;
    const deg = new Frac(360 * pct, 100);
    const item = rng.pick([
      '喜欢篮球',
      '喜欢足球',
      '选择步行',
      '喜欢科幻小说',
      '每天睡眠不足 8 小时',
      '选择“非常满意”',
    ]);
    return {
      typeName: '填空题',
      difficulty: 0.8,
      stem: `在某次调查结果的扇形统计图中，${item}的学生占被调查学生总数的 \\(${pct}\\%\\)，则表示这部分的扇形的圆心角是${BLANK}度．`,
      answer: [m(fmt(deg))],
      analysis: `扇形的圆心角\\(=360^\\circ\\times\\)该部分所占的百分比\\(=360^\\circ\\times ${pct}\\%=${fmt(deg)}^\\circ\\)．`,
      tags: T.pie,
      score: 3,
    };
  },
};

export const STATISTICS: Family[] = [
  centerFill,
  centerSingle,
  varianceFill,
  stableCalc,
  weightedFill,
  sampleFill,
];

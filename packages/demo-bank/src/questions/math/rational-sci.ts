/** 第一章 有理数：科学记数法、近似数（含负整数指数的科学记数法）。 */
import { clampDifficulty, type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac, gcd } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { BLANK, lines, m, PICK } from '../lib/tex';

const T = {
  sci: mathTags({ k: '科学记数法', rj: '7a 科学记数法', bsd: '7a 科学记数法' }),
  sciNeg: mathTags({ k: ['科学记数法', '负整数指数幂'], rj: '8a 整数指数幂', bsd: '7b 同底数幂的除法' }),
  approx: mathTags({ k: '近似数', rj: '7a 近似数' }),
  approxSci: mathTags({
    k: ['近似数', '科学记数法'],
    rj: ['7a 近似数', '7a 科学记数法'],
    bsd: '7a 科学记数法',
  }),
};

/** Contexts with the exponent range of the number they hold. */
const BIG: ReadonlyArray<readonly [string, number, number]> = [
  ['某市常住人口约为 {N} 人', 6, 7],
  ['某景区国庆假期共接待游客约 {N} 人次', 5, 6],
  ['某电商平台一天的成交额约为 {N} 元', 9, 11],
  ['某地区今年的粮食总产量约为 {N} 吨', 5, 7],
  ['某城市地铁的日均客流量约为 {N} 人次', 6, 7],
  ['某水库的总库容约为 {N} 立方米', 7, 9],
  ['某省去年的地区生产总值约为 {N} 元', 11, 12],
  ['一场晚会的线上观看量累计约为 {N} 人次', 6, 8],
  ['某新能源汽车企业一年的产量约为 {N} 辆', 5, 6],
  ['某湿地公园的面积约为 {N} 平方米', 5, 7],
  ['某高速公路建设项目的总投资约为 {N} 元', 8, 10],
  ['某图书馆的藏书量约为 {N} 册', 5, 6],
  ['某快递公司一年处理的包裹约为 {N} 件', 8, 9],
  ['某光伏电站一年的发电量约为 {N} 千瓦时', 7, 9],
];

const SMALL: ReadonlyArray<readonly [string, number, number]> = [
  ['某种病毒的直径约为 {N} 米', -8, -7],
  ['某种花粉颗粒的直径约为 {N} 米', -6, -5],
  ['一粒芝麻的质量约为 {N} 千克', -6, -6],
  ['某种细菌的长度约为 {N} 米', -7, -6],
  ['某种芯片中晶体管的栅极长度约为 {N} 米', -9, -8],
  ['一根头发丝的直径约为 {N} 米', -5, -5],
  ['某种微粒的质量约为 {N} 克', -9, -7],
  ['空气中某种细颗粒物的直径约为 {N} 米', -7, -6],
];

/** Plain decimal text of a × 10^e (a a decimal string), e.g. 3.05, 5 → 305000. */
function plain(v: Frac): string {
  const d = v.dec();
  if (d === null) throw new Error('not a finite decimal');
  return d;
}

/** Mantissa 1 ≤ a < 10 with 2–4 significant figures. */
function mantissa(rng: Rng): Frac {
  const sig = rng.int(2, 4);
  const lo = 10 ** (sig - 1);
  let k = rng.int(lo + 1, 10 * lo - 1);
  if (k % 10 === 0) k += 1;
  return new Frac(k, lo);
}

const sciTex = (a: Frac, e: number) => `${plain(a)}\\times 10^{${e}}`;

function sciParams(rng: Rng, small: boolean) {
  const [ctx, lo, hi] = rng.pick(small ? SMALL : BIG);
  const e = rng.int(lo, hi);
  const a = mantissa(rng);
  // a·10^e with the common factor of 10^e and a's denominator cancelled first (a.mul would
  // multiply out 9461·10^12 and overflow before reducing).
  const p10 = new Frac(10).pow(Math.abs(e));
  const g = e >= 0 ? gcd(p10.n, a.d) : 1;
  const value = e >= 0 ? new Frac(a.n * (p10.n / g), a.d / g) : new Frac(a.n, a.d * p10.n);
  check(value.div(new Frac(10).pow(e)).eq(a) && a.cmp(1) >= 0 && a.cmp(10) < 0, 'a × 10^n with 1 ≤ a < 10');
  return { ctx, e, a, value, text: ctx.replace('{N}', `\\(${plain(value)}\\)`) };
}

const sciSingle: Family = {
  id: 'rational.sci.single',
  subject: 'math',
  quota: 90,
  make(rng) {
    const small = rng.chance(0.3);
    const { e, a, value, text } = sciParams(rng, small);
    const correct = sciTex(a, e);
    const c = mathChoice(rng, correct, [
      sciTex(a, e + (small ? 1 : -1)),
      `${plain(a.div(10))}\\times 10^{${e + 1}}`,
      `${plain(a.mul(10))}\\times 10^{${e - 1}}`,
      sciTex(a, small ? -e : e + 1),
    ]);
    const digits = plain(value);
    const why = small
      ? `\\(${digits}\\)的第一个非零数字前面有 \\(${-e}\\) 个 \\(0\\)（含小数点前的 \\(0\\)），所以\\(n=${e}\\)`
      : `\\(${digits}\\)是 \\(${e + 1}\\) 位整数，所以\\(n=${e + 1}-1=${e}\\)`;
    return {
      typeName: '单选题',
      difficulty: clampDifficulty(small ? 0.74 : 0.84),
      stem: `${text}，将 \\(${digits}\\) 用科学记数法表示为${PICK}`,
      ...c,
      analysis: `科学记数法的形式为\\(a\\times 10^{n}\\)，其中\\(1\\le |a|<10\\)．${why}，即\\(${digits}=${correct}\\)．故选 ${c.answer[0]}．`,
      tags: small ? T.sciNeg : T.sci,
      score: 3,
    };
  },
};

/** [context, unit, power of the unit, smallest and largest number of that unit]. */
const UNITS: ReadonlyArray<readonly [string, string, number, number, number]> = [
  ['某市今年新增城镇就业约 {x} 万人', '万', 4, 2, 99],
  ['某景区全年接待游客约 {x} 万人次', '万', 4, 10, 999],
  ['某地全年粮食产量约 {x} 万吨', '万', 4, 10, 999],
  ['某县全年植树造林约 {x} 万棵', '万', 4, 2, 99],
  ['某年全国快递业务量约 {x} 亿件', '亿', 8, 100, 1500],
  ['某视频平台的注册用户约 {x} 亿人', '亿', 8, 1, 9],
  ['某市全年地区生产总值约 {x} 亿元', '亿', 8, 100, 9999],
  ['某大桥建设总投资约 {x} 亿元', '亿', 8, 10, 999],
];

const sciFill: Family = {
  id: 'rational.sci.fill',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const small = rng.chance(0.3);
      const { e, a, value, text } = sciParams(rng, small);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(small ? 0.72 : 0.82),
        stem: `${text}，将 \\(${plain(value)}\\) 用科学记数法表示为${BLANK}．`,
        answer: [m(sciTex(a, e))],
        analysis: `\\(${plain(value)}=${sciTex(a, e)}\\)．${small ? '绝对值小于 \\(1\\) 的数用科学记数法表示时，\\(n\\) 是负整数，其绝对值等于原数左起第一个非零数字前面 \\(0\\) 的个数．' : '\\(n\\) 等于原数的整数位数减 \\(1\\)．'}`,
        tags: small ? T.sciNeg : T.sci,
        score: 3,
      };
    }
    if (form === 2) {
      // 万 / 亿 as units.
      const [ctx, unit, k, lo, hi] = rng.pick(UNITS);
      const a = mantissa(rng);
      const shift = Math.floor(Math.log10(rng.int(lo, hi)));
      const shown = a.mul(new Frac(10).pow(shift));
      const e = shift + k;
      check(shown.mul(new Frac(10).pow(k)).eq(a.mul(new Frac(10).pow(e))), 'unit shift');
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.66 - 0.03 * shift),
        stem: `${ctx.replace('{x}', `\\(${plain(shown)}\\)`)}，将 \\(${plain(shown)}\\) ${unit}用科学记数法表示为${BLANK}．`,
        answer: [m(sciTex(a, e))],
        analysis: shift
          ? `\\(1\\)${unit}\\(=10^{${k}}\\)，所以\\(${plain(shown)}\\)${unit}\\(=${plain(shown)}\\times 10^{${k}}=${plain(a.mul(new Frac(10).pow(e)))}=${sciTex(a, e)}\\)．`
          : `\\(1\\)${unit}\\(=10^{${k}}\\)，所以\\(${plain(shown)}\\)${unit}\\(=${sciTex(a, e)}\\)．`,
        tags: T.sci,
        score: 3,
      };
    }
    // From scientific notation back to the ordinary number.
    const small = rng.chance(0.35);
    const a = mantissa(rng);
    const e = small ? -rng.int(2, 7) : rng.int(3, 9);
    // a·10^e with the common factor of 10^e and a's denominator cancelled first (a.mul would
    // multiply out 9461·10^12 and overflow before reducing).
    const p10 = new Frac(10).pow(Math.abs(e));
    const g = e >= 0 ? gcd(p10.n, a.d) : 1;
    const value = e >= 0 ? new Frac(a.n * (p10.n / g), a.d / g) : new Frac(a.n, a.d * p10.n);
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(small ? 0.74 : 0.82),
      stem: `用科学记数法表示的数\\(${sciTex(a, e)}\\)，写成原数是${BLANK}．`,
      answer: [m(plain(value))],
      analysis: `\\(${sciTex(a, e)}\\)表示把\\(${plain(a)}\\)的小数点向${small ? '左' : '右'}移动 \\(${Math.abs(e)}\\) 位，得\\(${plain(value)}\\)．`,
      tags: small ? T.sciNeg : T.sci,
      score: 3,
    };
  },
};

const PLACE: Record<number, string> = {
  [-4]: '万分位',
  [-3]: '千分位',
  [-2]: '百分位',
  [-1]: '十分位',
  0: '个位',
  1: '十位',
  2: '百位',
  3: '千位',
  4: '万位',
  5: '十万位',
  6: '百万位',
  7: '千万位',
};

/** Rounds a positive finite decimal half-up to 10^p, keeping trailing zeros in the text. */
function roundTo(v: Frac, p: number): { v: Frac; text: string } {
  const unit = new Frac(10).pow(p);
  const k = v.div(unit).add(new Frac(1, 2)).floor();
  const r = unit.mul(k);
  const places = Math.max(0, -p);
  const scaled = String(k).padStart(places + 1, '0');
  const text = places
    ? `${scaled.slice(0, scaled.length - places)}.${scaled.slice(scaled.length - places)}`
    : String(r.n);
  return { v: r, text };
}

const approxFill: Family = {
  id: 'rational.approx.fill',
  subject: 'math',
  quota: 90,
  make(rng, wide) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const places = rng.int(3, 5);
      const v = new Frac(
        rng.int(1, wide ? 99999 : 99) * 10 ** places + rng.int(1, 10 ** places - 1),
        10 ** places,
      );
      const p = -rng.int(0, Math.min(3, places - 1));
      const { text } = roundTo(v, p);
      const where = rng.chance(0.5) || p === 0 ? (PLACE[p] as string) : `\\(${new Frac(10).pow(p).dec()}\\)`;
      const trailing = text.endsWith('0') && p < 0;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.82 - (trailing ? 0.15 : 0)),
        stem: `用四舍五入法把 \\(${plain(v)}\\) 精确到${where}，所得的近似数为${BLANK}．`,
        answer: [m(text)],
        analysis: `精确到${where}，要看它后面一位上的数字是否不小于 \\(5\\)，得\\(${plain(v)}\\approx ${text}\\)．${trailing ? '末尾的 \\(0\\) 表示精确度，不能去掉．' : ''}`,
        tags: T.approx,
        score: 3,
      };
    }
    if (form === 2) {
      const kind = rng.pick(['dec', 'wan', 'sci'] as const);
      let text: string;
      let place: number;
      if (kind === 'dec') {
        const d = rng.int(1, 3);
        const k = rng.int(1, 999) * 10 + (rng.chance(0.3) ? 0 : rng.int(1, 9));
        text = plain(new Frac(k, 10 ** d));
        if ((text.split('.')[1]?.length ?? 0) !== d)
          text = `${text}${'0'.repeat(d - (text.split('.')[1]?.length ?? 0))}`;
        if (!text.includes('.')) retry();
        place = -d;
        text = `\\(${text}\\)`;
      } else if (kind === 'wan') {
        const d = rng.int(1, 2);
        const k = rng.int(11, 999);
        const digits = plain(new Frac(k, 10 ** d));
        const dd = digits.split('.')[1]?.length ?? 0;
        if (dd !== d) retry('trailing zero');
        place = 4 - d;
        text = `\\(${digits}\\) 万`;
      } else {
        const d = rng.int(1, 3);
        const e = rng.int(d + 1, 8);
        let digits = plain(new Frac(rng.int(10 ** d, 10 ** (d + 1) - 1), 10 ** d));
        if ((digits.split('.')[1]?.length ?? 0) < d)
          digits = `${digits}${digits.includes('.') ? '' : '.'}${'0'.repeat(d - (digits.split('.')[1]?.length ?? 0))}`;
        place = e - d;
        text = `\\(${digits}\\times 10^{${e}}\\)`;
      }
      const name = PLACE[place];
      if (!name) retry('place out of range');
      const explained =
        kind === 'dec'
          ? `小数点后有 \\(${-place}\\) 位，最后一位在${name}上`
          : kind === 'wan'
            ? `还原为原数后，最后一位数字在${name}上`
            : `还原为原数后，\\(a\\) 的最后一位数字在${name}上`;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(kind === 'dec' ? 0.8 : 0.55),
        stem: `近似数 ${text} 精确到${BLANK}位．`,
        answer: [name.replace(/位$/, '')],
        analysis: `近似数精确到哪一位，看它的最后一位数字在哪一位上．${text}${explained}，所以精确到${name}．`,
        tags: T.approx,
        score: 3,
      };
    }
    // Round a big number to a place, then write it in scientific notation.
    const e = rng.int(5, wide ? 11 : 8);
    const n = new Frac(rng.int(10 ** e, 10 ** (e + 1) - 1));
    const p = rng.int(e - 3, e - 1);
    const name = PLACE[p];
    if (!name) retry();
    const { v } = roundTo(n, p);
    if (v.cmp(new Frac(10).pow(e + 1)) >= 0) retry('carried into a new digit');
    const a = v.div(new Frac(10).pow(e));
    const sig = e - p;
    let aText = plain(a);
    const have = aText.split('.')[1]?.length ?? 0;
    if (have < sig) aText = `${aText}${aText.includes('.') ? '' : '.'}${'0'.repeat(sig - have)}`;
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `将 \\(${plain(n)}\\) 精确到${name}，并用科学记数法表示为${BLANK}．`,
      answer: [m(`${aText}\\times 10^{${e}}`)],
      analysis: lines(
        `\\(${plain(n)}=${plain(n.div(new Frac(10).pow(e)))}\\times 10^{${e}}\\)．`,
        `精确到${name}，即保留到 \\(a\\) 的小数点后第 \\(${sig}\\) 位，得\\(${plain(n)}\\approx ${aText}\\times 10^{${e}}\\)．`,
      ),
      tags: T.approxSci,
      score: 3,
    };
  },
};

export const RATIONAL_SCI: Family[] = [sciSingle, sciFill, approxFill];

/** 一元二次方程的应用：增长率、面积、销售利润、握手与传播问题。 */
import { type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { lines } from '../lib/tex';
import { eq0 } from './quadratic-equation';

const T = {
  concept: mathTags({
    k: ['一元二次方程的概念', '方程思想'],
    rj: '9a 实际问题与一元二次方程',
    bsd: '9a 应用一元二次方程',
  }),
  growth: mathTags({
    k: '一元二次方程的应用——增长率问题',
    rj: '9a 实际问题与一元二次方程',
    bsd: '9a 应用一元二次方程',
  }),
  area: mathTags({
    k: '一元二次方程的应用——面积问题',
    rj: '9a 实际问题与一元二次方程',
    bsd: '9a 应用一元二次方程',
  }),
  sales: mathTags({
    k: '一元二次方程的应用——销售利润问题',
    rj: '9a 实际问题与一元二次方程',
    bsd: '9a 应用一元二次方程',
  }),
};

const wordCalc: Family = {
  id: 'qe.word',
  subject: 'math',
  quota: 90,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const rate = rng.pick([10, 20, 25, 30, 50]);
      const down = rng.chance(0.4);
      const a = rng.int(1, 20) * (down ? 100 : 100);
      const f = new Frac(down ? 100 - rate : 100 + rate, 100);
      const b = f.mul(f).mul(a);
      if (!b.isInt()) retry();
      const choices: ReadonlyArray<readonly [string, string]> = down
        ? [
            ['某药品经过两次降价，每盒售价由', '元'],
            ['某种手机经过两次降价，售价由', '元'],
          ]
        : [
            ['某工厂一月份的产值为', '万元'],
            ['某景区去年接待游客', '人次'],
          ];
      const [what, unit] = rng.pick(choices);
      const stem = down
        ? `${what} \\(${a}\\) ${unit}降为 \\(${b.tex()}\\) ${unit}．已知两次降价的百分率相同，求每次降价的百分率．`
        : what.includes('工厂')
          ? `${what} \\(${a}\\) 万元，三月份的产值为 \\(${b.tex()}\\) 万元．求二月份、三月份产值的月平均增长率．`
          : `${what} \\(${a}\\) 人次，计划两年后接待游客 \\(${b.tex()}\\) 人次．求这两年接待游客人次的年平均增长率．`;
      const sign = down ? '-' : '+';
      check(new Frac(a).mul(f.pow(2)).eq(b), 'growth');
      return {
        typeName: '解答题',
        difficulty: 0.6,
        stem,
        answer: [`${down ? '每次降价的百分率' : '平均增长率'}为 \\(${rate}\\%\\)．`],
        analysis: lines(
          `解：设${down ? '每次降价的百分率' : '平均增长率'}为\\(x\\)．`,
          `根据题意，得\\(${a}(1${sign}x)^2=${b.tex()}\\)，即\\((1${sign}x)^2=${f.pow(2).texDec()}\\)．`,
          `解得\\(x_1=${new Frac(rate, 100).texDec()}=${rate}\\%\\)，\\(x_2=${down ? new Frac(200 - rate, 100).texDec() : new Frac(-200 - rate, 100).texDec()}\\)（不合题意，舍去）．`,
          `答：${down ? '每次降价的百分率' : '平均增长率'}为 \\(${rate}\\%\\)．`,
        ),
        tags: T.growth,
        score: 8,
      };
    }
    if (form === 2) {
      // A rectangle L × W with two perpendicular paths of width x leaves area S: (L − x)(W − x) = S.
      const x = rng.int(1, 4);
      const L = rng.int(10, 40);
      const W = rng.int(8, L);
      const S = (L - x) * (W - x);
      const other = L + W - x;
      check(other * other - (L + W) * other + L * W - S === 0, 'second root');
      return {
        typeName: '解答题',
        difficulty: 0.56,
        stem: `在一块长 \\(${L}\\ \\mathrm{m}\\)、宽 \\(${W}\\ \\mathrm{m}\\) 的矩形空地上，修建两条同样宽且互相垂直的道路（道路分别与矩形的边平行），剩余部分种植花草．要使花草的种植面积为 \\(${S}\\ \\mathrm{m}^2\\)，道路的宽应为多少米？`,
        answer: [`道路的宽应为 \\(${x}\\ \\mathrm{m}\\)．`],
        analysis: lines(
          '解：设道路的宽为\\(x\\ \\mathrm{m}\\)．把两条道路平移到矩形的边上，剩余部分是一个矩形．',
          `根据题意，得\\((${L}-x)(${W}-x)=${S}\\)，整理得\\(${eq0(1, -(L + W), L * W - S)}\\)，`,
          `解得\\(x_1=${x}\\)，\\(x_2=${other}\\)（大于矩形的宽，不合题意，舍去）．`,
          `答：道路的宽应为 \\(${x}\\ \\mathrm{m}\\)．`,
        ),
        tags: T.area,
        score: 8,
      };
    }
    if (form === 3) {
      // Price cut x yuan: profit per item (p − x), sales n + k·x; total P. Choose the larger cut to clear stock.
      const k = rng.pick([2, 4, 5, 10]);
      const x1 = rng.int(1, 8);
      const x2 = rng.int(x1 + 1, 15);
      // (p − x)(n + kx) = P with roots x1, x2: −k x² + (kp − n)x + pn − P = 0 ⇒ x1 + x2 = (kp − n)/k.
      const p = rng.int(x2 + 5, 60);
      const n = k * p - k * (x1 + x2);
      if (n <= 0) retry();
      const P = (p - x1) * (n + k * x1);
      check(P === (p - x2) * (n + k * x2), 'both cuts give the profit');
      return {
        typeName: '解答题',
        difficulty: 0.48,
        stem: `某商店销售一种商品，每件盈利 \\(${p}\\) 元，每天可售出 \\(${n}\\) 件．经调查发现，这种商品每件每降价 \\(1\\) 元，每天可多售出 \\(${k}\\) 件．商店要想每天盈利 \\(${P}\\) 元，同时尽快减少库存，每件应降价多少元？`,
        answer: [`每件应降价 \\(${x2}\\) 元．`],
        analysis: lines(
          '解：设每件降价\\(x\\)元．',
          `根据题意，得\\((${p}-x)(${n}+${k}x)=${P}\\)，整理得\\(${eq0(1, -(x1 + x2), x1 * x2)}\\)，`,
          `解得\\(x_1=${x1}\\)，\\(x_2=${x2}\\)．要尽快减少库存，应多降价，所以\\(x=${x2}\\)．`,
          `答：每件应降价 \\(${x2}\\) 元．`,
        ),
        tags: T.sales,
        score: 8,
      };
    }
    const x = rng.int(4, 20);
    const handshake = rng.chance(0.5);
    const N = handshake ? (x * (x - 1)) / 2 : (1 + x) ** 2;
    return {
      typeName: '解答题',
      difficulty: 0.6,
      stem: handshake
        ? `参加一次聚会的每两人都握了一次手，所有人共握手 \\(${N}\\) 次．有多少人参加了这次聚会？`
        : `有一人患了流感，经过两轮传染后共有 \\(${N}\\) 人患了流感．每轮传染中平均一个人传染了几个人？`,
      answer: [
        handshake ? `有 \\(${x}\\) 人参加了这次聚会．` : `每轮传染中平均一个人传染了 \\(${x}\\) 个人．`,
      ],
      analysis: handshake
        ? lines(
            '解：设有\\(x\\)人参加聚会．',
            `根据题意，得\\(\\dfrac{x(x-1)}{2}=${N}\\)，即\\(${eq0(1, -1, -2 * N)}\\)，`,
            `解得\\(x_1=${x}\\)，\\(x_2=${-(x - 1)}\\)（不合题意，舍去）．`,
            `答：有 \\(${x}\\) 人参加了这次聚会．`,
          )
        : lines(
            '解：设每轮传染中平均一个人传染了\\(x\\)个人．',
            `根据题意，得\\(1+x+x(1+x)=${N}\\)，即\\((1+x)^2=${N}\\)，`,
            `解得\\(x_1=${x}\\)，\\(x_2=${-x - 2}\\)（不合题意，舍去）．`,
            `答：每轮传染中平均一个人传染了 \\(${x}\\) 个人．`,
          ),
      tags: handshake ? T.concept : T.growth,
      score: 8,
    };
  },
};

export const QUADRATIC_EQUATION_WORD: Family[] = [wordCalc];

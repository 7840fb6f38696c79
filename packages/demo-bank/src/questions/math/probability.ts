/** 概率：等可能事件、列表与树状图、用频率估计概率（人教 九上 第二十五章；北师大 七下 第六章、九上 第三章）。 */
import { clampDifficulty, type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { BLANK, cn, lines, m, PICK } from '../lib/tex';

const T = {
  simple: mathTags({ k: ['概率的意义', '用列举法求概率'], rj: '9a 25.1.2 概率', bsd: '7b 等可能事件的概率' }),
  table: mathTags({ k: '用列表法求概率', rj: '9a 用列举法求概率', bsd: '9a 用树状图或表格求概率' }),
  tree: mathTags({ k: '用树状图法求概率', rj: '9a 用列举法求概率', bsd: '9a 用树状图或表格求概率' }),
  freq: mathTags({
    k: '用频率估计概率',
    rj: '9a 用频率估计概率',
    bsd: ['7b 频率的稳定性', '9a 用频率估计概率'],
  }),
};

const COLORS = ['红', '白', '黄', '黑', '蓝', '绿'];

const ballSingle: Family = {
  id: 'prob.ball.single',
  subject: 'math',
  quota: 70,
  make(rng) {
    const k = rng.int(2, 3);
    const colors = rng.sample(COLORS, k);
    const counts = colors.map(() => rng.int(1, 9));
    const total = counts.reduce((a, b) => a + b, 0);
    const i = rng.int(0, k - 1);
    const p = new Frac(counts[i] as number, total);
    const list = colors.map((c, j) => ` \\(${counts[j]}\\) 个${c}球`).join('、');
    const other = counts.reduce((a, b) => a + b, 0) - (counts[i] as number);
    const c = mathChoice(rng, p.tex(), [
      new Frac(counts[i] as number, other).tex(),
      new Frac(1, k).tex(),
      new Frac(other, total).tex(),
      new Frac(1, counts[i] as number).tex(),
      new Frac(1, total).tex(),
    ]);
    check(p.mul(total).eq(counts[i] as number), 'favourable over total');
    return {
      typeName: '单选题',
      difficulty: 0.86,
      stem: `一个不透明的袋子中装有${list}，这些球除颜色外无其他差别．从袋子中随机摸出一个球，摸到${colors[i]}球的概率是${PICK}`,
      ...c,
      analysis: `袋子中共有 \\(${total}\\) 个球，其中${colors[i]}球有 \\(${counts[i]}\\) 个，每个球被摸到的可能性相同，所以摸到${colors[i]}球的概率是\\(\\dfrac{${counts[i]}}{${total}}${p.d === total ? '' : `=${p.tex()}`}\\)．故选 ${c.answer[0]}．`,
      tags: T.simple,
      score: 3,
    };
  },
};

const cardFill: Family = {
  id: 'prob.card.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const n = rng.int(10, 40);
      const kind = rng.pick(['k', 'prime', 'square'] as const);
      const k = rng.int(2, 7);
      const isPrime = (x: number) =>
        x > 1 && [...Array(Math.floor(Math.sqrt(x)) + 1).keys()].slice(2).every((d) => x % d !== 0);
      const good = [...Array(n).keys()]
        .map((x) => x + 1)
        .filter((x) =>
          kind === 'k' ? x % k === 0 : kind === 'prime' ? isPrime(x) : Number.isInteger(Math.sqrt(x)),
        );
      const what = kind === 'k' ? `\\(${k}\\) 的倍数` : kind === 'prime' ? '质数' : '完全平方数';
      const p = new Frac(good.length, n);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(kind === 'k' ? 0.8 : 0.7),
        stem: `把 \\(1\\)～\\(${n}\\) 这 \\(${n}\\) 个整数分别写在 \\(${n}\\) 张完全相同的卡片上，背面朝上洗匀后随机抽取一张，抽到的数是${what}的概率是${BLANK}．`,
        answer: [m(p.tex())],
        analysis: `共有 \\(${n}\\) 种等可能的结果，其中是${what}的有\\(${good.join('，')}\\)，共 \\(${good.length}\\) 个，所以所求概率为\\(\\dfrac{${good.length}}{${n}}${p.d === n ? '' : `=${p.tex()}`}\\)．`,
        tags: T.simple,
        score: 3,
      };
    }
    if (form === 2) {
      const n = rng.pick([4, 5, 6, 8, 10, 12]);
      const k = rng.int(1, n - 1);
      const p = new Frac(k, n);
      return {
        typeName: '填空题',
        difficulty: 0.86,
        stem: `一个转盘被等分成 \\(${n}\\) 个扇形区域，其中 \\(${k}\\) 个区域涂成红色，其余涂成蓝色．自由转动转盘，停止后指针落在红色区域的概率是${BLANK}（指针落在分界线上时重转）．`,
        answer: [m(p.tex())],
        analysis: `指针落在每个扇形区域的可能性相同，共 \\(${n}\\) 种等可能的结果，落在红色区域的有 \\(${k}\\) 种，所以概率为\\(\\dfrac{${k}}{${n}}${p.d === n ? '' : `=${p.tex()}`}\\)．`,
        tags: T.simple,
        score: 3,
      };
    }
    const n = rng.int(3, 6);
    const names = ['甲', '乙', '丙', '丁', '戊', '己'].slice(0, n);
    const pairs = (n * (n - 1)) / 2;
    const askOne = rng.chance(0.5);
    const p = askOne ? new Frac(n - 1, pairs) : new Frac(1, pairs);
    check(askOne ? p.eq(new Frac(2, n)) : p.mul(pairs).eq(1), 'pair counting');
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `从${names.join('、')}${cn(n)}名同学中随机选取两名同学参加志愿服务，${askOne ? '甲被选中' : '恰好选中甲和乙'}的概率是${BLANK}．`,
      answer: [m(p.tex())],
      analysis: `从 \\(${n}\\) 名同学中选两名，所有等可能的结果共有\\(\\dfrac{${n}\\times ${n - 1}}{2}=${pairs}\\)种，其中${askOne ? `含甲的有 \\(${n - 1}\\) 种` : '恰好是甲和乙的只有 \\(1\\) 种'}，所以所求概率为\\(${p.tex()}\\)．`,
      tags: T.tree,
      score: 3,
    };
  },
};

const diceFill: Family = {
  id: 'prob.dice.fill',
  subject: 'math',
  quota: 20,
  make(rng) {
    const kind = rng.pick(['sum', 'sumAtLeast', 'product', 'same'] as const);
    const s = rng.int(3, 11);
    const good: [number, number][] = [];
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const ok =
          kind === 'sum'
            ? a + b === s
            : kind === 'sumAtLeast'
              ? a + b >= s
              : kind === 'product'
                ? (a * b) % 2 === 0
                : a === b;
        if (ok) good.push([a, b]);
      }
    }
    const p = new Frac(good.length, 36);
    const what =
      kind === 'sum'
        ? `点数之和为 \\(${s}\\)`
        : kind === 'sumAtLeast'
          ? `点数之和不小于 \\(${s}\\)`
          : kind === 'product'
            ? '点数之积为偶数'
            : '两枚骰子的点数相同';
    if ((kind === 'product' || kind === 'same') && rng.chance(0.7)) retry('few constant variants');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(kind === 'sum' ? 0.66 : 0.56),
      stem: `同时抛掷两枚质地均匀的骰子，${what}的概率是${BLANK}．`,
      answer: [m(p.tex())],
      analysis: lines(
        '列表可知，两枚骰子的点数共有\\(6\\times 6=36\\)种等可能的结果．',
        `其中${what}的结果有 \\(${good.length}\\) 种${good.length <= 6 ? `：${good.map(([a, b]) => `\\((${a},${b})\\)`).join('，')}` : ''}，所以所求概率为\\(\\dfrac{${good.length}}{36}${p.d === 36 ? '' : `=${p.tex()}`}\\)．`,
      ),
      tags: T.table,
      score: 3,
    };
  },
};

const twoDraws: Family = {
  id: 'prob.draws',
  subject: 'math',
  quota: 44,
  make(rng) {
    const r = rng.int(1, 3);
    const w = rng.int(1, 3);
    const n = r + w;
    if (n < 3) retry();
    const replace = rng.chance(0.4);
    const ask = rng.pick(['same', 'diff', 'bothRed'] as const);
    const balls = [...Array(r).fill('红'), ...Array(w).fill('白')] as string[];
    let total = 0;
    let good = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (!replace && i === j) continue;
        total++;
        const same = balls[i] === balls[j];
        if (
          (ask === 'same' && same) ||
          (ask === 'diff' && !same) ||
          (ask === 'bothRed' && balls[i] === '红' && balls[j] === '红')
        )
          good++;
      }
    }
    if (good === 0) retry();
    const p = new Frac(good, total);
    // Independent check by formula.
    const expected =
      ask === 'bothRed'
        ? replace
          ? new Frac(r * r, n * n)
          : new Frac(r * (r - 1), n * (n - 1))
        : ask === 'same'
          ? replace
            ? new Frac(r * r + w * w, n * n)
            : new Frac(r * (r - 1) + w * (w - 1), n * (n - 1))
          : replace
            ? new Frac(2 * r * w, n * n)
            : new Frac(2 * r * w, n * (n - 1));
    check(p.eq(expected), 'draw probability');
    const what =
      ask === 'same'
        ? '两次摸到的球颜色相同'
        : ask === 'diff'
          ? '两次摸到的球颜色不同'
          : '两次摸到的都是红球';
    const how = replace
      ? '随机摸出一个球，记下颜色后放回并摇匀，再随机摸出一个球'
      : '随机摸出一个球，不放回，再随机摸出一个球';
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(replace ? 0.62 : 0.56),
      stem: `一个不透明的袋子中装有 \\(${r}\\) 个红球和 \\(${w}\\) 个白球，这些球除颜色外无其他差别．从中${how}．请用列表或画树状图的方法，求${what}的概率．`,
      answer: [m(p.tex())],
      analysis: lines(
        `解：把${r > 1 ? `红球记为${Array.from({ length: r }, (_, i) => `红${i + 1}`).join('、')}` : '红球记为红'}，${w > 1 ? `白球记为${Array.from({ length: w }, (_, i) => `白${i + 1}`).join('、')}` : '白球记为白'}．`,
        `第一次有 \\(${n}\\) 种可能，第二次有 \\(${replace ? n : n - 1}\\) 种可能，列表（或画树状图）可知共有\\(${n}\\times ${replace ? n : n - 1}=${total}\\)种等可能的结果．`,
        `其中${what}的结果有 \\(${good}\\) 种，所以\\(P(\\text{${what}})=\\dfrac{${good}}{${total}}${p.d === total ? '' : `=${p.tex()}`}\\)．`,
      ),
      tags: replace ? T.table : T.tree,
      score: 6,
    };
  },
};

const freqFill: Family = {
  id: 'prob.freq.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const w = rng.int(2, 30);
    const p = rng.pick([
      new Frac(1, 5),
      new Frac(1, 4),
      new Frac(2, 5),
      new Frac(3, 5),
      new Frac(3, 4),
      new Frac(4, 5),
      new Frac(3, 10),
      new Frac(7, 10),
    ]);
    // r/(r + w) = p  ⇒  r = p·w/(1 − p).
    const r = p.mul(w).div(new Frac(1).sub(p));
    if (!r.isInt() || r.n < 1) retry();
    check(new Frac(r.n, r.n + w).eq(p), 'estimated count');
    return {
      typeName: '填空题',
      difficulty: 0.64,
      stem: `一个不透明的袋子中装有若干个红球和 \\(${w}\\) 个白球，这些球除颜色外无其他差别．通过大量重复摸球试验发现，摸到红球的频率稳定在 \\(${p.texDec()}\\) 附近，则袋子中红球约有${BLANK}个．`,
      answer: [m(String(r.n))],
      analysis: `大量重复试验中，频率稳定在概率附近，所以摸到红球的概率约为 \\(${p.texDec()}\\)．设红球有\\(x\\)个，则\\(\\dfrac{x}{x+${w}}=${p.texDec()}\\)，解得\\(x=${r.n}\\)，经检验，\\(x=${r.n}\\)是原方程的解．所以红球约有 \\(${r.n}\\) 个．`,
      tags: T.freq,
      score: 3,
    };
  },
};

export const PROBABILITY: Family[] = [ballSingle, cardFill, diceFill, twoDraws, freqFill];

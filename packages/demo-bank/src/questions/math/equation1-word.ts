/** 一元一次方程的应用：行程、工程、销售、配套、分配、调配、方案、年龄、数字问题。 */
import { clampDifficulty, type Draft, type Family, retry } from '../lib/core';
import { mathTags, type Tags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { type Chunk, chunk, relTex, solveLinear } from '../lib/lineq';
import type { Rng } from '../lib/rng';
import { lines } from '../lib/tex';

const tag = (k: string, bsd: string) =>
  mathTags({ k: [k, '方程思想'], rj: '7a 实际问题与一元一次方程', bsd: `7a ${bsd}` });

const T = {
  travel: tag('一元一次方程的应用——行程问题', '应用一元一次方程——追赶小明'),
  work: tag('一元一次方程的应用——工程问题', '一元一次方程'),
  sale: tag('一元一次方程的应用——销售利润问题', '应用一元一次方程——打折销售'),
  match: tag('一元一次方程的应用——配套与分配问题', '应用一元一次方程——“希望工程”义演'),
  plan: tag('一元一次方程的应用——方案选择问题', '一元一次方程'),
  other: tag('解一元一次方程——去括号与去分母', '一元一次方程'),
};

interface Word {
  stem: string;
  /** 设 …, e.g. 设经过 x 小时两车相遇． */
  let: string;
  left: Chunk[];
  right: Chunk[];
  /** Expected value of x (checked against the solution). */
  x: Frac;
  answer: (x: Frac) => string;
  tags: Tags;
  hard: number;
  dec?: boolean;
}

const fmt = (f: Frac) => f.texDec();

function meet(rng: Rng): Word {
  const v1 = rng.int(8, 20) * 5;
  const v2 = rng.int(8, 20) * 5;
  const t = new Frac(rng.int(2, 10), 2);
  const delay = rng.chance(0.4) ? new Frac(rng.int(1, 3), 2) : new Frac(0);
  const S = t.mul(v1 + v2).add(delay.mul(v1));
  if (!S.isInt()) retry();
  const intro = `甲、乙两地相距 \\(${S.tex()}\\) 千米，一辆货车从甲地开往乙地，每小时行驶 \\(${v1}\\) 千米`;
  if (delay.isZero()) {
    return {
      stem: `${intro}；同时一辆客车从乙地开往甲地，每小时行驶 \\(${v2}\\) 千米．经过多少小时两车相遇？`,
      let: '设经过 \\(x\\) 小时两车相遇',
      left: [chunk(1, v1, 0), chunk(1, v2, 0)],
      right: [chunk(1, 0, S)],
      x: t,
      answer: (x) => `经过 \\(${fmt(x)}\\) 小时两车相遇`,
      tags: T.travel,
      hard: 0.05,
    };
  }
  return {
    stem: `${intro}．货车出发 \\(${fmt(delay)}\\) 小时后，一辆客车从乙地开往甲地，每小时行驶 \\(${v2}\\) 千米．客车出发后多少小时两车相遇？`,
    let: '设客车出发后 \\(x\\) 小时两车相遇',
    left: [chunk(v1, 1, delay), chunk(1, v2, 0)],
    right: [chunk(1, 0, S)],
    x: t,
    answer: (x) => `客车出发后 \\(${fmt(x)}\\) 小时两车相遇`,
    tags: T.travel,
    hard: 0.15,
    dec: true,
  };
}

function chase(rng: Rng): Word {
  const v1 = rng.int(5, 9) * 10;
  const v2 = v1 + rng.int(1, 8) * 10 + 40;
  const t0 = rng.int(3, 12);
  const x = new Frac(v1 * t0, v2 - v1);
  if (!x.isInt()) retry();
  return {
    stem: `小明以每分钟 \\(${v1}\\) 米的速度步行去学校，他出发 \\(${t0}\\) 分钟后，爸爸发现他忘带了作业本，立即骑自行车以每分钟 \\(${v2}\\) 米的速度沿同一条路去追．爸爸追上小明用了多少分钟？`,
    let: '设爸爸追上小明用了 \\(x\\) 分钟',
    left: [chunk(1, v2, 0)],
    right: [chunk(v1, 1, t0)],
    x,
    answer: (v) => `爸爸追上小明用了 \\(${fmt(v)}\\) 分钟`,
    tags: T.travel,
    hard: 0.12,
  };
}

function work(rng: Rng): Word {
  const a = rng.int(6, 30);
  const b = rng.int(6, 30);
  const c = rng.int(1, a - 2);
  // c/a + x/a + x/b = 1 ⇒ x = (a − c)·b / (a + b).
  const x = new Frac((a - c) * b, a + b);
  if (!x.isInt() || x.n < 1 || a === b) retry();
  return {
    stem: `一项工程，甲队单独做需要 \\(${a}\\) 天完成，乙队单独做需要 \\(${b}\\) 天完成．现由甲队先单独做 \\(${c}\\) 天，剩下的部分由甲、乙两队合作完成，还需要多少天？`,
    let: '设还需要 \\(x\\) 天完成，把整个工程的工作量看作 \\(1\\)',
    left: [chunk(1, 1, c, a), chunk(1, 1, 0, b)],
    right: [chunk(1, 0, 1)],
    x,
    answer: (v) => `还需要 \\(${fmt(v)}\\) 天完成`,
    tags: T.work,
    hard: 0.22,
  };
}

function sale(rng: Rng): Word {
  const cost = rng.int(4, 40) * 10;
  const discount = rng.pick([6, 7, 75, 8, 85, 9, 95]);
  const rate = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  const d = discount < 10 ? new Frac(discount, 10) : new Frac(discount, 100);
  const price = new Frac(cost).mul(new Frac(100 + rate, 100)).div(d);
  if (!price.isInt()) retry();
  const zhe =
    discount < 10
      ? `${'零一二三四五六七八九'[discount]}`
      : `${'零一二三四五六七八九'[Math.floor(discount / 10)]}五`;
  if (rng.chance(0.5)) {
    return {
      stem: `某商品的进价为 \\(${cost}\\) 元，按标价的${zhe}折出售时，利润率为 \\(${rate}\\%\\)．这种商品的标价是多少元？`,
      let: '设这种商品的标价是 \\(x\\) 元',
      left: [chunk(1, d, -cost)],
      right: [chunk(1, 0, new Frac(cost * rate, 100))],
      x: price,
      answer: (v) => `这种商品的标价是 \\(${fmt(v)}\\) 元`,
      tags: T.sale,
      hard: 0.2,
      dec: true,
    };
  }
  return {
    stem: `某商品的标价为 \\(${price.tex()}\\) 元，按标价的${zhe}折出售，仍可获利 \\(${rate}\\%\\)．这种商品的进价是多少元？`,
    let: '设这种商品的进价是 \\(x\\) 元',
    left: [chunk(1, 0, d.mul(price))],
    right: [chunk(1, new Frac(100 + rate, 100), 0)],
    x: new Frac(cost),
    answer: (v) => `这种商品的进价是 \\(${fmt(v)}\\) 元`,
    tags: T.sale,
    hard: 0.22,
    dec: true,
  };
}

function match(rng: Rng): Word {
  if (rng.chance(0.5)) {
    const a = rng.int(6, 30) * 2;
    const b = rng.int(8, 40) * 2;
    const x = rng.int(5, 30);
    const N = new Frac(x).add(new Frac(2 * a * x, b));
    if (!N.isInt()) retry();
    return {
      stem: `某车间有 \\(${N.tex()}\\) 名工人，每人每天可以生产 \\(${a}\\) 个螺栓或 \\(${b}\\) 个螺母．\\(1\\) 个螺栓需要配 \\(2\\) 个螺母，为使每天生产的螺栓和螺母刚好配套，应安排多少名工人生产螺栓？`,
      let: `设应安排 \\(x\\) 名工人生产螺栓，则有 \\((${N.tex()}-x)\\) 名工人生产螺母`,
      left: [chunk(2 * a, 1, 0)],
      right: [chunk(b, -1, N)],
      x: new Frac(x),
      answer: (v) => `应安排 \\(${fmt(v)}\\) 名工人生产螺栓，\\(${N.sub(v).tex()}\\) 名工人生产螺母`,
      tags: T.match,
      hard: 0.2,
    };
  }
  const a = rng.int(2, 6);
  const b = a + rng.int(1, 3);
  const x = rng.int(20, 55);
  const r1 = rng.int(2, 25);
  const r2 = (b - a) * x - r1;
  if (r2 < 1) retry();
  const thing = rng.pick(['本练习本', '支铅笔', '个苹果', '张书签']);
  const unit = thing.slice(1);
  return {
    stem: `老师把一批${unit}分给某班学生，如果每人分 \\(${a}\\) ${thing.slice(0, 1)}，那么剩余 \\(${r1}\\) ${thing.slice(0, 1)}；如果每人分 \\(${b}\\) ${thing.slice(0, 1)}，那么还缺 \\(${r2}\\) ${thing.slice(0, 1)}．这个班有多少名学生？`,
    let: '设这个班有 \\(x\\) 名学生',
    left: [chunk(1, a, r1)],
    right: [chunk(1, b, -r2)],
    x: new Frac(x),
    answer: (v) => `这个班有 \\(${fmt(v)}\\) 名学生`,
    tags: T.match,
    hard: 0.1,
  };
}

function transfer(rng: Rng): Word {
  const k = rng.int(2, 3);
  const x = rng.int(3, 20);
  const b = rng.int(x + 5, x + 40);
  const a = k * (b - x) - x;
  if (a < 5) retry();
  const place = rng.pick([
    ['甲处', '乙处', '植树'],
    ['第一车间', '第二车间', '生产'],
    ['东队', '西队', '修路'],
  ] as const);
  return {
    stem: `${place[0]}有 \\(${a}\\) 人参加${place[2]}，${place[1]}有 \\(${b}\\) 人参加${place[2]}．现从${place[1]}调一部分人到${place[0]}，使${place[0]}的人数是${place[1]}人数的 \\(${k}\\) 倍，应从${place[1]}调多少人到${place[0]}？`,
    let: `设应从${place[1]}调 \\(x\\) 人到${place[0]}`,
    left: [chunk(1, 1, a)],
    right: [chunk(k, -1, b)],
    x: new Frac(x),
    answer: (v) => `应从${place[1]}调 \\(${fmt(v)}\\) 人到${place[0]}`,
    tags: T.match,
    hard: 0.12,
  };
}

function plan(rng: Rng): Word {
  const p = rng.pick([10, 15, 20, 25]);
  const q = p + rng.pick([5, 10, 15, 20]);
  const x = rng.int(2, 20) * 20;
  const a = new Frac((q - p) * x, 100);
  if (!a.isInt()) retry();
  return {
    stem: `某通信公司推出两种手机资费方式：方式一，每月收月租费 \\(${a.tex()}\\) 元，另外每分钟通话费 \\(${fmt(new Frac(p, 100))}\\) 元；方式二，不收月租费，每分钟通话费 \\(${fmt(new Frac(q, 100))}\\) 元．每月通话时间为多少分钟时，两种方式的费用相同？`,
    let: '设每月通话时间为 \\(x\\) 分钟时，两种方式的费用相同',
    left: [chunk(1, new Frac(p, 100), a)],
    right: [chunk(1, new Frac(q, 100), 0)],
    x: new Frac(x),
    answer: (v) => `每月通话时间为 \\(${fmt(v)}\\) 分钟时，两种方式的费用相同`,
    tags: T.plan,
    hard: 0.15,
    dec: true,
  };
}

function age(rng: Rng): Word {
  const k = rng.int(2, 4);
  const son = rng.int(4, 14);
  const x = rng.int(1, 15);
  const father = k * (son + x) - x;
  if (father - son < 22 || father > 55) retry();
  return {
    stem: `今年父亲 \\(${father}\\) 岁，儿子 \\(${son}\\) 岁．几年后父亲的年龄是儿子年龄的 \\(${k}\\) 倍？`,
    let: `设 \\(x\\) 年后父亲的年龄是儿子年龄的 \\(${k}\\) 倍`,
    left: [chunk(1, 1, father)],
    right: [chunk(k, 1, son)],
    x: new Frac(x),
    answer: (v) => `\\(${fmt(v)}\\) 年后父亲的年龄是儿子年龄的 \\(${k}\\) 倍`,
    tags: T.other,
    hard: 0.05,
  };
}

function digits(rng: Rng): Word {
  const t = rng.int(1, 8);
  const u = rng.int(t + 1, 9);
  const s = t + u;
  const d = 9 * (u - t);
  return {
    stem: `一个两位数，十位上的数字与个位上的数字之和为 \\(${s}\\)．如果把十位上的数字与个位上的数字对调，那么得到的新两位数比原两位数大 \\(${d}\\)．求原来的两位数．`,
    let: `设原两位数十位上的数字为 \\(x\\)，则个位上的数字为 \\(${s}-x\\)`,
    left: [chunk(10, -1, s), chunk(1, 1, 0)],
    right: [chunk(10, 1, 0), chunk(1, -1, s), chunk(1, 0, d)],
    x: new Frac(t),
    answer: () => `原来的两位数是 \\(${10 * t + u}\\)`,
    tags: T.other,
    hard: 0.25,
  };
}

const TEMPLATES = [meet, chase, work, sale, match, transfer, plan, age, digits];

const word: Family = {
  id: 'eq1.word',
  subject: 'math',
  quota: 150,
  make(rng): Draft {
    const w = rng.pick(TEMPLATES)(rng);
    const sol = solveLinear(w.left, '=', w.right, 'x', w.dec);
    check(sol.value.eq(w.x), 'the intended answer solves the equation');
    check(sol.value.sign() > 0, 'a positive answer');
    return {
      typeName: '解答题',
      difficulty: clampDifficulty(0.66 - w.hard),
      stem: w.stem,
      answer: [`${w.answer(sol.value)}．`],
      analysis: lines(
        `解：${w.let}．`,
        `根据题意，得\\(${relTex(w.left, '=', w.right, 'x', w.dec)}\\)．`,
        ...sol.steps,
        `答：${w.answer(sol.value)}．`,
      ),
      tags: w.tags,
      score: 8,
    };
  },
};

export const EQUATION1_WORD: Family[] = [word];

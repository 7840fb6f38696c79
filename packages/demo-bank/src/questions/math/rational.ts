/** 第一章 有理数：相反数、倒数、绝对值、数轴、大小比较。 */
import { clampDifficulty, type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { pickNum, styledTex, texLike } from '../lib/pick';
import { BLANK, lines, m, PICK } from '../lib/tex';

const T = {
  opposite: mathTags({ k: '相反数', rj: '7a 相反数', bsd: '7a 数轴' }),
  reciprocal: mathTags({ k: '倒数', rj: '7a 有理数的除法', bsd: '7a 有理数的除法' }),
  abs: mathTags({ k: '绝对值', rj: '7a 绝对值', bsd: '7a 绝对值' }),
  three: mathTags({
    k: ['相反数', '倒数', '绝对值'],
    rj: ['7a 相反数', '7a 绝对值'],
    bsd: ['7a 数轴', '7a 绝对值'],
  }),
  axis: mathTags({ k: '数轴', rj: '7a 数轴', bsd: '7a 数轴' }),
  compare: mathTags({ k: '有理数的大小比较', rj: '7a 绝对值', bsd: '7a 绝对值' }),
  nonneg: mathTags({ k: ['绝对值', '非负数的性质'], rj: '7a 绝对值', bsd: '7a 绝对值' }),
};

const KINDS = ['int', 'int', 'dec', 'frac', 'frac', 'mixed'] as const;
const ease = { int: 0.92, dec: 0.86, frac: 0.82, mixed: 0.72 };

const inverseSingle: Family = {
  id: 'rational.inverse.single',
  subject: 'math',
  quota: 110,
  make(rng, wide) {
    const x = pickNum(rng, KINDS, wide ? 999 : 30);
    const xt = styledTex(x);
    const kind = rng.pick(['opp', 'rec', 'abs'] as const);
    const like = (v: Frac) => texLike(v, x.kind);
    const frac = (v: Frac) => (x.kind === 'dec' ? texLike(v, 'dec') : v.tex());
    const mixedNote = x.kind === 'mixed' ? `先把带分数化成假分数：\\(${xt}=${x.v.tex()}\\)．` : '';
    if (kind === 'opp') {
      const correct = x.v.neg();
      check(correct.add(x.v).isZero(), 'opposites add to 0');
      const variant = rng.chance(0.5);
      const c = mathChoice(rng, like(correct), [like(x.v), frac(x.v.inv()), frac(x.v.inv().neg())]);
      return {
        typeName: '单选题',
        difficulty: clampDifficulty(ease[x.kind]),
        stem: variant
          ? `${m(xt)}的相反数是${PICK}`
          : `若\\(a\\)与\\(${xt}\\)互为相反数，则\\(a\\)的值为${PICK}`,
        ...c,
        analysis: `只有符号不同的两个数互为相反数，所以\\(${xt}\\)的相反数是\\(${like(correct)}\\)．故选 ${c.answer[0]}．`,
        tags: T.opposite,
        score: 3,
      };
    }
    if (kind === 'rec') {
      const correct = x.v.inv();
      check(correct.mul(x.v).eq(1), 'reciprocals multiply to 1');
      const c = mathChoice(rng, frac(correct), [
        frac(correct.neg()),
        like(x.v.neg()),
        like(x.v),
        frac(correct.abs()),
      ]);
      return {
        typeName: '单选题',
        difficulty: clampDifficulty(ease[x.kind] - 0.06),
        stem: rng.chance(0.5)
          ? `${m(xt)}的倒数是${PICK}`
          : `若\\(a\\)与\\(${xt}\\)互为倒数，则\\(a\\)等于${PICK}`,
        ...c,
        analysis: `${mixedNote}乘积是 \\(1\\) 的两个数互为倒数．因为\\(${x.v.tex()}\\times ${frac(correct).startsWith('-') ? `\\left(${frac(correct)}\\right)` : frac(correct)}=1\\)，所以\\(${xt}\\)的倒数是\\(${frac(correct)}\\)．故选 ${c.answer[0]}．`,
        tags: T.reciprocal,
        score: 3,
      };
    }
    if (x.v.n > 0 && rng.chance(0.7)) retry('mostly negative numbers for 绝对值');
    const correct = x.v.abs();
    const c = mathChoice(rng, like(correct), [
      like(correct.neg()),
      `\\pm ${like(correct)}`,
      frac(correct.inv()),
      frac(correct.inv().neg()),
    ]);
    const rule = x.v.n < 0 ? '负数的绝对值是它的相反数' : '正数的绝对值是它本身';
    return {
      typeName: '单选题',
      difficulty: clampDifficulty(ease[x.kind] + 0.02),
      stem: `${m(xt)}的绝对值是${PICK}`,
      ...c,
      analysis: `${rule}，所以\\(\\left|${xt}\\right|=${like(correct)}\\)．故选 ${c.answer[0]}．`,
      tags: T.abs,
      score: 3,
    };
  },
};

const inverseFill: Family = {
  id: 'rational.inverse.fill',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const x = pickNum(rng, KINDS, wide ? 999 : 30, -1);
    const xt = styledTex(x);
    const opp = texLike(x.v.neg(), x.kind);
    const rec = x.kind === 'dec' ? texLike(x.v.inv(), 'dec') : x.v.inv().tex();
    const ab = texLike(x.v.abs(), x.kind);
    check(x.v.neg().add(x.v).isZero() && x.v.inv().mul(x.v).eq(1) && x.v.abs().sign() > 0, 'three values');
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(ease[x.kind] - 0.1),
      stem: `${m(xt)}的相反数是${BLANK}，倒数是${BLANK}，绝对值是${BLANK}．`,
      answer: [m(opp), m(rec), m(ab)],
      analysis: lines(
        x.kind === 'mixed' ? `\\(${xt}=${x.v.tex()}\\)．` : '',
        `只有符号不同的两个数互为相反数，所以\\(${xt}\\)的相反数是\\(${opp}\\)；`,
        `乘积是 \\(1\\) 的两个数互为倒数，所以\\(${xt}\\)的倒数是\\(${rec}\\)；`,
        `负数的绝对值是它的相反数，所以\\(${xt}\\)的绝对值是\\(${ab}\\)．`,
      ),
      tags: T.three,
      score: 3,
    };
  },
};

const CONDITIONS = [
  ['a<b', (a: number, b: number) => a < b],
  ['a>b', (a: number, b: number) => a > b],
  ['ab<0', (a: number, b: number) => a * b < 0],
  ['ab>0', (a: number, b: number) => a * b > 0],
  ['a+b<0', (a: number, b: number) => a + b < 0],
  ['a+b>0', (a: number, b: number) => a + b > 0],
] as const;

const orList = (values: number[]) => values.map((v) => `\\(${v}\\)`).join(' 或 ');

const absFill: Family = {
  id: 'rational.abs.fill',
  subject: 'math',
  quota: 110,
  make(rng, wide) {
    const form = rng.int(1, 4);
    const r = wide ? 200 : 20;
    if (form === 1) {
      // |a| = p, |b| = q with a condition: the possible values of a + b or a − b.
      const p = rng.int(1, r);
      const q = rng.intNot(1, r, p);
      const [cond, test] = rng.pick(CONDITIONS);
      const minus = rng.chance(0.4);
      const pairs = [p, -p]
        .flatMap((a) => [q, -q].map((b) => [a, b] as const))
        .filter(([a, b]) => test(a, b));
      if (pairs.length === 0 || pairs.length === 4) retry('condition decides nothing');
      const vals = [...new Set(pairs.map(([a, b]) => (minus ? a - b : a + b)))].sort((x, y) => x - y);
      const target = minus ? 'a-b' : 'a+b';
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.62 - 0.08 * (vals.length - 1) - (cond.includes('+') ? 0.06 : 0)),
        stem: `已知\\(|a|=${p}\\)，\\(|b|=${q}\\)，且\\(${cond}\\)，则\\(${target}\\)的值为${BLANK}．`,
        answer: [orList(vals)],
        analysis: lines(
          `由\\(|a|=${p}\\)得\\(a=\\pm ${p}\\)，由\\(|b|=${q}\\)得\\(b=\\pm ${q}\\)．`,
          `又因为\\(${cond}\\)，所以${pairs.map(([a, b]) => `\\(a=${a}\\)，\\(b=${b}\\)`).join('，或')}．`,
          `因此\\(${target}\\)的值为${orList(vals)}．`,
        ),
        tags: T.abs,
        score: 3,
      };
    }
    if (form === 2) {
      const x = pickNum(rng, ['int', 'int', 'dec', 'frac'], wide ? 500 : 15);
      const d = rng.int(1, wide ? 500 : 12);
      const xt = styledTex(x);
      const vals = [x.v.sub(d), x.v.add(d)];
      check(
        vals.every((v) => v.sub(x.v).abs().eq(d)),
        'distance d',
      );
      const ts = vals.map((v) => `\\(${texLike(v, x.kind)}\\)`);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.7 - (x.kind === 'int' ? 0 : 0.08)),
        stem: `在数轴上，与表示\\(${xt}\\)的点相距 \\(${d}\\) 个单位长度的点所表示的数是${BLANK}．`,
        answer: [ts.join(' 或 ')],
        analysis: lines(
          `所求的点可能在表示\\(${xt}\\)的点的左边，也可能在右边．`,
          `在左边时，表示的数是\\(${xt}-${d}=${texLike(vals[0] as Frac, x.kind)}\\)；`,
          `在右边时，表示的数是\\(${xt}+${d}=${texLike(vals[1] as Frac, x.kind)}\\)．`,
          `所以这个数是${ts.join(' 或 ')}．`,
        ),
        tags: T.axis,
        score: 3,
      };
    }
    if (form === 3) {
      // |a − p| + |b + q| = 0 (or with a square).
      const p = rng.nz(-r, r);
      const q = rng.nz(-r, r);
      const ask = rng.pick(['a+b', 'a-b', 'ab'] as const);
      const val = ask === 'a+b' ? p + q : ask === 'a-b' ? p - q : p * q;
      const sq = rng.chance(0.4);
      const part1 = `|a${p < 0 ? '+' : '-'}${Math.abs(p)}|`;
      const inner2 = `b${q < 0 ? '+' : '-'}${Math.abs(q)}`;
      const part2 = sq ? `(${inner2})^2` : `|${inner2}|`;
      check(Math.abs(p - p) + Math.abs(q - q) === 0, 'both terms vanish');
      const askTex = ask === 'ab' ? 'ab' : ask;
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(0.68 - (sq ? 0.05 : 0)),
        stem: `若\\(${part1}+${part2}=0\\)，则\\(${askTex}\\)的值为${BLANK}．`,
        answer: [m(String(val))],
        analysis: lines(
          `因为\\(${part1}\\ge 0\\)，\\(${part2}\\ge 0\\)，且它们的和为 \\(0\\)，所以两者都等于 \\(0\\)．`,
          `即\\(a${p < 0 ? '+' : '-'}${Math.abs(p)}=0\\)，\\(${inner2}=0\\)，解得\\(a=${p}\\)，\\(b=${q}\\)．`,
          `所以\\(${askTex}=${ask === 'ab' ? `${p}\\times ${q < 0 ? `(${q})` : q}` : `${p}${ask === 'a+b' ? '+' : '-'}${q < 0 ? `(${q})` : q}`}=${val}\\)．`,
        ),
        tags: T.nonneg,
        score: 3,
      };
    }
    const a = rng.int(1, wide ? 500 : 40);
    const x = pickNum(rng, ['int', 'dec', 'frac'], a, 1);
    const xt = styledTex(x);
    return {
      typeName: '填空题',
      difficulty: 0.85,
      stem: `若\\(|x|=${xt}\\)，则\\(x=\\)${BLANK}．`,
      answer: [m(`\\pm ${xt}`)],
      analysis: `绝对值等于\\(${xt}\\)的数有两个，它们互为相反数，所以\\(x=\\pm ${xt}\\)．`,
      tags: T.abs,
      score: 3,
    };
  },
};

const FORMS: ReadonlyArray<(a: number) => { tex: string; v: Frac; note: string }> = [
  (a) => ({ tex: `-(-${a})`, v: new Frac(a), note: `-(-${a})=${a}` }),
  (a) => ({ tex: `-|-${a}|`, v: new Frac(-a), note: `-|-${a}|=-${a}` }),
  (a) => ({ tex: `|-${a}|`, v: new Frac(a), note: `|-${a}|=${a}` }),
  (a) => ({ tex: `(-${a})^2`, v: new Frac(a * a), note: `(-${a})^2=${a * a}` }),
  (a) => ({ tex: `-${a}^2`, v: new Frac(-a * a), note: `-${a}^2=-${a * a}` }),
  (a) => ({ tex: `(-1)^{${2 * a + 1}}`, v: new Frac(-1), note: `(-1)^{${2 * a + 1}}=-1` }),
  (a) => ({ tex: `-(+${a})`, v: new Frac(-a), note: `-(+${a})=-${a}` }),
];

const compareSingle: Family = {
  id: 'rational.compare.single',
  subject: 'math',
  quota: 80,
  make(rng, wide) {
    const ask = rng.pick(['最小', '最大', '最小', '最大', '绝对值最小', '绝对值最大'] as const);
    const opts: { tex: string; v: Frac; note: string; kind?: 'int' | 'dec' | 'frac' | 'mixed' }[] = [];
    const forms = rng.int(0, 2);
    for (let i = 0; i < forms; i++) opts.push(rng.pick(FORMS)(rng.int(2, wide ? 30 : 6)));
    while (opts.length < 4) {
      const x = pickNum(rng, ['int', 'dec', 'frac', 'frac'], wide ? 99 : 9);
      opts.push({ tex: styledTex(x), v: x.v, note: '', kind: x.kind });
    }
    if (rng.chance(0.3)) opts[3] = { tex: '0', v: new Frac(0), note: '' };
    const key = (o: { v: Frac }) => (ask.startsWith('绝对值') ? o.v.abs() : o.v);
    const sorted = [...opts].sort((a, b) => key(a).cmp(key(b)));
    const best = ask.endsWith('最小') ? sorted[0] : sorted[3];
    if (!best || opts.some((o) => o !== best && key(o).eq(key(best)))) retry('tie');
    if (new Set(opts.map((o) => o.tex)).size < 4) retry('same option');
    const c = mathChoice(
      rng,
      best.tex,
      opts.filter((o) => o !== best).map((o) => o.tex),
    );
    const notes = opts.filter((o) => o.note).map((o) => `\\(${o.note}\\)`);
    const order = sorted.map((o) => o.tex);
    const absOrder = ask.startsWith('绝对值')
      ? `各数的绝对值从小到大依次为${sorted.map((o) => `\\(${texLike(o.v.abs(), o.kind ?? 'int')}\\)`).join('，')}`
      : `\\(${order.join('<')}\\)`;
    return {
      typeName: '单选题',
      difficulty: clampDifficulty(
        0.82 -
          0.06 * forms -
          (ask.startsWith('绝对值') ? 0.06 : 0) -
          (opts.some((o) => !o.v.isInt()) ? 0.06 : 0),
      ),
      stem: `在${rng
        .shuffle(opts)
        .map((o) => m(o.tex))
        .join('，')}这四个数中，${ask}的数是${PICK}`,
      ...c,
      analysis: lines(
        notes.length ? `先化简：${notes.join('，')}．` : '',
        ask.startsWith('绝对值')
          ? `${absOrder}，`
          : `正数大于 \\(0\\)，\\(0\\) 大于负数，两个负数比较，绝对值大的反而小，所以${absOrder}，`,
        `其中${ask}的是\\(${best.tex}\\)．故选 ${c.answer[0]}．`,
      ),
      tags: T.compare,
      score: 3,
    };
  },
};

const axisFill: Family = {
  id: 'rational.axis.fill',
  subject: 'math',
  quota: 70,
  make(rng, wide) {
    const r = wide ? 300 : 12;
    const a = rng.int(-r, r);
    const right = rng.int(1, r);
    const left = rng.int(0, r);
    const end = a + right - left;
    check(end - a === right - left, 'moves');
    const moves =
      left === 0
        ? `向右移动 \\(${right}\\) 个单位长度`
        : rng.chance(0.5)
          ? `先向右移动 \\(${right}\\) 个单位长度，再向左移动 \\(${left}\\) 个单位长度`
          : `先向左移动 \\(${left}\\) 个单位长度，再向右移动 \\(${right}\\) 个单位长度`;
    const ask = rng.chance(0.35);
    const dist = Math.abs(end - a);
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(0.86 - (left ? 0.08 : 0) - (ask ? 0.06 : 0)),
      stem: `数轴上点\\(A\\)表示的数是\\(${a}\\)，将点\\(A\\)${moves}得到点\\(B\\)，则点\\(B\\)表示的数是${BLANK}${ask ? `，线段\\(AB\\)的长为${BLANK}` : ''}．`,
      answer: ask ? [m(String(end)), m(String(dist))] : [m(String(end))],
      analysis: lines(
        `在数轴上，向右移动加，向左移动减．点\\(B\\)表示的数是\\(${a}+${right}${left ? `-${left}` : ''}=${end}\\)．`,
        ask ? `\\(AB=|${end}-${a < 0 ? `(${a})` : a}|=${dist}\\)．` : '',
      ),
      tags: T.axis,
      score: ask ? 4 : 3,
    };
  },
};

export const RATIONAL: Family[] = [inverseSingle, inverseFill, absFill, compareSingle, axisFill];

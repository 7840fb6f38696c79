/** 九下 第二十七章 相似、第二十八章 锐角三角函数（北师大版 九上 第四章、九下 第一章）。 */
import { clampDifficulty, type Family, mathChoice, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { leaf, type Node, n, prod, resultTex, solution, sum, tex } from '../lib/expr';
import { check, Frac, gcd } from '../lib/frac';
import type { Rng } from '../lib/rng';
import { Surd } from '../lib/surd';
import { BLANK, coef, lines, m, PICK } from '../lib/tex';
import { triple } from './pythagoras';

const T = {
  ratio: mathTags({ k: ['比例的性质', '比例线段'], rj: '9b 27.1 图形的相似', bsd: '9a 成比例线段' }),
  parallel: mathTags({ k: '平行线分线段成比例', rj: '9b 相似三角形的判定', bsd: '9a 平行线分线段成比例' }),
  props: mathTags({ k: '相似三角形的性质', rj: '9b 相似三角形的性质', bsd: '9a 相似三角形的性质' }),
  apply: mathTags({ k: '相似三角形的应用', rj: '9b 相似三角形应用举例', bsd: '9a 利用相似三角形测高' }),
  homothety: mathTags({ k: ['位似图形', '位似变换与坐标'], rj: '9b 27.3 位似', bsd: '9a 图形的位似' }),
  trig: mathTags({ k: ['正弦', '余弦', '正切'], rj: '9b 28.1 锐角三角函数', bsd: '9b 1 锐角三角函数' }),
  special: mathTags({
    k: '特殊角的三角函数值',
    rj: '9b 28.1 锐角三角函数',
    bsd: '9b 30°，45°，60°角的三角函数值',
  }),
  solve: mathTags({ k: '解直角三角形', rj: '9b 解直角三角形', bsd: '9b 解直角三角形' }),
  elevation: mathTags({ k: '解直角三角形的应用——仰角与俯角', rj: '9b 应用举例', bsd: '9b 三角函数的应用' }),
  slope: mathTags({ k: '解直角三角形的应用——坡度与坡角', rj: '9b 应用举例', bsd: '9b 三角函数的应用' }),
};

const ratioFill: Family = {
  id: 'sim.ratio.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const p = rng.int(1, 9);
    const q = rng.intNot(2, 9, p);
    if (gcd(p, q) !== 1) retry('a ratio in lowest terms');
    if (rng.chance(0.5)) {
      const form = rng.pick(['a+b', 'a-b'] as const);
      const val = form === 'a+b' ? new Frac(p + q, q) : new Frac(p - q, q);
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `若\\(\\dfrac{a}{b}=\\dfrac{${p}}{${q}}\\)，则\\(\\dfrac{${form}}{b}=\\)${BLANK}．`,
        answer: [m(val.tex())],
        analysis: `设\\(a=${coef(p, 'k')}\\)，\\(b=${coef(q, 'k')}\\ (k\\ne 0)\\)，则\\(\\dfrac{${form}}{b}=\\dfrac{${coef(p, 'k')}${form === 'a+b' ? '+' : '-'}${coef(q, 'k')}}{${coef(q, 'k')}}=${val.tex()}\\)．`,
        tags: T.ratio,
        score: 3,
      };
    }
    if (p === 1) retry('no denominator 1');
    const r = rng.int(2, 9);
    const c1 = rng.int(1, 3);
    const c2 = rng.int(1, 3);
    const num = new Frac(c1 * p + c2 * q);
    const den = new Frac(r);
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `若\\(\\dfrac{x}{${p}}=\\dfrac{y}{${q}}=\\dfrac{z}{${r}}\\ne 0\\)，则\\(\\dfrac{${c1 === 1 ? '' : c1}x+${c2 === 1 ? '' : c2}y}{z}=\\)${BLANK}．`,
      answer: [m(num.div(den).tex())],
      analysis: `设\\(\\dfrac{x}{${p}}=\\dfrac{y}{${q}}=\\dfrac{z}{${r}}=k\\)，则\\(x=${p}k\\)，\\(y=${q}k\\)，\\(z=${r}k\\)，所以原式\\(=\\dfrac{${c1 * p}k+${c2 * q}k}{${r}k}=${num.div(den).tex()}\\)．`,
      tags: T.ratio,
      score: 3,
    };
  },
};

const parallelFill: Family = {
  id: 'sim.parallel.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const ad = rng.int(1, 12);
    const db = rng.int(1, 12);
    const ae = rng.int(1, 15);
    const ec = new Frac(ae * db, ad);
    if (!ec.mul(2).isInt()) retry('a tidy length');
    const ask = rng.pick(['EC', 'AC'] as const);
    const val = ask === 'EC' ? ec : ec.add(ae);
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `在\\(\\triangle ABC\\)中，点\\(D\\)、\\(E\\)分别在边\\(AB\\)、\\(AC\\)上，\\(DE\\parallel BC\\)，\\(AD=${ad}\\)，\\(DB=${db}\\)，\\(AE=${ae}\\)，则\\(${ask}=\\)${BLANK}．`,
      answer: [m(val.texDec())],
      analysis: `因为\\(DE\\parallel BC\\)，所以\\(\\dfrac{AD}{DB}=\\dfrac{AE}{EC}\\)，即\\(\\dfrac{${ad}}{${db}}=\\dfrac{${ae}}{EC}\\)，解得\\(EC=${ec.texDec()}\\)${ask === 'AC' ? `，\\(AC=AE+EC=${val.texDec()}\\)` : ''}．`,
      tags: T.parallel,
      score: 3,
    };
  },
};

const propsFill: Family = {
  id: 'sim.props.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const p = rng.int(1, 6);
    const q = rng.intNot(1, 7, p);
    const form = rng.int(1, 3);
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `两个相似三角形的相似比为\\(${p}:${q}\\)，则它们的周长之比为${BLANK}，面积之比为${BLANK}．`,
        answer: [m(`${p}:${q}`), m(`${p * p}:${q * q}`)],
        analysis: `相似三角形周长的比等于相似比，面积的比等于相似比的平方，所以周长比为\\(${p}:${q}\\)，面积比为\\(${p * p}:${q * q}\\)．`,
        tags: T.props,
        score: 3,
      };
    }
    if (form === 2) {
      return {
        typeName: '填空题',
        difficulty: 0.66,
        stem: `两个相似三角形的面积之比为\\(${p * p}:${q * q}\\)，则它们对应边上的高之比为${BLANK}．`,
        answer: [m(`${p}:${q}`)],
        analysis: `相似三角形面积的比等于相似比的平方，所以相似比为\\(\\sqrt{${p * p}}:\\sqrt{${q * q}}=${p}:${q}\\)；对应高的比等于相似比，为\\(${p}:${q}\\)．`,
        tags: T.props,
        score: 3,
      };
    }
    const ab = p * rng.int(1, 3);
    const de = q * (ab / p);
    const S = rng.int(1, 20) * p * p;
    const S2 = new Frac(S * q * q, p * p);
    check(S2.mul(p * p).eq(S * q * q), 'area ratio');
    return {
      typeName: '填空题',
      difficulty: 0.64,
      stem: `\\(\\triangle ABC\\sim\\triangle DEF\\)，\\(AB=${ab}\\)，\\(DE=${de}\\)，\\(\\triangle ABC\\)的面积为 \\(${S}\\)，则\\(\\triangle DEF\\)的面积为${BLANK}．`,
      answer: [m(S2.texDec())],
      analysis: `相似比为\\(\\dfrac{AB}{DE}=\\dfrac{${ab}}{${de}}${ab === p ? '' : `=${new Frac(p, q).tex()}`}\\)，面积比为\\(${new Frac(p * p, q * q).tex()}\\)，所以\\(S_{\\triangle DEF}=${S}\\times ${new Frac(q * q, p * p).tex()}=${S2.texDec()}\\)．`,
      tags: T.props,
      score: 3,
    };
  },
};

const applyFill: Family = {
  id: 'sim.apply.fill',
  subject: 'math',
  quota: 50,
  make(rng) {
    const h = new Frac(rng.int(15, 19), 10);
    const s = new Frac(rng.int(8, 30), 10);
    const S = new Frac(rng.int(20, 200), 10);
    const H = h.mul(S).div(s);
    if (h.eq(s) || H.dec() === null || (H.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
    const what = rng.pick(['旗杆', '大树', '教学楼', '路灯杆']);
    return {
      typeName: '填空题',
      difficulty: 0.76,
      stem: `在同一时刻，身高 \\(${h.texDec()}\\ \\mathrm{m}\\) 的小明在阳光下的影长为 \\(${s.texDec()}\\ \\mathrm{m}\\)，一座${what}的影长为 \\(${S.texDec()}\\ \\mathrm{m}\\)，则这座${what}的高度为${BLANK}\\(\\mathrm{m}\\)．`,
      answer: [m(H.texDec())],
      analysis: `设这座${what}的高度为\\(x\\ \\mathrm{m}\\)．同一时刻，物高与影长成正比，所以\\(\\dfrac{${h.texDec()}}{${s.texDec()}}=\\dfrac{x}{${S.texDec()}}\\)，解得\\(x=${H.texDec()}\\)．`,
      tags: T.apply,
      score: 3,
    };
  },
};

const homothetyFill: Family = {
  id: 'sim.homothety.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const x = rng.nz(-6, 6);
    const y = rng.nz(-6, 6);
    const k = rng.pick([2, 3, new Frac(1, 2), new Frac(1, 3)].map((v) => Frac.of(v)));
    const px = k.mul(x);
    const py = k.mul(y);
    const both = rng.chance(0.5);
    const pts = both
      ? [`(${px.tex()},${py.tex()})`, `(${px.neg().tex()},${py.neg().tex()})`]
      : [`(${px.tex()},${py.tex()})`];
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(both ? 0.52 : 0.72),
      stem: `在平面直角坐标系中，以原点\\(O\\)为位似中心，把\\(\\triangle ABC\\)${k.gt(1) ? '放大' : '缩小'}为原来的 \\(${k.tex()}\\)${k.gt(1) ? ' 倍' : ''}${both ? '' : '（与原图形位于原点同侧）'}，点\\(A(${x},${y})\\)的对应点\\(A'\\)的坐标为${BLANK}．`,
      answer: [pts.map(m).join(' 或 ')],
      analysis: both
        ? `以原点为位似中心、相似比为\\(k\\)的位似图形，对应点的坐标比为\\(k\\)或\\(-k\\)，所以\\(A'${pts[0]}\\)或\\(A'${pts[1]}\\)．`
        : `位似图形在原点同侧时，对应点的坐标比为\\(${k.tex()}\\)，所以\\(A'${pts[0]}\\)．`,
      tags: T.homothety,
      score: 3,
    };
  },
};

const trigFill: Family = {
  id: 'trig.ratio.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const [a, b, c] = triple(rng, 3);
    if (rng.chance(0.6)) {
      const which = rng.pick(['\\sin A', '\\cos A', '\\tan A', '\\sin B', '\\cos B', '\\tan B'] as const);
      // BC = a (opposite A), AC = b, AB = c.
      const val = {
        '\\sin A': new Frac(a, c),
        '\\cos A': new Frac(b, c),
        '\\tan A': new Frac(a, b),
        '\\sin B': new Frac(b, c),
        '\\cos B': new Frac(a, c),
        '\\tan B': new Frac(b, a),
      }[which];
      const given = rng.pick(['AC', 'AB'] as const);
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(BC=${a}\\)，\\(${given}=${given === 'AC' ? b : c}\\)，则\\(${which}=\\)${BLANK}．`,
        answer: [m(val.tex())],
        analysis: `由勾股定理，得\\(${given === 'AC' ? `AB=\\sqrt{${a}^2+${b}^2}=${c}` : `AC=\\sqrt{${c}^2-${a}^2}=${b}`}\\)．所以\\(${which}=${val.tex()}\\)．`,
        tags: T.trig,
        score: 3,
      };
    }
    const sinA = new Frac(a, c);
    const ask = rng.pick(['\\cos A', '\\tan A'] as const);
    const val = ask === '\\cos A' ? new Frac(b, c) : new Frac(a, b);
    return {
      typeName: '填空题',
      difficulty: 0.64,
      stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\sin A=${sinA.tex()}\\)，则\\(${ask}=\\)${BLANK}．`,
      answer: [m(val.tex())],
      analysis: `设\\(BC=${sinA.n}k\\)，\\(AB=${sinA.d}k\\ (k>0)\\)，则\\(AC=\\sqrt{(${sinA.d}k)^2-(${sinA.n}k)^2}=${new Frac(b * sinA.d, c).tex()}k\\)，所以\\(${ask}=${val.tex()}\\)．`,
      tags: T.trig,
      score: 3,
    };
  },
};

const SPECIAL: Record<string, [string, Surd]> = {
  s30: ['\\sin 30^\\circ', Surd.q(new Frac(1, 2))],
  s45: ['\\sin 45^\\circ', Surd.sqrt(2, new Frac(1, 2))],
  s60: ['\\sin 60^\\circ', Surd.sqrt(3, new Frac(1, 2))],
  c30: ['\\cos 30^\\circ', Surd.sqrt(3, new Frac(1, 2))],
  c45: ['\\cos 45^\\circ', Surd.sqrt(2, new Frac(1, 2))],
  c60: ['\\cos 60^\\circ', Surd.q(new Frac(1, 2))],
  t30: ['\\tan 30^\\circ', Surd.sqrt(3, new Frac(1, 3))],
  t45: ['\\tan 45^\\circ', Surd.q(1)],
  t60: ['\\tan 60^\\circ', Surd.sqrt(3)],
};

function specialTerm(rng: Rng): Node {
  const key = rng.pick(Object.keys(SPECIAL));
  const [t, v] = SPECIAL[key] as [string, Surd];
  const k = rng.pick([1, 1, 2, 3]);
  if (rng.chance(0.25)) return leaf(`${t.replace(' ', '^2 ')}`, v.pow(2));
  return k === 1 ? leaf(t, v) : prod(n(k), '', leaf(t, v));
}

const specialCalc: Family = {
  id: 'trig.special.calc',
  subject: 'math',
  quota: 70,
  make(rng) {
    const count = rng.int(2, 3);
    const parts: (Node | '+' | '-')[] = [];
    for (let i = 0; i < count; i++) {
      if (i > 0) parts.push(rng.pick(['+', '-'] as const));
      parts.push(specialTerm(rng));
    }
    const e = sum(...parts);
    const texts = parts.filter((p): p is Node => typeof p !== 'string').map((p) => tex(p));
    if (new Set(texts).size < texts.length) retry();
    return {
      typeName: '计算题',
      difficulty: 0.72,
      stem: `计算：\\(${tex(e)}\\)．`,
      answer: [m(resultTex(e))],
      analysis: lines('代入特殊角的三角函数值计算．', `${solution(e)}．`),
      tags: T.special,
      score: 5,
    };
  },
};

const angleSingle: Family = {
  id: 'trig.angle.single',
  subject: 'math',
  quota: 12,
  make(rng) {
    const key = rng.pick(Object.keys(SPECIAL));
    const [t, v] = SPECIAL[key] as [string, Surd];
    const fn = t.slice(0, 4);
    const angle = t.match(/\d+/)?.[0] as string;
    // k·f(α) − k·v = 0 with a multiplier that keeps k·v tidy.
    const mult = rng.pick([Surd.q(1), Surd.q(2), Surd.q(3), Surd.sqrt(2), Surd.sqrt(3)]);
    const rhs = mult.mul(v);
    if (rhs.parts.size > 1 || (!rhs.isRational() && rhs.coefOf([...rhs.parts.keys()][0] as number).d !== 1))
      retry();
    const k = mult.tex() === '1' ? '' : mult.tex();
    const c = mathChoice(
      rng,
      `${angle}^\\circ`,
      ['30^\\circ', '45^\\circ', '60^\\circ', '90^\\circ'].filter((a) => a !== `${angle}^\\circ`),
    );
    check(rhs.div(mult).eq(v), 'the value of the function');
    return {
      typeName: '单选题',
      difficulty: clampDifficulty(k ? 0.74 : 0.84),
      stem: `已知\\(\\alpha\\)为锐角，且\\(${k}${fn} \\alpha-${rhs.tex()}=0\\)，则\\(\\alpha\\)的度数为${PICK}`,
      ...c,
      analysis: `由题意，\\(${fn} \\alpha=${v.tex()}\\)．因为\\(${t}=${v.tex()}\\)，且\\(\\alpha\\)为锐角，所以\\(\\alpha=${angle}^\\circ\\)．故选 ${c.answer[0]}．`,
      tags: T.special,
      score: 3,
    };
  },
};

const solveFill: Family = {
  id: 'trig.solve.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const form = rng.int(1, 3);
    const a = rng.int(2, 20);
    if (form === 1) {
      // 30°: hypotenuse 2a, legs a and a√3.
      const given = rng.pick(['BC', 'AB'] as const);
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\angle A=30^\\circ\\)，\\(${given}=${given === 'BC' ? a : 2 * a}\\)，则\\(AC=\\)${BLANK}．`,
        answer: [m(Surd.sqrt(3, a).tex())],
        analysis:
          given === 'BC'
            ? `\\(\\tan A=\\dfrac{BC}{AC}\\)，所以\\(AC=\\dfrac{BC}{\\tan 30^\\circ}=\\dfrac{${a}}{\\frac{\\sqrt{3}}{3}}=${Surd.sqrt(3, a).tex()}\\)．`
            : `\\(\\cos A=\\dfrac{AC}{AB}\\)，所以\\(AC=AB\\cdot\\cos 30^\\circ=${2 * a}\\times \\dfrac{\\sqrt{3}}{2}=${Surd.sqrt(3, a).tex()}\\)．`,
        tags: T.solve,
        score: 3,
      };
    }
    if (form === 2) {
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\angle B=45^\\circ\\)，\\(AC=${a}\\)，则\\(AB=\\)${BLANK}．`,
        answer: [m(Surd.sqrt(2, a).tex())],
        analysis: `\\(\\angle A=\\angle B=45^\\circ\\)，\\(BC=AC=${a}\\)，所以\\(AB=\\sqrt{${a}^2+${a}^2}=${Surd.sqrt(2, a).tex()}\\)．`,
        tags: T.solve,
        score: 3,
      };
    }
    const [p, q, r] = triple(rng, 3);
    const tanA = new Frac(p, q);
    return {
      typeName: '填空题',
      difficulty: 0.64,
      stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(\\tan A=${tanA.tex()}\\)，\\(AC=${q}\\)，则\\(AB=\\)${BLANK}．`,
      answer: [m(String(r))],
      analysis: `\\(BC=AC\\cdot\\tan A=${q}\\times ${tanA.tex()}=${p}\\)，所以\\(AB=\\sqrt{${q}^2+${p}^2}=${r}\\)．`,
      tags: T.solve,
      score: 3,
    };
  },
};

const applyCalc: Family = {
  id: 'trig.apply',
  subject: 'math',
  quota: 60,
  make(rng) {
    if (rng.chance(0.6)) {
      const d = rng.int(5, 60);
      const angle = rng.pick([30, 45, 60] as const);
      const h0 = new Frac(rng.int(12, 17), 10);
      const tan = angle === 30 ? Surd.sqrt(3, new Frac(1, 3)) : angle === 45 ? Surd.q(1) : Surd.sqrt(3);
      const H = tan.scale(d).add(h0);
      const heightTex = H.isRational() ? H.rational().texDec() : `(${tan.scale(d).tex()}+${h0.texDec()})`;
      check(Math.abs(H.approx() - (tan.approx() * d + h0.toNumber())) < 1e-9, 'height');
      const ae = tan.scale(d);
      const approx = (
        Math.round((ae.coefOf(3).toNumber() * 1.732 + ae.coefOf(1).toNumber() + h0.toNumber()) * 10) / 10
      ).toFixed(1);
      check(Math.abs(Number(approx) - H.approx()) < 0.06, 'the rounded height');
      const rounded = angle === 45 ? '' : `\\approx ${approx}`;
      return {
        typeName: '解答题',
        difficulty: 0.56,
        stem: `为测量一座楼\\(AB\\)的高度，小明站在与楼底\\(B\\)相距 \\(${d}\\ \\mathrm{m}\\) 的点\\(D\\)处，用高 \\(${h0.texDec()}\\ \\mathrm{m}\\) 的测角仪\\(CD\\)测得楼顶\\(A\\)的仰角为\\(${angle}^\\circ\\)．求这座楼的高度${angle === 45 ? '' : '（结果精确到 \\(0.1\\ \\mathrm{m}\\)，参考数据：\\(\\sqrt{3}\\approx 1.732\\)）'}．`,
        answer: [
          `这座楼的高度${angle === 45 ? '为' : '约为'} \\(${angle === 45 ? heightTex : approx}\\ \\mathrm{m}\\)．`,
        ],
        analysis: lines(
          `解：过点\\(C\\)作\\(CE\\perp AB\\)于点\\(E\\)，则四边形\\(BDCE\\)是矩形，所以\\(CE=BD=${d}\\ \\mathrm{m}\\)，\\(BE=CD=${h0.texDec()}\\ \\mathrm{m}\\)．`,
          `在\\(\\text{Rt}\\triangle ACE\\)中，\\(\\angle ACE=${angle}^\\circ\\)，所以\\(AE=CE\\cdot\\tan ${angle}^\\circ=${d}\\times ${angle === 30 ? '\\dfrac{\\sqrt{3}}{3}' : angle === 45 ? '1' : '\\sqrt{3}'}=${ae.tex()}\\ (\\mathrm{m})\\)．`,
          `所以\\(AB=AE+BE=${ae.tex()}+${h0.texDec()}${angle === 45 ? `=${heightTex}` : rounded}\\ (\\mathrm{m})\\)．`,
          `答：这座楼的高度${angle === 45 ? '为' : '约为'} \\(${angle === 45 ? heightTex : approx}\\ \\mathrm{m}\\)．`,
        ),
        tags: T.elevation,
        score: 8,
      };
    }
    // Slope i = p : q (rise : run) with length r along the slope, scaled.
    const [a, b, c] = triple(rng, 3);
    const g = gcd(a, b);
    // Reduced, and gentler than 45° (rise < run), as real slopes are.
    const [p, q, r] = [Math.min(a, b) / g, Math.max(a, b) / g, c / g];
    const scale = rng.int(2, r > 20 ? 6 : 12);
    check(p * p + q * q === r * r, 'a Pythagorean triple');
    const run = new Frac(q, p);
    // Textbooks write i = 1 : m when m is a short decimal, otherwise p : q.
    const ratio = run.isInt() || (run.dec()?.length ?? 9) <= 3 ? `1:${run.texDec()}` : `${p}:${q}`;
    const len = r * scale;
    return {
      typeName: '解答题',
      difficulty: 0.6,
      stem: `一段斜坡的坡度为\\(i=${ratio}\\)，沿斜坡向上走了 \\(${len}\\ \\mathrm{m}\\)，求升高了多少米．`,
      answer: [`升高了 \\(${p * scale}\\ \\mathrm{m}\\)．`],
      analysis: lines(
        `解：坡度是铅直高度与水平宽度的比，\\(i=${ratio}=${p}:${q}\\)，所以设升高了\\(${p}x\\ \\mathrm{m}\\)，则水平距离为\\(${q}x\\ \\mathrm{m}\\)．`.replace(
          `=${p}:${q}=${p}:${q}`,
          `=${p}:${q}`,
        ),
        `由勾股定理，得\\((${p}x)^2+(${q}x)^2=${len}^2\\)，即\\(${r * r}x^2=${len * len}\\)，解得\\(x=${scale}\\)（负值舍去）．`,
        `所以升高了\\(${p}\\times ${scale}=${p * scale}\\ (\\mathrm{m})\\)．`,
        `答：升高了 \\(${p * scale}\\ \\mathrm{m}\\)．`,
      ),
      tags: T.slope,
      score: 6,
    };
  },
};

export const SIMILAR_TRIG: Family[] = [
  ratioFill,
  parallelFill,
  propsFill,
  applyFill,
  homothetyFill,
  trigFill,
  specialCalc,
  angleSingle,
  solveFill,
  applyCalc,
];

/** 九上 第二十三章 旋转、第二十四章 圆（北师大版 八下 第三章、九下 第三章）。 */
import { clampDifficulty, type Family, retry } from '../lib/core';
import { mathTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { Surd } from '../lib/surd';
import { BLANK, lines, m, PICK, paren, regular } from '../lib/tex';
import { triple } from './pythagoras';

const T = {
  rotate: mathTags({
    k: ['旋转的概念与性质', '作旋转后的图形'],
    rj: '9a 23.1 图形的旋转',
    bsd: '8b 图形的旋转',
  }),
  rotAngle: mathTags({
    k: ['旋转的概念与性质', '中心对称图形'],
    rj: ['9a 23.1 图形的旋转', '9a 中心对称图形'],
    bsd: '8b 图形的旋转',
  }),
  chord: mathTags({ k: ['垂径定理', '勾股定理'], rj: '9a 垂直于弦的直径', bsd: '9b 垂径定理' }),
  chordCases: mathTags({ k: ['垂径定理', '分类讨论思想'], rj: '9a 垂直于弦的直径', bsd: '9b 垂径定理' }),
  inscribed: mathTags({
    k: ['圆周角定理', '圆周角定理的推论'],
    rj: '9a 圆周角',
    bsd: '9b 圆周角和圆心角的关系',
  }),
  quad: mathTags({ k: '圆内接四边形的性质', rj: '9a 圆周角', bsd: '9b 圆周角和圆心角的关系' }),
  tangent: mathTags({ k: ['切线的性质', '切线长定理'], rj: '9a 直线和圆的位置关系', bsd: '9b 切线长定理' }),
  incircle: mathTags({
    k: ['三角形的内切圆与内心', '三角形的外接圆与外心'],
    rj: ['9a 直线和圆的位置关系', '9a 点和圆的位置关系'],
    bsd: ['9b 切线长定理', '9b 确定圆的条件'],
  }),
  pointPos: mathTags({ k: '点与圆的位置关系', rj: '9a 点和圆的位置关系', bsd: '9b 圆' }),
  linePos: mathTags({ k: '直线与圆的位置关系', rj: '9a 直线和圆的位置关系', bsd: '9b 直线和圆的位置关系' }),
  arc: mathTags({ k: ['弧长的计算', '扇形面积的计算'], rj: '9a 弧长和扇形面积', bsd: '9b 弧长及扇形的面积' }),
  cone: mathTags({ k: '圆锥的侧面积和全面积', rj: '9a 弧长和扇形面积', bsd: '9b 弧长及扇形的面积' }),
  polygon: mathTags({ k: '正多边形和圆', rj: '9a 正多边形和圆', bsd: '9b 圆内接正多边形' }),
};

const deg = (x: Frac | number) => `${Frac.of(x).texDec()}^\\circ`;
/** k·π as LaTeX: 6\pi, \dfrac{5\pi}{3}. */
export const piTex = (f: Frac) => {
  if (f.isZero()) return '0';
  const top = `${Math.abs(f.n) === 1 ? '' : Math.abs(f.n)}\\pi`;
  return `${f.n < 0 ? '-' : ''}${f.d === 1 ? top : `\\dfrac{${top}}{${f.d}}`}`;
};

const rotatePoint: Family = {
  id: 'rot.point.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const x = rng.nz(-8, 8);
    const y = rng.nz(-8, 8);
    const kind = rng.pick(['ccw', 'cw', 'half'] as const);
    const about = rng.chance(0.3) ? [rng.int(-3, 3), rng.int(-3, 3)] : [0, 0];
    const [p, q] = about as [number, number];
    const dx = x - p;
    const dy = y - q;
    const [rx, ry] = kind === 'ccw' ? [-dy, dx] : kind === 'cw' ? [dy, -dx] : [-dx, -dy];
    const nx = p + rx;
    const ny = q + ry;
    check(
      rx * rx + ry * ry === dx * dx + dy * dy && (kind === 'half' || rx * dx + ry * dy === 0),
      'rotation keeps distance and angle',
    );
    const center = p === 0 && q === 0 ? '原点\\(O\\)' : `点\\(P(${p},${q})\\)`;
    const how =
      kind === 'ccw'
        ? '逆时针旋转 \\(90^\\circ\\)'
        : kind === 'cw'
          ? '顺时针旋转 \\(90^\\circ\\)'
          : '旋转 \\(180^\\circ\\)';
    return {
      typeName: '填空题',
      difficulty: clampDifficulty((p || q ? 0.56 : 0.7) + (kind === 'half' ? 0.1 : 0)),
      stem: `在平面直角坐标系中，将点\\(A(${x},${y})\\)绕${center}${how}得到点\\(A'\\)，则点\\(A'\\)的坐标为${BLANK}．`,
      answer: [m(`(${nx},${ny})`)],
      analysis:
        kind === 'half'
          ? `绕${center}旋转 \\(180^\\circ\\)，点\\(A'\\)与点\\(A\\)关于${p || q ? '点\\(P\\)' : '原点'}对称，所以\\(A'(${nx},${ny})\\)．`
          : p || q
            ? `把点\\(P\\)看作新的原点：点\\(A\\)相对于点\\(P\\)的坐标为\\((${x}-${paren(p)},${y}-${paren(q)})=(${dx},${dy})\\)，绕点\\(P\\)${how}后变为\\((${rx},${ry})\\)，再加上点\\(P\\)的坐标，得\\(A'(${nx},${ny})\\)．`
            : `过点\\(A\\)、\\(A'\\)分别作\\(x\\)轴的垂线，由旋转的性质和三角形全等可知，绕原点${how}时，点\\((a,b)\\)的对应点为${kind === 'ccw' ? '\\((-b,a)\\)' : '\\((b,-a)\\)'}．所以\\(A'(${nx},${ny})\\)．`,
      tags: T.rotate,
      score: 3,
    };
  },
};

const rotateAngle: Family = {
  id: 'rot.angle.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    if (rng.chance(0.4)) {
      const n = rng.int(3, 12);
      const a = new Frac(360, n);
      return {
        typeName: '填空题',
        difficulty: 0.78,
        stem: `${regular(n)}绕它的中心至少旋转${BLANK}度后，能与原来的图形重合．`,
        answer: [m(a.texDec())],
        analysis: `${regular(n)}的中心角为\\(\\dfrac{360^\\circ}{${n}}=${deg(a)}\\)，所以至少旋转\\(${deg(a)}\\)后能与原图形重合．`,
        tags: T.rotAngle,
        score: 3,
      };
    }
    const beta = rng.int(20, 80);
    const alpha = rng.int(beta + 10, 170);
    return {
      typeName: '填空题',
      difficulty: 0.66,
      stem: `将\\(\\triangle ABC\\)绕点\\(A\\)按逆时针方向旋转\\(${alpha}^\\circ\\)得到\\(\\triangle AB'C'\\)，若\\(\\angle BAC=${beta}^\\circ\\)，则\\(\\angle CAB'=\\)${BLANK}．`,
      answer: [m(deg(alpha - beta))],
      analysis: `由旋转的性质，旋转角\\(\\angle BAB'=${alpha}^\\circ\\)．所以\\(\\angle CAB'=\\angle BAB'-\\angle BAC=${alpha}^\\circ-${beta}^\\circ=${deg(alpha - beta)}\\)．`,
      tags: T.rotate,
      score: 3,
    };
  },
};

const chordFill: Family = {
  id: 'circle.chord.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 4);
    const [a, b, c] = triple(rng, 3);
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `\\(\\odot O\\)的半径为 \\(${c}\\)，弦\\(AB\\)的长为 \\(${2 * a}\\)，则圆心\\(O\\)到弦\\(AB\\)的距离为${BLANK}．`,
        answer: [m(String(b))],
        analysis: `过点\\(O\\)作\\(OC\\perp AB\\)于点\\(C\\)，由垂径定理，\\(AC=\\dfrac{1}{2}AB=${a}\\)．在\\(\\text{Rt}\\triangle AOC\\)中，\\(OC=\\sqrt{${c}^2-${a}^2}=${b}\\)．`,
        tags: T.chord,
        score: 3,
      };
    }
    if (form === 2) {
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `在\\(\\odot O\\)中，弦\\(AB\\)的长为 \\(${2 * a}\\)，圆心\\(O\\)到\\(AB\\)的距离为 \\(${b}\\)，则\\(\\odot O\\)的半径为${BLANK}．`,
        answer: [m(String(c))],
        analysis: `过点\\(O\\)作\\(OC\\perp AB\\)于点\\(C\\)，则\\(AC=${a}\\)，\\(OC=${b}\\)，所以半径\\(OA=\\sqrt{${a}^2+${b}^2}=${c}\\)．`,
        tags: T.chord,
        score: 3,
      };
    }
    if (form === 3) {
      // An arch: span L, height h ⇒ R = (L²/4 + h²)/(2h).
      const L = 2 * a;
      const h = c - b;
      const R = new Frac(a * a + h * h, 2 * h);
      check(R.eq(c), 'arch radius');
      return {
        typeName: '填空题',
        difficulty: 0.54,
        stem: `一座圆弧形拱桥的跨度（弧所对的弦长）为 \\(${L}\\ \\mathrm{m}\\)，拱高（弧的中点到弦的距离）为 \\(${h}\\ \\mathrm{m}\\)，则这座拱桥所在圆的半径为${BLANK}\\(\\mathrm{m}\\)．`,
        answer: [m(String(c))],
        analysis: `设半径为\\(R\\ \\mathrm{m}\\)，则圆心到弦的距离为\\((R-${h})\\ \\mathrm{m}\\)．由垂径定理和勾股定理，\\(R^2=${a}^2+(R-${h})^2\\)，解得\\(R=${c}\\)．`,
        tags: T.chord,
        score: 3,
      };
    }
    // Two parallel chords: distances b and b2 on the same or opposite sides.
    const [a2, b2, c2] = sameRadius(c);
    if (!a2 || b2 === b) retry();
    return {
      typeName: '填空题',
      difficulty: 0.38,
      stem: `\\(\\odot O\\)的半径为 \\(${c}\\)，\\(AB\\)、\\(CD\\)是\\(\\odot O\\)的两条弦，\\(AB\\parallel CD\\)，\\(AB=${2 * a}\\)，\\(CD=${2 * a2}\\)，则\\(AB\\)与\\(CD\\)之间的距离为${BLANK}．`,
      answer: [`${m(String(Math.abs(b - (b2 as number))))} 或 ${m(String(b + (b2 as number)))}`],
      analysis: lines(
        `圆心到\\(AB\\)的距离为\\(\\sqrt{${c}^2-${a}^2}=${b}\\)，到\\(CD\\)的距离为\\(\\sqrt{${c2}^2-${a2}^2}=${b2}\\)．`,
        `当两弦在圆心同侧时，距离为\\(|${b}-${b2}|=${Math.abs(b - (b2 as number))}\\)；当两弦在圆心两侧时，距离为\\(${b}+${b2}=${b + (b2 as number)}\\)．`,
      ),
      tags: T.chordCases,
      score: 3,
    };
  },
};

/** Another (half-chord, distance) pair on the same radius, if the radius has one. */
function sameRadius(c: number): [number | undefined, number | undefined, number] {
  for (let x = 1; x < c; x++) {
    const y = Math.sqrt(c * c - x * x);
    if (Number.isInteger(y) && y > 0 && x < y) return [y, x, c];
  }
  return [undefined, undefined, c];
}

const inscribedFill: Family = {
  id: 'circle.angle.fill',
  subject: 'math',
  quota: 70,
  make(rng) {
    const form = rng.int(1, 4);
    if (form === 1) {
      const central = rng.int(20, 170);
      const major = rng.chance(0.6);
      const val = major ? new Frac(central, 2) : new Frac(360 - central, 2);
      return {
        typeName: '填空题',
        difficulty: clampDifficulty(major ? 0.8 : 0.6),
        stem: `点\\(A\\)、\\(B\\)、\\(C\\)在\\(\\odot O\\)上，\\(\\angle AOB=${central}^\\circ\\)，点\\(C\\)在${major ? '优弧' : '劣弧'}\\(AB\\)上，则\\(\\angle ACB=\\)${BLANK}．`,
        answer: [m(deg(val))],
        analysis: major
          ? `同弧所对的圆周角等于圆心角的一半，所以\\(\\angle ACB=\\dfrac{1}{2}\\angle AOB=${deg(val)}\\)．`
          : `点\\(C\\)在劣弧上时，\\(\\angle ACB\\)所对的是优弧，优弧所对的圆心角为\\(360^\\circ-${central}^\\circ=${360 - central}^\\circ\\)，所以\\(\\angle ACB=${deg(val)}\\)．`,
        tags: T.inscribed,
        score: 3,
      };
    }
    if (form === 2) {
      const b = rng.int(15, 75);
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `\\(AB\\)是\\(\\odot O\\)的直径，点\\(C\\)在\\(\\odot O\\)上（不与\\(A\\)、\\(B\\)重合），\\(\\angle ABC=${b}^\\circ\\)，则\\(\\angle BAC=\\)${BLANK}．`,
        answer: [m(deg(90 - b))],
        analysis: `直径所对的圆周角是直角，所以\\(\\angle ACB=90^\\circ\\)，\\(\\angle BAC=90^\\circ-${b}^\\circ=${deg(90 - b)}\\)．`,
        tags: T.inscribed,
        score: 3,
      };
    }
    if (form === 3) {
      const A = rng.int(40, 140);
      const ask = rng.pick(['C', 'BOD'] as const);
      const val = ask === 'C' ? 180 - A : 2 * A <= 180 ? 2 * A : 360 - 2 * A;
      if (ask === 'BOD' && A > 90) retry();
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `四边形\\(ABCD\\)内接于\\(\\odot O\\)，\\(\\angle A=${A}^\\circ\\)，则${ask === 'C' ? '\\(\\angle C=\\)' : '\\(\\angle BOD\\)（小于平角）的度数为'}${BLANK}．`,
        answer: [m(deg(val))],
        analysis:
          ask === 'C'
            ? `圆内接四边形的对角互补，所以\\(\\angle C=180^\\circ-${A}^\\circ=${deg(val)}\\)．`
            : `\\(\\angle A\\)是弧\\(BCD\\)所对的圆周角，所以\\(\\angle BOD=2\\angle A=${deg(val)}\\)．`,
        tags: T.quad,
        score: 3,
      };
    }
    const central = rng.int(30, 160);
    return {
      typeName: '填空题',
      difficulty: 0.5,
      stem: `\\(\\odot O\\)中，弦\\(AB\\)所对的圆心角\\(\\angle AOB=${central}^\\circ\\)，则弦\\(AB\\)所对的圆周角的度数为${BLANK}．`,
      answer: [`${m(deg(new Frac(central, 2)))} 或 ${m(deg(new Frac(360 - central, 2)))}`],
      analysis: `弦所对的圆周角有两种：顶点在优弧上时，度数为\\(\\dfrac{1}{2}\\times ${central}^\\circ=${deg(new Frac(central, 2))}\\)；顶点在劣弧上时，度数为\\(180^\\circ-${deg(new Frac(central, 2))}=${deg(new Frac(360 - central, 2))}\\)．`,
      tags: T.inscribed,
      score: 3,
    };
  },
};

const tangentFill: Family = {
  id: 'circle.tangent.fill',
  subject: 'math',
  quota: 60,
  make(rng) {
    const form = rng.int(1, 4);
    const [a, b, c] = triple(rng, 3);
    if (form === 1) {
      return {
        typeName: '填空题',
        difficulty: 0.74,
        stem: `\\(PA\\)切\\(\\odot O\\)于点\\(A\\)，\\(\\odot O\\)的半径为 \\(${a}\\)，\\(OP=${c}\\)，则切线长\\(PA=\\)${BLANK}．`,
        answer: [m(String(b))],
        analysis: `连接\\(OA\\)，则\\(OA\\perp PA\\)．在\\(\\text{Rt}\\triangle OAP\\)中，\\(PA=\\sqrt{OP^2-OA^2}=\\sqrt{${c}^2-${a}^2}=${b}\\)．`,
        tags: T.tangent,
        score: 3,
      };
    }
    if (form === 2) {
      const P = rng.int(20, 150);
      const ask = rng.pick(['AOB', 'ACB'] as const);
      const aob = 180 - P;
      const val = ask === 'AOB' ? new Frac(aob) : new Frac(aob, 2);
      return {
        typeName: '填空题',
        difficulty: 0.62,
        stem: `\\(PA\\)、\\(PB\\)分别切\\(\\odot O\\)于点\\(A\\)、\\(B\\)，\\(\\angle APB=${P}^\\circ\\)${ask === 'ACB' ? '，点\\(C\\)在优弧\\(AB\\)上' : ''}，则\\(\\angle ${ask}=\\)${BLANK}．`,
        answer: [m(deg(val))],
        analysis: `由切线的性质，\\(\\angle OAP=\\angle OBP=90^\\circ\\)，所以\\(\\angle AOB=360^\\circ-90^\\circ-90^\\circ-${P}^\\circ=${aob}^\\circ\\)${ask === 'ACB' ? `，\\(\\angle ACB=\\dfrac{1}{2}\\angle AOB=${deg(val)}\\)` : ''}．`,
        tags: T.tangent,
        score: 3,
      };
    }
    // Right triangle: inradius (a + b − c)/2, circumradius c/2.
    const inner = rng.chance(0.5);
    const r = inner ? new Frac(a + b - c, 2) : new Frac(c, 2);
    return {
      typeName: '填空题',
      difficulty: clampDifficulty(inner ? 0.56 : 0.72),
      stem: `在\\(\\text{Rt}\\triangle ABC\\)中，\\(\\angle C=90^\\circ\\)，\\(AC=${a}\\)，\\(BC=${b}\\)，则它的${inner ? '内切圆' : '外接圆'}的半径为${BLANK}．`,
      answer: [m(r.texDec())],
      analysis: inner
        ? `\\(AB=\\sqrt{${a}^2+${b}^2}=${c}\\)．由切线长定理，直角三角形内切圆的半径\\(r=\\dfrac{AC+BC-AB}{2}=\\dfrac{${a}+${b}-${c}}{2}=${r.texDec()}\\)．`
        : `\\(AB=\\sqrt{${a}^2+${b}^2}=${c}\\)．直角三角形外接圆的圆心是斜边的中点，半径为\\(\\dfrac{1}{2}AB=${r.texDec()}\\)．`,
      tags: T.incircle,
      score: 3,
    };
  },
};

const positionSingle: Family = {
  id: 'circle.position.single',
  subject: 'math',
  quota: 50,
  make(rng) {
    const r = new Frac(rng.int(2, 40), rng.chance(0.5) ? 2 : 1);
    const delta = rng.pick([-1, 0, 1]);
    const d = delta === 0 ? r : r.add(new Frac(delta * rng.int(1, 5), 2));
    if (d.sign() <= 0) retry();
    const line = rng.chance(0.5);
    const idx = delta < 0 ? 0 : delta === 0 ? 1 : 2;
    const options = line
      ? ['相交', '相切', '相离', '不能确定']
      : [
          '点\\(P\\)在\\(\\odot O\\)内',
          '点\\(P\\)在\\(\\odot O\\)上',
          '点\\(P\\)在\\(\\odot O\\)外',
          '不能确定',
        ];
    return {
      typeName: '单选题',
      difficulty: 0.84,
      stem: line
        ? `\\(\\odot O\\)的半径为 \\(${r.texDec()}\\ \\mathrm{cm}\\)，圆心\\(O\\)到直线\\(l\\)的距离为 \\(${d.texDec()}\\ \\mathrm{cm}\\)，则直线\\(l\\)与\\(\\odot O\\)的位置关系是${PICK}`
        : `\\(\\odot O\\)的半径为 \\(${r.texDec()}\\ \\mathrm{cm}\\)，点\\(P\\)到圆心\\(O\\)的距离为 \\(${d.texDec()}\\ \\mathrm{cm}\\)，则${PICK}`,
      options,
      answer: ['ABCD'[idx] as string],
      analysis: `\\(d=${d.texDec()}\\)，\\(r=${r.texDec()}\\)，\\(d${delta < 0 ? '<' : delta === 0 ? '=' : '>'}r\\)，所以${line ? `直线\\(l\\)与\\(\\odot O\\)${options[idx]}` : options[idx]}．故选 ${'ABCD'[idx]}．`,
      tags: line ? T.linePos : T.pointPos,
      score: 3,
    };
  },
};

const arcFill: Family = {
  id: 'circle.arc.fill',
  subject: 'math',
  quota: 80,
  make(rng) {
    const form = rng.int(1, 3);
    if (form <= 2) {
      const n = rng.pick([30, 36, 40, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270, 300]);
      const r = rng.int(1, 24);
      const len = new Frac(n * r, 180);
      const area = new Frac(n * r * r, 360);
      check(area.eq(len.mul(r).div(2)), 'S = lR/2');
      return {
        typeName: '填空题',
        difficulty: 0.76,
        stem: `半径为 \\(${r}\\)、圆心角为\\(${n}^\\circ\\)的扇形的弧长为${BLANK}，面积为${BLANK}（结果保留\\(\\pi\\)）．`,
        answer: [m(piTex(len)), m(piTex(area))],
        analysis: `弧长\\(l=\\dfrac{n\\pi r}{180}=\\dfrac{${n}\\pi\\times ${r}}{180}=${piTex(len)}\\)；面积\\(S=\\dfrac{n\\pi r^2}{360}=\\dfrac{${n}\\pi\\times ${r}^2}{360}=${piTex(area)}\\)．`,
        tags: T.arc,
        score: 3,
      };
    }
    const [p, q, l] = triple(rng, 2);
    const r = Math.min(p, q);
    const h = Math.max(p, q);
    const lateral = new Frac(r * l);
    const total = new Frac(r * l + r * r);
    const angle = new Frac(360 * r, l);
    const ask = rng.pick(['lateral', 'total', 'angle'] as const);
    return {
      typeName: '填空题',
      difficulty: 0.6,
      stem:
        ask === 'angle'
          ? `一个圆锥的底面半径为 \\(${r}\\)，母线长为 \\(${l}\\)，则它的侧面展开图（扇形）的圆心角为${BLANK}．`
          : `一个圆锥的底面半径为 \\(${r}\\)，高为 \\(${h}\\)，则它的${ask === 'lateral' ? '侧面积' : '全面积'}为${BLANK}（结果保留\\(\\pi\\)）．`,
      answer: [m(ask === 'angle' ? deg(angle) : piTex(ask === 'lateral' ? lateral : total))],
      analysis:
        ask === 'angle'
          ? `侧面展开图的弧长等于底面周长：\\(\\dfrac{n\\pi\\times ${l}}{180}=2\\pi\\times ${r}\\)，解得\\(n=${angle.texDec()}\\)．`
          : `母线长\\(l=\\sqrt{${r}^2+${h}^2}=${l}\\)，侧面积\\(S_{\\text{侧}}=\\pi rl=\\pi\\times ${r}\\times ${l}=${piTex(lateral)}\\)${ask === 'total' ? `，全面积\\(=S_{\\text{侧}}+\\pi r^2=${piTex(lateral)}+${piTex(new Frac(r * r))}=${piTex(total)}\\)` : ''}．`,
      tags: T.cone,
      score: 3,
    };
  },
};

const polygonFill: Family = {
  id: 'circle.polygon.fill',
  subject: 'math',
  quota: 40,
  make(rng) {
    const R = rng.int(1, 20);
    const n = rng.pick([3, 4, 6] as const);
    const side = n === 6 ? Surd.q(R) : n === 4 ? Surd.sqrt(2, R) : Surd.sqrt(3, R);
    const apothem =
      n === 6
        ? Surd.sqrt(3, new Frac(R, 2))
        : n === 4
          ? Surd.sqrt(2, new Frac(R, 2))
          : Surd.q(new Frac(R, 2));
    check(
      side
        .scale(new Frac(1, 2))
        .pow(2)
        .add(apothem.pow(2))
        .eq(R * R),
      'half side, apothem and radius',
    );
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `半径为 \\(${R}\\) 的圆的内接${regular(n)}的边长为${BLANK}，边心距为${BLANK}，中心角为${BLANK}．`,
      answer: [m(side.tex()), m(apothem.tex()), m(deg(360 / n))],
      analysis: `${regular(n)}的中心角为\\(\\dfrac{360^\\circ}{${n}}=${deg(360 / n)}\\)．由中心、一边的两端点构成的等腰三角形，顶角为\\(${deg(360 / n)}\\)，腰长为\\(${R}\\)，可得边长为\\(${side.tex()}\\)，边心距为\\(\\sqrt{${R}^2-\\left(\\dfrac{${side.tex()}}{2}\\right)^2}=${apothem.tex()}\\)．`,
      tags: T.polygon,
      score: 3,
    };
  },
};

export const CIRCLE: Family[] = [
  rotatePoint,
  rotateAngle,
  chordFill,
  inscribedFill,
  tangentFill,
  positionSingle,
  arcFill,
  polygonFill,
];

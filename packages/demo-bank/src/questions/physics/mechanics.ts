/** 人教版 八年级 力学计算：速度、密度、压强、浮力、功与功率、机械效率、杠杆。 */
import { choice, type Family, retry } from '../lib/core';
import { physicsTags } from '../lib/curriculum';
import { check, Frac, gcd } from '../lib/frac';
import { BLANK, lines, PICK } from '../lib/tex';
import { G, Q, sci, v, WATER } from './units';

const T = {
  speed: physicsTags({ k: ['速度', '匀速直线运动'], rj: '8a 运动的快慢', hk: '8 快与慢' }),
  average: physicsTags({
    k: ['速度', '平均速度的测量'],
    rj: '8a 测量平均速度',
    hk: '8 科学探究：速度的变化',
  }),
  density: physicsTags({ k: '密度', rj: '8a 第2节 密度', hk: '8 科学探究：物质的密度' }),
  densityUse: physicsTags({ k: ['密度', '密度的应用'], rj: '8a 密度与社会生活', hk: '8 密度知识的应用' }),
  pressure: physicsTags({ k: ['压力', '压强'], rj: '8b 第1节 压强', hk: '8 压力的作用效果' }),
  liquid: physicsTags({ k: '液体压强的计算', rj: '8b 液体的压强', hk: '8 科学探究：液体的压强' }),
  weigh: physicsTags({
    k: ['称重法测浮力', '阿基米德原理'],
    rj: ['8b 第1节 浮力', '8b 阿基米德原理'],
    hk: ['8 认识浮力', '8 阿基米德原理'],
  }),
  archimedes: physicsTags({ k: ['阿基米德原理', '浮力的计算'], rj: '8b 阿基米德原理', hk: '8 阿基米德原理' }),
  float: physicsTags({
    k: ['物体的浮沉条件', '浮力的计算'],
    rj: '8b 物体的浮沉条件及应用',
    hk: '8 物体的浮与沉',
  }),
  work: physicsTags({
    k: ['功', '功率'],
    rj: ['8b 第1节 功', '8b 功率'],
    hk: ['8 做功了吗', '8 做功的快慢'],
  }),
  efficiency: physicsTags({ k: ['滑轮组', '机械效率'], rj: '8b 机械效率', hk: '8 机械效率' }),
  lever: physicsTags({ k: '杠杆的平衡条件', rj: '8b 杠杆', hk: '8 科学探究：杠杆的平衡条件' }),
};

const speedFill: Family = {
  id: 'phy.speed.fill',
  subject: 'physics',
  quota: 30,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const kmh = rng.int(2, 30) * 3.6;
      const ms = new Frac(Math.round(kmh * 10), 36);
      if (!ms.isInt()) retry();
      const toKmh = rng.chance(0.5);
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: toKmh
          ? `单位换算：\\(${v(ms)}\\ \\mathrm{m/s}=\\)${BLANK}\\(\\mathrm{km/h}\\)。`
          : `单位换算：\\(${v(Frac.parse(kmh.toFixed(1)))}\\ \\mathrm{km/h}=\\)${BLANK}\\(\\mathrm{m/s}\\)。`,
        answer: [toKmh ? `\\(${v(ms.mul(new Frac(36, 10)))}\\)` : `\\(${v(ms)}\\)`],
        analysis: `\\(1\\ \\mathrm{m/s}=3.6\\ \\mathrm{km/h}\\)，所以${toKmh ? `\\(${v(ms)}\\ \\mathrm{m/s}=${v(ms)}\\times 3.6\\ \\mathrm{km/h}=${v(ms.mul(new Frac(36, 10)))}\\ \\mathrm{km/h}\\)` : `\\(${v(ms.mul(new Frac(36, 10)))}\\ \\mathrm{km/h}=\\dfrac{${v(ms.mul(new Frac(36, 10)))}}{3.6}\\ \\mathrm{m/s}=${v(ms)}\\ \\mathrm{m/s}\\)`}。`,
        tags: T.speed,
        score: 2,
      };
    }
    if (form === 2) {
      const speed = rng.int(4, 24) * 5;
      const minutes = rng.pick([6, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48]);
      const s = new Frac(speed * minutes, 60);
      return {
        typeName: '填空题',
        difficulty: 0.8,
        stem: `一辆汽车在平直公路上以 ${Q(speed, 'km/h')} 的速度匀速行驶 \\(${minutes}\\ \\mathrm{min}\\)，通过的路程是${BLANK}\\(\\mathrm{km}\\)。`,
        answer: [`\\(${v(s)}\\)`],
        analysis: `\\(t=${minutes}\\ \\mathrm{min}=${v(new Frac(minutes, 60))}\\ \\mathrm{h}\\)，由\\(v=\\dfrac{s}{t}\\)得\\(s=vt=${speed}\\ \\mathrm{km/h}\\times ${v(new Frac(minutes, 60))}\\ \\mathrm{h}=${v(s)}\\ \\mathrm{km}\\)。`,
        tags: T.speed,
        score: 2,
      };
    }
    const L = rng.int(10, 40) * 10;
    const S = rng.int(5, 50) * 100;
    const spd = rng.pick([10, 15, 20, 25, 30, 40]);
    const t = new Frac(L + S, spd);
    if (!t.isInt()) retry();
    return {
      typeName: '填空题',
      difficulty: 0.62,
      stem: `一列长 \\(${L}\\ \\mathrm{m}\\) 的火车以 ${Q(spd, 'm/s')} 的速度匀速通过一座长 \\(${S}\\ \\mathrm{m}\\) 的大桥，火车完全通过大桥所用的时间是${BLANK}\\(\\mathrm{s}\\)。`,
      answer: [`\\(${t.tex()}\\)`],
      analysis: `火车完全通过大桥通过的路程等于桥长加车长：\\(s=${S}\\ \\mathrm{m}+${L}\\ \\mathrm{m}=${S + L}\\ \\mathrm{m}\\)，所以\\(t=\\dfrac{s}{v}=\\dfrac{${S + L}\\ \\mathrm{m}}{${spd}\\ \\mathrm{m/s}}=${t.tex()}\\ \\mathrm{s}\\)。`,
      tags: T.speed,
      score: 2,
    };
  },
};

const averageCalc: Family = {
  id: 'phy.average.calc',
  subject: 'physics',
  quota: 20,
  make(rng) {
    const v1 = rng.int(10, 30);
    const v2 = rng.intNot(10, 30, v1);
    const avg = new Frac(2 * v1 * v2, v1 + v2);
    if (avg.dec() === null || (avg.dec()?.split('.')[1]?.length ?? 0) > 1) retry('a tidy average');
    const s = v1 * v2 * rng.int(1, 4) * 10;
    check(new Frac(2 * s).div(new Frac(s, v1).add(new Frac(s, v2))).eq(avg), 'average speed');
    return {
      typeName: '计算题',
      difficulty: 0.5,
      stem: `一辆汽车从甲地开往乙地，前一半路程的平均速度为 ${Q(v1, 'm/s')}，后一半路程的平均速度为 ${Q(v2, 'm/s')}，两段路程各为 \\(${s}\\ \\mathrm{m}\\)。求：（1）汽车走完全程所用的时间；（2）汽车在全程中的平均速度。`,
      answer: [
        `（1）\\(${v(new Frac(s, v1).add(new Frac(s, v2)))}\\ \\mathrm{s}\\)；（2）\\(${v(avg)}\\ \\mathrm{m/s}\\)`,
      ],
      analysis: lines(
        `解：（1）\\(t_1=\\dfrac{s_1}{v_1}=\\dfrac{${s}\\ \\mathrm{m}}{${v1}\\ \\mathrm{m/s}}=${v(new Frac(s, v1))}\\ \\mathrm{s}\\)，\\(t_2=\\dfrac{s_2}{v_2}=\\dfrac{${s}\\ \\mathrm{m}}{${v2}\\ \\mathrm{m/s}}=${v(new Frac(s, v2))}\\ \\mathrm{s}\\)，`,
        `全程所用时间\\(t=t_1+t_2=${v(new Frac(s, v1).add(new Frac(s, v2)))}\\ \\mathrm{s}\\)；`,
        `（2）平均速度\\(v=\\dfrac{s}{t}=\\dfrac{${2 * s}\\ \\mathrm{m}}{${v(new Frac(s, v1).add(new Frac(s, v2)))}\\ \\mathrm{s}}=${v(avg)}\\ \\mathrm{m/s}\\)。`,
        '注意：平均速度不是速度的平均值，要用总路程除以总时间。',
      ),
      tags: T.average,
      score: 6,
    };
  },
};

const METALS: ReadonlyArray<readonly [string, Frac]> = [
  ['铝', new Frac(27, 10)],
  ['铁', new Frac(79, 10)],
  ['铜', new Frac(89, 10)],
  ['铅', new Frac(113, 10)],
  ['银', new Frac(105, 10)],
];

const densitySingle: Family = {
  id: 'phy.density.single',
  subject: 'physics',
  quota: 25,
  make(rng) {
    const [name, rho] = rng.pick(METALS);
    const V = rng.int(2, 40) * 5;
    const mass = rho.mul(V);
    check(mass.div(V).eq(rho), 'ρ = m/V');
    const c = choice(
      rng,
      name,
      METALS.filter(([n]) => n !== name).map(([n]) => n),
    );
    return {
      typeName: '单选题',
      difficulty: 0.8,
      stem: `一个实心金属块的质量为 \\(${v(mass)}\\ \\mathrm{g}\\)，体积为 \\(${V}\\ \\mathrm{cm^3}\\)。已知\\(\\rho_{\\text{铝}}=2.7\\ \\mathrm{g/cm^3}\\)，\\(\\rho_{\\text{铁}}=7.9\\ \\mathrm{g/cm^3}\\)，\\(\\rho_{\\text{铜}}=8.9\\ \\mathrm{g/cm^3}\\)，\\(\\rho_{\\text{银}}=10.5\\ \\mathrm{g/cm^3}\\)，\\(\\rho_{\\text{铅}}=11.3\\ \\mathrm{g/cm^3}\\)，则这个金属块可能是${PICK}`,
      ...c,
      analysis: `\\(\\rho=\\dfrac{m}{V}=\\dfrac{${v(mass)}\\ \\mathrm{g}}{${V}\\ \\mathrm{cm^3}}=${v(rho)}\\ \\mathrm{g/cm^3}\\)，与${name}的密度相同，所以可能是${name}。故选 ${c.answer[0]}。`,
      tags: T.density,
      score: 3,
    };
  },
};

const densityCalc: Family = {
  id: 'phy.density.calc',
  subject: 'physics',
  quota: 30,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      // Empty bottle m0, full of water m1, full of liquid m2.
      const V = rng.int(2, 10) * 50;
      const m0 = rng.int(10, 60) * 5;
      const rho = rng.pick([
        new Frac(8, 10),
        new Frac(9, 10),
        new Frac(12, 10),
        new Frac(11, 10),
        new Frac(136, 10),
      ]);
      const m1 = m0 + V;
      const m2 = rho.mul(V).add(m0);
      const name = rho.eq(new Frac(136, 10))
        ? '水银'
        : rho.eq(new Frac(8, 10))
          ? '酒精'
          : rho.eq(new Frac(9, 10))
            ? '植物油'
            : rho.eq(new Frac(12, 10))
              ? '盐水'
              : '牛奶';
      return {
        typeName: '计算题',
        difficulty: 0.56,
        stem: `一个空瓶的质量为 \\(${m0}\\ \\mathrm{g}\\)，装满水后总质量为 \\(${m1}\\ \\mathrm{g}\\)；若装满某种液体，总质量为 \\(${v(m2)}\\ \\mathrm{g}\\)。求：（1）瓶子的容积；（2）这种液体的密度。（\\(\\rho_{\\text{水}}=1.0\\times 10^{3}\\ \\mathrm{kg/m^3}\\)）`,
        answer: [`（1）\\(${V}\\ \\mathrm{cm^3}\\)；（2）\\(${sci(rho.mul(1000))}\\ \\mathrm{kg/m^3}\\)`],
        analysis: lines(
          `解：（1）瓶中水的质量\\(m_{\\text{水}}=${m1}\\ \\mathrm{g}-${m0}\\ \\mathrm{g}=${V}\\ \\mathrm{g}\\)，瓶子的容积\\(V=V_{\\text{水}}=\\dfrac{m_{\\text{水}}}{\\rho_{\\text{水}}}=\\dfrac{${V}\\ \\mathrm{g}}{1\\ \\mathrm{g/cm^3}}=${V}\\ \\mathrm{cm^3}\\)；`,
          `（2）液体的质量\\(m_{\\text{液}}=${v(m2)}\\ \\mathrm{g}-${m0}\\ \\mathrm{g}=${v(m2.sub(m0))}\\ \\mathrm{g}\\)，密度\\(\\rho_{\\text{液}}=\\dfrac{m_{\\text{液}}}{V}=\\dfrac{${v(m2.sub(m0))}\\ \\mathrm{g}}{${V}\\ \\mathrm{cm^3}}=${v(rho)}\\ \\mathrm{g/cm^3}=${sci(rho.mul(1000))}\\ \\mathrm{kg/m^3}\\)。`,
          `（这种液体可能是${name}。）`,
        ),
        tags: T.densityUse,
        score: 6,
      };
    }
    if (form === 2) {
      const m = rng.int(1, 20) * 90;
      const Vice = new Frac(m * 10, 9);
      const dV = Vice.sub(m);
      return {
        typeName: '计算题',
        difficulty: 0.54,
        stem: `质量为 \\(${m}\\ \\mathrm{g}\\) 的冰块完全熔化成水后，体积变化了多少立方厘米？（\\(\\rho_{\\text{冰}}=0.9\\times 10^{3}\\ \\mathrm{kg/m^3}\\)，\\(\\rho_{\\text{水}}=1.0\\times 10^{3}\\ \\mathrm{kg/m^3}\\)）`,
        answer: [`体积减小了 \\(${v(dV)}\\ \\mathrm{cm^3}\\)`],
        analysis: lines(
          `解：冰熔化成水，质量不变，\\(m_{\\text{水}}=m_{\\text{冰}}=${m}\\ \\mathrm{g}\\)。`,
          `\\(V_{\\text{冰}}=\\dfrac{m}{\\rho_{\\text{冰}}}=\\dfrac{${m}\\ \\mathrm{g}}{0.9\\ \\mathrm{g/cm^3}}=${v(Vice)}\\ \\mathrm{cm^3}\\)，\\(V_{\\text{水}}=\\dfrac{m}{\\rho_{\\text{水}}}=\\dfrac{${m}\\ \\mathrm{g}}{1\\ \\mathrm{g/cm^3}}=${m}\\ \\mathrm{cm^3}\\)，`,
          `体积减小了\\(\\Delta V=${v(Vice)}\\ \\mathrm{cm^3}-${m}\\ \\mathrm{cm^3}=${v(dV)}\\ \\mathrm{cm^3}\\)。`,
        ),
        tags: T.densityUse,
        score: 6,
      };
    }
    const [name, rho] = rng.pick(METALS.slice(1, 3));
    const Vs = rng.int(2, 20) * 10;
    const hollow = rng.int(1, 10) * 5;
    const m = rho.mul(Vs);
    const V = Vs + hollow;
    return {
      typeName: '计算题',
      difficulty: 0.46,
      stem: `一个${name}球的质量为 \\(${v(m)}\\ \\mathrm{g}\\)，体积为 \\(${V}\\ \\mathrm{cm^3}\\)。通过计算判断这个${name}球是空心的还是实心的；若是空心的，空心部分的体积是多少？（\\(\\rho_{\\text{${name}}}=${v(rho)}\\ \\mathrm{g/cm^3}\\)）`,
      answer: [`空心的，空心部分体积为 \\(${hollow}\\ \\mathrm{cm^3}\\)`],
      analysis: lines(
        `解：质量为 \\(${v(m)}\\ \\mathrm{g}\\) 的${name}的体积\\(V_{\\text{${name}}}=\\dfrac{m}{\\rho}=\\dfrac{${v(m)}\\ \\mathrm{g}}{${v(rho)}\\ \\mathrm{g/cm^3}}=${Vs}\\ \\mathrm{cm^3}<${V}\\ \\mathrm{cm^3}\\)，`,
        `所以这个${name}球是空心的，空心部分的体积\\(V_{\\text{空}}=${V}\\ \\mathrm{cm^3}-${Vs}\\ \\mathrm{cm^3}=${hollow}\\ \\mathrm{cm^3}\\)。`,
      ),
      tags: T.densityUse,
      score: 6,
    };
  },
};

const pressureCalc: Family = {
  id: 'phy.pressure.calc',
  subject: 'physics',
  quota: 30,
  make(rng) {
    if (rng.chance(0.5)) {
      const m = rng.int(30, 70);
      const S = rng.pick([
        new Frac(2, 100),
        new Frac(25, 1000),
        new Frac(3, 100),
        new Frac(4, 100),
        new Frac(5, 100),
      ]);
      const oneFoot = rng.chance(0.5);
      const area = oneFoot ? S.div(2) : S;
      const F = m * G;
      const p = new Frac(F).div(area);
      return {
        typeName: '计算题',
        difficulty: 0.66,
        stem: `质量为 \\(${m}\\ \\mathrm{kg}\\) 的中学生站在水平地面上，双脚与地面的总接触面积为 \\(${v(S)}\\ \\mathrm{m^2}\\)。求他${oneFoot ? '单脚站立' : '双脚站立'}时对地面的压强。（\\(g\\)取 \\(10\\ \\mathrm{N/kg}\\)）`,
        answer: [`\\(${sci(p)}\\ \\mathrm{Pa}\\)`],
        analysis: lines(
          `解：他对地面的压力\\(F=G=mg=${m}\\ \\mathrm{kg}\\times 10\\ \\mathrm{N/kg}=${F}\\ \\mathrm{N}\\)，`,
          oneFoot
            ? `单脚站立时受力面积\\(S=\\dfrac{${v(S)}\\ \\mathrm{m^2}}{2}=${v(area)}\\ \\mathrm{m^2}\\)，`
            : `受力面积\\(S=${v(S)}\\ \\mathrm{m^2}\\)，`,
          `压强\\(p=\\dfrac{F}{S}=\\dfrac{${F}\\ \\mathrm{N}}{${v(area)}\\ \\mathrm{m^2}}=${sci(p)}\\ \\mathrm{Pa}\\)。`,
        ),
        tags: T.pressure,
        score: 6,
      };
    }
    // A container on a table: water 5–60 cm deep, base 0.01–0.2 m².
    const h = new Frac(rng.int(5, 60), 100);
    const S = new Frac(rng.int(1, 20), 100);
    const p = new Frac(WATER * G).mul(h);
    const F = p.mul(S);
    return {
      typeName: '计算题',
      difficulty: 0.6,
      stem: `一个底面积为 \\(${v(S)}\\ \\mathrm{m^2}\\) 的容器放在水平桌面上，容器内装有深 \\(${v(h)}\\ \\mathrm{m}\\) 的水。求：（1）水对容器底部的压强；（2）水对容器底部的压力。（\\(g\\)取 \\(10\\ \\mathrm{N/kg}\\)）`,
      answer: [`（1）\\(${sci(p)}\\ \\mathrm{Pa}\\)；（2）\\(${sci(F)}\\ \\mathrm{N}\\)`],
      analysis: lines(
        `解：（1）\\(p=\\rho_{\\text{水}}gh=1.0\\times 10^{3}\\ \\mathrm{kg/m^3}\\times 10\\ \\mathrm{N/kg}\\times ${v(h)}\\ \\mathrm{m}=${sci(p)}\\ \\mathrm{Pa}\\)；`,
        `（2）\\(F=pS=${sci(p)}\\ \\mathrm{Pa}\\times ${v(S)}\\ \\mathrm{m^2}=${sci(F)}\\ \\mathrm{N}\\)。`,
        '（液体对容器底的压力不一定等于液体的重力，应先求压强再求压力。）',
      ),
      tags: T.liquid,
      score: 6,
    };
  },
};

const buoyancyCalc: Family = {
  id: 'phy.buoyancy.calc',
  subject: 'physics',
  quota: 35,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const Fb = new Frac(rng.int(2, 20), 10);
      const ratio = rng.pick([
        new Frac(27, 10),
        new Frac(79, 10),
        new Frac(89, 10),
        new Frac(3),
        new Frac(4),
        new Frac(5),
      ]);
      const Gw = Fb.mul(ratio);
      const F = Gw.sub(Fb);
      const Vm = Fb.div(WATER * G);
      return {
        typeName: '计算题',
        difficulty: 0.5,
        stem: `用弹簧测力计在空气中测得一金属块的重力为 ${Q(Gw, 'N')}，将它浸没在水中时，弹簧测力计的示数为 ${Q(F, 'N')}。求：（1）金属块受到的浮力；（2）金属块的体积；（3）金属块的密度。（\\(g\\)取 \\(10\\ \\mathrm{N/kg}\\)）`,
        answer: [
          `（1）\\(${v(Fb)}\\ \\mathrm{N}\\)；（2）\\(${sci(Vm)}\\ \\mathrm{m^3}\\)；（3）\\(${sci(ratio.mul(1000))}\\ \\mathrm{kg/m^3}\\)`,
        ],
        analysis: lines(
          `解：（1）\\(F_{\\text{浮}}=G-F=${v(Gw)}\\ \\mathrm{N}-${v(F)}\\ \\mathrm{N}=${v(Fb)}\\ \\mathrm{N}\\)；`,
          `（2）金属块浸没，\\(V=V_{\\text{排}}=\\dfrac{F_{\\text{浮}}}{\\rho_{\\text{水}}g}=\\dfrac{${v(Fb)}\\ \\mathrm{N}}{1.0\\times 10^{3}\\ \\mathrm{kg/m^3}\\times 10\\ \\mathrm{N/kg}}=${sci(Vm)}\\ \\mathrm{m^3}\\)；`,
          `（3）\\(m=\\dfrac{G}{g}=${v(Gw.div(G))}\\ \\mathrm{kg}\\)，\\(\\rho=\\dfrac{m}{V}=\\dfrac{${v(Gw.div(G))}\\ \\mathrm{kg}}{${sci(Vm)}\\ \\mathrm{m^3}}=${sci(ratio.mul(1000))}\\ \\mathrm{kg/m^3}\\)。`,
        ),
        tags: T.weigh,
        score: 8,
      };
    }
    if (form === 2) {
      const Vcm = rng.int(1, 40) * 50;
      const Vm = new Frac(Vcm, 1000000);
      const liquid = rng.pick([
        ['水', new Frac(1000)],
        ['酒精', new Frac(800)],
        ['盐水', new Frac(1200)],
      ] as const);
      const F = liquid[1].mul(G).mul(Vm);
      return {
        typeName: '填空题',
        difficulty: 0.7,
        stem: `体积为 \\(${Vcm}\\ \\mathrm{cm^3}\\) 的物体浸没在${liquid[0]}中，它受到的浮力为${BLANK}\\(\\mathrm{N}\\)。（\\(\\rho_{\\text{${liquid[0]}}}=${sci(liquid[1])}\\ \\mathrm{kg/m^3}\\)，\\(g\\)取 \\(10\\ \\mathrm{N/kg}\\)）`,
        answer: [`\\(${v(F)}\\)`],
        analysis: `由阿基米德原理，\\(F_{\\text{浮}}=\\rho_{\\text{液}}gV_{\\text{排}}=${sci(liquid[1])}\\ \\mathrm{kg/m^3}\\times 10\\ \\mathrm{N/kg}\\times ${sci(Vm)}\\ \\mathrm{m^3}=${v(F)}\\ \\mathrm{N}\\)。`,
        tags: T.archimedes,
        score: 2,
      };
    }
    // Denominators 2, 4, 5, 10 keep the density a terminating decimal (e.g. 0.6×10³ kg/m³).
    const k = rng.pick([2, 4, 5, 10]);
    const above = rng.int(1, k - 1);
    if (gcd(above, k) !== 1) retry('a fraction in lowest terms');
    const rho = new Frac(WATER * (k - above), k);
    return {
      typeName: '填空题',
      difficulty: 0.56,
      stem: `一木块漂浮在水面上，露出水面的体积是它总体积的\\(\\dfrac{${above}}{${k}}\\)，则木块的密度为${BLANK}\\(\\mathrm{kg/m^3}\\)。（\\(\\rho_{\\text{水}}=1.0\\times 10^{3}\\ \\mathrm{kg/m^3}\\)）`,
      answer: [`\\(${sci(rho)}\\)`],
      analysis: `木块漂浮，\\(F_{\\text{浮}}=G\\)，即\\(\\rho_{\\text{水}}g\\cdot \\dfrac{${k - above}}{${k}}V=\\rho_{\\text{木}}gV\\)，所以\\(\\rho_{\\text{木}}=\\dfrac{${k - above}}{${k}}\\rho_{\\text{水}}=${sci(rho)}\\ \\mathrm{kg/m^3}\\)。`,
      tags: T.float,
      score: 2,
    };
  },
};

const workCalc: Family = {
  id: 'phy.work.calc',
  subject: 'physics',
  quota: 35,
  make(rng) {
    const form = rng.int(1, 3);
    if (form === 1) {
      const F = rng.int(2, 60) * 10;
      const s = rng.int(2, 30);
      const t = rng.pick([5, 10, 20, 25, 40, 50]);
      const W = F * s;
      const P = new Frac(W, t);
      return {
        typeName: '计算题',
        difficulty: 0.7,
        stem: `工人用 ${Q(F, 'N')} 的水平推力推着木箱在水平地面上匀速前进了 \\(${s}\\ \\mathrm{m}\\)，用时 \\(${t}\\ \\mathrm{s}\\)。求：（1）推力做的功；（2）推力做功的功率。`,
        answer: [`（1）\\(${sci(W)}\\ \\mathrm{J}\\)；（2）\\(${v(P)}\\ \\mathrm{W}\\)`],
        analysis: lines(
          `解：（1）\\(W=Fs=${F}\\ \\mathrm{N}\\times ${s}\\ \\mathrm{m}=${sci(W)}\\ \\mathrm{J}\\)；`,
          `（2）\\(P=\\dfrac{W}{t}=\\dfrac{${sci(W)}\\ \\mathrm{J}}{${t}\\ \\mathrm{s}}=${v(P)}\\ \\mathrm{W}\\)。`,
        ),
        tags: T.work,
        score: 6,
      };
    }
    if (form === 2) {
      // Pulley block: n strands, load G, pull F, height h.
      const n = rng.int(2, 4);
      const Gl = rng.int(10, 120) * 10;
      const eta = rng.pick([
        new Frac(75, 100),
        new Frac(8, 10),
        new Frac(85, 100),
        new Frac(9, 10),
        new Frac(625, 1000),
      ]);
      const F = new Frac(Gl).div(eta.mul(n));
      if (F.dec() === null || (F.dec()?.split('.')[1]?.length ?? 0) > 1) retry();
      const h = rng.int(1, 10);
      const Wuseful = Gl * h;
      const Wtotal = F.mul(n * h);
      check(new Frac(Wuseful).div(Wtotal).eq(eta), 'efficiency');
      return {
        typeName: '计算题',
        difficulty: 0.5,
        stem: `用由 \\(${n}\\) 段绳子承担物重的滑轮组将重 ${Q(Gl, 'N')} 的物体匀速提升 \\(${h}\\ \\mathrm{m}\\)，绳子自由端的拉力为 ${Q(F, 'N')}。求：（1）有用功；（2）总功；（3）滑轮组的机械效率。`,
        answer: [
          `（1）\\(${sci(Wuseful)}\\ \\mathrm{J}\\)；（2）\\(${sci(Wtotal)}\\ \\mathrm{J}\\)；（3）\\(${v(eta.mul(100))}\\%\\)`,
        ],
        analysis: lines(
          `解：（1）\\(W_{\\text{有}}=Gh=${Gl}\\ \\mathrm{N}\\times ${h}\\ \\mathrm{m}=${sci(Wuseful)}\\ \\mathrm{J}\\)；`,
          `（2）绳子自由端移动的距离\\(s=${n}h=${n * h}\\ \\mathrm{m}\\)，\\(W_{\\text{总}}=Fs=${v(F)}\\ \\mathrm{N}\\times ${n * h}\\ \\mathrm{m}=${sci(Wtotal)}\\ \\mathrm{J}\\)；`,
          `（3）\\(\\eta=\\dfrac{W_{\\text{有}}}{W_{\\text{总}}}\\times 100\\%=\\dfrac{${sci(Wuseful)}\\ \\mathrm{J}}{${sci(Wtotal)}\\ \\mathrm{J}}\\times 100\\%=${v(eta.mul(100))}\\%\\)。`,
        ),
        tags: T.efficiency,
        score: 8,
      };
    }
    const L1 = rng.int(2, 20) * 5;
    const L2 = rng.intNot(1, 20, L1 / 5) * 5;
    const F2 = rng.int(1, 30) * 10;
    const F1 = new Frac(F2 * L2, L1);
    if (F1.dec() === null) retry();
    return {
      typeName: '填空题',
      difficulty: 0.72,
      stem: `杠杆在水平位置平衡，动力臂为 \\(${L1}\\ \\mathrm{cm}\\)，阻力臂为 \\(${L2}\\ \\mathrm{cm}\\)，阻力为 ${Q(F2, 'N')}，则动力为${BLANK}\\(\\mathrm{N}\\)，这是一个${BLANK}（选填“省力”或“费力”）杠杆。`,
      answer: [`\\(${v(F1)}\\)`, L1 > L2 ? '省力' : '费力'],
      analysis: `由杠杆平衡条件\\(F_1l_1=F_2l_2\\)，得\\(F_1=\\dfrac{F_2l_2}{l_1}=\\dfrac{${F2}\\ \\mathrm{N}\\times ${L2}\\ \\mathrm{cm}}{${L1}\\ \\mathrm{cm}}=${v(F1)}\\ \\mathrm{N}\\)。动力臂${L1 > L2 ? '大于' : '小于'}阻力臂，是${L1 > L2 ? '省力' : '费力'}杠杆。`,
      tags: T.lever,
      score: 2,
    };
  },
};

export const MECHANICS: Family[] = [
  speedFill,
  averageCalc,
  densitySingle,
  densityCalc,
  pressureCalc,
  buoyancyCalc,
  workCalc,
];

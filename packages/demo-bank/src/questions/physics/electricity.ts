/** 人教版 九年级 热学与电学计算：比热容、热值、欧姆定律、电功率、电能表、焦耳定律。 */
import { type Family, retry } from '../lib/core';
import { physicsTags } from '../lib/curriculum';
import { check, Frac } from '../lib/frac';
import { BLANK, lines } from '../lib/tex';
import { Q, sci, v } from './units';

const T = {
  heat: physicsTags({ k: ['比热容', '热量的计算'], rj: '9 比热容', hk: '9 科学探究：物质的比热容' }),
  fuel: physicsTags({ k: ['热值', '热机的效率'], rj: '9 热机的效率', hk: '9 热机效率和环境保护' }),
  ohm: physicsTags({ k: '欧姆定律', rj: '9 第2节 欧姆定律', hk: '9 科学探究：欧姆定律' }),
  series: physicsTags({
    k: ['串联电路的电阻', '欧姆定律'],
    rj: '9 欧姆定律在串、并联电路中的应用',
    hk: '9 电阻的串联和并联',
  }),
  parallel: physicsTags({
    k: ['并联电路的电阻', '欧姆定律'],
    rj: '9 欧姆定律在串、并联电路中的应用',
    hk: '9 电阻的串联和并联',
  }),
  power: physicsTags({ k: ['电功率', '额定功率和实际功率'], rj: '9 第2节 电功率', hk: '9 电流做功的快慢' }),
  meter: physicsTags({
    k: ['电能表', '电功率'],
    rj: ['9 电能 电功', '9 第2节 电功率'],
    hk: ['9 电流做功', '9 电流做功的快慢'],
  }),
  joule: physicsTags({ k: '焦耳定律', rj: '9 焦耳定律', hk: '9 科学探究：电流的热效应' }),
};

const C_WATER = 4200;

const heatCalc: Family = {
  id: 'phy.heat.calc',
  subject: 'physics',
  quota: 30,
  make(rng) {
    if (rng.chance(0.5)) {
      const m = new Frac(rng.int(1, 20), 2);
      const t0 = rng.int(2, 6) * 5;
      const t1 = rng.int(t0 / 5 + 2, 20) * 5;
      const Qv = new Frac(C_WATER).mul(m).mul(t1 - t0);
      return {
        typeName: '填空题',
        difficulty: 0.72,
        stem: `质量为 \\(${v(m)}\\ \\mathrm{kg}\\) 的水，温度从 \\(${t0}\\ ℃\\) 升高到 \\(${t1}\\ ℃\\)，需要吸收${BLANK}\\(\\mathrm{J}\\)的热量。[\\(c_{\\text{水}}=4.2\\times 10^{3}\\ \\mathrm{J/(kg\\cdot ℃)}\\)]`,
        answer: [`\\(${sci(Qv)}\\)`],
        analysis: `\\(Q_{\\text{吸}}=cm(t-t_0)=4.2\\times 10^{3}\\ \\mathrm{J/(kg\\cdot ℃)}\\times ${v(m)}\\ \\mathrm{kg}\\times (${t1}-${t0})\\ ℃=${sci(Qv)}\\ \\mathrm{J}\\)。`,
        tags: T.heat,
        score: 2,
      };
    }
    // Heating water with gas: efficiency.
    const m = rng.int(1, 10) * 2;
    const dt = rng.int(3, 8) * 10;
    const Qa = C_WATER * m * dt;
    const eta = rng.pick([
      new Frac(4, 10),
      new Frac(5, 10),
      new Frac(6, 10),
      new Frac(7, 10),
      new Frac(84, 100),
    ]);
    const Qr = new Frac(Qa).div(eta);
    const q = 42000000;
    const V = Qr.div(q);
    if (V.dec() === null || (V.dec()?.split('.')[1]?.length ?? 0) > 3) retry();
    check(new Frac(Qa).div(V.mul(q)).eq(eta), 'efficiency');
    return {
      typeName: '计算题',
      difficulty: 0.5,
      stem: `用天然气灶将 \\(${m}\\ \\mathrm{kg}\\) 的水加热，使水温升高 \\(${dt}\\ ℃\\)，消耗了 \\(${v(V)}\\ \\mathrm{m^3}\\) 的天然气。求：（1）水吸收的热量；（2）天然气完全燃烧放出的热量；（3）天然气灶烧水的效率。[\\(c_{\\text{水}}=4.2\\times 10^{3}\\ \\mathrm{J/(kg\\cdot ℃)}\\)，\\(q_{\\text{天然气}}=4.2\\times 10^{7}\\ \\mathrm{J/m^3}\\)]`,
      answer: [
        `（1）\\(${sci(Qa)}\\ \\mathrm{J}\\)；（2）\\(${sci(Qr)}\\ \\mathrm{J}\\)；（3）\\(${v(eta.mul(100))}\\%\\)`,
      ],
      analysis: lines(
        `解：（1）\\(Q_{\\text{吸}}=cm\\Delta t=4.2\\times 10^{3}\\ \\mathrm{J/(kg\\cdot ℃)}\\times ${m}\\ \\mathrm{kg}\\times ${dt}\\ ℃=${sci(Qa)}\\ \\mathrm{J}\\)；`,
        `（2）\\(Q_{\\text{放}}=Vq=${v(V)}\\ \\mathrm{m^3}\\times 4.2\\times 10^{7}\\ \\mathrm{J/m^3}=${sci(Qr)}\\ \\mathrm{J}\\)；`,
        `（3）\\(\\eta=\\dfrac{Q_{\\text{吸}}}{Q_{\\text{放}}}\\times 100\\%=\\dfrac{${sci(Qa)}\\ \\mathrm{J}}{${sci(Qr)}\\ \\mathrm{J}}\\times 100\\%=${v(eta.mul(100))}\\%\\)。`,
      ),
      tags: T.fuel,
      score: 8,
    };
  },
};

const ohmFill: Family = {
  id: 'phy.ohm.fill',
  subject: 'physics',
  quota: 30,
  make(rng) {
    const R = rng.pick([2, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50]);
    const U = new Frac(rng.int(1, 24) * (R % 2 ? 1 : 1));
    const I = U.div(R);
    if (I.dec() === null || (I.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
    const U2 = U.mul(rng.pick([2, 3, new Frac(1, 2)].map((x) => Frac.of(x))));
    const I2 = U2.div(R);
    if (I2.dec() === null || (I2.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
    return {
      typeName: '填空题',
      difficulty: 0.68,
      stem: `某导体两端的电压为 ${Q(U, 'V')} 时，通过它的电流为 ${Q(I, 'A')}，则它的电阻为${BLANK}\\(\\Omega\\)；当它两端的电压变为 ${Q(U2, 'V')} 时，通过它的电流为${BLANK}\\(\\mathrm{A}\\)；当它两端的电压为 \\(0\\) 时，它的电阻为${BLANK}\\(\\Omega\\)。`,
      answer: [`\\(${R}\\)`, `\\(${v(I2)}\\)`, `\\(${R}\\)`],
      analysis: `\\(R=\\dfrac{U}{I}=\\dfrac{${v(U)}\\ \\mathrm{V}}{${v(I)}\\ \\mathrm{A}}=${R}\\ \\Omega\\)。电阻是导体本身的性质，与电压、电流无关，所以电压变为 \\(${v(U2)}\\ \\mathrm{V}\\) 时，\\(I'=\\dfrac{U'}{R}=\\dfrac{${v(U2)}\\ \\mathrm{V}}{${R}\\ \\Omega}=${v(I2)}\\ \\mathrm{A}\\)；电压为 \\(0\\) 时电阻仍为 \\(${R}\\ \\Omega\\)。`,
      tags: T.ohm,
      score: 3,
    };
  },
};

const circuitCalc: Family = {
  id: 'phy.circuit.calc',
  subject: 'physics',
  quota: 40,
  make(rng) {
    const R1 = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30]);
    const R2 = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 60]);
    if (rng.chance(0.5)) {
      const U = rng.int(3, 24);
      const I = new Frac(U, R1 + R2);
      if (I.dec() === null || (I.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
      const U1 = I.mul(R1);
      const U2 = I.mul(R2);
      check(U1.add(U2).eq(U), 'voltages add up');
      return {
        typeName: '计算题',
        difficulty: 0.6,
        stem: `电阻\\(R_1=${R1}\\ \\Omega\\)与\\(R_2=${R2}\\ \\Omega\\)串联后接在电压为 ${Q(U, 'V')} 的电源两端。求：（1）电路中的电流；（2）\\(R_1\\)两端的电压；（3）\\(R_2\\)两端的电压。`,
        answer: [
          `（1）\\(${v(I)}\\ \\mathrm{A}\\)；（2）\\(${v(U1)}\\ \\mathrm{V}\\)；（3）\\(${v(U2)}\\ \\mathrm{V}\\)`,
        ],
        analysis: lines(
          `解：（1）串联电路的总电阻\\(R=R_1+R_2=${R1}\\ \\Omega+${R2}\\ \\Omega=${R1 + R2}\\ \\Omega\\)，电流\\(I=\\dfrac{U}{R}=\\dfrac{${U}\\ \\mathrm{V}}{${R1 + R2}\\ \\Omega}=${v(I)}\\ \\mathrm{A}\\)；`,
          `（2）\\(U_1=IR_1=${v(I)}\\ \\mathrm{A}\\times ${R1}\\ \\Omega=${v(U1)}\\ \\mathrm{V}\\)；`,
          `（3）\\(U_2=U-U_1=${U}\\ \\mathrm{V}-${v(U1)}\\ \\mathrm{V}=${v(U2)}\\ \\mathrm{V}\\)。`,
        ),
        tags: T.series,
        score: 8,
      };
    }
    const U = rng.int(2, 24);
    const I1 = new Frac(U, R1);
    const I2 = new Frac(U, R2);
    const I = I1.add(I2);
    const R = new Frac(R1 * R2, R1 + R2);
    for (const f of [I1, I2, I, R])
      if (f.dec() === null || (f.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
    check(new Frac(U).div(R).eq(I), 'total current two ways');
    return {
      typeName: '计算题',
      difficulty: 0.56,
      stem: `电阻\\(R_1=${R1}\\ \\Omega\\)与\\(R_2=${R2}\\ \\Omega\\)并联后接在电压为 ${Q(U, 'V')} 的电源两端。求：（1）通过\\(R_1\\)、\\(R_2\\)的电流；（2）干路中的电流；（3）电路的总电阻。`,
      answer: [
        `（1）\\(${v(I1)}\\ \\mathrm{A}\\)，\\(${v(I2)}\\ \\mathrm{A}\\)；（2）\\(${v(I)}\\ \\mathrm{A}\\)；（3）\\(${v(R)}\\ \\Omega\\)`,
      ],
      analysis: lines(
        `解：（1）并联电路各支路两端的电压都等于电源电压，\\(I_1=\\dfrac{U}{R_1}=\\dfrac{${U}\\ \\mathrm{V}}{${R1}\\ \\Omega}=${v(I1)}\\ \\mathrm{A}\\)，\\(I_2=\\dfrac{U}{R_2}=\\dfrac{${U}\\ \\mathrm{V}}{${R2}\\ \\Omega}=${v(I2)}\\ \\mathrm{A}\\)；`,
        `（2）\\(I=I_1+I_2=${v(I)}\\ \\mathrm{A}\\)；`,
        `（3）\\(R=\\dfrac{U}{I}=\\dfrac{${U}\\ \\mathrm{V}}{${v(I)}\\ \\mathrm{A}}=${v(R)}\\ \\Omega\\)。`,
      ),
      tags: T.parallel,
      score: 8,
    };
  },
};

const powerFill: Family = {
  id: 'phy.power.fill',
  subject: 'physics',
  quota: 30,
  make(rng) {
    const Ue = rng.pick([6, 12, 220, 36, 3, 9]);
    const Pe = Ue === 220 ? rng.pick([40, 100, 484, 1100, 880, 2200]) : rng.pick([3, 6, 9, 12, 18, 36]);
    // Small bulbs draw at most 1 A; the 220 V kilowatt ratings belong to heaters, not bulbs.
    if (Ue !== 220 && Pe > Ue) retry('bulb current above 1 A');
    const bulb = Ue !== 220 || Pe <= 100;
    const device = bulb ? '灯泡' : Pe >= 2000 ? '电热水器' : rng.pick(['电热水壶', '电饭锅', '电暖器']);
    const R = new Frac(Ue * Ue, Pe);
    const I = new Frac(Pe, Ue);
    if (!R.isInt() && R.dec() === null) retry();
    if (I.dec() === null || (I.dec()?.split('.')[1]?.length ?? 0) > 3) retry();
    const ratio = rng.pick([new Frac(1, 2), new Frac(1, 2), new Frac(3, 4), new Frac(9, 10)]);
    const U = ratio.mul(Ue);
    const P = U.mul(U).div(R);
    if (P.dec() === null || (P.dec()?.split('.')[1]?.length ?? 0) > 2) retry();
    return {
      typeName: '填空题',
      difficulty: 0.56,
      stem: `${bulb ? '一只' : '一个'}标有“\\(${Ue}\\ \\mathrm{V}\\ \\ ${Pe}\\ \\mathrm{W}\\)”的${device}，正常${bulb ? '发光' : '工作'}时的电流为${BLANK}\\(\\mathrm{A}\\)，电阻为${BLANK}\\(\\Omega\\)；若把它接在 ${Q(U, 'V')} 的电路中（${bulb ? '灯丝电阻' : '电阻'}不变），它的实际功率为${BLANK}\\(\\mathrm{W}\\)。`,
      answer: [`\\(${v(I)}\\)`, `\\(${v(R)}\\)`, `\\(${v(P)}\\)`],
      analysis: `\\(I=\\dfrac{P_{\\text{额}}}{U_{\\text{额}}}=\\dfrac{${Pe}\\ \\mathrm{W}}{${Ue}\\ \\mathrm{V}}=${v(I)}\\ \\mathrm{A}\\)，\\(R=\\dfrac{U_{\\text{额}}^2}{P_{\\text{额}}}=\\dfrac{(${Ue}\\ \\mathrm{V})^2}{${Pe}\\ \\mathrm{W}}=${v(R)}\\ \\Omega\\)；实际功率\\(P_{\\text{实}}=\\dfrac{U_{\\text{实}}^2}{R}=\\dfrac{(${v(U)}\\ \\mathrm{V})^2}{${v(R)}\\ \\Omega}=${v(P)}\\ \\mathrm{W}\\)。`,
      tags: T.power,
      score: 3,
    };
  },
};

const meterCalc: Family = {
  id: 'phy.meter.calc',
  subject: 'physics',
  quota: 25,
  make(rng) {
    const N = rng.pick([600, 1200, 1500, 1600, 2000, 2500, 3000, 3600]);
    const minutes = rng.pick([2, 3, 5, 6, 10, 12, 15, 20, 30]);
    const P = rng.pick([100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000]);
    const kwh = new Frac(P * minutes, 1000 * 60);
    const turns = kwh.mul(N);
    if (!turns.isInt()) retry();
    const J = kwh.mul(3600000);
    check(kwh.mul(1000).div(new Frac(minutes, 60)).eq(P), 'power from the meter');
    return {
      typeName: '计算题',
      difficulty: 0.5,
      stem: `小明家的电能表上标有“\\(${N}\\ \\mathrm{r/(kW\\cdot h)}\\)”字样。他只让家中的一个用电器工作，测得电能表的转盘在 \\(${minutes}\\ \\mathrm{min}\\) 内转了 \\(${turns.tex()}\\) 转。求：（1）这段时间内用电器消耗的电能；（2）该用电器的电功率。`,
      answer: [
        `（1）\\(${v(kwh)}\\ \\mathrm{kW\\cdot h}=${sci(J)}\\ \\mathrm{J}\\)；（2）\\(${P}\\ \\mathrm{W}\\)`,
      ],
      analysis: lines(
        `解：（1）\\(W=\\dfrac{${turns.tex()}}{${N}}\\ \\mathrm{kW\\cdot h}=${v(kwh)}\\ \\mathrm{kW\\cdot h}=${sci(J)}\\ \\mathrm{J}\\)；`,
        `（2）\\(t=${minutes}\\ \\mathrm{min}=${sci(minutes * 60)}\\ \\mathrm{s}\\)，\\(P=\\dfrac{W}{t}=\\dfrac{${sci(J)}\\ \\mathrm{J}}{${minutes * 60}\\ \\mathrm{s}}=${P}\\ \\mathrm{W}\\)。`,
      ),
      tags: T.meter,
      score: 6,
    };
  },
};

const jouleFill: Family = {
  id: 'phy.joule.fill',
  subject: 'physics',
  quota: 20,
  make(rng) {
    const I = new Frac(rng.int(1, 10), 2);
    const R = rng.pick([2, 5, 10, 20, 44, 50, 100]);
    const t = rng.pick([10, 30, 60, 100, 120, 300, 600]);
    const Qv = I.mul(I).mul(R).mul(t);
    if (Qv.dec() === null) retry();
    return {
      typeName: '填空题',
      difficulty: 0.68,
      stem: `一根阻值为 \\(${R}\\ \\Omega\\) 的电阻丝，通过它的电流为 ${Q(I, 'A')}，通电 \\(${t}\\ \\mathrm{s}\\) 产生的热量为${BLANK}\\(\\mathrm{J}\\)。`,
      answer: [`\\(${sci(Qv)}\\)`],
      analysis: `由焦耳定律，\\(Q=I^2Rt=(${v(I)}\\ \\mathrm{A})^2\\times ${R}\\ \\Omega\\times ${t}\\ \\mathrm{s}=${sci(Qv)}\\ \\mathrm{J}\\)。`,
      tags: T.joule,
      score: 2,
    };
  },
};

export const ELECTRICITY: Family[] = [heatCalc, ohmFill, circuitCalc, powerFill, meterCalc, jouleFill];

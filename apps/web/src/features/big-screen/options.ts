import type { BigScreen } from '@zhijuan/contracts';
import type { ChartOption, ChartTable } from '../../lib/charts/Chart';
import { roundMean } from '../../lib/figures';

/** The latest exam's part of the big screen. */
export type Latest = NonNullable<BigScreen['latest']>;

export interface ChartSpec {
  option: ChartOption;
  table: ChartTable;
}

const AXIS = '#9fb3d9';
const SPLIT = 'rgba(159, 179, 217, 0.15)';
function percent(r: number): number;
function percent(r: number | null): number | null;
function percent(r: number | null) {
  return r === null ? null : Math.round(r * 1000) / 10;
}
/** Averages by the reports' one rounding rule (two decimals); a class without a total reads "—". */
function one(n: number): number;
function one(n: number | null): number | null;
function one(n: number | null) {
  return n === null ? null : roundMean(n);
}

/** Axis text and grid lines readable on the dark background, sized by the screen's scale `s`. */
const axisStyle = (s: number) => ({
  axisLabel: { color: AXIS, fontSize: 13 * s },
  axisLine: { lineStyle: { color: SPLIT } },
  splitLine: { lineStyle: { color: SPLIT } },
});

export const RATE_COLOURS = { excellent: '#4dabf7', pass: '#51cf66', low: '#ff6b6b' } as const;

/**
 * 优秀率, 及格率 and 低分率 as three ring gauges side by side; `radius` in design pixels, since a percent
 * radius follows the box's height and three gauges share its width.
 */
export function ratesChart(latest: Latest, s: number, radius = 68): ChartSpec {
  const g = latest.grade;
  const rates = [
    { name: '优秀率', value: g.excellentRate, colour: RATE_COLOURS.excellent },
    { name: '及格率', value: g.passRate, colour: RATE_COLOURS.pass },
    { name: '低分率', value: g.lowRate, colour: RATE_COLOURS.low },
  ];
  return {
    option: {
      series: rates.map((r, i) => ({
        type: 'gauge',
        center: [`${16.7 + i * 33.3}%`, '55%'],
        radius: radius * s,
        startAngle: 220,
        endAngle: -40,
        min: 0,
        max: 100,
        progress: { show: true, width: 10 * s, roundCap: true, itemStyle: { color: r.colour } },
        axisLine: { lineStyle: { width: 10 * s, color: [[1, 'rgba(159, 179, 217, 0.18)']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { offsetCenter: [0, '62%'], color: AXIS, fontSize: 15 * s },
        detail: {
          offsetCenter: [0, '0%'],
          valueAnimation: false,
          formatter: '{value}%',
          color: '#fff',
          fontSize: 24 * s,
          fontWeight: 600,
        },
        data: [{ value: percent(r.value) ?? 0, name: r.name }],
      })),
    },
    table: { columns: ['指标', '年级（%）'], rows: rates.map((r) => [r.name, percent(r.value)]) },
  };
}

/** Classes by mean, best at the top, with the grade mean marked. */
export function rankingChart(latest: Latest, s: number): ChartSpec {
  const classes = [...latest.classes].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
  const shown = [...classes].reverse();
  return {
    option: {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 56 * s, top: 28 * s, bottom: 8, containLabel: true },
      xAxis: { type: 'value', max: latest.exam.fullScore, ...axisStyle(s) },
      yAxis: {
        type: 'category',
        data: shown.map((c) => c.name),
        ...axisStyle(s),
        axisLabel: { color: '#dbe6ff', fontSize: 15 * s },
      },
      series: [
        {
          type: 'bar',
          name: '平均分',
          barMaxWidth: 26 * s,
          data: shown.map((c) => ({
            value: one(c.mean),
            itemStyle: {
              color: {
                type: 'linear',
                x: 0,
                y: 0,
                x2: 1,
                y2: 0,
                colorStops: [
                  { offset: 0, color: 'rgba(77, 171, 247, 0.35)' },
                  { offset: 1, color: c.rank === 1 ? '#ffd43b' : '#4dabf7' },
                ],
              },
              borderRadius: [0, 4 * s, 4 * s, 0],
            },
          })),
          label: { show: true, position: 'right', color: '#fff', fontSize: 14 * s },
          markLine: {
            symbol: 'none',
            lineStyle: { color: '#ffd43b', type: 'dashed' },
            label: { color: '#ffd43b', fontSize: 12 * s, formatter: '年级 {c}' },
            data: [{ xAxis: one(latest.grade.mean) }],
          },
        },
      ],
    },
    table: {
      columns: ['名次', '班级', '任课教师', '平均分', '优秀率（%）', '及格率（%）', '超均率（%）'],
      rows: classes.map((c) => [
        c.rank,
        c.name,
        c.teachers.join('、'),
        one(c.mean),
        percent(c.excellentRate),
        percent(c.passRate),
        percent(c.overMean),
      ]),
    },
  };
}

/** Students per score band, stacked by class. */
export function distributionChart(latest: Latest, s: number): ChartSpec {
  const { bands, rows } = latest.distribution;
  const classRows = rows.filter((r) => r.id !== latest.grade.id);
  const gradeRow =
    rows.find((r) => r.id === latest.grade.id)?.counts ??
    bands.map((_, i) => classRows.reduce((sum, r) => sum + (r.counts[i] ?? 0), 0));
  return {
    option: {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, textStyle: { color: AXIS, fontSize: 12 * s }, itemWidth: 14 * s, itemHeight: 10 * s },
      grid: { left: 8, right: 12, top: 36 * s, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: bands.map((b) => b.label),
        ...axisStyle(s),
        axisLabel: { color: AXIS, fontSize: 12 * s, interval: 0 },
      },
      yAxis: { type: 'value', minInterval: 1, ...axisStyle(s) },
      series: classRows.map((r) => ({
        name: r.name,
        type: 'bar',
        stack: 'students',
        barMaxWidth: 40 * s,
        data: r.counts,
      })),
    },
    table: {
      columns: ['分数段', ...classRows.map((r) => r.name), '年级'],
      rows: bands.map((b, i) => [b.label, ...classRows.map((r) => r.counts[i] ?? 0), gradeRow[i] ?? 0]),
    },
  };
}

/** Knowledge mastery per class (rows) and point (columns). */
export function knowledgeChart(latest: Latest, s: number): ChartSpec {
  const { points, rows } = latest.knowledge;
  const data = rows.flatMap((r, y) =>
    r.values.map((v, x) => [x, y, v == null ? null : percent(v)] as [number, number, number | null]),
  );
  const short = (name: string) => (name.length > 6 ? `${name.slice(0, 6)}…` : name);
  return {
    option: {
      tooltip: {
        formatter: (p: { value: [number, number, number | null] }) => {
          const [x, y, v] = p.value;
          return `${rows[y]?.name ?? ''} · ${points[x]?.name ?? ''}<br/>掌握度 ${v == null ? '—' : `${v}%`}`;
        },
      },
      grid: { left: 8, right: 8, top: 8, bottom: 44 * s, containLabel: true },
      xAxis: {
        type: 'category',
        data: points.map((p) => short(p.name)),
        ...axisStyle(s),
        axisLabel: { color: AXIS, fontSize: 12 * s, interval: 0, rotate: points.length > 6 ? 30 : 0 },
        splitArea: { show: false },
      },
      yAxis: {
        type: 'category',
        data: rows.map((r) => r.name),
        inverse: true,
        ...axisStyle(s),
        axisLabel: { color: '#dbe6ff', fontSize: 13 * s },
      },
      visualMap: {
        min: 0,
        max: 100,
        calculable: false,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemWidth: 12 * s,
        itemHeight: 120 * s,
        textStyle: { color: AXIS, fontSize: 11 * s },
        text: ['100%', '0%'],
        inRange: { color: ['#c92a2a', '#f08c00', '#fab005', '#37b24d'] },
        show: true,
      },
      series: [
        {
          type: 'heatmap',
          name: '掌握度',
          data,
          label: {
            show: points.length <= 16,
            color: '#10182b',
            fontSize: 12 * s,
            formatter: (p: { value: [number, number, number | null] }) =>
              p.value[2] == null ? '' : String(Math.round(p.value[2])),
          },
          itemStyle: { borderColor: '#0b1530', borderWidth: 2 },
        },
      ],
    },
    table: {
      columns: ['班级', ...points.map((p) => p.name)],
      rows: rows.map((r) => [r.name, ...r.values.map((v) => (v == null ? null : percent(v)))]),
    },
  };
}

/** The grade's mean over its exams of the subject, as 得分率 when full marks differ. */
export function trendChart(latest: Latest, s: number): ChartSpec {
  const trend = latest.trend;
  const sameFull = trend.every((t) => t.fullScore === trend[0]?.fullScore);
  const value = (t: Latest['trend'][number]) => (sameFull ? one(t.mean) : percent(t.mean / t.fullScore));
  // Room of 10 around the values, in tens, within 0 … full marks (or 100 %), so a small move stays small.
  const top = sameFull ? (trend[0]?.fullScore ?? 100) : 100;
  const values = trend.map(value);
  const low = Math.max(0, Math.floor((Math.min(...values) - 10) / 10) * 10);
  const high = Math.min(top, Math.ceil((Math.max(...values) + 10) / 10) * 10);
  return {
    option: {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24 * s, top: 28 * s, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: trend.map((t) => t.name),
        ...axisStyle(s),
        axisLabel: { color: AXIS, fontSize: 12 * s, interval: 0, width: 110 * s, overflow: 'truncate' },
      },
      yAxis: {
        type: 'value',
        min: low,
        max: high,
        name: sameFull ? '平均分' : '得分率 %',
        nameTextStyle: { color: AXIS, fontSize: 12 * s },
        ...axisStyle(s),
      },
      series: [
        {
          type: 'line',
          name: sameFull ? '年级平均分' : '年级得分率',
          smooth: true,
          symbolSize: 9 * s,
          lineStyle: { width: 3 * s, color: '#63e6be' },
          itemStyle: { color: '#63e6be' },
          areaStyle: {
            color: {
              type: 'linear',
              x: 0,
              y: 0,
              x2: 0,
              y2: 1,
              colorStops: [
                { offset: 0, color: 'rgba(99, 230, 190, 0.35)' },
                { offset: 1, color: 'rgba(99, 230, 190, 0)' },
              ],
            },
          },
          label: { show: true, color: '#fff', fontSize: 13 * s },
          data: trend.map(value),
        },
      ],
    },
    table: {
      columns: ['考试', '日期', '满分', '年级平均分'],
      rows: trend.map((t) => [t.name, t.examDate, t.fullScore, one(t.mean)]),
    },
  };
}

import {
  type Distribution,
  type GroupStats,
  type KnowledgeHeatmap,
  QUALITY_LABELS,
  type QuestionStat,
  SHEET_STATE_NAMES,
  type TrendPoint,
} from '@zhijuan/contracts';
import type { ChartOption, ChartTable } from '../../lib/charts/Chart';
import { roundMean } from '../../lib/figures';
import { QUALITY_HEX, round } from './format';

/**
 * Chart options and the tables behind them, as pure functions of the reports (memoised by the
 * screens). Every chart of the analysis screens has its numbers as a table (图表/表格 switch, CSV).
 */
export interface ChartSpec {
  option: ChartOption;
  table: ChartTable;
}

const PALETTE = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2', '#faad14', '#2f54eb'];
const pctLabel = (v: number) => `${Math.round(v * 100)}%`;

/** Band counts, one bar group per band and one colour per row (grade, classes). */
export function distributionChart(d: Distribution, asShare = false): ChartSpec {
  const totals = d.rows.map((r) => r.counts.reduce((a, b) => a + b, 0) || 1);
  return {
    option: {
      color: PALETTE,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      xAxis: { type: 'category', data: d.bands.map((b) => b.label), name: '分数段' },
      yAxis: asShare
        ? { type: 'value', name: '占比', axisLabel: { formatter: pctLabel } }
        : { type: 'value', name: '人数', minInterval: 1 },
      series: d.rows.map((r, i) => ({
        name: r.name,
        type: 'bar',
        data: asShare ? r.counts.map((c) => round(c / totals[i]!, 3)) : r.counts,
      })),
    },
    table: {
      columns: ['分数段', ...d.rows.map((r) => r.name)],
      rows: d.bands.map((b, k) => [b.label, ...d.rows.map((r) => r.counts[k] ?? 0)]),
    },
  };
}

/** Box plots of classes (and the grade): min, Q1, median, Q3, max. */
export function boxChart(groups: GroupStats[]): ChartSpec {
  return {
    option: {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; data: number[] }) => {
          const [, min, q1, med, q3, max] = p.data;
          return `${p.name}<br/>最高 ${max}<br/>上四分位 ${q3}<br/>中位数 ${med}<br/>下四分位 ${q1}<br/>最低 ${min}`;
        },
      },
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: groups.map((g) => g.name) },
      yAxis: { type: 'value', name: '分数', scale: true },
      series: [
        {
          name: '成绩分布',
          type: 'boxplot',
          itemStyle: { color: '#e6f4ff', borderColor: '#1677ff' },
          data: groups.map((g) => [g.min, g.q1, g.median, g.q3, g.max]),
        },
      ],
    },
    table: {
      columns: ['班级', '最低分', '下四分位', '中位数', '上四分位', '最高分', '平均分'],
      rows: groups.map((g) => [
        g.name,
        g.min,
        g.q1,
        g.median,
        g.q3,
        g.max,
        g.mean === null ? null : roundMean(g.mean),
      ]),
    },
  };
}

/** Knowledge mastery, rows (classes, grade) × knowledge points, 0–1. */
export function heatmapChart(k: KnowledgeHeatmap): ChartSpec {
  const data: [number, number, number | '-'][] = [];
  k.rows.forEach((r, y) => {
    r.values.forEach((v, x) => {
      data.push([x, y, v === null ? '-' : round(v, 3)]);
    });
  });
  return {
    option: {
      tooltip: {
        formatter: (p: { data: [number, number, number | '-'] }) => {
          const [x, y, v] = p.data;
          return `${k.rows[y]?.name} · ${k.points[x]?.name}<br/>掌握度 ${v === '-' ? '—' : pctLabel(v)}`;
        },
      },
      grid: { left: 80, right: 16, top: 8, bottom: 96 },
      xAxis: {
        type: 'category',
        data: k.points.map((p) => p.name),
        axisLabel: { rotate: 35, interval: 0, width: 110, overflow: 'truncate' },
      },
      yAxis: { type: 'category', data: k.rows.map((r) => r.name), inverse: true },
      visualMap: {
        min: 0,
        max: 1,
        calculable: false,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 120,
        text: ['100%', '0%'],
        inRange: { color: ['#ff7875', '#ffd666', '#95de64'] },
      },
      series: [
        {
          type: 'heatmap',
          name: '知识点掌握度',
          data,
          label: {
            show: k.points.length <= 12,
            formatter: (p: { data: [number, number, number | '-'] }) =>
              p.data[2] === '-' ? '' : pctLabel(p.data[2]),
          },
        },
      ],
    },
    table: {
      columns: ['班级', ...k.points.map((p) => `${p.name}（${p.fullScore}分）`)],
      rows: k.rows.map((r) => [r.name, ...r.values.map((v) => (v === null ? null : `${round(v * 100)}%`))]),
    },
  };
}

const mean = (v: number | null) => (v === null ? null : roundMean(v));

/** A student's totals over exams against the class and grade means, as shares of full marks when these differ. */
export function trendChart(trend: TrendPoint[], animation = true): ChartSpec {
  const sameFull = trend.every((t) => t.fullScore === trend[0]?.fullScore);
  const scale = (v: number | null, full: number) =>
    v === null ? null : sameFull ? v : round((v / full) * 100, 1);
  return {
    option: {
      animation,
      color: ['#1677ff', '#fa8c16', '#8c8c8c', '#722ed1'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 44, right: 44, top: 36, bottom: 40 },
      xAxis: {
        type: 'category',
        data: trend.map((t) => t.name),
        axisLabel: { interval: 0, width: 90, overflow: 'truncate', fontSize: 11 },
      },
      yAxis: [
        { type: 'value', name: sameFull ? '分数' : '得分率%', scale: true },
        { type: 'value', name: '年级排名', inverse: true, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: '本人',
          type: 'line',
          data: trend.map((t) => scale(t.total, t.fullScore)),
          connectNulls: true,
        },
        { name: '班级平均', type: 'line', data: trend.map((t) => scale(mean(t.classMean), t.fullScore)) },
        {
          name: '年级平均',
          type: 'line',
          lineStyle: { type: 'dashed' },
          data: trend.map((t) => scale(mean(t.gradeMean), t.fullScore)),
        },
        {
          name: '年级排名',
          type: 'line',
          yAxisIndex: 1,
          lineStyle: { type: 'dotted' },
          data: trend.map((t) => t.gradeRank),
          connectNulls: true,
        },
      ],
    },
    table: {
      columns: ['考试', '日期', '满分', '得分', '班级平均', '年级平均', '班级排名', '年级排名'],
      rows: trend.map((t) => [
        t.name,
        t.examDate,
        t.fullScore,
        t.status === 'scored' ? t.total : SHEET_STATE_NAMES[t.status],
        mean(t.classMean),
        mean(t.gradeMean),
        t.classRank === null ? null : `${t.classRank}/${t.classCount}`,
        t.gradeRank === null ? null : `${t.gradeRank}/${t.gradeCount}`,
      ]),
    },
  };
}

export interface RadarRow {
  name: string;
  student: number | null;
  classMastery: number | null;
  gradeMastery: number | null;
}

/** Knowledge mastery of a student against the class and the grade. */
export function radarChart(rows: RadarRow[], animation = true): ChartSpec {
  const v = (x: number | null) => (x === null ? 0 : round(x * 100));
  // Long knowledge-point names wrap onto two lines of at most 7 characters instead of running off the
  // chart's edge.
  const wrap = (name: string) => {
    const lines = [name.slice(0, 7), name.slice(7, 14)].filter(Boolean);
    return lines.join('\n') + (name.length > 14 ? '…' : '');
  };
  return {
    option: {
      animation,
      color: ['#1677ff', '#fa8c16', '#8c8c8c'],
      tooltip: {},
      legend: { top: 0 },
      radar: {
        indicator: rows.map((r) => ({ name: r.name, max: 100 })),
        radius: '52%',
        center: ['50%', '57%'],
        axisName: { color: '#555', fontSize: 11, formatter: (name?: string) => wrap(name ?? '') },
      },
      series: [
        {
          type: 'radar',
          data: [
            { name: '本人', value: rows.map((r) => v(r.student)), areaStyle: { opacity: 0.15 } },
            { name: '班级', value: rows.map((r) => v(r.classMastery)) },
            { name: '年级', value: rows.map((r) => v(r.gradeMastery)), lineStyle: { type: 'dashed' } },
          ],
        },
      ],
    },
    table: {
      columns: ['知识点', '本人', '班级', '年级'],
      rows: rows.map((r) => [
        r.name,
        ...[r.student, r.classMastery, r.gradeMastery].map((x) => (x === null ? null : `${round(x * 100)}%`)),
      ]),
    },
  };
}

/** Intended (bank) and actual 得分率 per question. */
export function difficultyChart(questions: QuestionStat[]): ChartSpec {
  return {
    option: {
      color: ['#bfbfbf', '#1677ff'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 48 },
      xAxis: {
        type: 'category',
        data: questions.map((q) => q.label.replace(/^第|题$/g, '')),
        name: '题号',
        axisLabel: { interval: 0, fontSize: 11 },
      },
      yAxis: { type: 'value', min: 0, max: 1, name: '得分率', axisLabel: { formatter: pctLabel } },
      series: [
        { name: '预估难度（题库）', type: 'bar', data: questions.map((q) => q.intended ?? '-') },
        { name: '实际得分率', type: 'bar', data: questions.map((q) => round(q.p, 3)) },
      ],
    },
    table: {
      columns: ['题目', '题型', '预估难度（题库）', '实际得分率', '难度'],
      rows: questions.map((q) => [
        q.label,
        q.typeName,
        q.intended === null ? null : `${round(q.intended * 100)}%`,
        `${round(q.p * 100)}%`,
        q.difficultyName,
      ]),
    },
  };
}

/** 区分度 per question, coloured by quality band, with the 0.2/0.3/0.4 lines. */
export function discriminationChart(questions: QuestionStat[]): ChartSpec {
  return {
    option: {
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 56, top: 24, bottom: 48 },
      xAxis: {
        type: 'category',
        data: questions.map((q) => q.label.replace(/^第|题$/g, '')),
        name: '题号',
        axisLabel: { interval: 0, fontSize: 11 },
      },
      yAxis: { type: 'value', name: '区分度', min: (v: { min: number }) => Math.min(0, v.min), max: 1 },
      series: [
        {
          name: '区分度',
          type: 'bar',
          data: questions.map((q) => ({
            value: q.discrimination === null ? '-' : round(q.discrimination, 3),
            itemStyle: { color: QUALITY_HEX[q.quality] },
          })),
          markLine: {
            symbol: 'none',
            silent: true,
            lineStyle: { type: 'dashed', color: '#999' },
            label: { formatter: '{b}', position: 'end' },
            data: [
              { yAxis: 0.4, name: '优秀' },
              { yAxis: 0.3, name: '良好' },
              { yAxis: 0.2, name: '尚可' },
            ],
          },
        },
      ],
    },
    table: {
      columns: ['题目', '区分度', '点二列相关', '质量'],
      rows: questions.map((q) => [
        q.label,
        q.discrimination === null ? null : round(q.discrimination, 2),
        q.pointBiserial === null ? null : round(q.pointBiserial, 2),
        QUALITY_LABELS[q.quality],
      ]),
    },
  };
}

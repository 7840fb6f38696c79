import { Card, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption, type ChartTable } from '../../lib/charts/Chart';
import { DataCenterFrame } from './DataCenterFrame';
import { compareNames, roundMean, score, toPercent } from './format';
import { type OverviewExam, useDataCenter } from './useDataCenter';

type Metric = 'mean' | 'p';

interface ClassLine {
  name: string;
  /** Teachers of the class in its latest exam of the subject. */
  teachers: string[];
  /** Null for an exam the class did not take; mean, p and rank null when nobody of it has a total. */
  cells: ({ mean: number | null; p: number | null; rank: number | null } | null)[];
}

/** /dataCenter/averageScore 平均分对比: each class's mean over the grade's exams of a subject. */
export default function AverageScorePage() {
  const dc = useDataCenter({ subjectRequired: true });
  const [picked, setMetric] = useState<Metric | null>(null);
  // Exams of different full marks compare by 得分率 unless the director asks for means.
  const metric: Metric = picked ?? (new Set(dc.exams.map((e) => e.fullScore)).size > 1 ? 'p' : 'mean');
  const lines = useMemo(() => classLines(dc.exams), [dc.exams]);
  const chart = useMemo(() => trendChart(dc.exams, lines, metric), [dc.exams, lines, metric]);
  const subjectName = dc.data?.subjects.find((s) => s.id === dc.subjectId)?.name ?? '';

  return (
    <DataCenterFrame title="平均分对比" dc={dc} subjectRequired>
      <Card
        variant="borderless"
        className="zj-dc-card"
        title={`${subjectName}各班平均分走势`}
        extra={
          <Segmented
            aria-label="走势指标"
            value={metric}
            onChange={(v) => setMetric(v as Metric)}
            options={[
              { value: 'mean', label: '平均分' },
              { value: 'p', label: '得分率' },
            ]}
          />
        }
      >
        <Typography.Paragraph type="secondary" className="zj-dc-note">
          按考试日期排列；满分不同的考试请看得分率（平均分 ÷ 满分）。虚线为年级。
        </Typography.Paragraph>
        <Chart option={chart.option} table={chart.table} title={`${subjectName}平均分走势`} height={360} />
      </Card>
      <Card variant="borderless" className="zj-dc-card" title="各班平均分与名次">
        <MeansTable exams={dc.exams} lines={lines} />
      </Card>
    </DataCenterFrame>
  );
}

function classLines(exams: OverviewExam[]): ClassLine[] {
  const names = [...new Set(exams.flatMap((e) => e.classes.map((c) => c.className)))].sort(compareNames);
  return names.map((name) => {
    const cells = exams.map((e) => {
      const c = e.classes.find((x) => x.className === name);
      return c ? { mean: c.mean, p: c.p, rank: c.rank } : null;
    });
    const latest = [...exams].reverse().find((e) => e.classes.some((c) => c.className === name));
    return { name, cells, teachers: latest?.classes.find((c) => c.className === name)?.teachers ?? [] };
  });
}

function trendChart(exams: OverviewExam[], lines: ClassLine[], metric: Metric) {
  const value = (cell: { mean: number | null; p: number | null } | null) => {
    const v = cell == null ? null : metric === 'mean' ? cell.mean : cell.p;
    return v === null ? null : metric === 'mean' ? roundMean(v) : toPercent(v);
  };
  const unit = metric === 'mean' ? '分' : '%';
  const grade = exams.map((e) => value(e.grade));
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v}${unit}`) },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 56 },
    xAxis: {
      type: 'category',
      data: exams.map((e) => `${e.name}${e.status === 'done' ? '' : '（阅卷中）'}\n${e.examDate}`),
      axisLabel: { interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: `{value}${unit}` } },
    series: [
      ...lines.map((l) => ({
        name: l.name,
        type: 'line',
        connectNulls: true,
        symbolSize: 7,
        data: l.cells.map(value),
      })),
      {
        name: '年级',
        type: 'line',
        symbolSize: 7,
        lineStyle: { type: 'dashed', width: 2 },
        itemStyle: { color: '#5b6578' },
        data: grade,
      },
    ],
  };
  const table: ChartTable = {
    columns: ['班级', ...exams.map((e) => `${e.name}（${e.examDate}）`)],
    rows: [...lines.map((l) => [l.name, ...l.cells.map(value)]), ['年级', ...grade]],
  };
  return { option, table };
}

function MeansTable({ exams, lines }: { exams: OverviewExam[]; lines: ClassLine[] }) {
  const columns: ColumnsType<ClassLine> = [
    { title: '班级', dataIndex: 'name', fixed: 'left', width: 88 },
    {
      title: '任课教师',
      dataIndex: 'teachers',
      width: 120,
      render: (t: string[]) => t.join('、') || '—',
    },
    ...exams.map((e, i) => ({
      key: e.id,
      title: (
        <span className="zj-dc-exam-head">
          {e.name}
          {e.status === 'done' ? '' : '（阅卷中）'}
          <small>
            {e.examDate} · 满分 {e.fullScore}
          </small>
        </span>
      ),
      children: [
        {
          key: `${e.id}-mean`,
          title: '平均分',
          align: 'right' as const,
          render: (_: unknown, l: ClassLine) => score(l.cells[i]?.mean),
        },
        {
          key: `${e.id}-rank`,
          title: '名次',
          align: 'center' as const,
          render: (_: unknown, l: ClassLine) => <RankCell line={l} index={i} />,
        },
      ],
    })),
  ];
  return (
    <Table<ClassLine>
      size="small"
      rowKey="name"
      bordered
      pagination={false}
      dataSource={lines}
      columns={columns}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row className="zj-dc-grade-row">
          <Table.Summary.Cell index={0}>年级</Table.Summary.Cell>
          <Table.Summary.Cell index={1}>—</Table.Summary.Cell>
          {exams.flatMap((e, i) => [
            <Table.Summary.Cell key={`${e.id}-m`} index={2 + i * 2} align="right">
              {score(e.grade.mean)}
            </Table.Summary.Cell>,
            <Table.Summary.Cell key={`${e.id}-r`} index={3 + i * 2} align="center">
              —
            </Table.Summary.Cell>,
          ])}
        </Table.Summary.Row>
      )}
    />
  );
}

/** The class's rank in an exam, with its move since the previous exam (↑ up, ↓ down). */
function RankCell({ line, index }: { line: ClassLine; index: number }) {
  const cell = line.cells[index];
  if (!cell || cell.rank === null) return <>—</>;
  const before = line.cells
    .slice(0, index)
    .reverse()
    .find((c) => c !== null && c.rank !== null);
  const move = before?.rank ? before.rank - cell.rank : 0;
  return (
    <span>
      {cell.rank}
      {move !== 0 && (
        <span className={`zj-dc-move ${move > 0 ? 'zj-dc-over-up' : 'zj-dc-over-down'}`}>
          {move > 0 ? `↑${move}` : `↓${-move}`}
        </span>
      )}
    </span>
  );
}

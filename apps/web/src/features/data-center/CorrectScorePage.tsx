import { useQuery } from '@tanstack/react-query';
import type { CorrectScoreTable } from '@zhijuan/contracts';
import { Button, Card, Empty, Result, Select, Skeleton, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Chart, type ChartOption, type ChartTable } from '../../lib/charts/Chart';
import { downloadCsv } from '../../lib/charts/csv';
import { DataCenterFrame } from './DataCenterFrame';
import { pct, pct1, rateColour, toPercent } from './format';
import { correctScoreQuery } from './queries';
import { useDataCenter } from './useDataCenter';

type Row = CorrectScoreTable['rows'][number];

/** /dataCenter/correctScore 批改得分: 得分率 of every class on every question of one exam. */
export default function CorrectScorePage() {
  const dc = useDataCenter({ subjectRequired: true });
  const newestFirst = useMemo(() => [...dc.exams].reverse(), [dc.exams]);
  const requested = dc.params.get('examId');
  const exam = newestFirst.find((e) => e.id === requested) ?? newestFirst[0];
  const table = useQuery({ ...correctScoreQuery(exam?.id ?? ''), enabled: Boolean(exam) });

  return (
    <DataCenterFrame
      title="批改得分"
      dc={dc}
      subjectRequired
      extra={
        <Select
          aria-label="考试"
          className="zj-dc-exam-select"
          placeholder="选择考试"
          value={exam?.id}
          onChange={(id: string) => dc.set({ examId: id })}
          options={newestFirst.map((e) => ({
            value: e.id,
            label: `${e.examDate} ${e.name}${e.status === 'done' ? '' : '（阅卷中）'}`,
          }))}
          popupMatchSelectWidth={false}
          notFoundContent="暂无已阅卷的考试"
        />
      }
    >
      {table.error ? (
        <Result status="warning" title={table.error.message} />
      ) : !table.data ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : table.data.questions.length === 0 ? (
        <Card variant="borderless" className="zj-page-card">
          <Empty description="这次考试还没有可统计的题目" />
        </Card>
      ) : (
        <ScoreRates data={table.data} />
      )}
    </DataCenterFrame>
  );
}

function ScoreRates({ data }: { data: CorrectScoreTable }) {
  const { questions, rows } = data;
  const gradeRow = rows.at(-1);
  const csv: ChartTable = useMemo(
    () => ({
      columns: ['班级', ...questions.map((q) => `${q.label}（${q.max}分）`)],
      rows: rows.map((r) => [r.name, ...r.values.map((v) => (v == null ? null : pct1(v)))]),
    }),
    [questions, rows],
  );
  const chart = useMemo(() => gradeChart(data), [data]);
  const weak = gradeRow
    ? questions
        .map((q, i) => ({ q, p: gradeRow.values[i] ?? null }))
        .filter((x): x is { q: (typeof questions)[number]; p: number } => x.p !== null && x.p < 0.6)
        .sort((a, b) => a.p - b.p)
    : [];

  return (
    <>
      <Card
        variant="borderless"
        className="zj-dc-card"
        title={`${data.exam.name} · 各班各题得分率`}
        extra={<Button onClick={() => downloadCsv(`${data.exam.name}-得分率`, csv)}>导出 CSV</Button>}
      >
        <Table<Row>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          bordered
          className="zj-dc-rates"
          rowClassName={(_, i) => (i === rows.length - 1 ? 'zj-dc-grade-row' : '')}
          columns={[
            { title: '班级', dataIndex: 'name', fixed: 'left', width: 96 },
            ...questions.map((q, i) => ({
              key: q.key,
              title: <span title={`${q.typeName}，满分 ${q.max} 分`}>{q.label.replace(/^第|题$/g, '')}</span>,
              align: 'center' as const,
              width: 56,
              onCell: (r: Row) => ({ style: { background: rateColour(r.values[i] ?? null) } }),
              render: (_: unknown, r: Row) => pct(r.values[i] ?? null),
            })),
          ]}
        />
        <div className="zj-dc-legend" aria-hidden>
          <span>得分率</span>
          {[0.3, 0.5, 0.6, 0.7, 0.85, 1].map((v) => (
            <span key={v} className="zj-dc-legend-cell" style={{ background: rateColour(v) }}>
              {pct(v)}
            </span>
          ))}
        </div>
      </Card>
      <Card variant="borderless" className="zj-dc-card" title="年级各题得分率">
        <Chart option={chart.option} table={chart.table} title={`${data.exam.name}-年级得分率`} />
        {weak.length > 0 && (
          <Typography.Paragraph className="zj-dc-weak">
            <span>得分率低于 60% 的题：</span>
            {weak.map(({ q, p }) => (
              <Tag key={q.key} color="red">
                {q.label} {pct(p)}
              </Tag>
            ))}
          </Typography.Paragraph>
        )}
      </Card>
    </>
  );
}

/** Bars of the grade's 得分率 per question, each coloured on the table's scale, with the mean marked. */
function gradeChart({ questions, rows }: CorrectScoreTable): { option: ChartOption; table: ChartTable } {
  const grade = rows.at(-1)?.values ?? [];
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v}%`) },
    grid: { left: 48, right: 72, top: 24, bottom: 48 },
    xAxis: {
      type: 'category',
      data: questions.map((q) => q.label.replace(/^第|题$/g, '')),
      name: '题号',
      nameLocation: 'middle',
      nameGap: 30,
    },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: '年级得分率',
        type: 'bar',
        barMaxWidth: 32,
        data: grade.map((v) => ({
          value: v == null ? null : toPercent(v),
          itemStyle: { color: barColour(v ?? null) },
        })),
        markLine: {
          symbol: 'none',
          data: [{ type: 'average', name: '平均' }],
          label: { formatter: '平均 {c}%' },
        },
      },
    ],
  };
  const table: ChartTable = {
    columns: ['题号', '题型', '满分', '年级得分率（%）'],
    rows: questions.map((q, i) => [
      q.label,
      q.typeName,
      q.max,
      grade[i] == null ? null : toPercent(grade[i]),
    ]),
  };
  return { option, table };
}

/** The table's scale, darker for bars. */
function barColour(v: number | null): string {
  return (rateColour(v) ?? '#ccc').replace(/84%\)$/, '55%)');
}

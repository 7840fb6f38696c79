import type { IdName } from '@zhijuan/contracts';
import { Card, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption, type ChartTable } from '../../lib/charts/Chart';
import { DataCenterFrame } from './DataCenterFrame';
import { FiguresTable } from './FiguresTable';
import { compareNames, roundMean, score, toPercent } from './format';
import { type OverviewExam, useDataCenter } from './useDataCenter';

type Metric = 'overMean' | 'p' | 'mean';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'overMean', label: '超均率' },
  { value: 'p', label: '得分率' },
  { value: 'mean', label: '平均分' },
];

interface SubjectExam {
  subject: IdName;
  exam: OverviewExam;
  choices: OverviewExam[];
}

/** /dataCenter/subject 学科分析: each subject's latest (or picked) exam, classes compared across subjects. */
export default function SubjectPage() {
  const dc = useDataCenter({ subjectRequired: false });
  const [metric, setMetric] = useState<Metric>('overMean');
  const picks = useMemo(() => (dc.params.get('pick') ?? '').split(',').filter(Boolean), [dc.params]);

  const subjects = useMemo<SubjectExam[]>(() => {
    const list = (dc.data?.subjects ?? []).filter((s) => !dc.subjectId || s.id === dc.subjectId);
    return list.flatMap((subject) => {
      const choices = dc.scored.filter((e) => e.subjectId === subject.id).reverse();
      const exam = choices.find((e) => picks.includes(e.id)) ?? choices[0];
      return exam ? [{ subject, exam, choices }] : [];
    });
  }, [dc.data, dc.subjectId, dc.scored, picks]);

  const pick = (subjectId: string, examId: string) => {
    const others = picks.filter((id) => dc.scored.find((e) => e.id === id)?.subjectId !== subjectId);
    dc.set({ pick: [...others, examId].join(',') });
  };

  const { option, table } = useMemo(() => comparison(subjects, metric), [subjects, metric]);

  return (
    <DataCenterFrame title="学科分析" dc={dc} subjectRequired={false}>
      <Card
        variant="borderless"
        title="各班学科对比"
        className="zj-dc-card"
        extra={
          <Segmented
            aria-label="对比指标"
            value={metric}
            onChange={(v) => setMetric(v as Metric)}
            options={METRICS}
          />
        }
      >
        <Typography.Paragraph type="secondary" className="zj-dc-note">
          每个学科取所选考试（默认最近一次）。超均率 =（班级平均分 − 年级平均分）÷ 年级平均分，可跨学科比较。
        </Typography.Paragraph>
        <Chart
          option={option}
          table={table}
          title={`学科分析-${METRICS.find((m) => m.value === metric)?.label}`}
        />
      </Card>
      {subjects.map(({ subject, exam, choices }) => (
        <Card
          key={subject.id}
          variant="borderless"
          className="zj-dc-card"
          title={
            <Space size={8} wrap>
              <span>{subject.name}</span>
              <Tag>满分 {exam.fullScore}</Tag>
              <Typography.Text type="secondary" className="zj-dc-card-sub">
                年级平均分 {score(exam.grade.mean)}
              </Typography.Text>
            </Space>
          }
          extra={
            <Select
              aria-label={`${subject.name}考试`}
              className="zj-dc-exam-select"
              value={exam.id}
              onChange={(id: string) => pick(subject.id, id)}
              options={choices.map((e) => ({
                value: e.id,
                label: `${e.examDate} ${e.name}${e.status === 'done' ? '' : '（阅卷中）'}`,
              }))}
              popupMatchSelectWidth={false}
            />
          }
        >
          <FiguresTable exam={exam} />
        </Card>
      ))}
    </DataCenterFrame>
  );
}

/** Grouped bars: classes on the x axis, one series per subject. */
function comparison(subjects: SubjectExam[], metric: Metric): { option: ChartOption; table: ChartTable } {
  const classNames = [...new Set(subjects.flatMap((s) => s.exam.classes.map((c) => c.className)))].sort(
    compareNames,
  );
  const classValue = (exam: OverviewExam, className: string): number | null => {
    const c = exam.classes.find((x) => x.className === className);
    const v = c?.[metric] ?? null;
    if (v === null) return null;
    return metric === 'mean' ? roundMean(v) : toPercent(v);
  };
  const unit = metric === 'mean' ? '分' : '%';
  const option: ChartOption = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v}${unit}`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: classNames },
    yAxis: { type: 'value', axisLabel: { formatter: `{value}${unit}` } },
    series: subjects.map(({ subject, exam }) => ({
      name: subject.name,
      type: 'bar',
      barMaxWidth: 28,
      data: classNames.map((n) => classValue(exam, n)),
      label: {
        show: subjects.length <= 3,
        position: 'top',
        fontSize: 11,
        formatter: unit === '%' ? '{c}%' : '{c}',
      },
    })),
  };
  const table: ChartTable = {
    columns: [
      '班级',
      ...subjects.map((s) => `${s.subject.name}（${s.exam.name}）${unit === '%' ? '%' : ''}`),
    ],
    rows: classNames.map((n) => [n, ...subjects.map((s) => classValue(s.exam, n))]),
  };
  return { option, table };
}

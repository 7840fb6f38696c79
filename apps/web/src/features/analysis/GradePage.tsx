import { useQuery } from '@tanstack/react-query';
import type { GradeReport, GroupStats } from '@zhijuan/contracts';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Chart } from '../../lib/charts/Chart';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CutoffsButton } from './CutoffsDialog';
import { boxChart, distributionChart, heatmapChart } from './charts';
import { QuestionTable, QuestionTypeTable, ReliabilityNote, Section, StatFigures } from './components';
import { meanText, num, pct } from './format';
import { assistantPath } from './paths';
import { gradeReportQuery } from './queries';
import { ExamBar, ReportState, SelectionState, useAnalysisSelection } from './selection';
import './analysis.css';

const NEEDS = {};

/** /analysis/grade (年级分析): the whole exam — figures, classes side by side, questions, knowledge points. */
export default function GradePage() {
  useDocumentTitle('年级分析');
  const selection = useAnalysisSelection(NEEDS);
  const report = useQuery({ ...gradeReportQuery(selection.examId), enabled: Boolean(selection.examId) });
  return (
    <div className="zj-analysis">
      <Typography.Title level={3} className="zj-page-title zj-an-screen-only">
        年级分析
      </Typography.Title>
      <ExamBar
        selection={selection}
        needs={NEEDS}
        extra={
          <>
            <CutoffsButton />
            {selection.examId && (
              <Link to={assistantPath('analysis', selection.examId)}>
                <Button>讲评助手</Button>
              </Link>
            )}
          </>
        }
      />
      <SelectionState selection={selection}>
        <ReportState loading={report.isLoading} error={report.error}>
          {report.data && <GradeReportView report={report.data} />}
        </ReportState>
      </SelectionState>
    </div>
  );
}

const classColumns = (): ColumnsType<GroupStats> => [
  { title: '班级', dataIndex: 'name', fixed: 'left', width: 90 },
  { title: '任课教师', dataIndex: 'teachers', render: (t: string[]) => t.join('、') || '—' },
  { title: '参考人数', dataIndex: 'count', render: (v: number, g) => `${v}/${g.students}` },
  {
    title: '平均分',
    dataIndex: 'mean',
    sorter: (a, b) => (a.mean ?? -1) - (b.mean ?? -1),
    render: (v: number | null) => meanText(v),
  },
  {
    title: '超均率',
    dataIndex: 'overMean',
    render: (v: number | null, g) =>
      g.rank === null || v === null ? (
        '—'
      ) : (
        <span className={v >= 0 ? 'zj-an-up' : 'zj-an-down'}>{pct(v)}</span>
      ),
  },
  { title: '排名', dataIndex: 'rank', render: (v: number | null) => v ?? '—' },
  { title: '优秀率', dataIndex: 'excellentRate', render: (v: number | null) => pct(v) },
  { title: '良好率', dataIndex: 'goodRate', render: (v: number | null) => pct(v) },
  { title: '及格率', dataIndex: 'passRate', render: (v: number | null) => pct(v) },
  { title: '低分率', dataIndex: 'lowRate', render: (v: number | null) => pct(v) },
  { title: '最高分', dataIndex: 'max', render: (v: number | null) => num(v) },
  { title: '最低分', dataIndex: 'min', render: (v: number | null) => num(v) },
  { title: '标准差', dataIndex: 'std', render: (v: number | null) => num(v, 2) },
];

const NO_TOTALS = '还没有已阅完的学生：阅卷完成后显示分数分布';

export function GradeReportView({ report }: { report: GradeReport }) {
  const groups = useMemo(() => [report.grade, ...report.classes], [report]);
  const box = useMemo(() => boxChart(groups), [groups]);
  const dist = useMemo(() => distributionChart(report.distribution), [report]);
  const heat = useMemo(() => heatmapChart(report.knowledge), [report]);
  const title = report.exam.name;
  return (
    <div className="zj-an-report">
      <Section title={`${report.exam.gradeName}整体情况`}>
        <StatFigures stats={report.grade} cutoffs={report.cutoffs} fullScore={report.exam.fullScore} />
      </Section>
      <Section title="班级对比">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={groups}
          columns={classColumns()}
          scroll={{ x: 'max-content' }}
          aria-label="班级对比"
          rowClassName={(g) => (g.rank === null ? 'zj-an-grade-row' : '')}
        />
      </Section>
      <div className="zj-an-two">
        <Section title="各班成绩分布（箱线图）">
          {report.grade.count ? (
            <Chart option={box.option} table={box.table} title={`${title} 各班箱线图`} />
          ) : (
            <div className="zj-an-muted">{NO_TOTALS}</div>
          )}
        </Section>
        <Section title="分数段人数">
          {report.grade.count ? (
            <Chart option={dist.option} table={dist.table} title={`${title} 分数段`} />
          ) : (
            <div className="zj-an-muted">{NO_TOTALS}</div>
          )}
        </Section>
      </div>
      <Section title="试题分析" extra={<ReliabilityNote reliability={report.reliability} />}>
        <QuestionTable questions={report.questions} />
      </Section>
      <div className="zj-an-two">
        <Section title="题型统计">
          <QuestionTypeTable rows={report.questionTypes} />
        </Section>
        <Section title="知识点掌握度（班级 × 知识点）">
          {report.knowledge.points.length ? (
            <Chart
              option={heat.option}
              table={heat.table}
              title={`${title} 知识点掌握度`}
              height={Math.max(220, 60 + report.knowledge.rows.length * 36 + 96)}
            />
          ) : (
            <div className="zj-an-muted">试题未标注知识点</div>
          )}
        </Section>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { type PaperReport, QUALITIES, QUALITY_LABELS } from '@zhijuan/contracts';
import { Table } from 'antd';
import { useMemo } from 'react';
import { Chart } from '../../../lib/charts/Chart';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { difficultyChart, discriminationChart } from '../charts';
import { Figure, QualityTag, QuestionTable, ReliabilityNote, Section } from '../components';
import { idx, meanText, pct } from '../format';
import { paperReportQuery } from '../queries';
import { ReportState } from '../selection';
import { AssistantShell } from './AssistantShell';
import { paperConclusions } from './conclusions';

/** /assistant/papaerReport (试卷报告): the paper's quality — difficulty, discrimination, reliability. */
export default function PaperReportPage() {
  useDocumentTitle('试卷报告');
  return <AssistantShell tab="papaerReport">{(s) => <PaperReportView examId={s.examId} />}</AssistantShell>;
}

function PaperReportView({ examId }: { examId: string }) {
  const data = useQuery({ ...paperReportQuery(examId), enabled: Boolean(examId) });
  return (
    <ReportState loading={data.isLoading} error={data.error}>
      {data.data && <PaperReportBody report={data.data} />}
    </ReportState>
  );
}

export function PaperReportBody({ report }: { report: PaperReport }) {
  const diff = useMemo(() => difficultyChart(report.questions), [report]);
  const disc = useMemo(() => discriminationChart(report.questions), [report]);
  const conclusions = useMemo(() => paperConclusions(report), [report]);
  const title = report.exam.name;
  return (
    <div className="zj-an-report">
      <Section title="试卷概况" extra={<ReliabilityNote reliability={report.reliability} />}>
        <div className="zj-an-figures">
          <Figure label="参考人数" value={report.count} />
          <Figure label="平均分" value={meanText(report.mean)} hint={`满分 ${report.exam.fullScore}`} />
          <Figure label="实际得分率" value={pct(report.p)} />
          <Figure label="预估得分率（题库）" value={pct(report.intended)} />
          <Figure label="平均区分度" value={idx(report.discrimination)} />
          <Figure label="题目数" value={report.questions.length} />
        </div>
      </Section>
      <Section title="结论与建议">
        <ul className="zj-an-conclusions">
          {conclusions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Section>
      <div className="zj-an-two">
        <Section title="难度：题库预估与实际得分率">
          <Chart option={diff.option} table={diff.table} title={`${title} 难度`} />
        </Section>
        <Section title="区分度（虚线为 0.2 / 0.3 / 0.4 分界）">
          <Chart option={disc.option} table={disc.table} title={`${title} 区分度`} />
        </Section>
      </div>
      <div className="zj-an-two">
        <Section title="按区分度质量">
          <Table
            size="small"
            rowKey="q"
            pagination={false}
            dataSource={QUALITIES.map((q) => ({ q, count: report.qualityCounts[q] ?? 0 }))}
            columns={[
              {
                title: '质量',
                dataIndex: 'q',
                render: (q: (typeof QUALITIES)[number]) => <QualityTag quality={q} />,
              },
              {
                title: '区分度',
                dataIndex: 'q',
                key: 'band',
                render: (q: (typeof QUALITIES)[number]) => BAND_TEXT[q],
              },
              { title: '题数', dataIndex: 'count' },
            ]}
            aria-label={`区分度质量：${QUALITIES.map((q) => QUALITY_LABELS[q]).join('、')}`}
          />
        </Section>
        <Section title="按难度">
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={report.difficultyCounts}
            columns={[
              { title: '难度', dataIndex: 'name' },
              { title: '题数', dataIndex: 'count' },
              { title: '分值', dataIndex: 'score' },
            ]}
          />
        </Section>
      </div>
      <Section title="逐题指标">
        <QuestionTable questions={report.questions} />
      </Section>
    </div>
  );
}

const BAND_TEXT = { excellent: '≥ 0.4', good: '0.3 – 0.4', fair: '0.2 – 0.3', poor: '< 0.2' } as const;

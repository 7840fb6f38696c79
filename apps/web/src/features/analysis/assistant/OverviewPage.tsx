import { useQuery } from '@tanstack/react-query';
import type {
  Distribution,
  GroupStats,
  KnowledgeHeatmap,
  QuestionStat,
  RateCutoffs,
} from '@zhijuan/contracts';
import { useMemo } from 'react';
import { Chart } from '../../../lib/charts/Chart';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { distributionChart } from '../charts';
import { ReliabilityNote, Section, StatFigures } from '../components';
import { pct } from '../format';
import { classReportQuery, gradeReportQuery } from '../queries';
import { ReportState } from '../selection';
import { AssistantShell } from './AssistantShell';

interface Scope {
  name: string;
  fullScore: number;
  stats: GroupStats;
  compare?: GroupStats;
  cutoffs: RateCutoffs;
  distribution: Distribution;
  questions: QuestionStat[];
  knowledge: KnowledgeHeatmap;
  rowId: string;
}

/** /assistant/analysis (考情概览): one exam at a glance for a class or the whole exam. */
export default function OverviewPage() {
  useDocumentTitle('考情概览');
  return (
    <AssistantShell tab="analysis">
      {(s) => <Overview examId={s.examId} classId={s.classId} />}
    </AssistantShell>
  );
}

function Overview({ examId, classId }: { examId: string; classId: string }) {
  const grade = useQuery({ ...gradeReportQuery(examId), enabled: Boolean(examId) });
  const cls = useQuery({ ...classReportQuery(examId, classId), enabled: Boolean(examId && classId) });
  const scope: Scope | null = useMemo(() => {
    if (classId) {
      const r = cls.data;
      if (!r) return null;
      return {
        name: `${r.exam.gradeName}${r.classStats.name}`,
        fullScore: r.exam.fullScore,
        stats: r.classStats,
        compare: r.grade,
        cutoffs: r.cutoffs,
        distribution: r.distribution,
        questions: r.questions,
        knowledge: r.knowledge,
        rowId: r.classStats.id,
      };
    }
    const r = grade.data;
    if (!r) return null;
    return {
      name: `${r.exam.gradeName}（全部班级）`,
      fullScore: r.exam.fullScore,
      stats: r.grade,
      cutoffs: r.cutoffs,
      distribution: r.distribution,
      questions: r.questions,
      knowledge: r.knowledge,
      rowId: r.grade.id,
    };
  }, [classId, cls.data, grade.data]);
  const dist = useMemo(
    () => (scope ? distributionChart(scope.distribution, Boolean(classId)) : null),
    [scope, classId],
  );
  const active = classId ? cls : grade;
  return (
    <ReportState loading={active.isLoading} error={active.error}>
      {scope && dist && (
        <div className="zj-an-report">
          <Section
            title={`${scope.name}考情`}
            extra={grade.data && <ReliabilityNote reliability={grade.data.reliability} />}
          >
            <StatFigures
              stats={scope.stats}
              compare={scope.compare}
              cutoffs={scope.cutoffs}
              fullScore={scope.fullScore}
            />
          </Section>
          <div className="zj-an-two">
            <Section title="分数段分布">
              <Chart option={dist.option} table={dist.table} title={`${scope.name} 分数段`} />
            </Section>
            <Section title="知识点">
              <KnowledgeExtremes knowledge={scope.knowledge} rowId={scope.rowId} />
            </Section>
          </div>
          <QuestionExtremes questions={scope.questions} />
        </div>
      )}
    </ReportState>
  );
}

function QuestionExtremes({ questions }: { questions: QuestionStat[] }) {
  const sorted = [...questions].sort((a, b) => b.p - a.p);
  const n = Math.min(5, Math.floor(sorted.length / 2) || sorted.length);
  const list = (qs: QuestionStat[]) => (
    <ol className="zj-an-rank-list">
      {qs.map((q) => (
        <li key={q.key}>
          <b>{q.label}</b> <span className="zj-an-muted">{q.typeName}</span>
          <span className="zj-an-bar-cell">
            <span style={{ width: `${Math.round(q.p * 100)}%` }} />
          </span>
          {pct(q.p)}
        </li>
      ))}
    </ol>
  );
  return (
    <div className="zj-an-two">
      <Section title="得分最好的题">{list(sorted.slice(0, n))}</Section>
      <Section title="得分最差的题">{list(sorted.slice(-n).reverse())}</Section>
    </div>
  );
}

function KnowledgeExtremes({ knowledge, rowId }: { knowledge: KnowledgeHeatmap; rowId: string }) {
  const row = knowledge.rows.find((r) => r.id === rowId) ?? knowledge.rows[knowledge.rows.length - 1];
  const items = knowledge.points
    .map((p, i) => ({ ...p, value: row?.values[i] ?? null }))
    .filter((p): p is typeof p & { value: number } => p.value !== null)
    .sort((a, b) => b.value - a.value);
  if (!items.length) return <div className="zj-an-muted">试题未标注知识点</div>;
  const n = Math.min(5, Math.ceil(items.length / 2));
  const list = (xs: typeof items) => (
    <ol className="zj-an-rank-list">
      {xs.map((k) => (
        <li key={k.id}>
          <b>{k.name}</b>
          <span className="zj-an-bar-cell">
            <span style={{ width: `${Math.round(k.value * 100)}%` }} />
          </span>
          {pct(k.value)}
        </li>
      ))}
    </ol>
  );
  return (
    <div className="zj-an-two-tight">
      <div>
        <h4>掌握较好</h4>
        {list(items.slice(0, n))}
      </div>
      <div>
        <h4>需要加强</h4>
        {list(items.slice(-n).reverse())}
      </div>
    </div>
  );
}

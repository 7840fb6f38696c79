import { useQuery } from '@tanstack/react-query';
import { type PersonQuestion, type PersonReport, SHEET_STATE_NAMES } from '@zhijuan/contracts';
import { Button, Empty, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Chart } from '../../lib/charts/Chart';
import { MarkedSheetView, markedSheetQuery } from '../marking';
import { RichText } from '../questions';
import { radarChart, trendChart } from './charts';
import { Figure, RankChange, Section } from './components';
import { idx, meanText, num, pct } from './format';

export const RESULT_MARK: Record<
  PersonQuestion['result'],
  { mark: string; text: string; className: string }
> = {
  right: { mark: '✓', text: '全对', className: 'zj-an-right' },
  partial: { mark: '◐', text: '部分', className: 'zj-an-partial' },
  wrong: { mark: '✗', text: '错误', className: 'zj-an-wrong' },
  none: { mark: '·', text: '未评', className: 'zj-an-muted' },
};

/** What a student without a final total is told instead of a score. */
const STATE_NOTE = {
  partial: '答卷已扫描，主观题尚未全部批阅，总分和排名待阅卷完成后生成',
  absent: '本次考试缺考，没有成绩',
  missing: '答题卡未扫描，暂无成绩',
} as const;

/** 总分, ranks of the class and grade, their change, z and T. */
export function PersonFigures({ report }: { report: PersonReport }) {
  const { result, classStats, grade, exam } = report;
  if (result.status !== 'scored')
    return (
      <div className="zj-an-figures">
        <Figure
          label="本次考试"
          value={<Tag color="orange">{SHEET_STATE_NAMES[result.status]}</Tag>}
          hint={STATE_NOTE[result.status]}
        />
        {result.status === 'partial' && (
          <Figure
            label="客观题"
            value={num(result.objective)}
            hint={`客观题满分 ${report.questions.filter((q) => q.objective).reduce((t, q) => t + q.max, 0)}`}
          />
        )}
      </div>
    );
  return (
    <div className="zj-an-figures">
      <Figure
        label="总分"
        value={num(result.total)}
        hint={`满分 ${exam.fullScore} · 客观 ${num(result.objective)} · 主观 ${num(result.subjective)}`}
      />
      <Figure
        label="班级排名"
        value={`${result.classRank ?? '—'}/${classStats.count}`}
        hint={`班级平均 ${meanText(classStats.mean)}`}
      />
      <Figure
        label="年级排名"
        value={`${result.gradeRank ?? '—'}/${grade.count}`}
        hint={`年级平均 ${meanText(grade.mean)}`}
      />
      <Figure
        label="名次变化"
        value={<RankChange change={result.rankChange} />}
        hint="年级排名，较上次考试"
      />
      <Figure label="标准分 Z / T" value={`${idx(result.z)} / ${num(result.t)}`} hint="T = 50 + 10Z" />
    </div>
  );
}

const questionColumns: ColumnsType<PersonQuestion> = [
  { title: '题号', dataIndex: 'label', width: 92 },
  { title: '题型', dataIndex: 'typeName', width: 80 },
  {
    title: '结果',
    dataIndex: 'result',
    width: 72,
    render: (r: PersonQuestion['result']) => (
      <span className={RESULT_MARK[r].className}>
        {RESULT_MARK[r].mark} {RESULT_MARK[r].text}
      </span>
    ),
  },
  { title: '得分', key: 'score', width: 80, render: (_, q) => `${num(q.score)} / ${q.max}` },
  {
    title: '作答 / 答案',
    key: 'answer',
    width: 110,
    render: (_, q) =>
      q.score === null ? (
        <span className="zj-an-muted">—</span>
      ) : q.objective ? (
        <span>
          <span className={q.result === 'right' ? undefined : 'zj-an-wrong'}>{q.answer || '未作答'}</span>
          {' / '}
          {q.correctAnswer.join('') || '—'}
        </span>
      ) : (
        <span className="zj-an-muted">见答卷</span>
      ),
  },
  { title: '本班得分率', dataIndex: 'classP', width: 96, render: (v: number | null) => pct(v) },
  { title: '年级得分率', dataIndex: 'gradeP', width: 96, render: (v: number | null) => pct(v) },
  { title: '知识点', key: 'k', render: (_, q) => q.knowledge.map((k) => k.name).join('、') || '—' },
];

function MarkedSheet({ examId, studentId }: { examId: string; studentId: string }) {
  const sheet = useQuery(markedSheetQuery(examId, studentId));
  if (sheet.isLoading) return <Spin className="zj-an-loading" />;
  if (!sheet.data) return <Empty description="没能打开这份答卷" />;
  return <MarkedSheetView sheet={sheet.data} />;
}

/** Recommended 同类题 with formulas, each naming the missed question it is for. */
export function PracticeList({ report, limit }: { report: PersonReport; limit?: number }) {
  const labels = new Map(report.questions.map((q) => [q.key, q.label]));
  const items = limit ? report.practice.slice(0, limit) : report.practice;
  if (!items.length) return <div className="zj-an-muted">暂无推荐的同类题</div>;
  return (
    <ol className="zj-an-practice">
      {items.map((p) => (
        <li key={p.id}>
          <div className="zj-an-practice-meta">
            针对{labels.get(p.forKey) ?? p.forKey} · {p.typeName} · {p.difficultyName}
          </div>
          <RichText html={p.stem} />
          {p.options.length > 0 && (
            <div className="zj-an-practice-options">
              {p.options.map((o, i) => (
                <span key={String.fromCharCode(65 + i)}>
                  {String.fromCharCode(65 + i)}．<RichText html={o} inline />
                </span>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * 失分题 as a student's state allows: a student 缺考 or 未扫描 has no answers (never 「全部答对」), and
 * one whose written answers are not all marked has lost points only on those marked so far.
 */
export function mistakesText(report: PersonReport, label: (key: string) => string) {
  const { status } = report.result;
  if (status === 'absent') return '失分题：本次考试缺考，没有作答';
  if (status === 'missing') return '失分题：答题卡未扫描，暂无作答';
  const list = report.mistakes.map(label).join('、');
  if (status === 'partial') return `失分题（已批阅部分）：${list || '暂无'}；其余主观题待批阅`;
  return `失分题：${list || '无，全部答对'}`;
}

/** One student's report on screen. */
export function PersonReportView({ report }: { report: PersonReport }) {
  const trend = useMemo(() => trendChart(report.trend), [report]);
  const radar = useMemo(
    () =>
      radarChart(
        report.knowledge.map((k) => ({
          name: k.name,
          student: k.student,
          classMastery: k.classMastery,
          gradeMastery: k.gradeMastery,
        })),
      ),
    [report],
  );
  const [showSheet, setShowSheet] = useState(false);
  const labels = new Map(report.questions.map((q) => [q.key, q]));
  const who = `${report.result.name}（${report.result.className} ${report.result.studentNo}）`;
  return (
    <div className="zj-an-report">
      <Section title={`${who} · ${report.exam.name}`}>
        <PersonFigures report={report} />
      </Section>
      <div className="zj-an-two">
        <Section title="成绩趋势">
          {report.trend.length > 1 ? (
            <Chart option={trend.option} table={trend.table} title={`${report.result.name} 成绩趋势`} />
          ) : (
            <div className="zj-an-muted">只有这一次考试，参加更多考试后显示趋势</div>
          )}
        </Section>
        <Section title="知识点掌握（本人 / 班级 / 年级）">
          {report.knowledge.length >= 3 ? (
            <Chart option={radar.option} table={radar.table} title={`${report.result.name} 知识点掌握`} />
          ) : report.knowledge.length ? (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={report.knowledge}
              columns={[
                { title: '知识点', dataIndex: 'name' },
                { title: '本人', dataIndex: 'student', render: (v: number | null) => pct(v, 0) },
                { title: '班级', dataIndex: 'classMastery', render: (v: number | null) => pct(v, 0) },
                { title: '年级', dataIndex: 'gradeMastery', render: (v: number | null) => pct(v, 0) },
              ]}
            />
          ) : (
            <div className="zj-an-muted">试题未标注知识点</div>
          )}
        </Section>
      </div>
      <Section title="逐题得分">
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={report.questions}
          columns={questionColumns}
          scroll={{ x: 'max-content' }}
          aria-label="逐题得分"
          rowClassName={(q) => (q.result === 'wrong' || q.result === 'partial' ? 'zj-an-lost-row' : '')}
        />
      </Section>
      <Section title="错题与同类题推荐">
        <p className="zj-an-note">{mistakesText(report, (k) => labels.get(k)?.label ?? k)}</p>
        <PracticeList report={report} />
      </Section>
      {report.hasMarkedSheet && (
        <Section
          title="批阅后的答卷"
          extra={
            <Button size="small" onClick={() => setShowSheet((v) => !v)}>
              {showSheet ? '收起答卷' : '查看答卷'}
            </Button>
          }
        >
          {showSheet ? (
            <MarkedSheet examId={report.exam.id} studentId={report.result.studentId} />
          ) : (
            <div className="zj-an-muted">客观题作答与答案对照、主观题作答图像和阅卷批注</div>
          )}
        </Section>
      )}
    </div>
  );
}

import type { PersonReport } from '@zhijuan/contracts';
import { useMemo } from 'react';
import { Chart } from '../../lib/charts/Chart';
import { trendChart } from './charts';
import { pct } from './format';
import { mistakesText, PersonFigures, PracticeList, RESULT_MARK } from './PersonReportView';

/**
 * One student's report on one A4 page (家长会): figures, the trend, every question's result,
 * knowledge mastery and a few 同类题. Charts without animation, so printing catches them drawn.
 */
export function PersonHandout({ report }: { report: PersonReport }) {
  const trend = useMemo(() => trendChart(report.trend, false), [report]);
  const weak = [...report.knowledge]
    .filter((k) => k.student !== null)
    .sort((a, b) => (a.student ?? 0) - (b.student ?? 0))
    .slice(0, 8);
  return (
    <section className="zj-an-handout" aria-label={`${report.result.name}的成绩报告`}>
      <header>
        <h2>
          {report.result.name} · {report.exam.name} 成绩报告
        </h2>
        <p>
          {report.exam.gradeName}
          {report.result.className}　考号 {report.result.studentNo}　{report.exam.subjectName}　
          {report.exam.examDate}　满分 {report.exam.fullScore} 分
        </p>
      </header>
      <PersonFigures report={report} />
      {report.trend.length > 1 && (
        <div className="zj-an-handout-block">
          <h3>成绩趋势</h3>
          <Chart
            option={trend.option}
            table={trend.table}
            title={`${report.result.name} 成绩趋势`}
            height={190}
          />
        </div>
      )}
      <div className="zj-an-handout-block">
        <h3>逐题得分（✓ 全对　◐ 部分得分　✗ 错误　· 未评；括号内为本班得分率）</h3>
        {report.result.status !== 'scored' && (
          <p className="zj-an-note">
            {mistakesText(report, (k) => report.questions.find((q) => q.key === k)?.label ?? k)}
          </p>
        )}
        <div className="zj-an-qgrid">
          {report.questions.map((q) => (
            <span key={q.key} className={RESULT_MARK[q.result].className}>
              {q.label.replace(/^第|题$/g, '')} {RESULT_MARK[q.result].mark} {q.score ?? '—'}/{q.max}
              <small>（{pct(q.classP, 0)}）</small>
            </span>
          ))}
        </div>
      </div>
      {weak.length > 0 && (
        <div className="zj-an-handout-block">
          <h3>知识点掌握</h3>
          <table className="zj-an-mini">
            <thead>
              <tr>
                <th>知识点</th>
                <th>本人</th>
                <th>班级</th>
                <th>年级</th>
              </tr>
            </thead>
            <tbody>
              {weak.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>{pct(k.student, 0)}</td>
                  <td>{pct(k.classMastery, 0)}</td>
                  <td>{pct(k.gradeMastery, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="zj-an-handout-block">
        <h3>建议练习的同类题</h3>
        <PracticeList report={report} limit={2} />
      </div>
    </section>
  );
}

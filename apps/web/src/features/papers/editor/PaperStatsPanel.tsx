import type { QuestionDetail } from '@zhijuan/contracts';
import { Card, Empty, Statistic } from 'antd';
import { useMemo } from 'react';
import type { PaperDoc } from './document';
import { DifficultyChart, KnowledgeChart } from './StatsCharts';
import { bandName, paperStats } from './stats';
import './editor.css';

/** 试卷统计: total score, counts per type, average difficulty, difficulty and knowledge charts. */
export function PaperStatsPanel({
  doc,
  questions,
}: {
  doc: PaperDoc;
  questions: Map<string, QuestionDetail>;
}) {
  const stats = useMemo(() => paperStats(doc, questions), [doc, questions]);
  return (
    <Card variant="borderless" className="zj-edit-stats" title="试卷统计" size="small">
      <div className="zj-edit-stats-head">
        <Statistic title="总分" value={stats.totalScore} suffix="分" />
        <Statistic title="题数" value={stats.questionCount} suffix="道" />
        <Statistic
          title="平均难度"
          value={stats.difficulty === null ? '—' : stats.difficulty.toFixed(2)}
          suffix={stats.difficulty === null ? null : bandName(stats.difficulty)}
        />
      </div>
      <h4>题型分布</h4>
      {stats.byType.length ? (
        <table className="zj-edit-stats-table">
          <thead>
            <tr>
              <th>题型</th>
              <th>题数</th>
              <th>分值</th>
            </tr>
          </thead>
          <tbody>
            {stats.byType.map((t) => (
              <tr key={t.typeId}>
                <td>{t.name}</td>
                <td>{t.count}</td>
                <td>{t.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有试题" />
      )}
      <h4>难度分布</h4>
      {stats.difficulty === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有试题" />
      ) : (
        <DifficultyChart stats={stats} />
      )}
      <h4>知识点分值占比（{stats.knowledge.length} 个知识点）</h4>
      {stats.knowledge.length ? (
        <KnowledgeChart stats={stats} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有标注知识点的试题" />
      )}
    </Card>
  );
}

import { useMemo } from 'react';
import { ExamSummary } from './ExamSummary';
import { useBigScreen, useScreenScale } from './hooks';
import { LiveProgress } from './LiveProgress';
import {
  distributionChart,
  knowledgeChart,
  type Latest,
  rankingChart,
  ratesChart,
  trendChart,
} from './options';
import { Panel, ScreenChart } from './Panel';
import { ScreenFrame } from './ScreenFrame';

/** /bigData 数据大屏: the grade's latest results and the exams being scanned or marked, all at once. */
export default function BigDataPage() {
  const query = useBigScreen();
  return (
    <ScreenFrame title="年级学情数据大屏" variant="data" query={query}>
      {(data) => (
        <div className={data.latest ? 'zj-bs-grid' : 'zj-bs-grid zj-bs-grid-empty'}>
          <Panel title="扫描阅卷实时进度" className="zj-bs-area-live">
            <LiveProgress live={data.live} limit={3} />
          </Panel>
          {data.latest ? (
            <Results latest={data.latest} />
          ) : (
            <Panel title="最近考试" className="zj-bs-area-rest">
              <div className="zj-bs-quiet">本年级还没有已阅卷的考试</div>
            </Panel>
          )}
        </div>
      )}
    </ScreenFrame>
  );
}

function Results({ latest }: { latest: Latest }) {
  const s = useScreenScale();
  const rates = useMemo(() => ratesChart(latest, s), [latest, s]);
  const ranking = useMemo(() => rankingChart(latest, s), [latest, s]);
  const distribution = useMemo(() => distributionChart(latest, s), [latest, s]);
  const knowledge = useMemo(() => knowledgeChart(latest, s), [latest, s]);
  const trend = useMemo(() => trendChart(latest, s), [latest, s]);
  return (
    <>
      <Panel title="最近考试" className="zj-bs-area-summary">
        <ExamSummary latest={latest} />
        <div className="zj-bs-gauges">
          <ScreenChart spec={rates} title="优秀率及格率低分率" />
        </div>
      </Panel>
      <Panel title="班级平均分排名" className="zj-bs-area-ranking">
        <ScreenChart spec={ranking} title="班级平均分排名" />
      </Panel>
      <Panel title="分数段分布" className="zj-bs-area-distribution">
        <ScreenChart spec={distribution} title="分数段分布" />
      </Panel>
      <Panel title="知识点掌握度" className="zj-bs-area-knowledge">
        <ScreenChart spec={knowledge} title="知识点掌握度" />
      </Panel>
      <Panel title={`${latest.exam.subjectName}平均分走势`} className="zj-bs-area-trend">
        <ScreenChart spec={trend} title="平均分走势" />
      </Panel>
    </>
  );
}

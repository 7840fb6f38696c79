import type { BigScreen } from '@zhijuan/contracts';
import { type ReactNode, useMemo } from 'react';
import { ExamSummary } from './ExamSummary';
import { useBigScreen, useRotation, useScreenScale } from './hooks';
import { LiveProgress } from './LiveProgress';
import { distributionChart, knowledgeChart, rankingChart, ratesChart, trendChart } from './options';
import { Panel, ScreenChart } from './Panel';
import { ScreenFrame } from './ScreenFrame';

/** Each panel of the hall screen stays this long before the next. */
export const ROTATE_MS = 15_000;

/** /largescreen 大屏展示: the same data for a classroom or hall — larger type, one panel at a time. */
export default function LargeScreenPage() {
  const query = useBigScreen();
  return (
    <ScreenFrame title="年级学情展示" variant="hall" query={query}>
      {(data) => <Hall data={data} />}
    </ScreenFrame>
  );
}

function Hall({ data }: { data: BigScreen }) {
  const scale = useScreenScale();
  // Larger type than /bigData: the hall is read from further away.
  const s = scale * 1.25;
  const { latest, live } = data;
  const panels = useMemo(() => {
    const list: { key: string; title: string; body: ReactNode }[] = [];
    if (live.length > 0) {
      list.push({ key: 'live', title: '扫描阅卷实时进度', body: <LiveProgress live={live} limit={4} /> });
    }
    if (latest) {
      const charts = [
        { key: 'ranking', title: '班级平均分排名', spec: rankingChart(latest, s) },
        { key: 'distribution', title: '分数段分布', spec: distributionChart(latest, s) },
        { key: 'knowledge', title: '知识点掌握度', spec: knowledgeChart(latest, s) },
        { key: 'trend', title: `${latest.exam.subjectName}平均分走势`, spec: trendChart(latest, s) },
      ];
      for (const c of charts) {
        list.push({ key: c.key, title: c.title, body: <ScreenChart spec={c.spec} title={c.title} /> });
      }
    }
    return list;
  }, [latest, live, s]);
  const [index, show] = useRotation(panels.length, ROTATE_MS);
  const rates = useMemo(() => (latest ? ratesChart(latest, scale, 74) : null), [latest, scale]);
  const panel = panels[index];

  return (
    <div className="zj-bs-hall">
      <Panel title="最近考试" className="zj-bs-hall-side">
        {latest && rates ? (
          <>
            <ExamSummary latest={latest} extended />
            <div className="zj-bs-gauges">
              <ScreenChart spec={rates} title="优秀率及格率低分率" />
            </div>
          </>
        ) : (
          <div className="zj-bs-quiet">本年级还没有已阅卷的考试</div>
        )}
      </Panel>
      {panel ? (
        <Panel
          key={panel.key}
          title={panel.title}
          className="zj-bs-hall-main"
          extra={
            panels.length > 1 && (
              <div className="zj-bs-dots" role="tablist" aria-label="轮播">
                {panels.map((p, i) => (
                  <button
                    key={p.key}
                    type="button"
                    role="tab"
                    aria-selected={i === index}
                    aria-label={p.title}
                    className={i === index ? 'zj-bs-dot zj-bs-dot-on' : 'zj-bs-dot'}
                    onClick={() => show(i)}
                  />
                ))}
              </div>
            )
          }
        >
          {panel.body}
        </Panel>
      ) : (
        <Panel title="扫描阅卷实时进度" className="zj-bs-hall-main">
          <LiveProgress live={live} />
        </Panel>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { SCAN_PROBLEM_TEXT, SCAN_PROBLEMS, type ScanPage, type ScanProblem } from '@zhijuan/contracts';
import { Empty, List, Segmented } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PageFix } from './fix/PageFix';
import { ProblemTags, pageLabel } from './labels';
import { problemPagesQuery } from './queries';

/** 异常处理: every page that needs a person, one at a time, by kind of problem. */
export function ExceptionsPanel({
  examId,
  byProblem,
  problemPages,
  duplicateStudents,
}: {
  examId: string;
  /** Pages per kind of problem. */
  byProblem: Record<string, number>;
  /** Pages with any problem (a page with two kinds counts once). */
  problemPages: number;
  /** Students scanned twice: 重复的学生 counts students, with their pages beside. */
  duplicateStudents: number;
}) {
  const [problem, setProblem] = useState<ScanProblem | 'any'>('any');
  const [selected, setSelected] = useState<string | null>(null);
  const { data } = useQuery(problemPagesQuery(examId, problem));
  const records: ScanPage[] = data?.records ?? [];
  // A page being read again with the exam a person chose is not listed meanwhile, but stays open.
  const [reading, setReading] = useState<string | null>(null);
  useEffect(() => {
    if (selected && selected === reading) return;
    if (!records.some((r) => r.id === selected)) setSelected(records[0]?.id ?? null);
  }, [records, selected, reading]);
  const onReading = useCallback(
    (on: boolean) => setReading((r) => (on ? selected : r === selected ? null : r)),
    [selected],
  );
  const kindLabel = (p: ScanProblem) =>
    p === 'duplicate'
      ? `${SCAN_PROBLEM_TEXT[p]} ${duplicateStudents} 人（${byProblem[p]} 页）`
      : `${SCAN_PROBLEM_TEXT[p]} ${byProblem[p]}`;

  return (
    <div className="zj-scan-exceptions">
      <Segmented
        value={problem}
        onChange={(v) => setProblem(v as ScanProblem | 'any')}
        options={[
          { value: 'any', label: `全部 ${problemPages}` },
          ...SCAN_PROBLEMS.filter((p) => byProblem[p]).map((p) => ({ value: p, label: kindLabel(p) })),
        ]}
      />
      {records.length === 0 && !reading ? (
        <Empty className="zj-scan-empty" description="没有需要处理的答题卡" />
      ) : (
        <div className="zj-scan-exceptions-body">
          <List
            className="zj-scan-exception-list"
            size="small"
            dataSource={records}
            renderItem={(r) => (
              <List.Item
                className={r.id === selected ? 'is-selected' : undefined}
                onClick={() => setSelected(r.id)}
              >
                <div>
                  <div className="zj-scan-exception-name">
                    {r.student ? `${r.student.name} · ${pageLabel(r)}` : pageLabel(r)}
                  </div>
                  <ProblemTags problems={r.problems} />
                </div>
              </List.Item>
            )}
          />
          {selected && (
            <PageFix
              key={selected}
              id={selected}
              examId={examId}
              onReading={onReading}
              onDone={() => {
                const i = records.findIndex((r) => r.id === selected);
                setSelected(records[i + 1]?.id ?? records[i - 1]?.id ?? null);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

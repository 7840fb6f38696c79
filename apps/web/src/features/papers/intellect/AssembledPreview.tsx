import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { type AssembledPaper, PaperSettings } from '@zhijuan/contracts';
import { Button, Card, Spin } from 'antd';
import { useMemo } from 'react';
import { QuestionBody, QuestionTags, useQuestionDetails } from '../../questions';
import { bareTitle, type PaperDoc, sectionNumber } from '../editor/document';
import { PaperStatsPanel } from '../editor/PaperStatsPanel';
import { bandName } from '../editor/stats';

/** The assembled paper: its sections with the questions, statistics, 重新组卷 and 保存到我的试卷. */
export function AssembledPreview({
  result,
  onAgain,
  again,
  onSave,
}: {
  result: AssembledPaper;
  onAgain: () => void;
  again: boolean;
  onSave: () => void;
}) {
  const ids = useMemo(() => result.sections.flatMap((s) => s.questions.map((q) => q.questionId)), [result]);
  const details = useQuestionDetails(ids);
  const doc: PaperDoc = useMemo(
    () => ({ title: '', settings: PaperSettings.parse({}), sections: result.sections }),
    [result],
  );
  let number = 1;
  return (
    <div className="zj-intellect-result">
      <Card
        variant="borderless"
        className="zj-intellect-paper"
        title={`组卷结果：${ids.length} 道题，共 ${result.totalScore} 分，难度 ${result.difficulty.toFixed(2)}（${bandName(result.difficulty)}）`}
        extra={
          <div className="zj-intellect-actions">
            <Button icon={<ReloadOutlined />} loading={again} onClick={onAgain}>
              重新组卷
            </Button>
            <Button type="primary" icon={<SaveOutlined />} onClick={onSave}>
              保存到我的试卷
            </Button>
          </div>
        }
      >
        {result.sections.map((section, i) => {
          const first = number;
          number += section.questions.length;
          return (
            <section key={section.id} className="zj-intellect-section">
              <h4>
                {sectionNumber(i)}、{bareTitle(section.title)}
                <span className="zj-q-muted">
                  （共 {section.questions.length} 题，每题 {section.questions[0]?.score ?? 0} 分）
                </span>
              </h4>
              {section.questions.map((q, j) => {
                const detail = details.byId.get(q.questionId);
                return (
                  <article key={q.questionId} className="zj-q-card" aria-label="试题">
                    {detail ? (
                      <>
                        <QuestionTags question={detail} />
                        <QuestionBody question={detail} number={first + j} />
                      </>
                    ) : details.missing.has(q.questionId) ? (
                      <span className="zj-q-muted">这道题读取失败，请重新组卷</span>
                    ) : (
                      <Spin size="small" />
                    )}
                  </article>
                );
              })}
            </section>
          );
        })}
      </Card>
      <PaperStatsPanel doc={doc} questions={details.byId} />
    </div>
  );
}

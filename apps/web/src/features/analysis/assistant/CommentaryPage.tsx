import { useQuery } from '@tanstack/react-query';
import type { Commentary, WrongAnswer } from '@zhijuan/contracts';
import { Button, Empty, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { AuthedImage } from '../../../lib/AuthedImage';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { QuestionBody, questionDetailQuery } from '../../questions';
import { OptionBar, QualityTag, Section } from '../components';
import { num, pct } from '../format';
import { commentaryQuery } from '../queries';
import { ReportState } from '../selection';
import { AssistantShell } from './AssistantShell';

type CommentaryQuestion = Commentary['questions'][number];

/** 讲评 order: most points lost first (ties: lower 得分率 first). */
export function byLostPoints(questions: CommentaryQuestion[]): CommentaryQuestion[] {
  return [...questions].sort((a, b) => b.lost - a.lost || a.p - b.p);
}

/** /assistant/commentary (试卷讲评): the questions to go over in class, the most points lost first. */
export default function CommentaryPage() {
  useDocumentTitle('试卷讲评');
  return (
    <AssistantShell tab="commentary">
      {(s) => <CommentaryView examId={s.examId} classId={s.classId} />}
    </AssistantShell>
  );
}

function CommentaryView({ examId, classId }: { examId: string; classId: string }) {
  const data = useQuery({ ...commentaryQuery(examId, classId), enabled: Boolean(examId) });
  const questions = useMemo(() => (data.data ? byLostPoints(data.data.questions) : []), [data.data]);
  return (
    <ReportState loading={data.isLoading} error={data.error}>
      {data.data &&
        (questions.length ? (
          <div className="zj-an-report">
            <p className="zj-an-note">
              {data.data.scope.name}（{data.data.scope.students} 名学生，已阅完 {data.data.scope.complete}
              ）：按失分从多到少排列，共 {questions.length} 题。
            </p>
            {questions.map((q, i) => (
              <CommentaryCard key={q.key} q={q} order={i + 1} />
            ))}
          </div>
        ) : (
          <Empty description="没有失分的题目" />
        ))}
    </ReportState>
  );
}

function CommentaryCard({ q, order }: { q: CommentaryQuestion; order: number }) {
  const [showStem, setShowStem] = useState(false);
  const typical = q.samples.filter((s) => s.answer !== null && !s.image);
  const letters = new Map<string, string[]>();
  for (const s of typical)
    letters.set(s.answer || '未作答', [...(letters.get(s.answer || '未作答') ?? []), s.name]);
  const images = q.samples.filter((s) => s.image);
  return (
    <Section
      className="zj-an-commentary"
      title={
        <span className="zj-an-commentary-title" data-testid="commentary-question">
          <span className="zj-an-order">{order}</span>
          {q.label}
          <span className="zj-an-muted">
            {q.typeName} · 满分 {q.max}
          </span>
        </span>
      }
      extra={
        q.questionIds[0] && (
          <Button size="small" type="link" onClick={() => setShowStem((v) => !v)}>
            {showStem ? '收起题目' : '查看题目'}
          </Button>
        )
      }
    >
      <div className="zj-an-commentary-figures">
        <span>
          失分 <b className="zj-an-down">{num(q.lost)}</b> 分
        </span>
        <span>
          得分率 <b>{pct(q.p)}</b>
        </span>
        <span>未得满分 {q.wrongCount} 人</span>
        <span>
          区分度 {q.discrimination === null ? '—' : q.discrimination.toFixed(2)}{' '}
          {q.discrimination !== null && <QualityTag quality={q.quality} />}
        </span>
        {q.answer.length > 0 && <span>答案 {q.answer.join('')}</span>}
        {q.knowledge.length > 0 && (
          <span className="zj-an-muted">{q.knowledge.map((k) => k.name).join('、')}</span>
        )}
      </div>
      {showStem && q.questionIds[0] && <Stem id={q.questionIds[0]} />}
      {q.options.length > 0 && (
        <div className="zj-an-commentary-row">
          <span className="zj-an-label">选项分布</span>
          <OptionBar q={q} />
        </div>
      )}
      {letters.size > 0 && (
        <div className="zj-an-commentary-row">
          <span className="zj-an-label">典型错误</span>
          <span>
            {[...letters].map(([letter, names]) => (
              <span key={letter} className="zj-an-typical">
                <Tag color="red">{letter}</Tag>
                {names.join('、')}
              </span>
            ))}
          </span>
        </div>
      )}
      {images.length > 0 && (
        <div className="zj-an-commentary-row">
          <span className="zj-an-label">典型作答</span>
          <div className="zj-an-samples">
            {images.map((s) => (
              <Sample key={`${s.studentId}-${s.image}`} sample={s} />
            ))}
          </div>
        </div>
      )}
      {q.students.length > 0 && (
        <div className="zj-an-commentary-row">
          <span className="zj-an-label">需关注</span>
          <span>{q.students.join('、')}</span>
        </div>
      )}
    </Section>
  );
}

function Stem({ id }: { id: string }) {
  const detail = useQuery(questionDetailQuery(id));
  if (detail.isLoading) return <Spin size="small" />;
  if (!detail.data) return <div className="zj-an-muted">题目无法显示</div>;
  return (
    <div className="zj-an-stem">
      <QuestionBody question={detail.data} />
    </div>
  );
}

/** A written answer's crop, loaded with the bearer token. */
function Sample({ sample }: { sample: WrongAnswer }) {
  return (
    <figure className="zj-an-sample">
      {sample.image && <AuthedImage path={sample.image} alt={`${sample.name}的作答`} height={120} />}
      <figcaption>
        {sample.name} · {num(sample.score)} 分
      </figcaption>
    </figure>
  );
}

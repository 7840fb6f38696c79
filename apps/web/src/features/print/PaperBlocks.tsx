import type { PrintDocument, PrintQuestion } from '@zhijuan/contracts';
import type { ReactNode } from 'react';
import { RichText } from '../questions';

/** What is printed: the paper as homework or as an exam, or its key (answers, or with 解析). */
export type PrintMode = 'homework' | 'exam' | 'answer' | 'analysis';
export const PX_PER_MM = 96 / 25.4;
export const LETTERS = 'ABCDEFGH';

export function Options({ options, perLine }: { options: string[]; perLine: 1 | 2 | 4 | null }) {
  if (options.length === 0) return null;
  return (
    <div className={`zj-pp-options zj-pp-options-${perLine ?? 'measure'}`}>
      {options.map((o, i) => (
        <span key={LETTERS[i]} className="zj-pp-option">
          {LETTERS[i]}．<RichText html={o} inline />
        </span>
      ))}
    </div>
  );
}

export const answerText = (answer: string[]) => answer.join('；');

export function QuestionBlock({
  q,
  mode,
  perLine,
  withAnswer,
}: {
  q: PrintQuestion;
  mode: PrintMode;
  perLine: 1 | 2 | 4 | null;
  withAnswer: boolean;
}) {
  const key = mode === 'answer' || mode === 'analysis';
  if (q.missing)
    return (
      <div className="zj-pp-question">
        <span className="zj-pp-num">{q.number}．</span>（本题已从题库删除）
      </div>
    );
  if (key)
    return (
      <div className="zj-pp-question zj-pp-key">
        <div>
          <span className="zj-pp-num">{q.number}．</span>
          {q.parts.length ? (
            q.parts.map((p) => (
              <span key={p.number} className="zj-pp-keypart">
                {p.number} <RichText html={answerText(p.answer)} inline />
              </span>
            ))
          ) : (
            <RichText html={answerText(q.answer)} inline />
          )}
        </div>
        {mode === 'analysis' && q.analysis ? (
          <div className="zj-pp-analysis">
            <b>【解析】</b>
            <RichText html={q.analysis} inline />
          </div>
        ) : null}
      </div>
    );
  return (
    <div className="zj-pp-question">
      <div className="zj-pp-stem">
        <span className="zj-pp-num">{q.number}．</span>
        <span className="zj-pp-score">（{q.score} 分）</span>
        <RichText html={q.stem} inline />
      </div>
      <Options options={q.options} perLine={perLine} />
      {q.parts.map((p) => (
        <div key={p.number} className="zj-pp-part">
          <div>
            {p.number} <RichText html={p.stem} inline />
          </div>
          <Options options={p.options} perLine={perLine} />
        </div>
      ))}
      {withAnswer ? (
        <div className="zj-pp-inline-key">
          <b>【答案】</b>
          <RichText html={answerText(q.answer)} inline />
        </div>
      ) : null}
    </div>
  );
}

export function Header({ doc, mode, sealing }: { doc: PrintDocument; mode: PrintMode; sealing: boolean }) {
  const s = doc.settings;
  const key = mode === 'answer' || mode === 'analysis';
  return (
    <header className="zj-pp-header">
      <h1>{key ? `${doc.title}（参考答案${mode === 'analysis' ? '与解析' : ''}）` : doc.title}</h1>
      {doc.subtitle ? <h2>{doc.subtitle}</h2> : null}
      {key ? null : (
        <>
          {mode === 'exam' ? (
            <p className="zj-pp-meta">
              {s.examMinutes ? `考试时间：${s.examMinutes} 分钟　` : ''}满分：{doc.totalScore} 分
            </p>
          ) : (
            <p className="zj-pp-meta">
              共 {doc.questionCount} 题，满分 {doc.totalScore} 分
            </p>
          )}
          {s.showStudentLine && !sealing ? (
            <p className="zj-pp-student">班级：__________　姓名：__________　考号：______________</p>
          ) : null}
          {mode === 'exam' && s.notes ? (
            <div className="zj-pp-notes">
              <b>注意事项：</b>
              {s.notes}
            </div>
          ) : null}
        </>
      )}
    </header>
  );
}

export function SealStrip({ heightMm }: { heightMm: number }) {
  return (
    <div className="zj-pp-seal" style={{ height: `${heightMm}mm` }}>
      <div
        className="zj-pp-seal-inner"
        style={{ width: `${heightMm}mm`, transform: `translateY(${heightMm}mm) rotate(-90deg)` }}
      >
        <span>学校：__________　班级：__________　姓名：__________　考号：______________</span>
        <span className="zj-pp-seal-line">………………密…………封…………线…………内…………不…………要…………答…………题………………</span>
      </div>
    </div>
  );
}

/** Blocks of the paper in print order: header, then each section heading and its questions. */
export function blocksOf(
  doc: PrintDocument,
  mode: PrintMode,
  sealing: boolean,
  perLine: Record<string, 1 | 2 | 4>,
) {
  const out: { key: string; keepWithNext?: boolean; node: ReactNode }[] = [
    { key: 'header', node: <Header doc={doc} mode={mode} sealing={sealing} /> },
  ];
  const key = mode === 'answer' || mode === 'analysis';
  doc.sections.forEach((s, i) => {
    out.push({
      key: `s${i}`,
      keepWithNext: true,
      node: (
        <h3 className="zj-pp-section">
          {s.heading}
          {key ? null : <span>{s.note}</span>}
        </h3>
      ),
    });
    for (const q of s.questions)
      out.push({
        key: `q${q.number}`,
        node: (
          <QuestionBlock
            q={q}
            mode={mode}
            perLine={perLine[q.number] ?? null}
            withAnswer={!key && doc.settings.showAnswers}
          />
        ),
      });
  });
  return out;
}

import type { QuestionCard, QuestionDetail } from '@zhijuan/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { RichText } from './RichText';
import './questions.css';
import { plainText } from './richText';

export const OPTION_LETTERS = 'ABCDEFGHIJ';

/** 容易 … 困难, each with its colour. */
const DIFFICULTY_COLORS: Record<string, string> = {
  容易: 'green',
  较易: 'cyan',
  中档: 'blue',
  较难: 'orange',
  困难: 'red',
};

/** Roughly how wide an option prints: TeX commands and braces take no room of their own. */
function displayLength(html: string): number {
  return plainText(html)
    .replace(/\\[a-zA-Z]+/g, '')
    .replace(/[{}\\()[\]^_\s]/g, '').length;
}

function Options({ options }: { options: string[] }) {
  if (!options.length) return null;
  // Short options sit four to a line, longer ones two, long ones one, as printed papers do.
  const longest = Math.max(...options.map(displayLength));
  const columns = longest <= 7 ? 4 : longest <= 18 ? 2 : 1;
  return (
    <ol className={`zj-q-options zj-q-options-${columns}`}>
      {options.map((option, i) => (
        <li key={OPTION_LETTERS[i]}>
          <span className="zj-q-letter">{OPTION_LETTERS[i]}.</span>
          <RichText html={option} inline />
        </li>
      ))}
    </ol>
  );
}

/** Stem, options and sub-questions of a question, with formulas typeset. */
export function QuestionBody({ question, number }: { question: QuestionCard; number?: number }) {
  return (
    <div className="zj-q-body">
      <div className="zj-q-stem">
        {number !== undefined ? <span className="zj-q-number">{number}.</span> : null}
        <RichText html={question.stem} />
      </div>
      <Options options={question.options} />
      {question.parts?.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sub-questions are a fixed list in the question's order
        <div className="zj-q-part" key={i}>
          <div className="zj-q-stem">
            <span className="zj-q-number">({i + 1})</span>
            <RichText html={part.stem} />
          </div>
          <Options options={part.options ?? []} />
        </div>
      ))}
    </div>
  );
}

/** Type, difficulty, knowledge points, source · year · region. */
export function QuestionTags({ question, children }: { question: QuestionCard; children?: ReactNode }) {
  const origin = [question.source, question.year ? `${question.year}年` : null, question.region]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="zj-q-tags">
      <Tag color="processing" variant="outlined">
        {question.typeName}
      </Tag>
      <Tag color={DIFFICULTY_COLORS[question.difficultyName] ?? 'default'} variant="filled">
        {question.difficultyName}
      </Tag>
      {question.knowledge.map((k) => (
        <Tag key={k.id} className="zj-q-knowledge">
          {k.name}
        </Tag>
      ))}
      {origin ? <span className="zj-q-origin">{origin}</span> : null}
      {children}
    </div>
  );
}

function Answer({ answer, hasOptions }: { answer: string[]; hasOptions: boolean }) {
  if (!answer.length) return <span className="zj-q-muted">暂无答案</span>;
  if (hasOptions && answer.every((a) => /^[A-J]$/.test(a))) return <span>{answer.join('')}</span>;
  return (
    <>
      {answer.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of one answer, in order, never reordered
        <span key={i} className="zj-q-answer-item">
          {i > 0 ? '；' : null}
          <RichText html={a} inline />
        </span>
      ))}
    </>
  );
}

/** 【答案】 and 【解析】 of a question (and of each sub-question). */
export function AnswerPanel({ detail }: { detail: QuestionDetail }) {
  return (
    <div className="zj-q-analysis">
      <div className="zj-q-analysis-row">
        <span className="zj-q-analysis-label">【答案】</span>
        <Answer answer={detail.answer} hasOptions={detail.options.length > 0} />
      </div>
      <div className="zj-q-analysis-row">
        <span className="zj-q-analysis-label">【解析】</span>
        {detail.analysis ? <RichText html={detail.analysis} /> : <span className="zj-q-muted">暂无解析</span>}
      </div>
      {detail.partsDetail?.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sub-questions are a fixed list in the question's order
        <div className="zj-q-analysis-row" key={i}>
          <span className="zj-q-analysis-label">({i + 1})</span>
          <div>
            <Answer answer={part.answer} hasOptions={Boolean(part.options?.length)} />
            {part.analysis ? <RichText html={part.analysis} /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

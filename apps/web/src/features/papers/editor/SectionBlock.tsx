import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BulbOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  OrderedListOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { QuestionDetail } from '@zhijuan/contracts';
import { Alert, Button, Input, InputNumber, Popover, Skeleton, Tooltip } from 'antd';
import { type DragEvent, useState } from 'react';
import { AnswerPanel, QuestionBody, QuestionTags } from '../../questions';
import { type EditAction, MAX_SCORE, type PaperSection, sectionNumber } from './document';
import { RubricEditor } from './RubricEditor';

/** The question being dragged: which 大题, which place. Shared by all 大题, so it can change 大题. */
export interface Drag {
  sectionId: string;
  index: number;
}

function BatchScore({ onApply }: { onApply: (score: number) => void }) {
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="本大题每题分值"
      content={
        <div className="zj-edit-batch">
          <InputNumber<number>
            aria-label="每题分值"
            min={0}
            max={MAX_SCORE}
            step={1}
            value={score}
            onChange={setScore}
            suffix="分"
            autoFocus
          />
          <Button
            type="primary"
            disabled={score === null}
            onClick={() => {
              if (score === null) return;
              onApply(score);
              setOpen(false);
            }}
          >
            应用
          </Button>
        </div>
      }
    >
      <Button size="small">批量设分</Button>
    </Popover>
  );
}

function SectionTitle({
  number,
  title,
  onRename,
}: {
  number: string;
  title: string;
  onRename: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="zj-edit-section-title">
      <span>{number}、</span>
      {editing ? (
        <Input
          aria-label="大题标题"
          size="small"
          autoFocus
          maxLength={40}
          value={title}
          status={title.trim() ? undefined : 'error'}
          onChange={(e) => onRename(e.target.value)}
          onBlur={() => setEditing(false)}
          onPressEnter={() => setEditing(false)}
          className="zj-edit-section-input"
        />
      ) : (
        <>
          <span>{title || '（未命名大题）'}</span>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label="重命名大题"
            onClick={() => setEditing(true)}
          />
        </>
      )}
    </div>
  );
}

/** One 大题: its heading (rename, move, batch score) and its questions (score, move, 换一题, remove). */
export function SectionBlock({
  section,
  index,
  sectionCount,
  firstNumber,
  questions,
  missing,
  dispatch,
  onReplace,
  replacing,
  drag,
  onDrag,
}: {
  section: PaperSection;
  index: number;
  sectionCount: number;
  firstNumber: number;
  questions: Map<string, QuestionDetail>;
  /** Questions the bank no longer has. */
  missing: Set<string>;
  dispatch: (action: EditAction) => void;
  onReplace: (sectionId: string, questionId: string) => void;
  replacing: string | null;
  drag: Drag | null;
  onDrag: (drag: Drag | null) => void;
}) {
  const [showAnswer, setShowAnswer] = useState<Set<string>>(new Set());
  const [showRubric, setShowRubric] = useState<Set<string>>(new Set());
  const toggleRubric = (id: string) =>
    setShowRubric((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const score = section.questions.reduce((t, q) => t + q.score, 0);
  const toggleAnswer = (id: string) =>
    setShowAnswer((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  /** A drop on a question puts the dragged one in its place; on the rest of the 大题, last. */
  const dropOn = (event: DragEvent, to: number) => {
    event.preventDefault();
    event.stopPropagation();
    if (drag && !(drag.sectionId === section.id && drag.index === to))
      dispatch({
        type: 'moveQuestionTo',
        fromSectionId: drag.sectionId,
        from: drag.index,
        toSectionId: section.id,
        to,
      });
    onDrag(null);
  };
  const allowDrop = (event: DragEvent) => {
    if (drag) event.preventDefault();
  };

  return (
    <section
      className={`zj-edit-section${drag && drag.sectionId !== section.id ? ' zj-drop-target' : ''}`}
      aria-label={`第${sectionNumber(index)}大题`}
      onDragOver={allowDrop}
      onDrop={(e) => dropOn(e, section.questions.length)}
    >
      <header className="zj-edit-section-head">
        <SectionTitle
          number={sectionNumber(index)}
          title={section.title}
          onRename={(title) => dispatch({ type: 'renameSection', sectionId: section.id, title })}
        />
        <span className="zj-edit-section-sum">
          共 {section.questions.length} 题，{score} 分
        </span>
        <BatchScore onApply={(s) => dispatch({ type: 'batchScore', sectionId: section.id, score: s })} />
        <Tooltip title="大题上移">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label="大题上移"
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveSection', from: index, to: index - 1 })}
          />
        </Tooltip>
        <Tooltip title="大题下移">
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label="大题下移"
            disabled={index === sectionCount - 1}
            onClick={() => dispatch({ type: 'moveSection', from: index, to: index + 1 })}
          />
        </Tooltip>
      </header>
      {section.questions.map((item, i) => {
        const q = questions.get(item.questionId);
        return (
          <article
            key={item.questionId}
            className={`zj-edit-question${drag?.index === i && drag.sectionId === section.id ? ' zj-dragging' : ''}`}
            aria-label={`第${firstNumber + i}题`}
            onDragOver={allowDrop}
            onDrop={(e) => dropOn(e, i)}
          >
            <div className="zj-edit-question-bar">
              <button
                type="button"
                className="zj-edit-handle"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  onDrag({ sectionId: section.id, index: i });
                }}
                onDragEnd={() => onDrag(null)}
                title="拖动调整顺序，也可拖到其他大题"
                aria-label={`拖动第${firstNumber + i}题调整顺序`}
              >
                <HolderOutlined />
              </button>
              {q ? <QuestionTags question={q} /> : null}
              <div className="zj-edit-question-tools">
                <InputNumber<number>
                  aria-label={`第${firstNumber + i}题分值`}
                  size="small"
                  min={0}
                  max={MAX_SCORE}
                  // Whole-point arrows; halves are typed (the step would otherwise show 3.0).
                  step={1}
                  value={item.score}
                  suffix="分"
                  className="zj-edit-score"
                  onChange={(value) => {
                    if (value !== null)
                      dispatch({
                        type: 'setScore',
                        sectionId: section.id,
                        questionId: item.questionId,
                        score: value,
                      });
                  }}
                />
                <Tooltip title="上移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`第${firstNumber + i}题上移`}
                    disabled={i === 0}
                    onClick={() =>
                      dispatch({ type: 'moveQuestion', sectionId: section.id, from: i, to: i - 1 })
                    }
                  />
                </Tooltip>
                <Tooltip title="下移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`第${firstNumber + i}题下移`}
                    disabled={i === section.questions.length - 1}
                    onClick={() =>
                      dispatch({ type: 'moveQuestion', sectionId: section.id, from: i, to: i + 1 })
                    }
                  />
                </Tooltip>
                <Button
                  size="small"
                  type="text"
                  icon={<BulbOutlined />}
                  onClick={() => toggleAnswer(item.questionId)}
                >
                  解析
                </Button>
                {q && !q.isObjective ? (
                  <Button
                    size="small"
                    type={showRubric.has(item.questionId) ? 'link' : 'text'}
                    icon={<OrderedListOutlined />}
                    aria-expanded={showRubric.has(item.questionId)}
                    onClick={() => toggleRubric(item.questionId)}
                  >
                    评分标准{item.rubric?.length ? `（${item.rubric.length} 步）` : ''}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  type="text"
                  icon={<SwapOutlined />}
                  loading={replacing === item.questionId}
                  onClick={() => onReplace(section.id, item.questionId)}
                >
                  换一题
                </Button>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${firstNumber + i}题`}
                  onClick={() =>
                    dispatch({ type: 'removeQuestion', sectionId: section.id, questionId: item.questionId })
                  }
                />
              </div>
            </div>
            {q ? (
              <>
                <QuestionBody question={q} number={firstNumber + i} />
                {showAnswer.has(item.questionId) ? <AnswerPanel detail={q} /> : null}
                {showRubric.has(item.questionId) ? (
                  <RubricEditor
                    number={firstNumber + i}
                    score={item.score}
                    rubric={item.rubric ?? []}
                    onChange={(rubric) =>
                      dispatch({
                        type: 'setRubric',
                        sectionId: section.id,
                        questionId: item.questionId,
                        rubric,
                      })
                    }
                  />
                ) : null}
              </>
            ) : missing.has(item.questionId) ? (
              <Alert type="warning" showIcon title="这道题已从题库删除，请删除它后再保存" />
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            )}
          </article>
        );
      })}
    </section>
  );
}

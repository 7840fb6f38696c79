import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { PlanComment, PlanQuestion, PlanResource, PlanStep } from '@zhijuan/contracts';
import { Button, Card, Input, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../questions';

export function QuestionList({
  ids,
  questions,
  readOnly,
  onRemove,
}: {
  ids: string[];
  questions: Map<string, PlanQuestion>;
  readOnly: boolean;
  onRemove: (id: string) => void;
}) {
  if (!ids.length) return null;
  return (
    <ol className="zj-plan-questions">
      {ids.map((id) => {
        const q = questions.get(id);
        return (
          <li key={id}>
            <div className="zj-plan-question">
              {q ? (
                <>
                  <Tag>{q.typeName}</Tag>
                  <RichText html={q.stem} />
                </>
              ) : (
                '（试题已不可用）'
              )}
            </div>
            {!readOnly && (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label="移除试题"
                onClick={() => onRemove(id)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function Comments({
  comments,
  onSend,
}: {
  comments: PlanComment[];
  onSend: (body: string) => Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <div className="zj-plan-comments">
      {comments.map((c) => (
        <div key={c.id} className="zj-plan-comment">
          <strong>{c.authorName}</strong>：{c.body}
          <small>{new Date(c.createdAt).toLocaleString('zh-CN', { hour12: false })}</small>
        </div>
      ))}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder="发表评论"
          value={body}
          maxLength={1000}
          onChange={(e) => setBody(e.target.value)}
          aria-label="评论"
        />
        <Button
          loading={sending}
          disabled={!body.trim()}
          onClick={async () => {
            setSending(true);
            try {
              await onSend(body.trim());
              setBody('');
            } finally {
              setSending(false);
            }
          }}
        >
          评论
        </Button>
      </Space.Compact>
    </div>
  );
}

/** One step of 教学过程: its name, minutes, teacher and student activity, questions, and its comments. */
export function StepCard({
  step,
  index,
  count,
  readOnly,
  questions,
  resources,
  comments,
  onChange,
  onPickResource,
  onMove,
  onRemove,
  onPick,
  onComment,
}: {
  step: PlanStep;
  index: number;
  count: number;
  readOnly: boolean;
  questions: Map<string, PlanQuestion>;
  resources: Map<string, PlanResource>;
  comments: PlanComment[];
  onChange: (s: PlanStep) => void;
  onPickResource: () => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onPick: () => void;
  onComment: (body: string) => Promise<unknown>;
}) {
  const set = (patch: Partial<PlanStep>) => onChange({ ...step, ...patch });
  return (
    <Card
      size="small"
      className="zj-plan-step"
      data-step={step.title}
      title={
        <Space wrap>
          <span>环节 {index + 1}</span>
          <Input
            aria-label="环节名称"
            value={step.title}
            readOnly={readOnly}
            maxLength={60}
            onChange={(e) => set({ title: e.target.value })}
            style={{ width: 180 }}
          />
          <InputNumber
            aria-label="时长（分钟）"
            min={0}
            max={240}
            value={step.minutes}
            readOnly={readOnly}
            onChange={(v) => set({ minutes: Number(v ?? 0) })}
            suffix="分钟"
            style={{ width: 110 }}
          />
        </Space>
      }
      extra={
        !readOnly && (
          <Space size={0}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label="上移"
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label="下移"
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={onRemove}
              aria-label="删除环节"
            />
          </Space>
        )
      }
    >
      <div className="zj-plan-step-body">
        <div className="zj-plan-field">
          <span>教师活动</span>
          <Input.TextArea
            aria-label="教师活动"
            autoSize={{ minRows: 2 }}
            value={step.teacher}
            readOnly={readOnly}
            maxLength={4000}
            onChange={(e) => set({ teacher: e.target.value })}
          />
        </div>
        <div className="zj-plan-field">
          <span>学生活动</span>
          <Input.TextArea
            aria-label="学生活动"
            autoSize={{ minRows: 2 }}
            value={step.student}
            readOnly={readOnly}
            maxLength={4000}
            onChange={(e) => set({ student: e.target.value })}
          />
        </div>
      </div>
      <div className="zj-plan-step-q">
        <span>备课资源（{step.resourceIds.length} 个）</span>
        {!readOnly && (
          <Button size="small" onClick={onPickResource}>
            添加资源
          </Button>
        )}
      </div>
      {step.resourceIds.length > 0 && (
        <ul className="zj-plan-resources" aria-label="备课资源">
          {step.resourceIds.map((id) => {
            const r = resources.get(id);
            return (
              <li key={id}>
                {r ? (
                  <Link to={`/OnlyOfficeReady?id=${id}`} target="_blank">
                    <Tag>{r.ext.toUpperCase()}</Tag>
                    {r.title}
                  </Link>
                ) : (
                  '（资源已不可用）'
                )}
                {!readOnly && (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="移除资源"
                    onClick={() => set({ resourceIds: step.resourceIds.filter((x) => x !== id) })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="zj-plan-step-q">
        <span>课堂练习（{step.questionIds.length} 题）</span>
        {!readOnly && (
          <Button size="small" onClick={onPick}>
            从题库添加
          </Button>
        )}
      </div>
      <QuestionList
        ids={step.questionIds}
        questions={questions}
        readOnly={readOnly}
        onRemove={(id) => set({ questionIds: step.questionIds.filter((q) => q !== id) })}
      />
      <Comments comments={comments} onSend={onComment} />
    </Card>
  );
}

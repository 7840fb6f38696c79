import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { RubricStep } from '@zhijuan/contracts';
import { Button, Input, InputNumber, Typography } from 'antd';
import { MAX_SCORE } from './document';

/** The most steps a question's 评分标准 holds (the server's rule). */
export const MAX_STEPS = 12;

/**
 * 评分标准 of one written question: steps, each a point and its score, shown to markers beside the
 * answer. The sum may stay under the question's score (the rest is the marker's judgement), never above.
 */
export function RubricEditor({
  number,
  score,
  rubric,
  onChange,
}: {
  number: number;
  score: number;
  rubric: RubricStep[];
  onChange: (rubric: RubricStep[]) => void;
}) {
  const total = rubric.reduce((t, s) => t + s.score, 0);
  const set = (i: number, step: Partial<RubricStep>) =>
    onChange(rubric.map((s, j) => (j === i ? { ...s, ...step } : s)));
  return (
    <fieldset className="zj-edit-rubric" aria-label={`第${number}题评分标准`}>
      <div className="zj-edit-rubric-head">
        <b>评分标准</b>
        <Typography.Text type={total > score ? 'danger' : 'secondary'}>
          已分配 {total} / {score} 分{total > score ? '，超过了本题分值' : ''}
        </Typography.Text>
      </div>
      {rubric.map((step, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place, in order
        <div key={i} className="zj-edit-rubric-step">
          <span className="zj-edit-rubric-no">{i + 1}.</span>
          <Input
            size="small"
            value={step.text}
            maxLength={200}
            placeholder="如：正确列出方程"
            aria-label={`第${i + 1}步评分要点`}
            onChange={(e) => set(i, { text: e.target.value })}
          />
          <InputNumber<number>
            size="small"
            min={0}
            max={MAX_SCORE}
            step={0.5}
            value={step.score}
            suffix="分"
            aria-label={`第${i + 1}步分值`}
            className="zj-edit-rubric-score"
            onChange={(v) => set(i, { score: v === null ? 0 : Math.round(v * 2) / 2 })}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除第${i + 1}步`}
            onClick={() => onChange(rubric.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={rubric.length >= MAX_STEPS}
        onClick={() => onChange([...rubric, { text: '', score: Math.max(0, Math.min(1, score - total)) }])}
      >
        添加一步
      </Button>
    </fieldset>
  );
}

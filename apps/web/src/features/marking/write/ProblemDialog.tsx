import { PROBLEM_REASONS } from '@zhijuan/contracts';
import { Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';

const OTHER = '其他';

/** 问题卷: the answer goes to the exam's manager with a reason (one of the usual ones or the marker's own). */
export function ProblemDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [choice, setChoice] = useState<string>(PROBLEM_REASONS[0]);
  const [text, setText] = useState('');
  const reason = choice === OTHER ? text.trim() : choice;
  return (
    <Modal
      open={open}
      title="标记为问题卷"
      okText="提交问题卷"
      okButtonProps={{ disabled: !reason }}
      onCancel={onCancel}
      onOk={() => onConfirm(reason.slice(0, 60))}
      destroyOnHidden
    >
      <p className="zj-write-hint">问题卷不计分，交由阅卷负责人处理；处理后会重新给分。</p>
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value)}>
        <Space orientation="vertical">
          {PROBLEM_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {choice === OTHER ? (
        <Input.TextArea
          className="zj-write-problem-text"
          autoFocus
          maxLength={60}
          showCount
          placeholder="请说明问题"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
    </Modal>
  );
}

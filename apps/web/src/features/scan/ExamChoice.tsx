import { useQuery } from '@tanstack/react-query';
import type { AssignmentSummary } from '@zhijuan/contracts';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { assignmentListQuery } from '../assignments';

/** How an exam reads in the picker and the history: name, then grade, subject and date. */
const examLabel = (a: Pick<AssignmentSummary, 'name' | 'gradeName' | 'subjectName' | 'examDate'>) =>
  `${a.name}（${a.gradeName}${a.subjectName} ${a.examDate}）`;

/**
 * 选择考试 for a page whose QR code was not read: the school's exams the teacher can see, newest
 * first, searched by name on the server; confirming has the page read again with that exam's sheet.
 */
export function ExamChoice({
  current,
  currentName,
  chosen,
  saving,
  onConfirm,
}: {
  /** The exam the page is in now, if a person chose one before. */
  current: string | null;
  currentName: string | null;
  chosen: boolean;
  saving: boolean;
  onConfirm: (assignmentId: string) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [value, setValue] = useState<string | undefined>(current ?? undefined);
  const { data, isFetching } = useQuery(
    assignmentListQuery({ page: 1, size: 50, keyword: keyword.trim() || undefined }),
  );
  const options = (data?.records ?? []).map((a) => ({ value: a.id, label: examLabel(a) }));
  if (current && currentName && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: currentName });
  return (
    <div className="zj-scan-fix">
      <Typography.Text strong>这张答题卡是哪次考试的？</Typography.Text>
      {chosen && currentName && (
        <Typography.Text type="secondary">已人工选择：{currentName}，可以改选</Typography.Text>
      )}
      <Space.Compact block>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={isFetching}
          value={value}
          onChange={setValue}
          placeholder="选择考试（输入名称查找）"
          aria-label="选择考试"
          className="zj-scan-exam-choice"
          options={options}
          notFoundContent={isFetching ? '查找中…' : '没有找到考试'}
        />
        <Button
          type="primary"
          loading={saving}
          disabled={!value || (chosen && value === current)}
          onClick={() => value && onConfirm(value)}
        >
          按此考试识别
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary" className="zj-scan-keys">
        选择后这一页按该考试的答题卡重新识别，识别完成后再确认学生和答案
      </Typography.Text>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { examPickerQuery } from './queries';

/** The exam to scan: chosen from the school year's list, kept in the address (?assignmentId=). */
export function ExamPicker({
  value,
  onChange,
  schoolYearId,
}: {
  value?: string;
  onChange: (id: string) => void;
  schoolYearId?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery(examPickerQuery(schoolYearId, keyword));
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value}
      onChange={onChange}
      placeholder="选择要扫描的作业或考试"
      className="zj-scan-exam-select"
      options={(data?.records ?? []).map((a) => ({
        value: a.id,
        label: `${a.name}（${a.subjectName} ${a.examDate} ${a.classes.map((c) => c.name).join('、')}）`,
      }))}
      notFoundContent="本学年还没有布置作业或考试"
    />
  );
}

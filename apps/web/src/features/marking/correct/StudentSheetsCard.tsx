import { useQuery } from '@tanstack/react-query';
import type { MarkingOverview } from '@zhijuan/contracts';
import { Card, Select } from 'antd';
import { useState } from 'react';
import { assignmentStudentsQuery } from '../../assignments';
import { MarkedSheetModal } from '../sheet/MarkedSheetModal';

/** 查看学生答卷: pick a student of the exam's classes (by name or 考号) and see the marked sheet. */
export function StudentSheetsCard({ overview }: { overview: MarkingOverview }) {
  const students = useQuery(assignmentStudentsQuery(overview.assignmentId));
  const [studentId, setStudentId] = useState<string | null>(null);
  return (
    <Card title="查看学生答卷" variant="borderless" className="zj-correct-card">
      <p className="zj-correct-muted">查看一名学生的答题卡：客观题作答、各题得分和阅卷批注，可打印。</p>
      <Select
        aria-label="选择学生"
        className="zj-correct-student"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="输入姓名或考号"
        loading={students.isLoading}
        value={studentId}
        onChange={setStudentId}
        options={(students.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.name} ${s.studentNo} ${s.className}`,
        }))}
      />
      <MarkedSheetModal
        assignmentId={overview.assignmentId}
        studentId={studentId}
        onClose={() => setStudentId(null)}
      />
    </Card>
  );
}

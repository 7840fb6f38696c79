import type { AssignmentStudent, ScanPageDetail } from '@zhijuan/contracts';
import { Button, Select, Typography } from 'antd';

/** 这张答题卡是谁的？ The exam's roster, searched by name or 考号, with the student the 考号 read fits. */
export function StudentChoice({
  page,
  roster,
  value,
  suggested,
  onChange,
}: {
  page: ScanPageDetail;
  roster: AssignmentStudent[];
  value: string | undefined;
  suggested: AssignmentStudent | null;
  onChange: (id: string | undefined) => void;
}) {
  return (
    <div className="zj-scan-fix">
      <Typography.Text strong>
        {page.problems.includes('unidentified') ? '或直接选择本次考试的学生' : '这张答题卡是谁的？'}
      </Typography.Text>
      <Select
        showSearch
        placeholder="输入姓名或考号查找学生"
        value={value}
        onChange={onChange}
        optionFilterProp="label"
        className="zj-scan-student-select"
        options={roster.map((s) => ({
          value: s.id,
          label: `${s.className} ${s.name} ${s.studentNo}`,
        }))}
      />
      {suggested && suggested.id !== value && (
        <Typography.Text type="secondary" className="zj-scan-suggest">
          考号读作 {page.studentNoRead?.replaceAll('?', '□')}，可能是 {suggested.className} {suggested.name}{' '}
          <Button size="small" type="link" onClick={() => onChange(suggested.id)}>
            选这名学生
          </Button>
        </Typography.Text>
      )}
    </div>
  );
}

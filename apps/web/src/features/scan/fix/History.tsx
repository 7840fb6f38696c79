import type { AssignmentStudent, ScanCorrection, ScanPageDetail } from '@zhijuan/contracts';
import { Timeline, Typography } from 'antd';

interface Names {
  exam: (id: string) => string | undefined;
  student: (id: string) => string | undefined;
}

/** One line of the history: 第 N 题, 考试 or 学生, before → after. */
export function changeText(key: string, before: unknown, after: unknown, names: Names) {
  const value = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '空';
    if (typeof v === 'boolean') return v ? '是' : '否';
    if (key === 'assignmentId') return names.exam(String(v)) ?? '其他考试';
    if (key === 'studentId') return names.student(String(v)) ?? '其他学生';
    return String(v);
  };
  const label = key.startsWith('answer:')
    ? `第 ${key.slice('answer:'.length)} 题`
    : ({ assignmentId: '考试', studentId: '学生', absent: '缺考', discarded: '作废' }[key] ?? key);
  return `${label} ${value(before)} → ${value(after)}`;
}

/** 修改记录: who changed what on the page, exams and students by name where the page knows them. */
export function History({
  page,
  roster,
  history,
}: {
  page: ScanPageDetail;
  roster: AssignmentStudent[];
  history: ScanCorrection[];
}) {
  if (history.length === 0) return null;
  const names: Names = {
    exam: (a) =>
      a === page.assignmentId && page.assignmentName
        ? page.assignmentName
        : a === page.batchAssignmentId
          ? '本批次的考试'
          : undefined,
    student: (s) => {
      const r = roster.find((x) => x.id === s);
      return r && `${r.name}（${r.studentNo}）`;
    },
  };
  return (
    <div className="zj-scan-history">
      <Typography.Text strong>修改记录</Typography.Text>
      <Timeline
        items={history.map((h) => ({
          content: `${new Date(h.at).toLocaleString('zh-CN')} ${h.userName}：${Object.keys(h.after)
            .map((k) => changeText(k, h.before[k], h.after[k], names))
            .join('，')}`,
        }))}
      />
    </div>
  );
}

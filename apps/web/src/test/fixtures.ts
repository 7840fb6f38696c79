import type { AssignmentSummary } from '@zhijuan/contracts';

/** An exam as the assignment list gives it: a 七年级数学 exam of one class, with what a test sets. */
export const assignmentSummary = (
  fields: Pick<AssignmentSummary, 'id' | 'name'> & Partial<AssignmentSummary>,
): AssignmentSummary => ({
  kind: 'exam',
  examDate: '2026-11-20',
  status: 'waiting',
  subjectId: 'cz.math',
  subjectName: '数学',
  gradeId: 'g7',
  gradeName: '七年级',
  paperId: 'p1',
  paperTitle: fields.name,
  questionCount: 20,
  totalScore: 100,
  classes: [{ id: 'c1', name: '1班', studentCount: 45, scannedCount: 0 }],
  studentCount: 45,
  scannedCount: 0,
  owner: { id: 'u1', name: '李老师' },
  canEdit: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

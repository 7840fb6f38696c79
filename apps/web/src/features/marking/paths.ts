import type { MarkingRound } from './api';

/** /correct of one exam (阅卷批改), or the list of exams to mark. */
export const correctPath = (assignmentId?: string) =>
  assignmentId ? `/correct?assignmentId=${encodeURIComponent(assignmentId)}` : '/correct';

/** /write (在线批改) of one 题块; round 3 arbitrates 双评 differences. */
export const writePath = (assignmentId: string, block: string, round: MarkingRound = 1) =>
  `/write?${new URLSearchParams({ assignmentId, block, ...(round === 3 ? { round: '3' } : {}) })}`;

/** 成绩单 of an assignment: the exam or the homework print screen. */
export const gradePath = (a: { id: string; kind: 'homework' | 'exam' }) =>
  `${a.kind === 'exam' ? '/printgradetest' : '/printgrade'}?assignmentId=${encodeURIComponent(a.id)}`;

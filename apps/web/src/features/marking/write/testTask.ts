import type { MarkingTask } from '@zhijuan/contracts';

/** A task as the server hands one out, for tests. */
export const task = (id: string): MarkingTask => ({
  id,
  assignmentId: 'a1',
  block: '18',
  label: '第18题',
  round: 1,
  maxScore: 12,
  images: [`/teacher/marking/task/${id}/image/0`],
  score: null,
  annotations: [],
  problem: null,
  tags: [],
  otherScores: [],
  markedAt: null,
  version: 1,
});

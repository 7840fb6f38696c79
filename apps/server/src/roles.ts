import type { Caller, UserRow } from './http';

/**
 * School roles: the one place every policy asks "who is this caller in their school". Pure — what needs
 * the database (which grades a teacher directs) is loaded by the caller's repo and passed in.
 *
 * - School manager: the school's creator or an administrator (学校管理员). Manages the school's
 *   structure, people and invites, sees and changes every assignment, paper share and marking setup of
 *   the school, edits its analysis settings.
 * - Grade director (年级主任): directs one or more grades; reads their classes, and manages the exams of
 *   those grades.
 * - Exam manager: who may set up an exam's marking, change its key, reassign, handle 问题卷 and
 *   arbitrate — its owner, a school manager, or a director of its grade.
 */
export const isSchoolManager = (user: Pick<UserRow, 'orgId' | 'isCreator' | 'isAdministrator'>): boolean =>
  Boolean(user.orgId) && (user.isCreator || user.isAdministrator);

/** Directs the grade, given the ids of the grades the caller directs. */
export const isGradeDirector = (directedGradeIds: ReadonlySet<string>, gradeId: string): boolean =>
  directedGradeIds.has(gradeId);

/** Manages the exam: its owner, a school manager, or a director of its grade. */
export const isExamManager = (
  caller: Caller,
  exam: { ownerId: string; gradeId: string },
  directedGradeIds: ReadonlySet<string>,
): boolean =>
  exam.ownerId === caller.user.id ||
  isSchoolManager(caller.user) ||
  isGradeDirector(directedGradeIds, exam.gradeId);

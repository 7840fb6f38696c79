import type { IdName } from '@zhijuan/contracts';
import type { UserRow } from '../../http';
import { isGradeDirector, isSchoolManager } from '../../roles';
import { type ClassScope, mayReadClass } from '../school';

/**
 * Who may read which report (docs/analysis.md). Whether an exam is seen at all is the assignments
 * module's visibility; these rules decide, inside a visible exam, whose names and scores are shown.
 */

/** School managers set the rate cut-offs for every report of the school. */
export const canEditSettings = (user: UserRow) => isSchoolManager(user);

/**
 * Names and scores of a class's students (class report, person report, 讲评 samples, 成绩明细): the
 * classes the caller teaches, every class of the grades they direct, every class for school managers.
 */
export const canReadClass = (scope: ClassScope, classId: string) => mayReadClass(scope, classId);

/** Every grade's data centre is open to school managers; other callers see the grades they direct. */
export const seesEveryGrade = (user: UserRow) => isSchoolManager(user);

/** A grade's data centre figures: school managers, or a director of that grade. */
export const canReadGradeData = (user: UserRow, directedGradeIds: ReadonlySet<string>, gradeId: string) =>
  isSchoolManager(user) || isGradeDirector(directedGradeIds, gradeId);

/** The big screen of a grade: one the caller directs or teaches in (`mine`, in their order). */
export const screenGradeFor = (mine: IdName[], gradeId: string | undefined): IdName | undefined =>
  gradeId ? mine.find((g) => g.id === gradeId) : mine[0];

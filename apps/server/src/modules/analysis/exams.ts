import type { AnalysisExam, AnalysisExamQuery, MarkingSettings } from '@zhijuan/contracts';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { visibleWhere } from '../assignments';
import { examProgress, type MarkingExam, markingExam, planOf } from '../marking';
import { classScope, orgOf } from '../school';
import { type ExamData, examData } from './data';
import { canReadClass } from './policy';
import type { ExamRow } from './repo';
import * as repo from './repo';
import { gradeRanksOf } from './reports';

export type Names = { subjectName: string; gradeName: string };

/** `GET /teacher/analysis/exams`: exams with sheets read the caller can see, newest first. */
export async function listExams(
  ctx: AppContext,
  caller: Caller,
  q: AnalysisExamQuery,
): Promise<AnalysisExam[]> {
  const db = ctx.database.db;
  const rows = await repo.examsWithSheets(db, {
    visible: visibleWhere(caller, orgOf(caller)),
    schoolYearId: q.schoolYearId,
    subjectId: q.subjectId,
    gradeId: q.gradeId,
  });
  const classes = await repo.classesOfExams(
    db,
    rows.map((r) => r.row.id),
  );
  const progress = await examProgress(
    db,
    rows.map((r) => r.row),
  );
  return rows.map(({ row, subjectName, gradeName }) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    examDate: row.examDate,
    status: row.status,
    subjectId: row.subjectId,
    subjectName,
    gradeId: row.gradeId,
    gradeName,
    schoolYearId: row.schoolYearId,
    fullScore: row.paper.totalScore,
    classes: classes.filter((c) => c.examId === row.id).map((c) => ({ id: c.id, name: c.name })),
    studentCount: progress.get(row.id)!.students,
    scoredCount: progress.get(row.id)!.complete,
    progress: progress.get(row.id)!,
  }));
}

/** An exam the caller can see (404 otherwise) and its analysis data. */
export async function readable(ctx: AppContext, caller: Caller, id: string) {
  const exam = await markingExam(ctx, caller, id);
  return { exam, data: await examData(ctx.database.db, exam) };
}

/** A class of the exam whose students' names and scores the caller may read (docs/analysis.md). */
export async function readableClass(ctx: AppContext, caller: Caller, data: ExamData, classId: string) {
  const c = data.classes.find((x) => x.id === classId);
  if (!c) throw notFound('这个班级没有参加这次考试');
  if (!canReadClass(await classScope(ctx, caller), classId))
    throw forbidden('只能查看任教班级或所管年级的学生成绩');
  return c;
}

/**
 * An exam as analysis reads it, without a caller: for comparisons inside the grade (rank change, trend,
 * data centre). Only the stored multiple-choice rule matters here, so no settings are looked up.
 */
function lightExam(row: ExamRow, names: Names): MarkingExam {
  const stored = (row.marking ?? {}) as Partial<MarkingSettings>;
  return {
    row,
    subjectName: names.subjectName,
    gradeName: names.gradeName,
    manage: false,
    plan: planOf(row),
    settings: { mode: 'pool', double: false, threshold: 2, multipleRule: stored.multipleRule ?? 'half' },
  };
}

/**
 * An exam row's analysis data, without a caller (the caller's school and access are checked by the
 * caller): comparisons inside a grade, the data centre and the big screen. Pass the stamp when several
 * exams were stamped at once.
 */
export async function examDataOf(db: Db, row: ExamRow, names: Names, stamp?: string) {
  return examData(db, lightExam(row, names), stamp);
}

/** The grade's latest exam of the subject before this one, with scores: what rank changes compare with. */
export async function previousOf(db: Db, data: ExamData, row: ExamRow) {
  const prev = await repo.previousExam(db, row);
  if (!prev) return null;
  const prevData = await examDataOf(db, prev, {
    subjectName: data.info.subjectName,
    gradeName: data.info.gradeName,
  });
  return { exam: { id: prev.id, name: prev.name, examDate: prev.examDate }, ranks: gradeRanksOf(prevData) };
}

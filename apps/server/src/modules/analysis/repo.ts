import type { RateCutoffs } from '@zhijuan/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  gradeDirectors,
  knowledgePoints,
  orgs,
  questions,
  schoolClasses,
  subjects,
  teachingAssignments,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { rowsOf } from '../../infra/sql';

/** All SQL of 学情分析, 数据中心 and 大屏. Callers check who may read what (policy.ts). */

export type ExamRow = typeof assignments.$inferSelect;

const grades = alias(schoolClasses, 'grades');

/**
 * Exams analysis lists: with sheets read, finished or not (an unfinished one counts only what is final).
 * Comparisons across exams — rank changes, a student's trend, the data centre, the big screen — take
 * finished exams only (FINISHED), and the exam being read.
 */
export const WITH_SHEETS = ['scanning', 'marking', 'done'] as const;
export const FINISHED = ['done'] as const;
export const UNFINISHED = ['scanning', 'marking'] as const;

/** Exams with their subject's and grade's names (what analysis data is loaded from); add `.where`. */
export const namedExams = (db: Db) =>
  db
    .select({ row: assignments, subjectName: subjects.name, gradeName: grades.name })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(grades, eq(grades.id, assignments.gradeId));

// ── settings ────────────────────────────────────────────────────────────────────────────────────────

/** The school's own rate cut-offs; undefined when it has none. */
export async function schoolCutoffs(db: Db, orgId: string): Promise<RateCutoffs | undefined> {
  const org = await db.query.orgs.findFirst({ where: eq(orgs.id, orgId), columns: { analysis: true } });
  return org?.analysis?.cutoffs;
}

export async function saveSchoolCutoffs(db: Db, orgId: string, cutoffs: RateCutoffs) {
  await db.update(orgs).set({ analysis: { cutoffs } }).where(eq(orgs.id, orgId));
}

export async function schoolName(db: Db, orgId: string): Promise<string | undefined> {
  const org = await db.query.orgs.findFirst({ where: eq(orgs.id, orgId), columns: { name: true } });
  return org?.name;
}

// ── exams ───────────────────────────────────────────────────────────────────────────────────────────

export interface ListFilter {
  /** Which exams the caller may see (the assignments module's visibility condition). */
  visible: SQL;
  schoolYearId?: string;
  subjectId?: string;
  gradeId?: string;
}

/** Exams with a sheet read (not absent), newest first, at most 200. */
export function examsWithSheets(db: Db, f: ListFilter) {
  const scanned = sql<number>`(select count(*)::int from ${answerSheets} sh
    where sh.assignment_id = ${assignments.id} and sh.absent = false)`;
  return namedExams(db)
    .where(
      and(
        f.visible,
        inArray(assignments.status, [...WITH_SHEETS]),
        f.schoolYearId ? eq(assignments.schoolYearId, f.schoolYearId) : undefined,
        f.subjectId ? eq(assignments.subjectId, f.subjectId) : undefined,
        f.gradeId ? eq(assignments.gradeId, f.gradeId) : undefined,
        sql`${scanned} > 0`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(200);
}

/** The classes of several exams, in class order. */
export function classesOfExams(db: Db, examIds: string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select({ examId: assignmentClasses.assignmentId, id: schoolClasses.id, name: schoolClasses.name })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .where(inArray(assignmentClasses.assignmentId, examIds))
    .orderBy(asc(schoolClasses.sort));
}

/** The grade's latest finished exam of the subject and kind before this one. */
export async function previousExam(db: Db, row: ExamRow): Promise<ExamRow | undefined> {
  const [prev] = await db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.orgId, row.orgId),
        eq(assignments.gradeId, row.gradeId),
        eq(assignments.subjectId, row.subjectId),
        eq(assignments.kind, row.kind),
        inArray(assignments.status, [...FINISHED]),
        sql`${assignments.deletedAt} is null`,
        or(
          lt(assignments.examDate, row.examDate),
          and(eq(assignments.examDate, row.examDate), lt(assignments.createdAt, row.createdAt)),
        ),
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(1);
  return prev;
}

/**
 * A student's exams of the subject up to this one (their class took part; finished, or this one),
 * newest first, at most `limit`.
 */
export function studentHistory(db: Db, row: ExamRow, studentId: string, limit: number) {
  return namedExams(db)
    .where(
      and(
        eq(assignments.orgId, row.orgId),
        eq(assignments.subjectId, row.subjectId),
        sql`${assignments.deletedAt} is null`,
        or(inArray(assignments.status, [...FINISHED]), eq(assignments.id, row.id)),
        lte(assignments.examDate, row.examDate),
        sql`exists (select 1 from assignment_classes ac join students s on s.class_id = ac.class_id
          where ac.assignment_id = ${assignments.id} and s.id = ${studentId})`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(limit);
}

// ── one exam's data ─────────────────────────────────────────────────────────────────────────────────

/** Difficulty and knowledge points of bank questions. */
export function questionFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: questions.id, difficulty: questions.difficulty, knowledgeIds: questions.knowledgeIds })
    .from(questions)
    .where(inArray(questions.id, ids));
}

export function knowledgeNames(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.id, ids));
}

/** The exam's classes, each with its teachers of the exam's subject (one row per teacher). */
export function classTeachers(db: Db, row: ExamRow) {
  return db
    .select({ id: schoolClasses.id, name: schoolClasses.name, teacher: users.nickname })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .leftJoin(
      teachingAssignments,
      and(
        eq(teachingAssignments.classId, assignmentClasses.classId),
        eq(teachingAssignments.subjectId, row.subjectId),
      ),
    )
    .leftJoin(users, eq(users.id, teachingAssignments.userId))
    .where(eq(assignmentClasses.assignmentId, row.id))
    .orderBy(asc(schoolClasses.sort), asc(users.nickname));
}

/** Per exam: sheet count, latest sheet change and roster size (what an exam's data stamp is made of). */
export async function sheetStamps(db: Db, examIds: string[]) {
  const ids = sql.join(
    examIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`
      select a.id,
        (select count(*)::int from answer_sheets sh where sh.assignment_id = a.id) as n,
        (select coalesce(max(sh.updated_at)::text, '') from answer_sheets sh where sh.assignment_id = a.id) as at,
        (select count(*)::int from assignment_classes ac join students s on s.class_id = ac.class_id
          where ac.assignment_id = a.id) as roster
      from assignments a where a.id in (${ids})`),
  ) as { id: string; n: number; at: string; roster: number }[];
}

// ── data centre and big screen ──────────────────────────────────────────────────────────────────────

const gradesOfYear = (orgId: string, yearId: string) =>
  and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.pid, yearId), eq(schoolClasses.type, 2));

/** Every grade of a school year, in order. */
export const yearGrades = (db: Db, orgId: string, yearId: string) =>
  db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(gradesOfYear(orgId, yearId))
    .orderBy(asc(schoolClasses.sort));

/** The grades of a school year a user directs, in order. */
export const directedYearGrades = (db: Db, orgId: string, yearId: string, userId: string) =>
  db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(gradeDirectors)
    .innerJoin(schoolClasses, eq(schoolClasses.id, gradeDirectors.gradeId))
    .where(and(eq(gradeDirectors.userId, userId), gradesOfYear(orgId, yearId)))
    .orderBy(asc(schoolClasses.sort));

/** The grades (of any year) a user directs. */
export async function directedGradeIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ g: gradeDirectors.gradeId })
    .from(gradeDirectors)
    .where(eq(gradeDirectors.userId, userId));
  return new Set(rows.map((r) => r.g));
}

/** The grades of a school year the user teaches a class in, in order. */
export const taughtYearGrades = (db: Db, userId: string, yearId: string) =>
  db
    .selectDistinct({ id: grades.id, name: grades.name, sort: grades.sort })
    .from(teachingAssignments)
    .innerJoin(schoolClasses, eq(schoolClasses.id, teachingAssignments.classId))
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(and(eq(teachingAssignments.userId, userId), eq(grades.pid, yearId)))
    .orderBy(asc(grades.sort));

/** A school's exam (not deleted) with its names; not yet checked against the caller. */
export async function unsafeNamedExam(db: Db, orgId: string, id: string) {
  const [r] = await namedExams(db)
    .where(and(eq(assignments.id, id), eq(assignments.orgId, orgId), isNull(assignments.deletedAt)))
    .limit(1);
  return r;
}

/** A grade's exams (finished; with `unfinished` also those being scanned or marked), oldest first. */
export const gradeExamRows = (
  db: Db,
  orgId: string,
  gradeId: string,
  subjectId?: string,
  unfinished = false,
) =>
  namedExams(db)
    .where(
      and(
        eq(assignments.orgId, orgId),
        eq(assignments.gradeId, gradeId),
        isNull(assignments.deletedAt),
        inArray(assignments.status, unfinished ? [...FINISHED, ...UNFINISHED] : [...FINISHED]),
        subjectId ? eq(assignments.subjectId, subjectId) : undefined,
      ),
    )
    .orderBy(asc(assignments.examDate), asc(assignments.createdAt))
    .limit(200);

/** The grade's exams being scanned or marked, or given today, newest first, at most 8. */
export const liveExamRows = (db: Db, visible: SQL, gradeId: string, today: string) =>
  db
    .select({ row: assignments, subjectName: subjects.name })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .where(
      and(
        visible,
        eq(assignments.gradeId, gradeId),
        or(inArray(assignments.status, [...UNFINISHED]), eq(assignments.examDate, today)),
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(8);

/** Per exam: pages waiting for recognition and pages read with problems. */
export async function pageCounts(db: Db, examIds: string[]) {
  const list = sql.join(
    examIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select a.id,
        (select count(*)::int from scan_pages p join scan_batches b on b.id = p.batch_id
          where b.assignment_id = a.id and p.status in ('queued', 'processing')) as queued,
        (select count(*)::int from scan_pages p join scan_batches b on b.id = p.batch_id
          where b.assignment_id = a.id and p.status in ('done', 'failed') and jsonb_array_length(p.problems) > 0) as problems
      from assignments a where a.id in (${list})`),
  ) as Record<string, number | string>[];
  return new Map(rows.map((c) => [String(c.id), { queued: Number(c.queued), problems: Number(c.problems) }]));
}

/** The grade's latest finished exam with a total score that the caller can see. */
export async function latestScoredExam(db: Db, visible: SQL, gradeId: string) {
  const [r] = await namedExams(db)
    .where(
      and(
        visible,
        eq(assignments.gradeId, gradeId),
        inArray(assignments.status, [...FINISHED]),
        sql`exists (select 1 from answer_sheets sh where sh.assignment_id = ${assignments.id} and sh.total_score is not null)`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(1);
  return r;
}

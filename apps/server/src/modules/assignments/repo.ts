import type { AssignableClass, AssignmentListQuery, AssignmentStudent } from '@zhijuan/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  gradeDirectors,
  papers,
  questions,
  questionTypes,
  schoolClasses,
  students,
  subjects,
  teachingAssignments,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { containing } from '../../infra/sql';
import { orgOf } from '../school';
import type { FreezeQuestion } from './freeze';
import { assertEditable, seesEveryAssignment } from './policy';

const grades = alias(schoolClasses, 'grades');
const NOT_FOUND = '作业或考试不存在或已删除';

/** A paper's sections and a question's parts as stored (what freezing a paper reads). */
export type { PaperSection, QuestionPart } from '../../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;
export type NewAssignment = typeof assignments.$inferInsert;

/** Who sees an assignment: its owner, teachers of its subject in one of its classes, directors of its grade, school managers. */
export function visibleWhere(caller: Caller, orgId: string): SQL {
  const inOrg = and(eq(assignments.orgId, orgId), isNull(assignments.deletedAt))!;
  if (seesEveryAssignment(caller)) return inOrg;
  const me = caller.user.id;
  return and(
    inOrg,
    or(
      eq(assignments.ownerId, me),
      sql`exists (select 1 from ${gradeDirectors} where ${gradeDirectors.userId} = ${me} and ${gradeDirectors.gradeId} = ${assignments.gradeId})`,
      sql`exists (select 1 from ${assignmentClasses} ac join ${teachingAssignments} ta on ta.class_id = ac.class_id
        where ac.assignment_id = ${assignments.id} and ta.user_id = ${me} and ta.subject_id = ${assignments.subjectId})`,
    ),
  )!;
}

const summaryColumns = {
  row: assignments,
  subjectName: subjects.name,
  gradeName: grades.name,
  paperTitle: sql<string>`${assignments.paper}->>'title'`,
  ownerName: users.nickname,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(grades, eq(grades.id, assignments.gradeId))
    .innerJoin(users, eq(users.id, assignments.ownerId));
}

/** An assignment row with the names its summary shows. */
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** One visible assignment row, or 404 (another school's id reads as missing). */
export async function visibleRow(ctx: AppContext, caller: Caller, id: string): Promise<SummaryRow> {
  const [r] = await summaryQuery(ctx.database.db)
    .where(and(eq(assignments.id, id), visibleWhere(caller, orgOf(caller))))
    .limit(1);
  if (!r) throw notFound(NOT_FOUND);
  return r;
}

/**
 * 404 unless the caller may see the exam — `visibleRow`'s check without reading the row (its frozen
 * paper is most of its bytes): for calls that only need to know, such as each page of a scan upload.
 */
export async function assertVisible(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const [r] = await ctx.database.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, id), visibleWhere(caller, orgOf(caller))))
    .limit(1);
  if (!r) throw notFound(NOT_FOUND);
}

/** The row when the caller may change it: 404 when unseen, 403 when seen but not theirs. */
export async function editableRow(ctx: AppContext, caller: Caller, id: string): Promise<AssignmentRow> {
  const { row } = await visibleRow(ctx, caller, id);
  assertEditable(caller, row);
  return row;
}

/** A page of visible assignments (the filter already holds the visibility), newest date first, and their count. */
export async function assignmentPage(
  db: Db,
  where: SQL | undefined,
  q: Pick<AssignmentListQuery, 'page' | 'size'>,
) {
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(assignments.examDate), desc(assignments.createdAt), desc(assignments.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(assignments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The list's filters, besides visibility. */
export function listFilter(q: AssignmentListQuery): SQL | undefined {
  return and(
    q.schoolYearId ? eq(assignments.schoolYearId, q.schoolYearId) : undefined,
    q.subjectId ? eq(assignments.subjectId, q.subjectId) : undefined,
    q.status ? eq(assignments.status, q.status) : undefined,
    q.kind ? eq(assignments.kind, q.kind) : undefined,
    q.dateFrom ? gte(assignments.examDate, q.dateFrom) : undefined,
    q.dateTo ? lte(assignments.examDate, q.dateTo) : undefined,
    q.keyword ? ilike(assignments.name, containing(q.keyword)) : undefined,
  );
}

/** Classes of the given assignments with live student counts. */
export async function classesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      assignmentId: assignmentClasses.assignmentId,
      id: schoolClasses.id,
      name: schoolClasses.name,
      sort: schoolClasses.sort,
      scannedCount: assignmentClasses.scannedCount,
      studentCount: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${schoolClasses.id})`,
    })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .where(inArray(assignmentClasses.assignmentId, ids))
    .orderBy(asc(schoolClasses.sort));
}

export type AssignmentClassRow = Awaited<ReturnType<typeof classesOf>>[number];

/**
 * Classes of a school year a user may give work of a subject to: taught for it, in grades they
 * direct, or all (`everyClass`, for managers).
 */
export async function assignableClassRows(
  db: Db,
  o: { orgId: string; userId: string; yearId: string; subjectId: string; everyClass: boolean },
): Promise<AssignableClass[]> {
  const allowed = o.everyClass
    ? undefined
    : or(
        sql`exists (select 1 from ${teachingAssignments} ta where ta.class_id = ${schoolClasses.id} and ta.user_id = ${o.userId} and ta.subject_id = ${o.subjectId})`,
        sql`exists (select 1 from ${gradeDirectors} gd where gd.grade_id = ${grades.id} and gd.user_id = ${o.userId})`,
      );
  const rows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      gradeId: grades.id,
      gradeName: grades.name,
      studentCount: sql<number>`(select count(*)::int from ${students} s where s.class_id = ${schoolClasses.id})`,
    })
    .from(schoolClasses)
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(
      and(eq(schoolClasses.orgId, o.orgId), eq(schoolClasses.type, 3), eq(grades.pid, o.yearId), allowed),
    )
    .orderBy(asc(grades.sort), asc(schoolClasses.sort));
  return rows.map((r) => ({ ...r, studentCount: Number(r.studentCount) }));
}

/** A user's own saved paper (deleted ones too: the caller tells them apart), or undefined. */
export async function unsafeSavedPaper(db: Db, ownerId: string, paperId: string) {
  return db.query.papers.findFirst({
    where: and(eq(papers.id, paperId), eq(papers.ownerId, ownerId), eq(papers.status, 'saved')),
  });
}

/** The version of the paper an assignment was made from, and whether it was deleted since. */
export async function sourcePaperVersion(db: Db, paperId: string) {
  return db.query.papers.findFirst({
    where: eq(papers.id, paperId),
    columns: { version: true, deletedAt: true },
  });
}

/** The questions of a paper as freezing needs them (visible ones only). */
export async function freezeQuestions(db: Db, ids: string[]): Promise<Map<string, FreezeQuestion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: questions.id,
      typeId: questions.typeId,
      typeName: questionTypes.name,
      isObjective: questionTypes.isObjective,
      options: questions.options,
      answer: questions.answer,
      parts: questions.parts,
    })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.typeId))
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The school year a grade belongs to. */
export async function yearOfGrade(db: Db, gradeId: string): Promise<string> {
  const grade = await db.query.schoolClasses.findFirst({ where: eq(schoolClasses.id, gradeId) });
  return grade!.pid!;
}

/** A new assignment and its classes, in one transaction; its id. */
export async function insertAssignment(db: Db, values: NewAssignment, classIds: string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(assignments).values(values).returning({ id: assignments.id });
    await tx
      .insert(assignmentClasses)
      .values(classIds.map((classId) => ({ assignmentId: row!.id, classId })));
    return row!.id;
  });
}

/** Name, date and kind of an assignment, and its classes when given, in one transaction. */
export async function updateAssignmentRow(
  db: Db,
  id: string,
  set: Partial<Pick<AssignmentRow, 'name' | 'examDate' | 'kind'>>,
  classIds?: string[],
) {
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(assignments.id, id));
    if (classIds) {
      await tx.delete(assignmentClasses).where(eq(assignmentClasses.assignmentId, id));
      await tx.insert(assignmentClasses).values(classIds.map((classId) => ({ assignmentId: id, classId })));
    }
  });
}

export async function softDeleteAssignment(db: Db, id: string) {
  await db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, id));
}

/** Sheets scanned of an assignment, all classes together. */
export const scannedOf = async (db: Db | Tx, id: string) => {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${assignmentClasses.scannedCount}), 0)::int` })
    .from(assignmentClasses)
    .where(eq(assignmentClasses.assignmentId, id));
  return Number(r?.n ?? 0);
};

/** The students of an assignment's classes, class order then 考号. */
export async function roster(db: Db, assignmentId: string): Promise<AssignmentStudent[]> {
  return db
    .select({
      id: students.id,
      name: students.name,
      studentNo: students.studentNo,
      classId: schoolClasses.id,
      className: schoolClasses.name,
    })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .innerJoin(students, eq(students.classId, assignmentClasses.classId))
    .where(eq(assignmentClasses.assignmentId, assignmentId))
    .orderBy(asc(schoolClasses.sort), asc(students.studentNo));
}

/**
 * Every student of an assignment's classes with their answer sheet (null when none was scanned),
 * class order then 考号: what score sheets and reports are made of.
 */
export async function rosterWithSheets(db: Db, assignmentId: string) {
  return db
    .select({
      id: students.id,
      name: students.name,
      studentNo: students.studentNo,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      sheet: answerSheets,
    })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .innerJoin(students, eq(students.classId, assignmentClasses.classId))
    .leftJoin(
      answerSheets,
      and(eq(answerSheets.assignmentId, assignmentId), eq(answerSheets.studentId, students.id)),
    )
    .where(eq(assignmentClasses.assignmentId, assignmentId))
    .orderBy(asc(schoolClasses.sort), asc(students.studentNo));
}

export type RosterLine = Awaited<ReturnType<typeof rosterWithSheets>>[number];

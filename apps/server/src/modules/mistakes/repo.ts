import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  practiceSets,
  questions,
  schoolClasses,
  students,
} from '../../db/schema';
import type { Db } from '../../infra/db';

const grades = alias(schoolClasses, 'grades');

export const findClass = (db: Db, orgId: string, classId: string) =>
  db
    .select({ id: schoolClasses.id, name: schoolClasses.name, gradeName: grades.name })
    .from(schoolClasses)
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, 3)))
    .then((r) => r[0]);

export interface ExamFilter {
  visible: SQL;
  classId: string;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  ids?: string[] | undefined;
}

/** Visible assignments of the class that have a scored sheet of one of its students, newest first. */
export function scoredExams(db: Db, f: ExamFilter) {
  return db
    .select()
    .from(assignments)
    .where(
      and(
        f.visible,
        f.dateFrom ? gte(assignments.examDate, f.dateFrom) : undefined,
        f.dateTo ? lte(assignments.examDate, f.dateTo) : undefined,
        f.ids
          ? inArray(assignments.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000'])
          : undefined,
        sql`exists (select 1 from ${assignmentClasses} ac where ac.assignment_id = ${assignments.id} and ac.class_id = ${f.classId})`,
        sql`exists (select 1 from ${answerSheets} s join ${students} st on st.id = s.student_id
          where s.assignment_id = ${assignments.id} and st.class_id = ${f.classId} and not s.absent and s.scores <> '{}'::jsonb)`,
      ),
    )
    .orderBy(desc(assignments.examDate), desc(assignments.createdAt))
    .limit(30);
}

/** Sheets (not 缺考) of the class's students in the given assignments. */
export function classSheets(db: Db, orgId: string, classId: string, assignmentIds: string[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignmentId: answerSheets.assignmentId,
      studentId: answerSheets.studentId,
      scores: answerSheets.scores,
    })
    .from(answerSheets)
    .innerJoin(students, eq(students.id, answerSheets.studentId))
    .where(
      and(
        eq(answerSheets.orgId, orgId),
        eq(students.classId, classId),
        eq(answerSheets.absent, false),
        inArray(answerSheets.assignmentId, assignmentIds),
      ),
    );
}

export const classStudents = (db: Db, orgId: string, classId: string) =>
  db
    .select({ id: students.id, name: students.name, studentNo: students.studentNo })
    .from(students)
    .where(and(eq(students.orgId, orgId), eq(students.classId, classId)))
    .orderBy(asc(students.studentNo));

/** What similar-question search and scoring need of bank questions. */
export function questionFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      subjectId: questions.subjectId,
      typeId: questions.typeId,
      difficulty: questions.difficulty,
      knowledgeIds: questions.knowledgeIds,
      score: questions.score,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
}

export async function insertSet(db: Db, values: typeof practiceSets.$inferInsert) {
  const [row] = await db.insert(practiceSets).values(values).returning({ id: practiceSets.id });
  return row!.id;
}

const summaryColumns = {
  id: practiceSets.id,
  title: practiceSets.title,
  mode: practiceSets.mode,
  classId: practiceSets.classId,
  className: sql<string>`${grades.name} || ${schoolClasses.name}`,
  paperId: practiceSets.paperId,
  items: practiceSets.items,
  createdAt: practiceSets.createdAt,
};

const ownSet = (orgId: string, ownerId: string) =>
  and(eq(practiceSets.orgId, orgId), eq(practiceSets.ownerId, ownerId));

export const findOwnSet = (db: Db, orgId: string, ownerId: string, id: string) =>
  db
    .select(summaryColumns)
    .from(practiceSets)
    .innerJoin(schoolClasses, eq(schoolClasses.id, practiceSets.classId))
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(and(ownSet(orgId, ownerId), eq(practiceSets.id, id)))
    .then((r) => r[0]);

export async function ownSetsPage(db: Db, orgId: string, ownerId: string, page: number, size: number) {
  const [records, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(practiceSets)
      .innerJoin(schoolClasses, eq(schoolClasses.id, practiceSets.classId))
      .innerJoin(grades, eq(grades.id, schoolClasses.pid))
      .where(ownSet(orgId, ownerId))
      .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(practiceSets).where(ownSet(orgId, ownerId)),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

// The school's students: the roster pages and exports, and the writes of the forms and the import.
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { schoolClasses, students } from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { containing } from '../../../infra/sql';
import { grades } from './grades';

const containingOpt = (keyword: string | undefined) => (keyword ? containing(keyword) : undefined);

const studentColumns = {
  id: students.id,
  name: students.name,
  studentNo: students.studentNo,
  gender: students.gender,
  classId: schoolClasses.id,
  className: schoolClasses.name,
  gradeId: grades.id,
  gradeName: grades.name,
};

export interface StudentFilter {
  orgId: string;
  gradeId?: string | undefined;
  classId?: string | undefined;
  keyword?: string | undefined;
  /** Limit to these classes; undefined means no limit. */
  classIds?: string[] | undefined;
}

function studentWhere(f: StudentFilter) {
  const like = containingOpt(f.keyword);
  return and(
    eq(students.orgId, f.orgId),
    f.gradeId ? eq(grades.id, f.gradeId) : undefined,
    f.classId ? eq(students.classId, f.classId) : undefined,
    like ? or(ilike(students.name, like), ilike(students.studentNo, like)) : undefined,
    f.classIds ? (f.classIds.length ? inArray(students.classId, f.classIds) : sql`false`) : undefined,
  );
}

/** One page of students and the total, in one query (`count(*) over ()`). */
export async function pageStudents(db: Db, f: StudentFilter, page: number, size: number) {
  const rows = await db
    .select({ ...studentColumns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.classId))
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(studentWhere(f))
    .orderBy(asc(grades.sort), asc(schoolClasses.sort), asc(students.studentNo))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: count() })
      .from(students)
      .innerJoin(schoolClasses, eq(schoolClasses.id, students.classId))
      .innerJoin(grades, eq(grades.id, schoolClasses.pid))
      .where(studentWhere(f));
    return { records: [], total: row?.n ?? 0 };
  }
  return { records: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export function allStudents(db: Db, f: StudentFilter) {
  return db
    .select(studentColumns)
    .from(students)
    .innerJoin(schoolClasses, eq(schoolClasses.id, students.classId))
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(studentWhere(f))
    .orderBy(asc(grades.sort), asc(schoolClasses.sort), asc(students.studentNo));
}

export const findStudent = (db: Db, orgId: string, id: string) =>
  db.query.students.findFirst({ where: and(eq(students.orgId, orgId), eq(students.id, id)) });

export const findStudentByNo = (db: Db, orgId: string, studentNo: string) =>
  db.query.students.findFirst({ where: and(eq(students.orgId, orgId), eq(students.studentNo, studentNo)) });

export const studentNosOf = (db: Db, orgId: string) =>
  db
    .select({ id: students.id, studentNo: students.studentNo })
    .from(students)
    .where(eq(students.orgId, orgId));

export interface StudentFields {
  classId: string;
  name: string;
  studentNo: string;
  gender: 'male' | 'female' | null;
}

export async function insertStudent(db: Db, orgId: string, v: StudentFields) {
  const [row] = await db
    .insert(students)
    .values({ orgId, ...v })
    .returning({ id: students.id });
  return row!;
}

/** Inserts many students, 500 a statement. */
export async function insertStudents(tx: Tx, orgId: string, rows: StudentFields[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(students).values(rows.slice(i, i + 500).map((s) => ({ ...s, orgId })));
  }
}

export async function updateStudent(
  db: Db | Tx,
  orgId: string,
  id: string,
  v: Omit<StudentFields, 'studentNo'> & { studentNo?: string },
) {
  await db
    .update(students)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(students.orgId, orgId), eq(students.id, id)));
}

/** Deletes a student of the school; false when there was none. */
export async function deleteStudent(db: Db, orgId: string, id: string) {
  const gone = await db
    .delete(students)
    .where(and(eq(students.orgId, orgId), eq(students.id, id)))
    .returning({ id: students.id });
  return gone.length > 0;
}

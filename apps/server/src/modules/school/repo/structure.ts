// The school's tree (school years, grades, classes), who teaches or directs what, and the school's row.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { gradeDirectors, orgs, schoolClasses, students, teachingAssignments } from '../../../db/schema';
import type { Db } from '../../../infra/db';
import { grades } from './grades';

export const findNode = (db: Db, orgId: string, id: string) =>
  db.query.schoolClasses.findFirst({ where: and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.id, id)) });

export async function insertNode(db: Db, v: { orgId: string; type: number; pid: string; name: string }) {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, v.orgId), eq(schoolClasses.pid, v.pid)))) as [{ n: number }];
  const [row] = await db
    .insert(schoolClasses)
    .values({ ...v, sort: n })
    .returning();
  return row!;
}

export const findSiblingByName = (db: Db, orgId: string, pid: string, name: string) =>
  db.query.schoolClasses.findFirst({
    where: and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.pid, pid), eq(schoolClasses.name, name)),
  });

export async function renameNode(db: Db, orgId: string, id: string, name: string) {
  await db
    .update(schoolClasses)
    .set({ name })
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.id, id)));
}

export async function deleteNode(db: Db, orgId: string, id: string) {
  await db.delete(schoolClasses).where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.id, id)));
}

export async function countChildren(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.pid, id)));
  return row?.n ?? 0;
}

export async function countStudentsInClass(db: Db, orgId: string, classId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.orgId, orgId), eq(students.classId, classId)));
  return row?.n ?? 0;
}

/** Grades and classes of one school year, for resolving names and building pickers. */
export function classesOfYear(db: Db, orgId: string, yearId: string) {
  return db
    .select({ id: schoolClasses.id, name: schoolClasses.name, gradeId: grades.id, gradeName: grades.name })
    .from(schoolClasses)
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, 3), eq(grades.pid, yearId)))
    .orderBy(asc(grades.sort), asc(schoolClasses.sort));
}

export function classesOfGrades(db: Db, orgId: string, gradeIds: string[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(
      and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, 3), inArray(schoolClasses.pid, gradeIds)),
    );
}

export const assignedClassIds = (db: Db, userId: string) =>
  db
    .selectDistinct({ classId: teachingAssignments.classId })
    .from(teachingAssignments)
    .where(eq(teachingAssignments.userId, userId));

export const directedGradeIds = (db: Db, userId: string) =>
  db
    .select({ gradeId: gradeDirectors.gradeId })
    .from(gradeDirectors)
    .where(eq(gradeDirectors.userId, userId));

export const findOrg = (db: Db, orgId: string) => db.query.orgs.findFirst({ where: eq(orgs.id, orgId) });

export async function renameOrg(db: Db, orgId: string, name: string) {
  await db.update(orgs).set({ name }).where(eq(orgs.id, orgId));
}

export async function setOrgLogo(db: Db, orgId: string, logoPath: string) {
  await db.update(orgs).set({ logoPath }).where(eq(orgs.id, orgId));
}

/** Which of `ids` are classes (type 3) or grades (type 2) of the school. */
export function nodesOfType(db: Db, orgId: string, type: 2 | 3, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.type, type), inArray(schoolClasses.id, ids)));
}

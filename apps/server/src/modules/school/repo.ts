import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  gradeDirectors,
  invites,
  orgs,
  schoolClasses,
  students,
  subjects,
  teachingAssignments,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';
import { containing } from '../../infra/sql';

const grades = alias(schoolClasses, 'grades');

const containingOpt = (keyword: string | undefined) => (keyword ? containing(keyword) : undefined);

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

export const findOrg = (db: Db, orgId: string) => db.query.orgs.findFirst({ where: eq(orgs.id, orgId) });

export async function renameOrg(db: Db, orgId: string, name: string) {
  await db.update(orgs).set({ name }).where(eq(orgs.id, orgId));
}

export async function setOrgLogo(db: Db, orgId: string, logoPath: string) {
  await db.update(orgs).set({ logoPath }).where(eq(orgs.id, orgId));
}

export async function pageTeachers(
  db: Db,
  orgId: string,
  keyword: string | undefined,
  page: number,
  size: number,
) {
  const like = containingOpt(keyword);
  const where = and(
    eq(users.orgId, orgId),
    like ? or(ilike(users.nickname, like), ilike(users.username, like), ilike(users.phone, like)) : undefined,
  );
  const [records, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        phone: users.phone,
        isCreator: users.isCreator,
        isAdministrator: users.isAdministrator,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.username))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}

export function assignmentsOf(db: Db, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: teachingAssignments.userId,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      gradeName: grades.name,
      subjectId: subjects.id,
      subjectName: subjects.name,
    })
    .from(teachingAssignments)
    .innerJoin(schoolClasses, eq(schoolClasses.id, teachingAssignments.classId))
    .innerJoin(grades, eq(grades.id, schoolClasses.pid))
    .innerJoin(subjects, eq(subjects.id, teachingAssignments.subjectId))
    .where(and(eq(teachingAssignments.orgId, orgId), inArray(teachingAssignments.userId, userIds)))
    .orderBy(asc(grades.sort), asc(schoolClasses.sort), asc(subjects.sort));
}

export function directorshipsOf(db: Db, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: gradeDirectors.userId, id: schoolClasses.id, name: schoolClasses.name })
    .from(gradeDirectors)
    .innerJoin(schoolClasses, eq(schoolClasses.id, gradeDirectors.gradeId))
    .where(and(eq(gradeDirectors.orgId, orgId), inArray(gradeDirectors.userId, userIds)));
}

export const findMember = (db: Db, orgId: string, userId: string) =>
  db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.id, userId)) });

export const membersByIds = (db: Db, orgId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, orgId), inArray(users.id, ids)));

export function listTeams(db: Db, orgId: string) {
  return db.select().from(teams).where(eq(teams.orgId, orgId)).orderBy(asc(teams.name));
}

export function teamMembersOf(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: teamMembers.teamId, id: users.id, nickname: users.nickname })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(users.nickname));
}

export const findTeam = (db: Db, orgId: string, id: string) =>
  db.query.teams.findFirst({ where: and(eq(teams.orgId, orgId), eq(teams.id, id)) });

export const teamIdsOfUser = (db: Db, userId: string) =>
  db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));

export function listInvites(db: Db, orgId: string) {
  return db
    .select({ invite: invites, createdBy: users.nickname })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.orgId, orgId))
    .orderBy(sql`${invites.createdAt} desc`)
    .limit(100);
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invite: invites, orgName: orgs.name, inviter: users.nickname })
    .from(invites)
    .innerJoin(orgs, eq(orgs.id, invites.orgId))
    .innerJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.tokenHash, tokenHash));
  return row;
}

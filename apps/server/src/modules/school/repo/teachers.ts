// The school's teachers: their accounts, classes taught (任课) and grades directed (年级主任).
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  gradeDirectors,
  schoolClasses,
  subjects,
  teachingAssignments,
  teamMembers,
  teams,
  users,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { containing } from '../../../infra/sql';
import { grades } from './grades';

const containingOpt = (keyword: string | undefined) => (keyword ? containing(keyword) : undefined);

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

export const findUserByUsername = (db: Db, username: string) =>
  db.query.users.findFirst({ where: eq(users.username, username) });

export const findUserByPhone = (db: Db, phone: string) =>
  db.query.users.findFirst({ where: eq(users.phone, phone) });

export interface NewTeacher {
  username: string;
  phone: string;
  nickname: string;
  passwordHash: string;
}

/** A new account of the school; returns its id. */
export async function insertTeacher(db: Db | Tx, orgId: string, v: NewTeacher) {
  const [row] = await db
    .insert(users)
    .values({ orgId, ...v })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateTeacher(
  tx: Tx,
  orgId: string,
  id: string,
  v: { nickname: string; isAdministrator: boolean },
) {
  await tx
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(users.orgId, orgId), eq(users.id, id)));
}

/** Which of `ids` are subjects. */
export const knownSubjects = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));

export const allSubjects = (db: Db) =>
  db.select({ id: subjects.id, name: subjects.name, stageId: subjects.stageId }).from(subjects);

/** Replaces a teacher's classes taught and grades directed (repeats dropped). */
export async function replaceAssignments(
  tx: Tx,
  orgId: string,
  userId: string,
  assignments: { classId: string; subjectId: string }[],
  directorOf: string[],
) {
  await tx
    .delete(teachingAssignments)
    .where(and(eq(teachingAssignments.orgId, orgId), eq(teachingAssignments.userId, userId)));
  const unique = [...new Map(assignments.map((a) => [`${a.classId}|${a.subjectId}`, a])).values()];
  if (unique.length)
    await tx.insert(teachingAssignments).values(unique.map((a) => ({ ...a, orgId, userId })));
  await tx
    .delete(gradeDirectors)
    .where(and(eq(gradeDirectors.orgId, orgId), eq(gradeDirectors.userId, userId)));
  const directed = [...new Set(directorOf)];
  if (directed.length)
    await tx.insert(gradeDirectors).values(directed.map((gradeId) => ({ orgId, gradeId, userId })));
}

/** Takes a teacher out of the school: classes, directorships, teams and roles go; the account stays. */
export async function removeFromSchool(tx: Tx, orgId: string, id: string) {
  await replaceAssignments(tx, orgId, id, [], []);
  await tx.delete(teamMembers).where(eq(teamMembers.userId, id));
  await tx
    .update(teams)
    .set({ leaderId: null })
    .where(and(eq(teams.orgId, orgId), eq(teams.leaderId, id)));
  await tx
    .update(users)
    .set({ orgId: null, isAdministrator: false, defaultSchoolYearId: null, updatedAt: new Date() })
    .where(eq(users.id, id));
}

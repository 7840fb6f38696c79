import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import {
  appSettings,
  feedback,
  gradeDirectors,
  orgs,
  schoolClasses,
  smsOutbox,
  type UserPreferences,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';

export function findOrg(db: Db, orgId: string) {
  return db.query.orgs.findFirst({ where: eq(orgs.id, orgId) });
}

export function findUser(db: Db, userId: string) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

export async function savePreferences(db: Db, userId: string, prefs: UserPreferences) {
  await db.update(users).set({ preferences: prefs, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateProfile(db: Db, userId: string, v: { nickname: string; phone?: string | null }) {
  await db
    .update(users)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserByPhone(db: Db, phone: string) {
  return db.query.users.findFirst({ where: eq(users.phone, phone) });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setAvatar(db: Db, userId: string, avatarPath: string) {
  await db.update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** School years, grades or classes of one school, optionally under one parent. */
export function listClasses(db: Db, orgId: string, type: number, pid: string | undefined) {
  return db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.orgId, orgId),
        eq(schoolClasses.type, type),
        type === 1 ? undefined : pid ? eq(schoolClasses.pid, pid) : undefined,
      ),
    )
    .orderBy(type === 1 ? desc(schoolClasses.name) : asc(schoolClasses.sort), asc(schoolClasses.name));
}

export function findClass(db: Db, orgId: string, id: string) {
  return db.query.schoolClasses.findFirst({
    where: and(eq(schoolClasses.orgId, orgId), eq(schoolClasses.id, id)),
  });
}

export async function setDefaultSchoolYear(db: Db, userId: string, classId: string) {
  await db.update(users).set({ defaultSchoolYearId: classId }).where(eq(users.id, userId));
}

export async function insertFeedback(
  db: Db,
  v: { orgId: string | null; userId: string; category: string; content: string; contact: string | null },
) {
  const [row] = await db.insert(feedback).values(v).returning();
  return row!;
}

export async function pageFeedback(db: Db, userId: string, page: number, size: number) {
  const where = eq(feedback.userId, userId);
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}

/**
 * The outbox of one school: messages to phones of its own users, sent after that user existed (a code
 * sent to a phone before a school added it as a teacher is not that school's to read). Codes for the
 * registration of a new phone belong to no school and are never listed.
 */
export async function pageSmsOutbox(db: Db, orgId: string, page: number, size: number) {
  const ofSchool = and(
    eq(users.orgId, orgId),
    eq(users.phone, smsOutbox.phone),
    gte(smsOutbox.createdAt, users.createdAt),
  );
  const [records, [total]] = await Promise.all([
    db
      .select({
        id: smsOutbox.id,
        phone: smsOutbox.phone,
        content: smsOutbox.content,
        createdAt: smsOutbox.createdAt,
      })
      .from(smsOutbox)
      .innerJoin(users, ofSchool)
      .orderBy(desc(smsOutbox.createdAt))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(smsOutbox).innerJoin(users, ofSchool),
  ]);
  return { records, total: total?.n ?? 0 };
}

export async function countDirectedGrades(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(gradeDirectors).where(eq(gradeDirectors.userId, userId));
  return row?.n ?? 0;
}

/** Whether the demo school was seeded into this database (the sign-in page then shows its accounts). */
export async function demoSeeded(db: Db): Promise<boolean> {
  return Boolean(await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'demo_seeded') }));
}

/** What the development SMS adapter "sent" (sms-outbox.ts), for administrators to read. */
export async function insertSmsOutbox(db: Db, phone: string, content: string) {
  await db.insert(smsOutbox).values({ phone, content });
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return Boolean(
    await db.query.users.findFirst({ where: eq(users.username, username), columns: { id: true } }),
  );
}

/** A new school with its first school year and its creator (an administrator), in one transaction. */
export async function createSchoolWithCreator(
  db: Db,
  v: {
    school: string;
    schoolYear: string;
    creator: { username: string; nickname: string; passwordHash: string; isPlatformAdmin: boolean };
  },
) {
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(orgs).values({ name: v.school }).returning();
    const [year] = await tx
      .insert(schoolClasses)
      .values({ orgId: org!.id, type: 1, name: v.schoolYear })
      .returning();
    await tx.insert(users).values({
      orgId: org!.id,
      ...v.creator,
      isCreator: true,
      isAdministrator: true,
      defaultSchoolYearId: year!.id,
    });
  });
}

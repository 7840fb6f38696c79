import { eq } from 'drizzle-orm';
import { appSettings, orgs, schoolClasses, users } from '../db/schema';
import type { Db } from '../infra/db';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_PASSWORD } from '../modules/system/service';

/** School years shown in the top bar, newest last; the newest is everybody's default. */
const SCHOOL_YEARS = ['2024-2025学年', '2025-2026学年', '2026-2027学年'];

/**
 * Seeds the demo school once: an organisation, its school years and the three demo accounts.
 * Does nothing when it has run before (marked in app_settings), so restarts keep what users changed.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const done = await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'demo_seeded') });
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(orgs).values({ name: '智卷实验中学' }).returning();
    const years = await tx
      .insert(schoolClasses)
      .values(SCHOOL_YEARS.map((name, sort) => ({ orgId: org!.id, type: 1, name, sort })))
      .returning();
    const currentYear = years.at(-1)!.id;
    const mathTeacher = { userStage: '初中', userSubject: '数学' };
    await tx.insert(users).values([
      {
        orgId: org!.id,
        username: 'teacher',
        nickname: '李老师',
        passwordHash,
        preferences: mathTeacher,
        defaultSchoolYearId: currentYear,
      },
      {
        orgId: org!.id,
        username: 'director',
        nickname: '王主任',
        passwordHash,
        gradeDirector: true,
        preferences: mathTeacher,
        defaultSchoolYearId: currentYear,
      },
      {
        orgId: org!.id,
        username: 'admin',
        nickname: '张校长',
        passwordHash,
        isCreator: true,
        isAdministrator: true,
        defaultSchoolYearId: currentYear,
      },
    ]);
    await tx.insert(appSettings).values({ key: 'demo_seeded', value: new Date().toISOString() });
  });
  return true;
}

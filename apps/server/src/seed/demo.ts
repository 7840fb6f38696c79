import { eq } from 'drizzle-orm';
import {
  appSettings,
  gradeDirectors,
  orgs,
  schoolClasses,
  students,
  teachingAssignments,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import type { Db, Tx } from '../infra/db';
import { hashPassword } from '../modules/auth';
import { DEMO_PASSWORD } from '../modules/system';
import { prng, studentName } from './names';

export const DEMO_SCHOOL = '示范中学';
/** School years in the top bar; the newest is the current one and holds the grades. */
const SCHOOL_YEARS = ['2024-2025学年', '2025-2026学年', '2026-2027学年'];
const GRADES = [
  { name: '七年级', code: '07' },
  { name: '八年级', code: '08' },
];
const CLASSES_PER_GRADE = 4;

const MATH_PREFS = {
  userStageId: 'cz',
  userStage: '初中',
  userSubjectId: 'cz.math',
  userSubject: '数学',
  userBookVersionId: 'cz.math.rj',
  userBookVersion: '人教版',
  userGradeId: 'cz.math.rj.7a',
  userGrade: '七年级上册',
};

interface DemoTeacher {
  username: string;
  nickname: string;
  subject?: { id: string; name: string };
  /** `七年级:1,2` — grade name and class numbers taught. */
  teaches?: string[];
  directs?: string;
  admin?: boolean;
}

const MATH = { id: 'cz.math', name: '数学' };
const PHYSICS = { id: 'cz.physics', name: '物理' };
const CHINESE = { id: 'cz.chinese', name: '语文' };
const ENGLISH = { id: 'cz.english', name: '英语' };

const TEACHERS: DemoTeacher[] = [
  { username: 'teacher', nickname: '李老师', subject: MATH, teaches: ['七年级:1,2'] },
  { username: 'director', nickname: '王主任', subject: MATH, teaches: ['七年级:3,4'], directs: '七年级' },
  { username: 'admin', nickname: '张校长', admin: true },
  { username: 'zhaomin', nickname: '赵敏', subject: MATH, teaches: ['八年级:1,2'] },
  { username: 'sunli', nickname: '孙丽', subject: MATH, teaches: ['八年级:3,4'] },
  { username: 'zhouqiang', nickname: '周强', subject: PHYSICS, teaches: ['八年级:1,2,3,4'] },
  { username: 'wufang', nickname: '吴芳', subject: CHINESE, teaches: ['七年级:1,2,3,4'] },
  { username: 'zhengjie', nickname: '郑洁', subject: CHINESE, teaches: ['八年级:1,2,3,4'] },
  { username: 'fenghua', nickname: '冯华', subject: ENGLISH, teaches: ['七年级:1,2,3,4'] },
  {
    username: 'chenjing',
    nickname: '陈静',
    subject: ENGLISH,
    teaches: ['八年级:1,2,3,4'],
    directs: '八年级',
  },
];

const TEAMS = [
  { name: '初一数学组', leader: 'director', members: ['teacher', 'director'] },
  { name: '初二数学组', leader: 'zhaomin', members: ['zhaomin', 'sunli'] },
  { name: '物理组', leader: 'zhouqiang', members: ['zhouqiang'] },
  { name: '语文组', leader: 'wufang', members: ['wufang', 'zhengjie'] },
  { name: '英语组', leader: 'chenjing', members: ['fenghua', 'chenjing'] },
];

async function seedStructure(tx: Tx, orgId: string) {
  const years = await tx
    .insert(schoolClasses)
    .values(SCHOOL_YEARS.map((name, sort) => ({ orgId, type: 1, name, sort })))
    .returning();
  const yearId = years.at(-1)!.id;
  const rand = prng(20260901);
  const gradeIds = new Map<string, string>();
  const classIds = new Map<string, string>();
  const roster: (typeof students.$inferInsert)[] = [];
  for (const [gi, grade] of GRADES.entries()) {
    const [g] = await tx
      .insert(schoolClasses)
      .values({ orgId, type: 2, pid: yearId, name: grade.name, sort: gi })
      .returning();
    gradeIds.set(grade.name, g!.id);
    for (let c = 1; c <= CLASSES_PER_GRADE; c++) {
      const [cls] = await tx
        .insert(schoolClasses)
        .values({ orgId, type: 3, pid: g!.id, name: `${c}班`, sort: c - 1 })
        .returning();
      classIds.set(`${grade.name}:${c}`, cls!.id);
      const size = 40 + Math.floor(rand() * 11);
      for (let seat = 1; seat <= size; seat++) {
        const { name, gender } = studentName(rand);
        const studentNo = `26${grade.code}${String(c).padStart(2, '0')}${String(seat).padStart(2, '0')}`;
        roster.push({ orgId, classId: cls!.id, name, gender, studentNo });
      }
    }
  }
  await tx.insert(students).values(roster);
  return { yearId, gradeIds, classIds };
}

/**
 * Seeds 示范中学 once: school years, grades 七年级 and 八年级 with four classes of 40–50 students each,
 * teachers of 数学/物理/语文/英语 with their classes, two grade directors, teams, and the demo accounts.
 * Generated from a fixed seed. Does nothing when it has run before, so restarts keep users' changes.
 * Needs the curriculum (subjects) in place.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const done = await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'demo_seeded') });
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(orgs).values({ name: DEMO_SCHOOL }).returning();
    const orgId = org!.id;
    const { yearId, gradeIds, classIds } = await seedStructure(tx, orgId);
    const userIds = new Map<string, string>();
    for (const t of TEACHERS) {
      const [u] = await tx
        .insert(users)
        .values({
          orgId,
          username: t.username,
          nickname: t.nickname,
          passwordHash,
          isCreator: t.admin ?? false,
          isAdministrator: t.admin ?? false,
          preferences: t.subject === MATH || t.username === 'admin' ? MATH_PREFS : subjectPrefs(t.subject),
          defaultSchoolYearId: yearId,
        })
        .returning({ id: users.id });
      userIds.set(t.username, u!.id);
      for (const spec of t.teaches ?? []) {
        const [grade, list] = spec.split(':') as [string, string];
        const rows = list.split(',').map((n) => ({
          orgId,
          userId: u!.id,
          classId: classIds.get(`${grade}:${n}`)!,
          subjectId: t.subject!.id,
        }));
        await tx.insert(teachingAssignments).values(rows);
      }
      if (t.directs)
        await tx.insert(gradeDirectors).values({ orgId, gradeId: gradeIds.get(t.directs)!, userId: u!.id });
    }
    for (const team of TEAMS) {
      const [row] = await tx
        .insert(teams)
        .values({ orgId, name: team.name, leaderId: userIds.get(team.leader)! })
        .returning({ id: teams.id });
      await tx
        .insert(teamMembers)
        .values(team.members.map((m) => ({ teamId: row!.id, userId: userIds.get(m)! })));
    }
    await tx.insert(appSettings).values({ key: 'demo_seeded', value: new Date().toISOString() });
  });
  return true;
}

function subjectPrefs(subject: { id: string; name: string } | undefined) {
  if (!subject) return {};
  return { userStageId: 'cz', userStage: '初中', userSubjectId: subject.id, userSubject: subject.name };
}

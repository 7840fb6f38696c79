/**
 * The rows the app benchmarks build on the demo school, written once: classes of 七年级, a 450-student
 * roster, the 30-question exam paper (20 choice, 10 written; 140 points) and an exam given from it to the
 * classes, and a demo-style sign-in. bench/school.ts, marking.ts, analysis.ts and load.ts use them.
 */
import type { FrozenPaper, FrozenQuestion } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import {
  assignmentClasses,
  assignments,
  schoolClasses,
  students,
  teachingAssignments,
} from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/infra/db';

/** Eight classes under the grade, named `${prefix}1班` … and sorted from `sort`; their ids. */
export async function addClasses(
  db: Db,
  v: { orgId: string; gradeId: string; prefix: string; sort: number; teacher?: { userId: string } },
): Promise<string[]> {
  const classIds: string[] = [];
  for (let c = 0; c < 8; c++) {
    const [row] = await db
      .insert(schoolClasses)
      .values({ orgId: v.orgId, type: 3, pid: v.gradeId, name: `${v.prefix}${c + 1}班`, sort: v.sort + c })
      .returning();
    classIds.push(row!.id);
    if (v.teacher)
      await db
        .insert(teachingAssignments)
        .values({ orgId: v.orgId, userId: v.teacher.userId, classId: row!.id, subjectId: 'cz.math' });
  }
  return classIds;
}

/** 450 students spread over the classes in turn, 考号 `${digit}0000001` …. */
export function addRoster(db: Db, v: { orgId: string; classIds: string[]; digit: string }) {
  return db
    .insert(students)
    .values(
      Array.from({ length: 450 }, (_, i) => ({
        orgId: v.orgId,
        classId: v.classIds[i % v.classIds.length]!,
        name: `学生${i + 1}`,
        studentNo: `${v.digit}${String(i + 1).padStart(7, '0')}`,
      })),
    )
    .returning();
}

/**
 * The benchmarks' exam paper: questions 1–20 choice (3 points; with `multiple`, every fifth one 多选
 * with key AC), 21–30 written (8 points). Bank ids and type ids are made up unless given.
 */
export function examPaper(
  title: string,
  o: { multiple: boolean; questionId?: (n: number) => string; typeId?: (n: number) => string },
): FrozenPaper {
  const question = (n: number): FrozenQuestion => {
    const written = n > 20;
    const multiple = o.multiple && !written && n % 5 === 0;
    return {
      number: String(n),
      kind: written ? 'subjective' : multiple ? 'multiple' : 'single',
      options: written ? 0 : 4,
      answer: written ? [] : multiple ? ['A', 'C'] : [['A', 'B', 'C', 'D'][n % 4]!],
      score: written ? 8 : 3,
      questionId: o.questionId?.(n) ?? `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      typeId: o.typeId?.(n) ?? (written ? 'jd' : 'dx'),
      typeName: written ? '解答题' : multiple ? '多选题' : '单选题',
    };
  };
  return {
    title,
    subtitle: '',
    totalScore: 140,
    settings: {} as FrozenPaper['settings'],
    sections: [
      {
        title: '一、选择题',
        typeId: 'dx',
        objective: true,
        questions: Array.from({ length: 20 }, (_, i) => question(i + 1)),
      },
      {
        title: '二、解答题',
        typeId: 'jd',
        objective: false,
        questions: Array.from({ length: 10 }, (_, i) => question(i + 21)),
      },
    ],
  };
}

/** A 初中数学 exam of the grade given to the classes, marked in one pool (单评, 多选 half marks). */
export async function giveExam(
  db: Db,
  v: {
    orgId: string;
    ownerId: string;
    paperId: string;
    grade: { id: string; pid: string | null };
    classIds: string[];
    name: string;
    examDate: string;
    status: 'scanning' | 'done';
    paper: FrozenPaper;
  },
) {
  const [exam] = await db
    .insert(assignments)
    .values({
      orgId: v.orgId,
      ownerId: v.ownerId,
      paperId: v.paperId,
      kind: 'exam',
      name: v.name,
      examDate: v.examDate,
      schoolYearId: v.grade.pid!,
      gradeId: v.grade.id,
      stageId: 'cz',
      subjectId: 'cz.math',
      status: v.status,
      paper: v.paper,
      paperVersion: 1,
      marking: { mode: 'pool', double: false, threshold: 2, multipleRule: 'half' },
    })
    .returning();
  await db
    .insert(assignmentClasses)
    .values(v.classIds.map((classId) => ({ assignmentId: exam!.id, classId })));
  return exam!;
}

const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;

/** Bearer headers of an account with the demo password (zhijuan123). */
export async function signInAs(app: FastifyInstance, username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/oauth/token',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=password&username=${username}&password=zhijuan123`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.access_token}` };
}

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSheets } from '../src/db/schema';
import type { Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { markingKit, type RosterStudent } from './marking-helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Headers;
let otherAdmin: Headers;
let kit: Awaited<ReturnType<typeof markingKit>>;
let class1: RosterStudent[];
let classId: string;
const id = (key: string) => kit.q[key]!.id;

const RIGHT = { '1': 'A', '2': 'A', '3': 'T' };

beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
  teacher = bearer(await signIn(t.app, 'teacher'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  kit = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  classId = kit.classIds[0]!;
  class1 = kit.roster.filter((s) => s.classId === classId);
  // Four sheets and one 缺考 in class 1: right, 2 and 3 wrong, all three wrong, right; one sheet in class 2.
  await kit.sheet(class1[0]!, RIGHT);
  await kit.sheet(class1[1]!, { '1': 'A', '2': 'C', '3': 'F' });
  await kit.sheet(class1[2]!, {});
  await kit.sheet(class1[3]!, RIGHT);
  await kit.sheet(class1[4]!, {}, true);
  await kit.sheet(kit.roster.find((s) => s.classId === kit.classIds[1])!, {});
  // 第5题 (8 分) marked 3 for the first student, full marks for the fourth.
  const db = t.ctx.database.db;
  for (const [student, score] of [
    [class1[0]!, 3],
    [class1[3]!, 8],
  ] as const) {
    const where = and(eq(answerSheets.assignmentId, kit.examId), eq(answerSheets.studentId, student.id));
    const [row] = await db.select().from(answerSheets).where(where);
    await db
      .update(answerSheets)
      .set({ scores: { ...row!.scores, '5': score } })
      .where(where);
  }
}, 120_000);
afterAll(() => t.close());

const mistakes = (h: Headers, query: string) => kit.call(h, 'GET', `/api/teacher/mistakes?${query}`);
const practice = (body: object) =>
  kit.call(teacher, 'POST', '/api/teacher/mistakes/practice', {
    classId,
    assignmentIds: [kit.examId],
    title: '第一单元错题',
    ...body,
  });

describe('mistakes of a class', () => {
  it('lists the scored exam, the most-missed questions by rate and each student’s count', async () => {
    const res = await mistakes(teacher, `classId=${classId}&dateFrom=2026-11-01&dateTo=2026-11-30`);
    expect(res.status, res.body.message).toBe(200);
    const o = res.body.data;
    expect(o.exams).toMatchObject([{ id: kit.examId, name: '阅卷测验', sheetCount: 4 }]);
    expect(
      o.questions.map((q: { number: string; wrong: number; rate: number }) => [q.number, q.wrong, q.rate]),
    ).toEqual([
      ['2', 2, 0.5],
      ['3', 2, 0.5],
      ['1', 1, 0.25],
      ['5', 1, 0.25],
    ]);
    expect(o.questions[0]).toMatchObject({
      questionId: id('test.2'),
      typeName: '单选题',
      knowledge: ['绝对值'],
    });
    const count = (s: RosterStudent) =>
      o.students.find((x: { studentId: string }) => x.studentId === s.id).mistakes;
    expect([
      count(class1[0]!),
      count(class1[1]!),
      count(class1[2]!),
      count(class1[3]!),
      count(class1[4]!),
    ]).toEqual([1, 2, 3, 0, 0]);
  });

  it('leaves out exams outside the range or not chosen', async () => {
    const late = await mistakes(teacher, `classId=${classId}&dateFrom=2026-12-01`);
    expect(late.body.data).toMatchObject({ exams: [], questions: [] });
    const other = await mistakes(teacher, `classId=${classId}&assignmentIds=${crypto.randomUUID()}`);
    expect(other.body.data.exams).toEqual([]);
  });

  it('refuses a bad class id, and another school’s class reads as missing', async () => {
    const bad = await mistakes(teacher, 'classId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('班级编号无效');
    const missing = await mistakes(teacher, `classId=${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('班级不存在或已删除');
    const other = await mistakes(otherAdmin, `classId=${classId}`);
    expect(other.status).toBe(404);
  });
});

describe('practice from mistakes', () => {
  it('班级错题卷: saves the most-missed questions to 我的试卷, one 大题 per type', async () => {
    const res = await practice({ mode: 'class', topN: 3 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已保存到我的试卷');
    const paper = await kit.call(teacher, 'GET', `/api/teacher/paper/${res.body.data.paperId}`);
    expect(paper.status).toBe(200);
    expect(paper.body.data.title).toBe('第一单元错题');
    expect(
      paper.body.data.sections.map(
        (s: { title: string; questions: { questionId: string; score: number }[] }) => [
          s.title,
          s.questions.map((q) => [q.questionId, q.score]),
        ],
      ),
    ).toEqual([
      [
        '单选题',
        [
          [id('test.2'), 3],
          [id('test.1'), 3],
        ],
      ],
      ['判断题', [[id('test.300'), 2]]],
    ]);
    const list = await kit.call(teacher, 'GET', '/api/teacher/mistakes/practice?page=1&size=10');
    expect(list.body.data.records[0]).toMatchObject({
      id: res.body.data.id,
      mode: 'class',
      className: '七年级1班',
    });
  });

  it('个人错题卷: each student their own mistakes plus 同类题 not already on their list', async () => {
    const res = await practice({ mode: 'personal', similarPerMistake: 1 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.paperId).toBeNull();
    const detail = await kit.call(teacher, 'GET', `/api/teacher/mistakes/practice/${res.body.data.id}`);
    expect(detail.status, detail.body.message).toBe(200);
    const students = detail.body.data.students;
    expect(students.map((s: { studentId: string }) => s.studentId)).toEqual(
      [class1[0]!, class1[1]!, class1[2]!]
        .map((s) => s.id)
        .sort((a, b) => {
          const no = (x: string) => class1.find((s) => s.id === x)!.studentNo;
          return no(a).localeCompare(no(b));
        }),
    );
    const of = (s: RosterStudent) => students.find((x: { studentId: string }) => x.studentId === s.id);
    const second = of(class1[1]!);
    expect(second).toMatchObject({ name: class1[1]!.name, mistakeCount: 2 });
    const [mistakeSection, similarSection] = second.document.sections;
    expect(mistakeSection.heading).toBe('一、错题');
    expect(mistakeSection.questions.map((q: { questionId: string }) => q.questionId)).toEqual([
      id('test.2'),
      id('test.300'),
    ]);
    // One 同类题 for the 单选 (same type and knowledge point); none exists for the only 判断题.
    expect(similarSection.heading).toBe('二、同类题');
    expect(similarSection.questions).toHaveLength(1);
    const extra = similarSection.questions[0];
    expect(extra.typeName).toBe('单选题');
    expect([id('test.2'), id('test.300')]).not.toContain(extra.questionId);
    expect(extra.number).toBe('3');
    expect(extra.stem).toContain('绝对值');
    // The third student missed 1, 2 and 3: two 单选 get two different 同类题, neither one of theirs.
    const third = of(class1[2]!);
    const own = third.document.sections[0].questions.map((q: { questionId: string }) => q.questionId);
    const similar = third.document.sections[1].questions.map((q: { questionId: string }) => q.questionId);
    expect(own).toEqual([id('test.1'), id('test.2'), id('test.300')]);
    expect(similar).toHaveLength(2);
    expect(new Set([...own, ...similar]).size).toBe(5);
  });

  it('refuses another school and someone else’s set', async () => {
    const res = await kit.call(otherAdmin, 'POST', '/api/teacher/mistakes/practice', {
      classId,
      assignmentIds: [kit.examId],
      mode: 'class',
      title: 'x',
    });
    expect(res.status).toBe(404);
    const mine = await practice({ mode: 'personal', similarPerMistake: 0 });
    const theirs = await kit.call(otherAdmin, 'GET', `/api/teacher/mistakes/practice/${mine.body.data.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('错题练习不存在或已删除');
  });

  it('checks the body in Chinese', async () => {
    const res = await practice({ mode: 'class', assignmentIds: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('请至少选择一次考试');
  });
});

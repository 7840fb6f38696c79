import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markingTasks } from '../src/db/schema';
import type { Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { markingKit, type RosterStudent } from './marking-helpers';
import { otherSchool } from './school-helpers';

/**
 * Two exams of the kit's paper (1–2 单选 3 分, 3 判断 2 分, 4 填空 4 分, 5 解答 8 分; 20 in all) for
 * 七年级1班 and 2班, scored through the real scanning and marking code. Exam 1 (all marked):
 *
 *   student  1  2  3 | 4  5 | total      exam 2 (written answers all marked 0)
 *   a (1班)  A  A  T | 4  8 | 20         {}            → 0
 *   b (1班)  A  C  F | 2  4 |  9         A A T         → 8
 *   c (1班)  -  -  - | 0  1 |  1         A A T         → 8
 *   d (1班)  缺考                         —
 *   e (2班)  A  A  T | 4  6 | 18         A A T         → 8
 *   f (2班)  B  A  T | 4  5 | 14         A             → 3
 */
let t: TestApp;
let teacher: Headers;
let director: Headers;
let otherAdmin: Headers;
let kit: Awaited<ReturnType<typeof markingKit>>;
let kit2: Awaited<ReturnType<typeof markingKit>>;
let s: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', RosterStudent>;
const KEY = { '1': 'A', '2': 'A', '3': 'T' };
const WRITTEN: Record<string, Record<string, number>> = {};

const get = async (h: Headers, url: string) => {
  const res = await kit.call(h, 'GET', url);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

/** Marks every written answer of an exam as the table says (0 when it says nothing). */
async function markAll(k: typeof kit, h: Headers, table = WRITTEN) {
  const db = t.ctx.database.db;
  for (const block of ['4', '5'])
    for (;;) {
      const res = await k.call(h, 'POST', `/api/teacher/marking/${k.examId}/block/${block}/next`, {
        holding: [],
      });
      expect(res.status, res.body.message).toBe(200);
      const task = res.body.data.task;
      if (!task) break;
      const [row] = await db.select().from(markingTasks).where(eq(markingTasks.id, task.id));
      const score = table[row!.studentId]?.[block] ?? 0;
      const done = await k.call(h, 'PUT', `/api/teacher/marking/task/${task.id}`, {
        version: task.version,
        score,
      });
      expect(done.status, done.body.message).toBe(200);
    }
}

beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  kit = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  const one = kit.roster.filter((x) => x.classId === kit.classIds[0]);
  const two = kit.roster.filter((x) => x.classId === kit.classIds[1]);
  s = { a: one[0]!, b: one[1]!, c: one[2]!, d: one[3]!, e: two[0]!, f: two[1]! };
  Object.assign(WRITTEN, {
    [s.a.id]: { 4: 4, 5: 8 },
    [s.b.id]: { 4: 2, 5: 4 },
    [s.c.id]: { 4: 0, 5: 1 },
    [s.e.id]: { 4: 4, 5: 6 },
    [s.f.id]: { 4: 4, 5: 5 },
  });
  await kit.sheet(s.a, KEY);
  await kit.sheet(s.b, { '1': 'A', '2': 'C', '3': 'F' });
  await kit.sheet(s.c, {});
  await kit.sheet(s.d, {}, true);
  await kit.sheet(s.e, KEY);
  await kit.sheet(s.f, { '1': 'B', '2': 'A', '3': 'T' });
  await markAll(kit, teacher);
  kit2 = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  await kit2.sheet(s.a, {});
  await kit2.sheet(s.b, KEY);
  await kit2.sheet(s.c, KEY);
  await kit2.sheet(s.e, KEY);
  await kit2.sheet(s.f, { '1': 'A' });
  await markAll(kit2, teacher, {});
}, 180_000);
afterAll(() => t.close());

describe('学情分析 of an exam', () => {
  it('lists the exams with scores, and computes the grade report by hand-checked figures', async () => {
    expect((await kit.examRow())!.status).toBe('done');
    const exams = await get(teacher, '/api/teacher/analysis/exams');
    expect(exams.map((e: { id: string }) => e.id)).toEqual([kit2.examId, kit.examId]);
    expect(exams[1]).toMatchObject({ fullScore: 20, scoredCount: 5, status: 'done' });

    const g = await get(teacher, `/api/teacher/analysis/${kit.examId}/grade`);
    // Totals 20, 9, 1, 18, 14: mean 62/5; median 14; ≥17 优秀 2, ≥14 良好 3, ≥12 及格 3, <8 低分 1.
    expect(g.grade).toMatchObject({ count: 5, absent: 1, max: 20, min: 1, median: 14 });
    expect(g.grade.mean).toBeCloseTo(12.4, 6);
    expect(g.grade.excellentRate).toBeCloseTo(0.4, 6);
    expect(g.grade.goodRate).toBeCloseTo(0.6, 6);
    expect(g.grade.passRate).toBeCloseTo(0.6, 6);
    expect(g.grade.lowRate).toBeCloseTo(0.2, 6);
    // 1班 mean 10, 2班 16: 超均率 (10 − 12.4)/12.4 and (16 − 12.4)/12.4; 2班 ranks first.
    const [c1, c2] = g.classes;
    expect(c1).toMatchObject({ count: 3, mean: 10, rank: 2 });
    expect(c1.overMean).toBeCloseTo(-2.4 / 12.4, 6);
    expect(c2).toMatchObject({ count: 2, mean: 16, rank: 1 });
    expect(c2.overMean).toBeCloseTo(3.6 / 12.4, 6);
    expect(c1.teachers.length).toBeGreaterThan(0);
    // Q1: 3, 3, 0, 3, 0 → mean 1.8, P 0.6; chosen A ×3, B ×1, blank ×1.
    const q1 = g.questions[0];
    expect(q1).toMatchObject({ key: '1', label: '第1题', max: 3, count: 5, answer: ['A'] });
    expect(q1.p).toBeCloseTo(0.6, 6);
    expect(q1.options.map((o: { option: string; count: number }) => [o.option, o.count])).toEqual([
      ['A', 3],
      ['B', 1],
      ['C', 0],
      ['D', 0],
      ['', 1],
    ]);
    // Q5: 8, 4, 1, 6, 5 → P 24/40.
    expect(g.questions[4].p).toBeCloseTo(0.6, 6);
    expect(g.questions[4].objective).toBe(false);
    expect(g.distribution.bands).toHaveLength(10);
    expect(g.distribution.rows[0].counts.reduce((x: number, y: number) => x + y, 0)).toBe(5);
    // Question types of the paper, each with its full marks.
    expect(g.questionTypes.map((r: { fullScore: number }) => r.fullScore)).toEqual([6, 2, 4, 8]);
    expect(g.reliability.method).toBe('alpha');
    expect(g.knowledge.rows.at(-1).name).toBe('七年级');
  });

  it('ranks the class, with rank changes against the previous exam, and exports it to Excel', async () => {
    const r = await get(teacher, `/api/teacher/analysis/${kit2.examId}/class/${kit.classIds[0]}`);
    expect(r.previous).toMatchObject({ id: kit.examId });
    // Exam 2 grade ranks: b, c, e tie at 1 (8), f 4 (3), a 5 (0); exam 1: a 1, e 2, f 3, b 4, c 5.
    const by = (id: string) => r.students.find((x: { studentId: string }) => x.studentId === id);
    expect(by(s.a.id)).toMatchObject({ gradeRank: 5, classRank: 3, rankChange: -4 });
    expect(by(s.b.id)).toMatchObject({ gradeRank: 1, classRank: 1, rankChange: 3 });
    expect(by(s.c.id)).toMatchObject({ gradeRank: 1, rankChange: 4 });
    expect(by(s.d.id)).toMatchObject({ status: 'missing', total: null, rankChange: null });
    expect(r.risers.map((x: { studentId: string }) => x.studentId)).toEqual([s.c.id, s.b.id]);
    expect(r.fallers.map((x: { studentId: string }) => x.studentId)).toEqual([s.a.id]);
    expect(r.students[0].classRank).toBe(1);
    // Knowledge mastery of the class, then of the grade.
    expect(r.knowledge.rows.map((x: { id: string }) => x.id)).toEqual([kit.classIds[0], r.grade.id]);

    const x = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/analysis/${kit.examId}/class/${kit.classIds[0]}/xlsx`,
      headers: teacher,
    });
    expect(x.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['概况', '学生成绩', '题型统计', '试题分析']);
    const people = book.getWorksheet('学生成绩')!;
    expect(people.getRow(2).getCell(2).value).toBe(s.a.name);
    expect(people.getRow(2).getCell(4).value).toBe(20);
  });

  it("gives a student's report: results per question, trend over both exams, mastery and practice", async () => {
    const p = await get(teacher, `/api/teacher/analysis/${kit2.examId}/student/${s.b.id}`);
    expect(p.result).toMatchObject({ total: 8, gradeRank: 1, rankChange: 3 });
    expect(
      p.trend.map((x: { examId: string; total: number; gradeRank: number }) => [
        x.examId,
        x.total,
        x.gradeRank,
      ]),
    ).toEqual([
      [kit.examId, 9, 4],
      [kit2.examId, 8, 1],
    ]);
    expect(p.trend[0].gradeMean).toBeCloseTo(12.4, 6);
    expect(p.trend[0].classMean).toBeCloseTo(10, 6);
    expect(p.questions.map((q: { result: string }) => q.result)).toEqual([
      'right',
      'right',
      'right',
      'wrong',
      'wrong',
    ]);
    expect(p.questions[0]).toMatchObject({ answer: 'A', correctAnswer: ['A'] });
    expect(p.mistakes).toEqual(['5', '4']);
    expect(p.hasMarkedSheet).toBe(true);

    const batch = await get(teacher, `/api/teacher/analysis/${kit.examId}/class/${kit.classIds[0]}/people`);
    expect(batch.reports.length).toBe(kit.roster.filter((x) => x.classId === kit.classIds[0]).length);
  });

  it('orders 讲评 by points lost, with typical wrong answers, and judges the paper', async () => {
    const c = await get(teacher, `/api/teacher/analysis/${kit.examId}/commentary`);
    const lost = c.questions.map((q: { lost: number }) => q.lost);
    expect(lost).toEqual([...lost].sort((x, y) => y - x));
    const q5 = c.questions.find((q: { key: string }) => q.key === '5');
    expect(q5.lost).toBeCloseTo(16, 6);
    expect(q5.samples[0].image).toContain(`/answer/5/0`);
    const q1 = c.questions.find((q: { key: string }) => q.key === '1');
    expect(q1.samples.map((x: { answer: string }) => x.answer).sort()).toEqual(['', 'B']);

    const d = await get(teacher, `/api/teacher/analysis/${kit.examId}/details?classId=${kit.classIds[1]}`);
    expect(d.students.every((x: { classId: string }) => x.classId === kit.classIds[1])).toBe(true);
    expect(d.columns.map((x: { key: string }) => x.key)).toEqual(['1', '2', '3', '4', '5']);

    const pr = await get(teacher, `/api/teacher/analysis/${kit.examId}/paper-report`);
    expect(pr.p).toBeCloseTo(12.4 / 20, 6);
    expect(Object.values(pr.qualityCounts).reduce((x: number, y) => x + (y as number), 0)).toBe(5);
  });

  it('recomputes when a score changes (a new key re-scores every sheet)', async () => {
    const before = await get(teacher, `/api/teacher/analysis/${kit.examId}/grade`);
    const res = await kit.call(director, 'PUT', `/api/teacher/marking/${kit.examId}/key`, {
      number: '1',
      answer: ['B'],
    });
    expect(res.status, res.body.message).toBe(200);
    const after = await get(teacher, `/api/teacher/analysis/${kit.examId}/grade`);
    expect(before.questions[0].p).toBeCloseTo(0.6, 6);
    expect(after.questions[0].p).toBeCloseTo(0.2, 6);
    expect(after.grade.mean).toBeCloseTo(12.4 - 6 / 5, 6);
    await kit.call(director, 'PUT', `/api/teacher/marking/${kit.examId}/key`, { number: '1', answer: ['A'] });
  });
});

describe("the school's rate cut-offs", () => {
  it('lets a school manager set them, refuses a teacher and a wrong order, and every report follows', async () => {
    expect(await get(teacher, '/api/teacher/analysis/settings')).toMatchObject({
      cutoffs: { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 },
      isDefault: true,
      canEdit: false,
    });
    const cutoffs = { excellent: 0.9, good: 0.75, pass: 0.5, low: 0.3 };
    expect((await kit.call(teacher, 'PUT', '/api/teacher/analysis/settings', { cutoffs })).status).toBe(403);
    const admin = bearer(await signIn(t.app, 'admin'));
    const wrong = await kit.call(admin, 'PUT', '/api/teacher/analysis/settings', {
      cutoffs: { ...cutoffs, pass: 0.8 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('优秀 ≥ 良好 ≥ 及格 ≥ 低分');
    const saved = await kit.call(admin, 'PUT', '/api/teacher/analysis/settings', { cutoffs });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ cutoffs, isDefault: false, canEdit: true });
    // Totals 20, 9, 1, 18, 14 of 20: ≥18 优秀 2; ≥10 及格 3; <6 低分 1.
    const g = await get(teacher, `/api/teacher/analysis/${kit.examId}/grade`);
    expect(g.cutoffs).toEqual(cutoffs);
    expect(g.grade.excellentRate).toBeCloseTo(0.4, 6);
    expect(g.grade.passRate).toBeCloseTo(0.6, 6);
    expect(g.grade.lowRate).toBeCloseTo(0.2, 6);
    await kit.call(admin, 'PUT', '/api/teacher/analysis/settings', {
      cutoffs: { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 },
    });
  });
});

describe('who may read what', () => {
  it('keeps another school out and a teacher to the classes they teach', async () => {
    const other = await kit.call(otherAdmin, 'GET', `/api/teacher/analysis/${kit.examId}/grade`);
    expect(other.status).toBe(404);
    expect((await kit.call(otherAdmin, 'GET', '/api/teacher/analysis/exams')).body.data).toEqual([]);
    const u = await kit.teacherOf('onlyone', kit.classIds[0]!);
    const h = bearer(await signIn(t.app, u.username));
    expect((await kit.call(h, 'GET', `/api/teacher/analysis/${kit.examId}/grade`)).status).toBe(200);
    const refused = await kit.call(h, 'GET', `/api/teacher/analysis/${kit.examId}/class/${kit.classIds[1]}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只能查看任教班级或所管年级的学生成绩');
    const d = await get(h, `/api/teacher/analysis/${kit.examId}/details`);
    expect(d.students.every((x: { classId: string }) => x.classId === kit.classIds[0])).toBe(true);
  });

  it('opens the data centre to the grade director and refuses a teacher', async () => {
    const refused = await kit.call(teacher, 'GET', '/api/teacher/data-center/overview');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('数据中心仅对年级主任和学校管理员开放');
    expect(
      (await kit.call(teacher, 'GET', `/api/teacher/data-center/${kit.examId}/correct-score`)).status,
    ).toBe(403);
    const o = await get(director, '/api/teacher/data-center/overview');
    expect(o.grades.map((g: { name: string }) => g.name)).toContain('七年级');
    const exam = o.exams.find((e: { id: string }) => e.id === kit.examId);
    expect(exam.grade.mean).toBeCloseTo(12.4, 6);
    expect(exam.classes.map((c: { mean: number; rank: number }) => [c.mean, c.rank])).toEqual([
      [10, 2],
      [16, 1],
    ]);
    const cs = await get(director, `/api/teacher/data-center/${kit.examId}/correct-score`);
    expect(cs.rows.at(-1).values[0]).toBeCloseTo(0.6, 6);
    expect(cs.rows[0].values[0]).toBeCloseTo(2 / 3, 6);
  });

  it('shows the big screen: the latest results and the trend of the grade mean', async () => {
    const b = await get(director, '/api/teacher/big-screen');
    expect(b.gradeName).toBe('七年级');
    expect(b.latest.exam.id).toBe(kit2.examId);
    expect(b.latest.trend.map((x: { mean: number }) => x.mean)).toEqual([12.4, 27 / 5]);
  });
});

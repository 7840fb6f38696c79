import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markingTasks } from '../src/db/schema';
import type { Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { markingKit, type RosterStudent } from './marking-helpers';

/**
 * An exam half scanned and half marked, beside a finished one of the same paper (1–2 单选 3 分, 3 判断
 * 2 分, 4 填空 4 分, 5 解答 8 分; 20 in all), for 七年级1班 and 2班:
 *
 *   finished exam F: a 20 (4+8), b 9 (2+4), e 18 (4+6) — everyone else of the classes 未扫描
 *   unfinished exam U (阅卷中):
 *     a (1班)  A A T | 4 8  → complete, 20
 *     b (1班)  A C F | 2 –  → 客观题 3, block 5 not marked: 未阅完
 *     c (1班)  缺考
 *     the rest of 1班 and all of 2班 not scanned
 *
 * Every report endpoint is read on U: only final figures count, a class without data reads null (—),
 * comparisons leave U out, the hall screens show U's progress only, and every screen counts alike.
 */
let t: TestApp;
let teacher: Headers;
let director: Headers;
let f: Awaited<ReturnType<typeof markingKit>>;
let u: Awaited<ReturnType<typeof markingKit>>;
let s: Record<'a' | 'b' | 'c' | 'd' | 'e', RosterStudent>;
const KEY = { '1': 'A', '2': 'A', '3': 'T' };

const get = async (h: Headers, url: string) => {
  const res = await f.call(h, 'GET', url);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

/** Marks the written answers given (student → block → score) as the exam's manager. */
async function mark(k: typeof f, scores: [RosterStudent, string, number][]) {
  await get(teacher, `/api/teacher/marking/${k.examId}`); // hands out the tasks of the scanned sheets
  const db = t.ctx.database.db;
  for (const [student, block, score] of scores) {
    const [task] = await db
      .select()
      .from(markingTasks)
      .where(
        and(
          eq(markingTasks.assignmentId, k.examId),
          eq(markingTasks.studentId, student.id),
          eq(markingTasks.block, block),
        ),
      );
    // As if handed out (a manager may mark any answer handed out).
    await db.update(markingTasks).set({ status: 'leased' }).where(eq(markingTasks.id, task!.id));
    const res = await k.call(director, 'PUT', `/api/teacher/marking/task/${task!.id}`, {
      version: task!.version,
      score,
    });
    expect(res.status, res.body.message).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
  f = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  const one = f.roster.filter((x) => x.classId === f.classIds[0]);
  const two = f.roster.filter((x) => x.classId === f.classIds[1]);
  s = { a: one[0]!, b: one[1]!, c: one[2]!, d: one[3]!, e: two[0]! };
  await f.sheet(s.a, KEY);
  await f.sheet(s.b, { '1': 'A', '2': 'C', '3': 'F' });
  await f.sheet(s.e, KEY);
  await mark(f, [
    [s.a, '4', 4],
    [s.a, '5', 8],
    [s.b, '4', 2],
    [s.b, '5', 4],
    [s.e, '4', 4],
    [s.e, '5', 6],
  ]);
  expect((await f.examRow())!.status).toBe('done');

  u = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  await u.sheet(s.a, KEY);
  await u.sheet(s.b, { '1': 'A', '2': 'C', '3': 'F' });
  await u.sheet(s.c, {}, true);
  await mark(u, [
    [s.a, '4', 4],
    [s.a, '5', 8],
    [s.b, '4', 2],
  ]);
  expect((await u.examRow())!.status).toBe('marking');
}, 180_000);
afterAll(() => t.close());

describe('an exam still being marked', () => {
  it('is listed as unfinished with its progress, after the finished exam in the default order', async () => {
    const exams = await get(teacher, '/api/teacher/analysis/exams');
    const mine = exams.find((e: { id: string }) => e.id === u.examId);
    expect(mine.status).toBe('marking');
    expect(mine.progress).toEqual({
      students: u.roster.length,
      scanned: 3,
      absent: 1,
      complete: 1,
      toMark: 4,
      marked: 3,
    });
    expect(mine.scoredCount).toBe(1);
    expect(exams.find((e: { id: string }) => e.id === f.examId).status).toBe('done');
  });

  it('reports only final figures: totals of complete sheets, objective answers of scanned ones', async () => {
    const g = await get(teacher, `/api/teacher/analysis/${u.examId}/grade`);
    // Only a is complete: b's unmarked block must not read as 0 (which made 低分率 100%).
    expect(g.grade).toMatchObject({ count: 1, mean: 20, lowRate: 0, absent: 1, scanned: 3 });
    // 客观题 over the scanned sheets a (8) and b (3).
    expect(g.grade).toMatchObject({ objectiveCount: 2, objectiveMean: 5.5 });
    const [c1, c2] = g.classes;
    expect(c1).toMatchObject({ count: 1, mean: 20, rank: 1 });
    // Nobody of 2班 scanned: no figures, no rank — never 0.
    expect(c2).toMatchObject({ count: 0, mean: null, lowRate: null, rank: null, overMean: null });
    const byKey = (k: string) => g.questions.find((q: { key: string }) => q.key === k);
    expect(byKey('1')).toMatchObject({ count: 2, mean: 3 });
    expect(byKey('4')).toMatchObject({ count: 2, mean: 3 });
    // Block 5 is marked for a only.
    expect(byKey('5')).toMatchObject({ count: 1, mean: 8 });
    expect(g.distribution.rows[0].counts.reduce((x: number, y: number) => x + y, 0)).toBe(1);
    // 题型: objective types over both scanned sheets, 解答 over the one marked.
    const types = Object.fromEntries(
      g.questionTypes.map((r: { questionTypeName: string; studentNum: number }) => [
        r.questionTypeName,
        r.studentNum,
      ]),
    );
    expect(Object.values(types)).toEqual([2, 2, 2, 1]);

    const pr = await get(teacher, `/api/teacher/analysis/${u.examId}/paper-report`);
    expect(pr).toMatchObject({ count: 1, mean: 20 });
  });

  it('reads a student as 未阅完, 缺考 or 未扫描, never as a zero or a perfect score', async () => {
    const cls = await get(teacher, `/api/teacher/analysis/${u.examId}/class/${u.classIds[0]}`);
    const by = (id: string) => cls.students.find((x: { studentId: string }) => x.studentId === id);
    expect(by(s.a.id)).toMatchObject({ status: 'scored', total: 20, classRank: 1 });
    expect(by(s.b.id)).toMatchObject({ status: 'partial', total: null, objective: 3, classRank: null });
    expect(by(s.b.id).scores).toMatchObject({ '1': 3, '2': 0, '3': 0, '4': 2, '5': null });
    expect(by(s.c.id)).toMatchObject({ status: 'absent', total: null });
    expect(by(s.d.id)).toMatchObject({ status: 'missing', total: null, objective: null });
    // No comparison with an unfinished exam, and none from it: F is the previous exam of U.
    expect(cls.previous).toMatchObject({ id: f.examId });

    const empty = await get(teacher, `/api/teacher/analysis/${u.examId}/class/${u.classIds[1]}`);
    expect(empty.classStats).toMatchObject({ count: 0, mean: null, rank: null });
    expect(empty.students.every((x: { status: string; total: null }) => x.status === 'missing')).toBe(true);

    const b = await get(teacher, `/api/teacher/analysis/${u.examId}/student/${s.b.id}`);
    expect(b.result).toMatchObject({ status: 'partial', total: null });
    expect(b.questions.map((q: { result: string }) => q.result)).toEqual([
      'right',
      'wrong',
      'wrong',
      'partial',
      'none',
    ]);
    expect(b.mistakes).not.toContain('5');
    // The trend: F as marked, U without a total (not a fall to the objective part).
    expect(
      b.trend.map((x: { examId: string; total: number | null; examStatus: string }) => [
        x.examId,
        x.total,
        x.examStatus,
      ]),
    ).toEqual([
      [f.examId, 9, 'done'],
      [u.examId, null, 'marking'],
    ]);

    const d = await get(teacher, `/api/teacher/analysis/${u.examId}/student/${s.d.id}`);
    expect(d.result.status).toBe('missing');
    expect(d.questions.every((q: { result: string; score: null }) => q.result === 'none')).toBe(true);
    expect(d.mistakes).toEqual([]);
    expect(d.hasMarkedSheet).toBe(false);
    const c = await get(teacher, `/api/teacher/analysis/${u.examId}/student/${s.c.id}`);
    expect(c.result.status).toBe('absent');
    expect(c.questions.every((q: { result: string }) => q.result === 'none')).toBe(true);
  });

  it('leaves it out of comparisons across exams unless asked', async () => {
    const o = await get(director, '/api/teacher/data-center/overview');
    expect(o.exams.map((e: { id: string }) => e.id)).toContain(f.examId);
    expect(o.exams.map((e: { id: string }) => e.id)).not.toContain(u.examId);
    const asked = await get(director, '/api/teacher/data-center/overview?unfinished=1');
    const ue = asked.exams.find((e: { id: string }) => e.id === u.examId);
    expect(ue.status).toBe('marking');
    expect(ue.grade).toMatchObject({ count: 1, mean: 20 });
    expect(ue.classes[1]).toMatchObject({ count: 0, mean: null, rank: null, p: null });
    const fe = o.exams.find((e: { id: string }) => e.id === f.examId);
    // F: 1班 a 20, b 9; 2班 e 18.
    expect(fe.classes.map((c: { mean: number; rank: number }) => [c.mean, c.rank])).toEqual([
      [14.5, 2],
      [18, 1],
    ]);

    const cs = await get(director, `/api/teacher/data-center/${u.examId}/correct-score`);
    expect(cs.rows[1].values.every((v: number | null) => v === null)).toBe(true);
    expect(cs.rows.at(-1).values[0]).toBeCloseTo(1, 6);
  });

  it('shows progress on the hall screens, not its score statistics', async () => {
    const b = await get(director, '/api/teacher/big-screen');
    const live = b.live.find((e: { id: string }) => e.id === u.examId);
    expect(live).toMatchObject({ status: 'marking', queued: 0 });
    expect(b.latest.exam.id).toBe(f.examId);
    expect(b.latest.trend).toHaveLength(1);
  });

  it('counts alike on every screen: 阅卷, 学情分析, 讲评, 成绩明细 and the big screen', async () => {
    const marking = (await get(teacher, `/api/teacher/marking/${u.examId}`)).progress;
    const listed = (await get(teacher, '/api/teacher/analysis/exams')).find(
      (e: { id: string }) => e.id === u.examId,
    ).progress;
    const grade = (await get(teacher, `/api/teacher/analysis/${u.examId}/grade`)).exam.progress;
    const live = (await get(director, '/api/teacher/big-screen')).live.find(
      (e: { id: string }) => e.id === u.examId,
    ).progress;
    expect(listed).toEqual(marking);
    expect(grade).toEqual(marking);
    expect(live).toEqual(marking);
    expect(marking).toMatchObject({ toMark: 4, marked: 3 });

    // 全部班级 is the same students on 讲评 and 成绩明细, and they add up to the exam's counts.
    const commentary = (await get(teacher, `/api/teacher/analysis/${u.examId}/commentary`)).scope;
    const details = await get(teacher, `/api/teacher/analysis/${u.examId}/details`);
    expect(details.scope).toEqual(commentary);
    expect(details.scope).toMatchObject({
      students: marking.students,
      scanned: marking.scanned,
      absent: marking.absent,
      complete: marking.complete,
    });
    expect(details.students.length).toBe(details.scope.students);
    const g = await get(teacher, `/api/teacher/analysis/${u.examId}/grade`);
    expect(g.grade).toMatchObject({
      students: marking.students,
      scanned: marking.scanned,
      count: marking.complete,
    });

    // A teacher of 1班 only: 成绩明细 says it lists their classes, and counts those.
    const one = await u.teacherOf('onlyone', u.classIds[0]!);
    const h = bearer(await signIn(t.app, one.username));
    const mine = await get(h, `/api/teacher/analysis/${u.examId}/details`);
    const inOne = u.roster.filter((x) => x.classId === u.classIds[0]).length;
    expect(mine.scope).toMatchObject({ classIds: [u.classIds[0]], students: inOne, scanned: 3 });
    expect(mine.scope.name).toContain('任教班级');
    expect(mine.students.length).toBe(inOne);
    const theirs = (await get(h, `/api/teacher/analysis/${u.examId}/commentary`)).scope;
    expect(theirs.name).toContain('全部班级');
    expect(theirs.students).toBe(marking.students);
  });

  it('counts only marked written answers as wrong in 讲评', async () => {
    const c = await get(teacher, `/api/teacher/analysis/${u.examId}/commentary`);
    const q5 = c.questions.find((q: { key: string }) => q.key === '5');
    expect(q5).toMatchObject({ count: 1, wrongCount: 0 });
    const q4 = c.questions.find((q: { key: string }) => q.key === '4');
    expect(q4).toMatchObject({ count: 2, wrongCount: 1 });
  });
});

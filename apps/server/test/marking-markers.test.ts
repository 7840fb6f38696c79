import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { Caller } from '../src/http';
import { leaseTasks, submitMarks } from '../src/modules/marking';
import type { Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { markingKit } from './marking-helpers';

// Several markers on one exam: 按班级 and reassigning, 双评, many at once, bulk marking. The single
// marker's flow, scores out and the key beside the answer are in marking.test.ts.

let t: TestApp;
let teacher: Headers;
let director: Headers;
let kit: Awaited<ReturnType<typeof markingKit>>;

const ANSWERS = { '1': 'A', '2': 'A', '3': 'T' };

beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
  kit = await markingKit(t, teacher, ['七年级1班']);
}, 120_000);
afterAll(() => t.close());

const call = (h: Headers, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  kit.call(h, method, url, body);
const submit = (h: Headers, task: { id: string; version: number }, body: object) =>
  call(h, 'PUT', `/api/teacher/marking/task/${task.id}`, { version: task.version, ...body });

describe('按班级 marking and reassigning', () => {
  let exam2: Awaited<ReturnType<typeof markingKit>>;
  let b2: string;
  beforeAll(async () => {
    exam2 = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
    b2 = `/api/teacher/marking/${exam2.examId}`;
    for (const s of exam2.roster.slice(0, 3)) await exam2.sheet(s, ANSWERS);
    const c2 = exam2.roster.filter((s) => s.classId === exam2.classIds[1]);
    for (const s of c2.slice(0, 2)) await exam2.sheet(s, ANSWERS);
  });

  it('gives a subject teacher only their class, and another class after a manager reassigns it', async () => {
    expect((await call(teacher, 'PUT', `${b2}/settings`, { mode: 'class' })).status).toBe(200);
    const helper = await exam2.teacherOf('helper2', exam2.classIds[1]);
    const h = bearer(await signIn(t.app, helper.username));
    const mine: string[] = [];
    for (;;) {
      const task = (await call(h, 'POST', `${b2}/block/4/next`, { holding: mine })).body.data.task;
      if (!task) break;
      mine.push(task.id);
    }
    expect(mine).toHaveLength(2);
    const o = (await call(teacher, 'GET', b2)).body.data;
    const class2 = o.blocks[0].classes.find((c: { classId: string }) => c.classId === exam2.classIds[1]);
    expect(class2.markers.map((m: { name: string }) => m.name)).toContain('helper2老师');
    const moved = await call(teacher, 'PUT', `${b2}/block/4/markers`, {
      classId: exam2.classIds[0],
      userIds: [helper.id],
    });
    expect(moved.status, moved.body.message).toBe(200);
    const more = (await call(h, 'POST', `${b2}/block/4/next`, { holding: mine })).body.data.task;
    expect(more).not.toBeNull();
    const candidates = (await call(teacher, 'GET', `${b2}/markers`)).body.data;
    expect(candidates.map((c: { name: string }) => c.name)).toContain('helper2老师');
  });

  it('双评: two markers per answer, close scores averaged, distant ones arbitrated by a manager', async () => {
    expect(
      (await call(teacher, 'PUT', `${b2}/settings`, { mode: 'pool', double: true, threshold: 2 })).status,
    ).toBe(200);
    const o = (await call(teacher, 'GET', b2)).body.data;
    // Five answers to mark, each counted once on /correct although each is marked twice.
    expect(o.blocks[1]).toMatchObject({
      block: '5',
      total: 5,
      marked: 0,
      rounds: [
        { round: 1, marked: 0 },
        { round: 2, marked: 0 },
      ],
    });
    const sumOf = (b: { classes: { total: number; marked: number }[] }, k: 'total' | 'marked') =>
      b.classes.reduce((t, c) => t + c[k], 0);
    expect(sumOf(o.blocks[1], 'total')).toBe(5);
    const other = bearer(await signIn(t.app, 'helper2'));
    // Each marker marks block 5 for everyone; teacher gives 8, the other 7 except 2 for the first answer.
    let othersMarked = 0;
    for (const [h, high] of [
      [teacher, true],
      [other, false],
    ] as const)
      for (;;) {
        const got = (await call(h, 'POST', `${b2}/block/5/next`, { holding: [] })).body.data;
        expect(got.progress.total).toBe(5);
        const task = got.task;
        if (!task) {
          // The first marker is done: every answer has its first marking, none both.
          const half = (await call(teacher, 'GET', b2)).body.data.blocks[1];
          if (high)
            expect(half).toMatchObject({
              total: 5,
              marked: 0,
              rounds: [
                { round: 1, marked: 5 },
                { round: 2, marked: 0 },
              ],
            });
          break;
        }
        const detail = (await call(teacher, 'GET', `/api/teacher/marking/task/${task.id}`)).body.data;
        expect(detail.id).toBe(task.id);
        const score = high ? 8 : othersMarked++ === 0 ? 2 : 7;
        expect((await submit(h, task, { score })).status).toBe(200);
      }
    const both = (await call(teacher, 'GET', b2)).body.data.blocks[1];
    expect(both).toMatchObject({
      total: 5,
      marked: 5,
      arbitration: 1,
      rounds: [
        { round: 1, marked: 5 },
        { round: 2, marked: 5 },
      ],
    });
    expect([sumOf(both, 'total'), sumOf(both, 'marked')]).toEqual([5, 5]);
    const problems = (await call(teacher, 'GET', `${b2}/problems`)).body.data;
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('arbitration');
    const arb = (await call(director, 'POST', `${b2}/block/5/next`, { holding: [], round: 3 })).body.data
      .task;
    expect(arb.otherScores.sort()).toEqual([2, 8]);
    expect((await call(other, 'POST', `${b2}/block/5/next`, { holding: [], round: 3 })).status).toBe(403);
    expect((await submit(director, arb, { score: 6 })).status).toBe(200);
    const sheet = (await call(teacher, 'GET', `/api/teacher/assignment/${exam2.examId}/scores`)).body.data;
    const fives = sheet.rows
      .filter((r: { status: string }) => r.status === 'scored')
      .map((r: { scores: Record<string, number> }) => r.scores['5']);
    expect(fives.sort()).toEqual([6, 7.5, 7.5, 7.5, 7.5]);
  });
});

describe('many markers at once', () => {
  it('never hands one answer to two markers and loses none', { timeout: 120_000 }, async () => {
    const exam3 = await markingKit(t, teacher, ['七年级1班']);
    const b3 = `/api/teacher/marking/${exam3.examId}`;
    const students = exam3.roster.slice(0, 30);
    for (const s of students) await exam3.sheet(s, ANSWERS);
    expect((await call(teacher, 'GET', b3)).body.data.blocks[0].total).toBe(30);
    const markers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const u = await exam3.teacherOf(`crowd${i}`, exam3.classIds[0]);
        return bearer(await signIn(t.app, u.username));
      }),
    );
    const handed: string[] = [];
    await Promise.all(
      markers.map(async (h) => {
        for (;;) {
          const res = await call(h, 'POST', `${b3}/block/4/next`, { holding: [] });
          expect(res.status, res.body.message).toBe(200);
          const task = res.body.data.task;
          if (!task) return;
          handed.push(task.id);
          const done = await submit(h, task, { score: 2 });
          expect(done.status, done.body.message).toBe(200);
        }
      }),
    );
    expect(handed).toHaveLength(30);
    expect(new Set(handed).size).toBe(30);
    const o = (await call(teacher, 'GET', b3)).body.data;
    expect(o.blocks[0]).toMatchObject({ total: 30, marked: 30 });
    expect(o.blocks[0].markers.reduce((s: number, m: { marked: number }) => s + m.marked, 0)).toBe(30);
  });
});

describe('bulk marking (the demo score history)', () => {
  it('leases answers as /write hands them out and saves them by its rules, all or nothing', async () => {
    const exam4 = await markingKit(t, teacher, ['七年级1班']);
    const b4 = `/api/teacher/marking/${exam4.examId}`;
    const students = exam4.roster.slice(0, 4);
    for (const s of students) await exam4.sheet(s, ANSWERS);
    const db = t.ctx.database.db;
    const callerOf = async (username: string): Promise<Caller> => ({
      user: (await db.query.users.findFirst({ where: eq(users.username, username) }))!,
      sessionId: 'test',
    });
    const me = await callerOf('teacher');
    const helper = await callerOf((await exam4.teacherOf('bulk-helper', exam4.classIds[0])).username);
    const mark = (task: { id: string; version: number }, score: number | null) => ({
      id: task.id,
      version: task.version,
      score,
      problem: score === null ? '图像不清晰' : null,
      annotations: [],
      tags: [],
    });

    // Three answers, in the order /write would hand them out: the same as one call after another.
    const three = await leaseTasks(t.ctx, me, exam4.examId, '5', 3);
    expect(three).toHaveLength(3);
    const rest = await leaseTasks(t.ctx, me, exam4.examId, '5', 3);
    expect(rest.map((x) => x.id)).toEqual(three.map((x) => x.id)); // still the caller's, handed again
    // Any bad mark saves nothing: out of range, off the half-point grid, stale, someone else's.
    const refused = async (marks: ReturnType<typeof mark>[], who = me) =>
      expect(submitMarks(t.ctx, who, exam4.examId, marks)).rejects.toThrow();
    await refused([mark(three[0]!, 8), mark(three[1]!, 9)]);
    await refused([mark(three[0]!, 8), mark(three[1]!, 7.3)]);
    await refused([mark(three[0]!, 8), { ...mark(three[1]!, 7), version: three[1]!.version - 1 }]);
    await refused([mark(three[0]!, 8)], helper);
    expect((await call(teacher, 'GET', b4)).body.data.blocks[1]).toMatchObject({ total: 4, marked: 0 });

    expect(
      await submitMarks(t.ctx, me, exam4.examId, [
        mark(three[0]!, 8),
        mark(three[1]!, 4.5),
        mark(three[2]!, null),
      ]),
    ).toBe(3);
    const o = (await call(teacher, 'GET', b4)).body.data.blocks[1];
    expect(o).toMatchObject({ total: 4, marked: 2, problems: 1 });
    // The sheets are scored as by one mark at a time.
    const rows = (await call(teacher, 'GET', `/api/teacher/assignment/${exam4.examId}/scores`)).body.data
      .rows;
    const fives = rows
      .map((r: { scores: Record<string, number | null> }) => r.scores['5'])
      .filter((x: unknown) => x != null);
    expect(fives.sort()).toEqual([4.5, 8]);
  });
});

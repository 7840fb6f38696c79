import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { Caller } from '../src/http';
import { leaseTasks, submitMarks } from '../src/modules/marking';
import type { Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { markingKit, type RosterStudent } from './marking-helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Headers;
let director: Headers;
let otherAdmin: Headers;
let kit: Awaited<ReturnType<typeof markingKit>>;
let base: string;
let class1: RosterStudent[];

const ANSWERS = { '1': 'A', '2': 'A', '3': 'T' };

beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  kit = await markingKit(t, teacher, ['七年级1班', '七年级2班']);
  base = `/api/teacher/marking/${kit.examId}`;
  class1 = kit.roster.filter((s) => s.classId === kit.classIds[0]);
  // Six sheets of class 1: all right, half right, blank, one 缺考; one of class 2.
  await kit.sheet(class1[0]!, ANSWERS);
  await kit.sheet(class1[1]!, { '1': 'A', '2': 'C', '3': 'F' });
  await kit.sheet(class1[2]!, {});
  await kit.sheet(class1[3]!, ANSWERS);
  await kit.sheet(class1[4]!, ANSWERS);
  await kit.sheet(class1[5]!, {}, true);
  await kit.sheet(kit.roster.find((s) => s.classId === kit.classIds[1])!, ANSWERS);
}, 120_000);
afterAll(() => t.close());

const call = (h: Headers, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  kit.call(h, method, url, body);
const overview = async (h = teacher) => (await call(h, 'GET', base)).body.data;
const next = (h: Headers, block: string, holding: string[] = [], round?: 1 | 3) =>
  call(h, 'POST', `${base}/block/${encodeURIComponent(block)}/next`, {
    holding,
    ...(round ? { round } : {}),
  });
const submit = (h: Headers, task: { id: string; version: number }, body: object) =>
  call(h, 'PUT', `/api/teacher/marking/task/${task.id}`, { version: task.version, ...body });
const scores = async () =>
  (await call(teacher, 'GET', `/api/teacher/assignment/${kit.examId}/scores`)).body.data;

describe('objective scoring', () => {
  it('scores each sheet from the frozen key as soon as it is settled; 缺考 and 未扫描 have no score', async () => {
    const s = await scores();
    expect(s.columns.map((c: { key: string }) => c.key)).toEqual(['1', '2', '3', '4', '5']);
    const row = (id: string) => s.rows.find((r: { studentId: string }) => r.studentId === id);
    expect(row(class1[0]!.id)).toMatchObject({
      status: 'scored',
      objective: 8,
      subjective: 0,
      total: 8,
      complete: false,
    });
    expect(row(class1[1]!.id)).toMatchObject({ objective: 3, scores: { '1': 3, '2': 0, '3': 0, '4': null } });
    expect(row(class1[2]!.id)).toMatchObject({ objective: 0, total: 0 });
    expect(row(class1[5]!.id)).toMatchObject({ status: 'absent', total: null, rank: null });
    expect(row(class1[6]!.id)).toMatchObject({ status: 'missing', total: null });
    expect(row(class1[0]!.id).rank).toBe(1);
    expect(row(class1[2]!.id).rank).toBe(6);
    const c2 = await call(
      teacher,
      'GET',
      `/api/teacher/assignment/${kit.examId}/scores?classId=${kit.classIds[1]}`,
    );
    expect(c2.body.data.rows.every((r: { classId: string }) => r.classId === kit.classIds[1])).toBe(true);
  });
});

describe('marking written answers', () => {
  it('lists the written blocks with their answers to mark, 缺考 left out', async () => {
    const o = await overview();
    expect(
      o.blocks.map((b: { block: string; maxScore: number; total: number }) => [b.block, b.maxScore, b.total]),
    ).toEqual([
      ['4', 4, 6],
      ['5', 8, 6],
    ]);
    expect(o).toMatchObject({ sheets: 7, absent: 1, canManage: true, complete: false });
    expect(o.settings).toMatchObject({ mode: 'pool', double: false, multipleRule: 'half' });
    expect(o.blocks[0].canMark).toBe(true);
  });

  it('hands out an answer with its image, a different one to a second call, and the held one again after a reload', async () => {
    const a = await next(teacher, '4');
    expect(a.status, a.body.message).toBe(200);
    const task = a.body.data.task;
    expect(task).toMatchObject({ block: '4', label: '第4题', maxScore: 4, round: 1, score: null });
    expect(task.images).toHaveLength(1);
    const img = await t.app.inject({ method: 'GET', url: `/api${task.images[0]}`, headers: teacher });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const b = (await next(teacher, '4', [task.id])).body.data.task;
    expect(b.id).not.toBe(task.id);
    const again = (await next(teacher, '4', [b.id])).body.data.task;
    expect(again.id).toBe(task.id);
  });

  it('refuses scores out of range or off the half-point grid, and a stale version', async () => {
    const task = (await next(teacher, '4')).body.data.task;
    expect((await submit(teacher, task, { score: 5 })).body.message).toBe('分数应在 0 到 4 分之间');
    expect((await submit(teacher, task, { score: 2.3 })).body.message).toBe('分数只能是 0.5 分的整数倍');
    expect((await submit(teacher, task, { score: null })).status).toBe(400);
    const stale = await submit(teacher, { ...task, version: task.version - 1 }, { score: 2 });
    expect(stale.status).toBe(409);
    expect((await call(teacher, 'GET', `/api/teacher/marking/task/${task.id}`)).body.data.score).toBeNull();
  });

  it('stores a score with annotations and tags, counts it, and lets the marker revise it from the history', async () => {
    const task = (await next(teacher, '4')).body.data.task;
    const annotations = [
      { kind: 'tick', x: 0.2, y: 0.5 },
      { kind: 'pen', points: [0.1, 0.1, 0.3, 0.2, 0.5, 0.2] },
      { kind: 'text', x: 0.6, y: 0.4, text: '步骤完整' },
    ];
    const res = await submit(teacher, task, { score: 3.5, annotations, tags: ['excellent'] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.task).toMatchObject({ score: 3.5, tags: ['excellent'], annotations });
    expect(res.body.data.progress).toMatchObject({ total: 6, marked: 1, myMarked: 1 });
    const history = (await call(teacher, 'GET', `${base}/block/4/history`)).body.data;
    expect(history.records[0]).toMatchObject({ id: task.id, seq: 1, score: 3.5 });
    const again = (await call(teacher, 'GET', `/api/teacher/marking/task/${task.id}`)).body.data;
    const revised = await submit(teacher, again, { score: 4, annotations: [] });
    expect(revised.body.data.task.score).toBe(4);
    expect((await submit(teacher, again, { score: 1 })).status).toBe(409);
  });

  it('keeps a 问题卷 apart until a manager scores it', async () => {
    const task = (await next(teacher, '4')).body.data.task;
    const res = await submit(teacher, task, { score: null, problem: '图像不清晰' });
    expect(res.body.data.task).toMatchObject({ score: null, problem: '图像不清晰' });
    const problems = (await call(director, 'GET', `${base}/problems`)).body.data;
    expect(problems).toEqual([
      expect.objectContaining({ id: task.id, kind: 'problem', reason: '图像不清晰' }),
    ]);
    const open = (await call(director, 'GET', `/api/teacher/marking/task/${task.id}`)).body.data;
    expect((await submit(director, open, { score: 2 })).status).toBe(200);
    expect((await call(director, 'GET', `${base}/problems`)).body.data).toEqual([]);
  });

  it('finishes the exam when the last answer is marked, and scores every sheet', async () => {
    expect((await call(teacher, 'POST', `${base}/finish`)).status).toBe(409);
    for (const block of ['4', '5'])
      for (;;) {
        const task = (await next(teacher, block)).body.data.task;
        if (!task) break;
        expect((await submit(teacher, task, { score: block === '4' ? 1 : 6 })).status).toBe(200);
      }
    const o = await overview();
    expect(o.complete).toBe(true);
    expect(o.status).toBe('done');
    const s = await scores();
    expect(s.complete).toBe(true);
    const first = s.rows.find((r: { studentId: string }) => r.studentId === class1[0]!.id);
    expect(first.subjective).toBeGreaterThan(0);
    expect(first.total).toBe(first.objective + first.subjective);
    const marked = (
      await call(teacher, 'GET', `/api/teacher/assignment/${kit.examId}/student/${class1[0]!.id}/marked`)
    ).body.data;
    expect(marked.objective[0]).toMatchObject({ number: '1', answer: 'A', key: 'A', score: 3 });
    expect(marked.written).toHaveLength(2);
    const img = await t.app.inject({
      method: 'GET',
      url: `/api${marked.written[0].images[0]}`,
      headers: teacher,
    });
    expect(img.statusCode).toBe(200);
  });

  it('re-scores every sheet when a key changes, and records the change', async () => {
    const before = await scores();
    const res = await call(teacher, 'PUT', `${base}/key`, { number: '2', answer: ['B'] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ number: '2', before: ['A'], after: ['B'], sheets: 7 });
    const after = await scores();
    const was = before.rows.find((r: { studentId: string }) => r.studentId === class1[0]!.id);
    const now = after.rows.find((r: { studentId: string }) => r.studentId === class1[0]!.id);
    expect(now.total).toBe(was.total - 3);
    const changes = (await call(teacher, 'GET', `${base}/key-changes`)).body.data;
    expect(changes[0]).toMatchObject({ number: '2', userName: '李老师' });
    expect((await call(teacher, 'PUT', `${base}/key`, { number: '2', answer: ['E'] })).status).toBe(400);
    expect((await call(teacher, 'PUT', `${base}/key`, { number: '4', answer: ['A'] })).status).toBe(400);
  });

  it('exports the scores as an Excel workbook: all students, then a sheet per class', async () => {
    const res = await call(teacher, 'POST', `/api/teacher/assignment/${kit.examId}/scores/xlsx`);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(['全部学生', '1班', '2班']);
    const all = book.worksheets[0]!;
    expect(all.getRow(1).getCell(2).text).toBe('姓名');
    expect(all.rowCount).toBe(kit.roster.length + 1);
    const absentRow = all.getRows(2, all.rowCount - 1)!.find((r) => r.getCell(2).text === class1[5]!.name)!;
    expect(absentRow.getCell(all.columnCount).text).toBe('缺考');
    // 大题 subtotals follow the ranks: 选择题 of the first student, who chose both right.
    const header = all.getRow(1).values as string[];
    const choice = header.findIndex((h) => typeof h === 'string' && h.startsWith('选择题'));
    expect(choice).toBeGreaterThan(8);
    const firstRow = all.getRows(2, all.rowCount - 1)!.find((r) => r.getCell(2).text === class1[0]!.name)!;
    expect(firstRow.getCell(choice).value).toBe(3);
  });

  it('answers 404 to another school and 403 to settings from a teacher who does not manage the exam', async () => {
    expect((await call(otherAdmin, 'GET', base)).status).toBe(404);
    expect((await call(otherAdmin, 'GET', `/api/teacher/assignment/${kit.examId}/scores`)).status).toBe(404);
    const task = (await call(teacher, 'GET', `${base}/block/4/history`)).body.data.records[0];
    expect((await call(otherAdmin, 'GET', `/api/teacher/marking/task/${task.id}`)).status).toBe(404);
    const helper = await kit.teacherOf('helper1', kit.classIds[0]);
    const h = bearer(await signIn(t.app, helper.username));
    expect((await call(h, 'PUT', `${base}/settings`, { double: true })).status).toBe(403);
    expect((await call(h, 'PUT', `${base}/key`, { number: '1', answer: ['B'] })).status).toBe(403);
    expect((await call(h, 'GET', `/api/teacher/marking/task/${task.id}`)).status).toBe(403);
  });
});

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

describe('参考答案 and 评分标准 beside the answer', () => {
  const RUBRIC = [
    { text: '正确列出方程', score: 3 },
    { text: '解出结果并检验', score: 5 },
  ];

  it('keeps the 评分标准 a teacher wrote on the paper, frozen with the key, and shows it with the question and 解析', async () => {
    const written = kit.q['test.200']!;
    const paper = await call(teacher, 'POST', '/api/teacher/paper', {
      title: '带评分标准的试卷',
      subjectId: 'cz.math',
      sections: [
        {
          id: 's',
          title: '解答题',
          typeId: written.typeId,
          questions: [{ questionId: written.id, score: 8, rubric: RUBRIC }],
        },
      ],
    });
    expect(paper.status, paper.body.message).toBe(200);
    expect(paper.body.data.sections[0].questions[0].rubric).toEqual(RUBRIC);
    const given = await kit.give(teacher, {
      paperId: paper.body.data.id,
      kind: 'homework',
      name: '评分标准作业',
      examDate: '2026-11-21',
      classIds: [kit.classIds[0]],
    });
    expect(given.status, given.body.message).toBe(200);
    const key = await call(teacher, 'GET', `/api/teacher/marking/${given.body.data.id}/block/1/key`);
    expect(key.status, key.body.message).toBe(200);
    expect(key.body.data).toMatchObject({ block: '1', label: '第1题', maxScore: 8, open: true });
    const [q] = key.body.data.questions;
    expect(q).toMatchObject({ number: '1', score: 8, rubric: RUBRIC });
    expect(q.stem.length).toBeGreaterThan(0);
    expect(q.answer.length + q.analysis.length).toBeGreaterThan(0);
  });

  it('shows the key of a block without 评分标准, and remembers per user whether the panel is open', async () => {
    const key = await call(teacher, 'GET', `${base}/block/5/key`);
    expect(key.status, key.body.message).toBe(200);
    expect(key.body.data.questions[0]).toMatchObject({ number: '5', rubric: [] });
    expect((await call(teacher, 'PUT', '/api/teacher/marking/key-panel', { open: false })).status).toBe(200);
    expect((await call(teacher, 'GET', `${base}/block/5/key`)).body.data.open).toBe(false);
    expect((await call(director, 'GET', `${base}/block/5/key`)).body.data.open).toBe(true);
    await call(teacher, 'PUT', '/api/teacher/marking/key-panel', { open: true });
  });

  it('refuses steps worth more than the question, an unknown block and another school', async () => {
    const written = kit.q['test.200']!;
    const tooMuch = await call(teacher, 'POST', '/api/teacher/paper', {
      title: '超分',
      subjectId: 'cz.math',
      sections: [
        {
          id: 's',
          title: '解答题',
          typeId: written.typeId,
          questions: [{ questionId: written.id, score: 4, rubric: RUBRIC }],
        },
      ],
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: '第 1 题的评分标准共 8 分，超过了本题的 4 分' },
    });
    expect((await call(teacher, 'GET', `${base}/block/1/key`)).status).toBe(404);
    expect((await call(otherAdmin, 'GET', `${base}/block/5/key`)).status).toBe(404);
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

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentClasses, assignments } from '../src/db/schema';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Headers;
let director: Headers;
let otherAdmin: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
let exam: { id: string; classes: { id: string; studentCount: number }[] };

beforeAll(async () => {
  t = await createTestApp();
  kit = await assignmentKit(t);
  await otherSchool(t.ctx.database.db);
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  const p = await kit.paper(teacher);
  const classIds = await kit.classIds(teacher, ['七年级1班', '七年级2班']);
  const res = await kit.give(teacher, {
    paperId: p.id,
    kind: 'exam',
    name: '第一单元测验',
    examDate: '2026-11-20',
    classIds,
  });
  expect(res.status, res.body.message).toBe(200);
  exam = res.body.data;
});
afterAll(() => t.close());

const sheet = () => kit.call(teacher, 'GET', `/api/teacher/assignment/${exam.id}/sheet`);

describe('the answer sheet of an exam', () => {
  it('is generated from the frozen paper: bubbles for choices and true/false, regions for written answers', async () => {
    const res = await sheet();
    expect(res.status, res.body.message).toBe(200);
    const { spec, regions, problems, sheetVersion, locked } = res.body.data;
    expect(problems).toEqual([]);
    expect(locked).toBe(false);
    expect(sheetVersion).toBe(1);
    expect(spec).toMatchObject({ examId: exam.id, examName: '第一单元测验', paper: 'A4', idMode: 'bubbles' });
    expect(spec.idDigits).toBeGreaterThanOrEqual(4);
    expect(spec.sections.map((s: { kind: string; title: string }) => [s.kind, s.title])).toEqual([
      ['objective', '选择题'],
      ['objective', '判断题'],
      ['subjective', '填空题'],
      ['subjective', '解答题'],
    ]);
    expect(spec.sections[0].questions).toEqual([
      { number: '1', kind: 'single', options: 4 },
      { number: '2', kind: 'single', options: 4 },
    ]);
    expect(spec.sections[1].questions).toEqual([{ number: '3', kind: 'trueFalse' }]);
    // The least heights: 填空 one blank, a 12 mm line; 解答 8 points, 20 mm (grown by the layout).
    expect(regions).toEqual([
      { number: '4', typeName: '填空题', score: 4, defaultHeightMm: 12 },
      { number: '5', typeName: '解答题', score: 8, defaultHeightMm: 20 },
    ]);
    expect(spec.sections[3].questions).toEqual([{ number: '5', heightMm: 20, grow: 8, scoreBox: false }]);
  });

  it('keeps the designer choices, refuses a stale save and bad choices, and bumps the version', async () => {
    const overrides = {
      paper: 'A3',
      columns: 2,
      idDigits: 10,
      heights: { '5': 120 },
      scoreBoxes: true,
      paperTypeAB: true,
    };
    const saved = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides,
      sheetVersion: 1,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('答题卡已保存');
    expect(saved.body.data.sheetVersion).toBe(2);
    expect(saved.body.data.spec).toMatchObject({
      paper: 'A3',
      columns: 2,
      idDigits: 10,
      paperTypeAB: true,
      sheetVersion: 2,
    });
    expect(saved.body.data.spec.sections[3].questions).toEqual([
      { number: '5', heightMm: 120, scoreBox: true },
    ]);

    const stale = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides: {},
      sheetVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('答题卡已被修改，请刷新后再编辑');
    const wrong = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides: { paper: 'A4', columns: 2 },
      sheetVersion: 2,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('A4 纸张只能排 1 栏');
    const optional = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides: { optional: [{ title: '选做题', questions: ['1', '5'] }] },
      sheetVersion: 2,
    });
    expect(optional.body.message).toContain('第 1 题不是解答类试题');
    // The grade director sees the sheet but may not change it; another school cannot see it.
    expect((await kit.call(director, 'GET', `/api/teacher/assignment/${exam.id}/sheet`)).status).toBe(200);
    expect(
      (
        await kit.call(director, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
          overrides: {},
          sheetVersion: 2,
        })
      ).status,
    ).toBe(403);
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/assignment/${exam.id}/sheet`)).status).toBe(404);
    expect((await sheet()).body.data.sheetVersion).toBe(2);
  });

  it('prints a blank sheet and a personalised batch of one page set per student, and exports the template', async () => {
    const blank = await kit.call(teacher, 'POST', `/api/teacher/assignment/${exam.id}/sheet/pdf`, {
      personalised: false,
    });
    expect(blank.raw.statusCode).toBe(200);
    expect(blank.raw.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(blank.raw.headers['content-disposition']))).toContain(
      '第一单元测验答题卡.pdf',
    );
    const blankPages = (await PDFDocument.load(blank.raw.rawPayload)).getPageCount();
    expect(blankPages).toBeGreaterThanOrEqual(1);

    const one = exam.classes[0]!;
    const batch = await kit.call(teacher, 'POST', `/api/teacher/assignment/${exam.id}/sheet/pdf`, {
      personalised: true,
      classIds: [one.id],
    });
    expect(batch.raw.statusCode, batch.raw.body.slice(0, 200)).toBe(200);
    const doc = await PDFDocument.load(batch.raw.rawPayload);
    expect(doc.getPageCount()).toBe(blankPages * one.studentCount);

    const template = await kit.call(teacher, 'POST', `/api/teacher/assignment/${exam.id}/sheet/template`);
    expect(template.body).toMatchObject({
      format: 'zhijuan-answer-sheet-template',
      examId: exam.id,
      sheetVersion: 2,
      idDigits: 10,
    });
    const bubbles = template.body.pages.flatMap((p: { bubbles: { question: string }[] }) => p.bubbles);
    expect(bubbles.filter((b: { question: string }) => b.question === '1')).toHaveLength(4);
    expect(bubbles.filter((b: { question: string }) => b.question === '3')).toHaveLength(2);
    const regions = template.body.pages.flatMap((p: { regions: { question: string }[] }) => p.regions);
    expect(regions.map((r: { question: string }) => r.question)).toEqual(expect.arrayContaining(['4', '5']));
  });

  it('fixes the layout once sheets were scanned', async () => {
    await t.ctx.database.db
      .update(assignmentClasses)
      .set({ scannedCount: 3 })
      .where(eq(assignmentClasses.assignmentId, exam.id));
    expect((await sheet()).body.data.locked).toBe(true);
    const res = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides: {},
      sheetVersion: 2,
    });
    expect(res.body.message).toBe('已有扫描的答题卡，答题卡版式不能再修改');
    await t.ctx.database.db
      .update(assignmentClasses)
      .set({ scannedCount: 0 })
      .where(eq(assignmentClasses.assignmentId, exam.id));
  });
});

describe('sheets made before packed layouts', () => {
  it('keep the geometry they were printed with: the migration marks them fixed, which lays out as before', async () => {
    const db = t.ctx.database.db;
    const before = (await db.query.assignments.findFirst({ where: eq(assignments.id, exam.id) }))!;
    const file = path.join(import.meta.dirname, '../src/db/migrations/0009_sheet_fixed_sizing.sql');
    await db.execute(sql.raw(fs.readFileSync(file, 'utf8')));
    const after = (await db.query.assignments.findFirst({ where: eq(assignments.id, exam.id) }))!;
    expect(after.sheet).toEqual({ ...(before.sheet ?? {}), sizing: 'fixed' });
    const { spec, overrides } = (await sheet()).body.data;
    expect(overrides.sizing).toBe('fixed');
    // The heights sheets had before: 填空 one blank 15 mm, 解答 8 points 55 mm (or the teacher's), one to a row.
    expect(spec.sections[2].questions).toEqual([{ number: '4', heightMm: 15, scoreBox: true }]);
    expect(spec.sections[3].questions).toEqual([{ number: '5', heightMm: 120, scoreBox: true }]);
    // The teacher may switch to the packed layout.
    const packed = await kit.call(teacher, 'PUT', `/api/teacher/assignment/${exam.id}/sheet`, {
      overrides: { ...overrides, sizing: undefined, heights: {} },
      sheetVersion: after.sheetVersion,
    });
    expect(packed.status, packed.body.message).toBe(200);
    expect(packed.body.data.spec.sections[3].questions).toEqual([
      { number: '5', heightMm: 20, grow: 8, scoreBox: true },
    ]);
  });
});

describe('the printable document', () => {
  it('numbers the paper through its sections with headings, notes and full questions', async () => {
    const detail = (await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam.id}`)).body.data;
    const doc = (await kit.call(teacher, 'GET', `/api/teacher/paper/${detail.paperId}/document`)).body.data;
    expect(doc).toMatchObject({ title: '有理数单元测试', totalScore: 20, questionCount: 5, kind: null });
    expect(doc.sections.map((s: { heading: string; note: string }) => [s.heading, s.note])).toEqual([
      ['一、选择题', '（每题 3 分，共 6 分）'],
      ['二、判断题', '（共 1 题，共 2 分）'],
      ['三、填空题', '（共 1 题，共 4 分）'],
      ['四、解答题', '（共 1 题，共 8 分）'],
    ]);
    const first = doc.sections[0].questions[0];
    expect(first).toMatchObject({ number: '1', typeName: '单选题', score: 3, answer: ['A'], missing: false });
    expect(first.stem).toContain('绝对值');
    expect(first.options).toHaveLength(4);
    // The 解答题 stem came with a script: stored sanitised, printed without it.
    expect(doc.sections[3].questions[0].stem).not.toContain('<script');
  });

  it('prints an assignment with its frozen numbering, for whoever may see it, and nobody else', async () => {
    const doc = await kit.call(director, 'GET', `/api/teacher/assignment/${exam.id}/document`);
    expect(doc.status, doc.body?.message).toBe(200);
    expect(doc.body.data).toMatchObject({ kind: 'exam', questionCount: 5 });
    expect(
      doc.body.data.sections.flatMap((s: { questions: { number: string }[] }) =>
        s.questions.map((q) => q.number),
      ),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/assignment/${exam.id}/document`)).status).toBe(
      404,
    );
    const detail = (await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam.id}`)).body.data;
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/paper/${detail.paperId}/document`)).status).toBe(
      404,
    );
  });
});

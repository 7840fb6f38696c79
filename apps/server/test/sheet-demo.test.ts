import { demoQuestions } from '@zhijuan/demo-bank';
import { layoutSheet, type SheetLayout, type SheetSpec } from '@zhijuan/sheet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/db/schema';
import { DEMO_EXAM_NAME, seedDemoExam } from '../src/seed/exam';
import { syncTemplatePapers } from '../src/seed/papers';
import { bankSourceVersion, syncQuestionBank } from '../src/seed/questions/load';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';

// The demo exam's answer sheet as a teacher prints it: the packed layout fits the paper on one sheet.
let t: TestApp;
let spec: SheetSpec;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  await syncQuestionBank(db, demoQuestions, bankSourceVersion());
  await syncTemplatePapers(db);
  await seedDemoExam(t.ctx, new Date());
  const exam = (await db.query.assignments.findFirst({ where: eq(assignments.name, DEMO_EXAM_NAME) }))!;
  const headers = bearer(await signIn(t.app, 'teacher'));
  const res = await t.app.inject({ method: 'GET', url: `/api/teacher/assignment/${exam.id}/sheet`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const info = res.json().data;
  const questions = info.paper.sections.flatMap((s: { questions: { score: number }[] }) => s.questions);
  // The paper the sheet is for: 23 questions, 100 points.
  expect(questions).toHaveLength(23);
  expect(questions.reduce((n: number, q: { score: number }) => n + q.score, 0)).toBe(100);
  spec = info.spec;
}, 240_000);
afterAll(() => t?.close());

const noAnswer = (layout: SheetLayout) =>
  layout.pages.flatMap((p) => p.elements.filter((e) => e.type === 'text' && e.text === '请勿在此区域作答'));

describe('the demo exam’s answer sheet', () => {
  it('fits one A4 sheet printed on both sides, with no 请勿在此区域作答 block', () => {
    expect(spec.paper).toBe('A4');
    const layout = layoutSheet({ ...spec, duplex: true });
    expect(layout.pages).toHaveLength(2);
    expect(noAnswer(layout)).toEqual([]);
  });

  it('takes two A4 pages printed on one side, filled', () => {
    const layout = layoutSheet(spec);
    expect(layout.pages).toHaveLength(2);
    expect(noAnswer(layout)).toEqual([]);
  });
});

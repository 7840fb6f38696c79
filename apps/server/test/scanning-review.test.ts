import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossShape, stainShape } from '../../../packages/omr/test-support/damage';
import { drawOver } from '../../../packages/omr/test-support/phone';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { fill, pencil, rasterise, recognised, type SheetTemplate, upload } from './scan-helpers';

// What recognition sends to a person: 多涂, 疑似改涂 and stains, with the school's 多涂处理 setting.

let t: TestApp;
let teacher: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
let roster: { classId: string }[];

beforeAll(async () => {
  t = await createTestApp({ SCAN_WORKERS: '2' });
  kit = await assignmentKit(t);
  teacher = bearer(await signIn(t.app, 'teacher'));
  roster = (await kit.classIds(teacher, ['七年级1班'])).map((classId: string) => ({ classId }));
}, 120_000);
afterAll(() => t.close());

const sheetOf = async (studentId: string, exam: string) => {
  const res = await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam}/scan/sheets?size=200`);
  return res.body.data.records.find((r: { studentId: string }) => r.studentId === studentId);
};

describe('多涂处理, crossed-out answers and stains', { timeout: 240_000 }, () => {
  it('sends 多涂, 疑似改涂 and stained questions to 异常处理 with their zoom, and scores 多涂 by rule when the school says so', async () => {
    const made = await kit.give(teacher, {
      paperId: (await kit.paper(teacher)).id,
      kind: 'exam',
      name: '扫描复核',
      examDate: '2026-11-22',
      classIds: [roster[0]!.classId],
    });
    expect(made.status, made.body.message).toBe(200);
    const exam: string = made.body.data.id;
    const tpl = await kit.call(teacher, 'POST', `/api/teacher/assignment/${exam}/sheet/template`);
    const sheet: SheetTemplate = JSON.parse(tpl.raw.body);
    const pdf = await kit.call(teacher, 'POST', `/api/teacher/assignment/${exam}/sheet/pdf`, {
      personalised: true,
      classIds: [roster[0]!.classId],
    });
    const [p1, p2, p3, p4] = rasterise(pdf.raw.rawPayload, [1, 4]) as [Buffer, Buffer, Buffer, Buffer];
    const batch = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', { assignmentId: exam });
    const bubble = (question: string, option: string) =>
      sheet.pages[0]!.bubbles.find((b) => b.question === question && b.option === option)!;

    // The default, and only a school manager changes it.
    const settings = await kit.call(teacher, 'GET', '/api/teacher/scan/settings');
    expect(settings.body.data).toEqual({ multipleMarks: 'review', canEdit: false });
    const refused = await kit.call(teacher, 'PUT', '/api/teacher/scan/settings', { multipleMarks: 'rule' });
    expect(refused.status).toBe(403);

    // 多涂: two answers on a single-choice question.
    const over = await fill(p1, sheet, pencil({ 1: 'AC', 2: 'B', 3: 'T' }));
    // 疑似改涂: A filled, then an X through it, and C filled instead.
    const crossed = await drawOver(await fill(p2, sheet, pencil({ 1: 'AC', 2: 'B' })), [
      crossShape(bubble('1', 'A'), { kind: 'x', beyondMm: 1.5, darkness: 0.8, widthMm: 0.5 }),
    ]);
    // A coffee stain with a dark rim over the single-choice bubbles.
    const b2 = bubble('2', 'B');
    const stained = await drawOver(await fill(p3, sheet, pencil({ 1: 'D', 2: 'B' })), [
      stainShape({ xMm: b2.xMm + 3, yMm: b2.yMm, radiusMm: 7, inside: 0.18, rim: 0.42, rimMm: 1, seed: 5 }),
    ]);
    const ids: Record<string, string> = {};
    for (const [name, bytes] of [
      ['over.png', over],
      ['crossed.png', crossed],
      ['stained.png', stained],
    ] as const) {
      const res = await upload(t.app, teacher, batch.body.data.id, name, bytes);
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = res.json().data.pages[0].id;
    }
    await recognised(t.app, teacher, exam);
    const detail = async (name: string) =>
      (await kit.call(teacher, 'GET', `/api/teacher/scan/page/${ids[name]}`)).body.data;
    const zoomOf = async (name: string, query: string) => {
      const res = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${ids[name]}/image?${query}`);
      expect(res.status).toBe(200);
      expect(res.raw.headers['content-type']).toBe('image/jpeg');
      return sharp(res.raw.rawPayload).metadata();
    };

    const o = await detail('over.png');
    expect(o.problems).toEqual(['ambiguous']);
    expect(o.detail).toBe('第 1 题多涂');
    expect(o.flags['1']).toBe('multiple');
    expect((await zoomOf('over.png', 'question=1')).width).toBeGreaterThan(100);

    const c = await detail('crossed.png');
    expect(c.problems).toEqual(['ambiguous']);
    expect(c.flags['1']).toBe('crossed');
    expect(c.detail).toContain('第 1 题疑似改涂');
    expect((await zoomOf('crossed.png', 'question=1')).width).toBeGreaterThan(100);

    const st = await detail('stained.png');
    expect(st.problems).toEqual(['ambiguous']);
    expect(st.stain.questions).toContain('2');
    expect(st.flags['2']).toBe('ambiguous');
    expect(st.detail).toContain('有污渍');
    expect((await zoomOf('stained.png', 'stain=1')).width).toBeGreaterThan(100);
    expect(
      (await kit.call(teacher, 'GET', `/api/teacher/scan/page/${ids['over.png']}/image?stain=1`)).status,
    ).toBe(404);
    const listed = (
      await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam}/scan/pages?problem=ambiguous&size=50`)
    ).body.data.records.map((p: { id: string }) => p.id);
    expect(listed.sort()).toEqual(Object.values(ids).sort());

    // 按规则判分: a page read from now on with two answers is scored as read, no one asked.
    const admin = bearer(await signIn(t.app, 'admin'));
    const set = await kit.call(admin, 'PUT', '/api/teacher/scan/settings', { multipleMarks: 'rule' });
    expect(set.status, set.body.message).toBe(200);
    expect(set.body.data).toEqual({ multipleMarks: 'rule', canEdit: true });
    const bad = await kit.call(admin, 'PUT', '/api/teacher/scan/settings', { multipleMarks: 'maybe' });
    expect(bad.status).toBe(400);
    const res = await upload(
      t.app,
      teacher,
      batch.body.data.id,
      'over-rule.png',
      await fill(p4, sheet, pencil({ 1: 'BD', 2: 'A' })),
    );
    const ruled = res.json().data.pages[0].id;
    await recognised(t.app, teacher, exam);
    const r = (await kit.call(teacher, 'GET', `/api/teacher/scan/page/${ruled}`)).body.data;
    expect(r.problems).toEqual([]);
    expect(r.flags['1']).toBe('multiple');
    expect((await sheetOf(r.student.id, exam)).answers['1']).toBe('BD');
    await kit.call(admin, 'PUT', '/api/teacher/scan/settings', { multipleMarks: 'review' });
  });
});

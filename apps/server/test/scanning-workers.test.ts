import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, scanPages } from '../src/db/schema';
import { startScanRunner } from '../src/modules/scanning';
import type { assignmentKit, Headers } from './assignment-helpers';
import { createTestApp, type TestApp } from './helpers';
import {
  coverQr,
  fill,
  idMarks,
  pencil,
  rasterise,
  recognised,
  type SheetTemplate,
  scanningExam,
  upload,
} from './scan-helpers';

// Recognition by workers — a lease that ran out, a restart, two workers on one database — and a
// person choosing the exam of a sheet whose QR code was not read. Reading files, fixing marks and
// zoom are in scanning.test.ts; 多涂 and stains in scanning-review.test.ts.

let t: TestApp;
let teacher: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
let examId: string;
let template: SheetTemplate;
let roster: { id: string; name: string; studentNo: string; classId: string; className: string }[];
let personal: Buffer[];
let blank: Buffer;
let batchId: string;
let class2Id: string;
let otherOrgId: string;

const pageIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SCAN_WORKERS: '2' });
  ({ kit, otherOrgId, teacher, examId, class2Id, roster, template, personal, blank, batchId } =
    await scanningExam(t));
  // Two sheets read: a personalised one and a blank one of class 2 with its 考号 filled in.
  const class2 = roster.find((s) => s.classId === class2Id)!;
  const files: [string, Buffer][] = [
    ['s2.png', await fill(personal[1]!, template, pencil({ 2: 'D', 3: 'F' }, { 1: 'B' }))],
    [
      'class2.png',
      await fill(blank, template, [
        ...idMarks(class2.studentNo.padStart(template.idDigits, '0')),
        ...pencil({ 1: 'D', 2: 'B' }),
      ]),
    ],
  ];
  for (const [name, bytes] of files) {
    const res = await upload(t.app, teacher, batchId, name, bytes);
    expect(res.statusCode, res.body).toBe(200);
    pageIds[name] = res.json().data.pages[0].id;
  }
  await recognised(t.app, teacher, examId);
}, 240_000);
afterAll(() => t.close());

const summary = async () =>
  (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/scan/summary`)).body.data;
const sheetOf = async (studentId: string, exam = examId) => {
  const res = await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam}/scan/sheets?size=200`);
  return res.body.data.records.find((r: { studentId: string }) => r.studentId === studentId);
};

// Reading pages takes real time, and more on a busy machine: each test may wait for a stack of them.
describe('recognition workers', { timeout: 240_000 }, () => {
  it('takes a page back when the worker reading it died (its lease ran out)', async () => {
    const id = pageIds['class2.png']!;
    await t.ctx.database.db
      .update(scanPages)
      .set({ status: 'processing', leaseUntil: new Date(Date.now() - 1000), result: null })
      .where(eq(scanPages.id, id));
    t.app.scanning.wake();
    await recognised(t.app, teacher, examId);
    const [row] = await t.ctx.database.db.select().from(scanPages).where(eq(scanPages.id, id));
    expect(row!.status).toBe('done');
    expect(row!.attempts).toBe(2);
    expect((row!.result as { answers: Record<string, string> }).answers['1']).toBe('D');
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'after a restart of the embedded server, reads again at once what it was reading when it stopped',
    async () => {
      const id = pageIds['s2.png']!;
      await t.ctx.database.db
        .update(scanPages)
        .set({ status: 'processing', leaseUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(scanPages.id, id));
      const restarted = startScanRunner(t.ctx, 1);
      try {
        await recognised(t.app, teacher, examId);
        const [row] = await t.ctx.database.db.select().from(scanPages).where(eq(scanPages.id, id));
        expect(row!.status).toBe('done');
      } finally {
        await restarted.stop();
      }
    },
  );

  it('shares the pages between two workers on one database, each page read once', async () => {
    // A second worker process as `npm run worker` runs it: on PostgreSQL its claims race this app's.
    const second = startScanRunner(t.ctx, 2);
    try {
      const class2 = roster.filter((s) => s.classId === class2Id).slice(10, 18);
      const ids: string[] = [];
      for (const [i, s] of class2.entries()) {
        const png = await fill(blank, template, [
          ...idMarks(s.studentNo.padStart(template.idDigits, '0')),
          ...pencil({ 1: 'ABCD'[i % 4]! }),
        ]);
        const res = await upload(t.app, teacher, batchId, `more-${i}.png`, png);
        ids.push(res.json().data.pages[0].id);
      }
      second.wake();
      await recognised(t.app, teacher, examId);
      const rows = await t.ctx.database.db.select().from(scanPages).where(inArray(scanPages.id, ids));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['done', 1]));
      for (const [i, s] of class2.entries()) expect((await sheetOf(s.id)).answers['1']).toBe('ABCD'[i % 4]);
    } finally {
      await second.stop();
    }
  });
});

describe('a sheet whose QR code was not read', { timeout: 240_000 }, () => {
  it('lets a person say which exam a sheet whose QR code was not read belongs to, and reads it again with that sheet', async () => {
    // Exam B, for 七年级2班 only; its sheets scanned, QR codes covered, into the batch of exam A.
    const paper = await kit.paper(teacher);
    const made = await kit.give(teacher, {
      paperId: paper.id,
      kind: 'exam',
      name: '扫描测验（二）',
      examDate: '2026-11-21',
      classIds: [class2Id],
    });
    expect(made.status, made.body.message).toBe(200);
    const examB: string = made.body.data.id;
    const tplB: SheetTemplate = JSON.parse(
      (await kit.call(teacher, 'POST', `/api/teacher/assignment/${examB}/sheet/template`)).raw.body,
    );
    const pdf = async (personalised: boolean) =>
      rasterise(
        (
          await kit.call(teacher, 'POST', `/api/teacher/assignment/${examB}/sheet/pdf`, {
            personalised,
            ...(personalised ? { classIds: [class2Id] } : {}),
          })
        ).raw.rawPayload,
        [1, 1],
      )[0]!;
    const class2 = roster.filter((s) => s.classId === class2Id);
    const [x, y] = [class2[20]!, class2[21]!];
    const blankB = await fill(await coverQr(await pdf(false), tplB), tplB, [
      ...idMarks(x.studentNo.padStart(tplB.idDigits, '0')),
      ...pencil({ 1: 'B', 2: 'A', 3: 'F' }),
    ]);
    // A personalised sheet's 考号 is printed in its bubbles; a blank one left without is a person's to name.
    const personalB = await fill(await coverQr(await pdf(true), tplB), tplB, pencil({ 1: 'D', 2: 'D' }));
    const noIdB = await fill(await coverQr(await pdf(false), tplB), tplB, pencil({ 1: 'C' }));
    const ids: string[] = [];
    for (const [name, png] of [
      ['b-blank.png', blankB],
      ['b-personal.png', personalB],
      ['b-no-id.png', noIdB],
    ] as const)
      ids.push((await upload(t.app, teacher, batchId, name, png)).json().data.pages[0].id);
    const [blankId, personalId, noIdId] = ids as [string, string, string];
    const before = await recognised(t.app, teacher, examId);
    const page = async (id: string) =>
      (await kit.call(teacher, 'GET', `/api/teacher/scan/page/${id}`)).body.data;
    const choose = async (id: string, body: object) =>
      kit.call(teacher, 'PUT', `/api/teacher/scan/page/${id}`, {
        version: (await page(id)).version,
        ...body,
      });
    for (const id of ids) {
      expect((await page(id)).problems).toContain('unidentified');
      expect((await page(id)).assignmentId).toBeNull();
    }
    expect(before.byProblem.unidentified).toBe(3);

    // Refused: a page whose exam was read, another school's exam, an exam that is not there.
    const read = await choose(pageIds['s2.png']!, { assignmentId: examB });
    expect(read.status).toBe(400);
    expect(read.body.message).toContain('未识别考试');
    const [a] = await t.ctx.database.db.select().from(assignments).where(eq(assignments.id, examId));
    const { id: _id, ...copy } = a!;
    const [foreign] = await t.ctx.database.db
      .insert(assignments)
      .values({ ...copy, orgId: otherOrgId })
      .returning({ id: assignments.id });
    expect((await choose(blankId, { assignmentId: foreign!.id })).status).toBe(404);
    expect((await choose(blankId, { assignmentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await page(blankId)).problems).toContain('unidentified');

    // Chosen: the pages read again with B's sheet, the students from their 考号 bubbles.
    const chosen = await choose(blankId, { assignmentId: examB });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.data).toMatchObject({ status: 'queued', assignmentId: examB, problems: [] });
    expect((await choose(personalId, { assignmentId: examB })).status).toBe(200);
    const noIdBefore = await page(noIdId);
    expect((await choose(noIdId, { assignmentId: examB })).status).toBe(200);
    // Listed under both exams while it is read, and after.
    const inB = async () =>
      (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examB}/scan/pages?size=100`)).body.data
        .records;
    expect((await inB()).map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
    await recognised(t.app, teacher, examId);
    await recognised(t.app, teacher, examB);
    const blank = await page(blankId);
    expect(blank).toMatchObject({ status: 'done', assignmentId: examB, problems: [], examChosen: true });
    expect(blank.student.id).toBe(x.id);
    expect((await sheetOf(x.id, examB)).answers).toMatchObject({ 1: 'B', 2: 'A', 3: 'F' });
    expect(await sheetOf(x.id)).toBeUndefined();
    const personal = await page(personalId);
    expect(personal).toMatchObject({ assignmentId: examB, problems: [] });
    expect(personal.student.className).toBe(x.className);
    expect((await sheetOf(personal.student.id, examB)).answers).toMatchObject({ 1: 'D', 2: 'D' });

    // No 考号 on the sheet: a person names the student, one of B's.
    const noId = await page(noIdId);
    expect(noId).toMatchObject({ assignmentId: examB, problems: ['student'] });
    const notInB = roster.find((s) => s.classId !== class2Id)!;
    const outside = await choose(noIdId, { studentId: notInB.id });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('不在这次考试的班级中');
    const named = await choose(noIdId, { studentId: y.id });
    expect(named.status, named.body.message).toBe(200);
    expect(named.body.data.problems).toEqual([]);
    expect((await sheetOf(y.id, examB)).answers).toMatchObject({ 1: 'C' });
    const stale = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${noIdId}`, {
      version: noIdBefore.version,
      assignmentId: examB,
    });
    expect(stale.status).toBe(409);

    const sB = (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examB}/scan/summary`)).body.data;
    expect(sB).toMatchObject({ scannedStudents: 3, counts: { pages: 3, queued: 0 } });
    expect(sB.byProblem).toEqual({});
    const sA = await summary();
    expect(sA.counts.pages).toBe(before.counts.pages);
    expect(sA.byProblem.unidentified).toBeUndefined();
    const history = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${blankId}/corrections`);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      before: { assignmentId: null },
      after: { assignmentId: examB },
    });
  });
});

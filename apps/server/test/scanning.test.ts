import { eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossShape, stainShape } from '../../../packages/omr/test-support/damage';
import { drawOver } from '../../../packages/omr/test-support/phone';
import { assignments, scanPages } from '../src/db/schema';
import { startScanRunner } from '../src/modules/scanning';
import { assignmentKit, type Headers } from './assignment-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import {
  coverQr,
  fill,
  idMarks,
  pencil,
  rasterise,
  recognised,
  type SheetTemplate,
  upload,
} from './scan-helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Headers;
let otherAdmin: Headers;
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
  kit = await assignmentKit(t);
  otherOrgId = (await otherSchool(t.ctx.database.db)).orgId;
  teacher = bearer(await signIn(t.app, 'teacher'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
  const p = await kit.paper(teacher);
  const classIds = await kit.classIds(teacher, ['七年级1班', '七年级2班']);
  const res = await kit.give(teacher, {
    paperId: p.id,
    kind: 'exam',
    name: '扫描测验',
    examDate: '2026-11-20',
    classIds,
  });
  expect(res.status, res.body.message).toBe(200);
  examId = res.body.data.id;
  class2Id = classIds[1];
  roster = (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/students`)).body.data;
  const tpl = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/template`);
  template = JSON.parse(tpl.raw.body);
  const pdf = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/pdf`, {
    personalised: true,
    classIds: [classIds[0]],
  });
  expect(pdf.status).toBe(200);
  personal = rasterise(pdf.raw.rawPayload, [1, 4]);
  const empty = await kit.call(teacher, 'POST', `/api/teacher/assignment/${examId}/sheet/pdf`, {
    personalised: false,
  });
  blank = rasterise(empty.raw.rawPayload, [1, 1])[0]!;
  const batch = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', { assignmentId: examId });
  expect(batch.status, batch.body.message).toBe(200);
  batchId = batch.body.data.id;
}, 120_000);
afterAll(() => t.close());

const summary = async () =>
  (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/scan/summary`)).body.data;
const pages = async (query = '') =>
  (await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/scan/pages?size=100${query}`)).body.data;
const sheetOf = async (studentId: string, exam = examId) => {
  const res = await kit.call(teacher, 'GET', `/api/teacher/assignment/${exam}/scan/sheets?size=200`);
  return res.body.data.records.find((r: { studentId: string }) => r.studentId === studentId);
};

// Reading pages takes real time, and more on a busy machine: each test may wait for a stack of them.
describe('scanning an exam from files', { timeout: 240_000 }, () => {
  it('reads personalised and blank sheets, a zip and a scanner PDF, and says what needs a person', async () => {
    const [a, b, c, d] = personal as [Buffer, Buffer, Buffer, Buffer];
    const class2 = roster.find((s) => s.classId === class2Id)!;
    const files: [string, Buffer][] = [
      ['s1.png', await fill(a, template, pencil({ 1: 'A', 2: 'C', 3: 'T' }))],
      ['s2.png', await fill(b, template, pencil({ 2: 'D', 3: 'F' }, { 1: 'B' }))],
      [
        'class2.png',
        await fill(blank, template, [
          ...idMarks(class2.studentNo.padStart(template.idDigits, '0')),
          ...pencil({ 1: 'D', 2: 'B' }),
        ]),
      ],
      [
        'nobody.png',
        await fill(blank, template, [...idMarks('9'.repeat(template.idDigits)), ...pencil({ 1: 'A' })]),
      ],
      [
        'white.png',
        await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      ],
    ];
    for (const [name, bytes] of files) {
      const res = await upload(t.app, teacher, batchId, name, bytes);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.pages).toHaveLength(1);
      expect(res.json().data.pages[0].duplicate).toBe(false);
      pageIds[name] = res.json().data.pages[0].id;
    }
    // A zip of one page, and a scanner PDF: its JPEG taken out as it is.
    const zip = Buffer.from(
      zipSync({ 'stack/c.png': new Uint8Array(await fill(c, template, pencil({ 1: 'C' }))) }),
    );
    expect((await upload(t.app, teacher, batchId, 'stack.zip', zip)).json().data.pages).toHaveLength(1);
    const doc = await PDFDocument.create();
    const jpg = await doc.embedJpg(await sharp(d).jpeg({ quality: 85 }).toBuffer());
    doc.addPage([595, 842]).drawImage(jpg, { x: 0, y: 0, width: 595, height: 842 });
    const fromPdf = await upload(t.app, teacher, batchId, 'scanner.pdf', Buffer.from(await doc.save()));
    expect(fromPdf.statusCode, fromPdf.body).toBe(200);

    const s = await recognised(t.app, teacher, examId);
    expect(s.counts).toMatchObject({ pages: 7, queued: 0, done: 7 });
    expect(s.scannedStudents).toBe(5);
    expect(s.studentCount).toBe(roster.length);
    expect(s.missing).toHaveLength(roster.length - 5);
    expect(s.byProblem).toEqual({ ambiguous: 1, student: 1, unreadable: 1 });

    const s1 = await sheetOf(roster[0]!.id);
    expect(s1.answers).toMatchObject({ 1: 'A', 2: 'C', 3: 'T' });
    expect(s1.flags).toEqual({});
    expect((await sheetOf(class2.id)).answers).toMatchObject({ 1: 'D', 2: 'B', 3: '' });
    expect((await sheetOf(roster[2]!.id)).answers).toMatchObject({ 1: 'C' });
    expect(await sheetOf(roster[3]!.id)).toBeTruthy();

    const nobody = (await pages('&problem=student')).records[0];
    expect(nobody.detail).toContain('名单中没有这名学生');
    const white = (await pages('&problem=unreadable')).records[0];
    expect(white.fileName).toBe('white.png');
    expect(white.detail).toContain('定位点');

    const [row] = await t.ctx.database.db.select().from(assignments).where(eq(assignments.id, examId));
    expect(row!.status).toBe('scanning');
    const list = await kit.call(teacher, 'GET', '/api/teacher/assignment?size=50');
    expect(list.body.data.records.find((r: { id: string }) => r.id === examId).scannedCount).toBe(5);
  });

  it('never doubles a page uploaded again, and refuses what is not a scan with nothing stored', async () => {
    const again = await upload(
      t.app,
      teacher,
      batchId,
      's1-again.png',
      await fill(personal[0]!, template, pencil({ 1: 'A', 2: 'C', 3: 'T' })),
    );
    expect(again.json().data.pages).toEqual([{ id: pageIds['s1.png'], duplicate: true }]);
    const before = (await summary()).counts.pages;
    const bad = await upload(t.app, teacher, batchId, 'notes.txt', Buffer.from('这不是扫描件'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('只支持 JPG、PNG、TIFF');
    const badZip = await upload(t.app, teacher, batchId, 'broken.zip', Buffer.from('PK\u0003\u0004broken'));
    expect(badZip.statusCode).toBe(400);
    expect((await summary()).counts.pages).toBe(before);
  });

  it('lets a person fix an unclear mark and an unknown student, recording each change and refusing a stale one', async () => {
    const unclear = (await pages('&problem=ambiguous')).records[0];
    expect(unclear.flags['1']).toBe('ambiguous');
    const stale = unclear.version;
    const fixed = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${unclear.id}`, {
      version: stale,
      answers: { 1: 'B' },
    });
    expect(fixed.status, fixed.body.message).toBe(200);
    expect(fixed.body.data.problems).toEqual([]);
    expect(fixed.body.data.answers['1']).toBe('B');
    const late = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${unclear.id}`, {
      version: stale,
      answers: { 1: 'C' },
    });
    expect(late.status).toBe(409);
    expect((await sheetOf(roster[1]!.id)).answers['1']).toBe('B');
    const wrongOption = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${unclear.id}`, {
      version: fixed.body.data.version,
      answers: { 1: 'E' },
    });
    expect(wrongOption.status).toBe(400);
    const history = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${unclear.id}/corrections`);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ before: { 'answer:1': '' }, after: { 'answer:1': 'B' } });

    const nobody = (await pages('&problem=student')).records[0];
    const other = roster.filter((s) => s.classId === class2Id)[5]!;
    const named = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${nobody.id}`, {
      version: nobody.version,
      studentId: other.id,
    });
    expect(named.status, named.body.message).toBe(200);
    expect(named.body.data.student.id).toBe(other.id);
    expect(named.body.data.problems).toEqual([]);
    expect((await sheetOf(other.id)).answers['1']).toBe('A');
    const s = await summary();
    expect(s.byProblem).toEqual({ unreadable: 1 });
    expect(s.scannedStudents).toBe(6);
  });

  it('marks two scans of one student as duplicates until one is set aside', async () => {
    const rescan = await sharp(await fill(personal[0]!, template, pencil({ 1: 'B', 2: 'C', 3: 'T' })))
      .jpeg({ quality: 80 })
      .toBuffer();
    const res = await upload(t.app, teacher, batchId, 's1-rescan.jpg', rescan);
    const id = res.json().data.pages[0].id;
    await recognised(t.app, teacher, examId);
    const dups = (await pages('&problem=duplicate')).records;
    expect(dups.map((p: { id: string }) => p.id).sort()).toEqual([id, pageIds['s1.png']].sort());
    // One student scanned twice: two pages, one student, each page naming the batch it came in.
    const before = await summary();
    expect(before.byProblem.duplicate).toBe(2);
    expect(before.duplicateStudents).toBe(1);
    for (const p of dups) expect(p.batchName).toMatch(/扫描$/);
    const first = dups.find((p: { id: string }) => p.id === pageIds['s1.png']);
    const put = await kit.call(teacher, 'PUT', `/api/teacher/scan/page/${first.id}`, {
      version: first.version,
      discard: true,
    });
    expect(put.status, put.body.message).toBe(200);
    expect((await pages('&problem=duplicate')).records).toEqual([]);
    expect((await sheetOf(roster[0]!.id)).answers['1']).toBe('B');
    expect((await summary()).duplicateStudents).toBe(0);
  });

  it('shows the page, a zoomed question and the written answers cut out', async () => {
    const id = pageIds['s2.png']!;
    const page = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${id}/image`);
    expect(page.raw.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(page.raw.rawPayload).metadata()).width).toBe(1400);
    const zoom = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${id}/image?question=1`);
    const z = await sharp(zoom.raw.rawPayload).metadata();
    expect(z.width! / z.height!).toBeGreaterThan(2);
    const detail = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${id}`);
    expect(detail.body.data.regions.map((r: { question: string }) => r.question)).toEqual(['4', '5']);
    const crop = await kit.call(teacher, 'GET', `/api/teacher/scan/page/${id}/region/1`);
    expect(crop.raw.headers['content-type']).toBe('image/png');
    // Full resolution: the 解答 region is 180 mm or so wide, ~12 px a millimetre at 300 dpi.
    expect((await sharp(crop.raw.rawPayload).metadata()).width).toBeGreaterThan(1500);
  });

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

  it('keeps the 试卷分配给学科老师 choice of the scan settings on the batch', async () => {
    const made = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', {
      assignmentId: examId,
      source: 'agent',
      toSubjectTeachers: true,
    });
    expect(made.body.data).toMatchObject({ source: 'agent', toSubjectTeachers: true });
    const list = await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/scan/batches`);
    const mine = list.body.data.find((b: { id: string }) => b.id === made.body.data.id);
    expect(mine).toMatchObject({ toSubjectTeachers: true, counts: { pages: 0 } });
    const first = list.body.data.find((b: { id: string }) => b.id === batchId);
    expect(first.toSubjectTeachers).toBe(false);
    // Every page of the exam came in the first batch: its counts are the exam's.
    const summary = await kit.call(teacher, 'GET', `/api/teacher/assignment/${examId}/scan/summary`);
    expect(first.counts.pages).toBeGreaterThan(0);
    expect(first.counts).toEqual(summary.body.data.counts);
  });

  it('keeps another school out', async () => {
    const id = pageIds['s1.png']!;
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/scan/page/${id}`)).status).toBe(404);
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/scan/page/${id}/image`)).status).toBe(404);
    expect((await upload(t.app, otherAdmin, batchId, 'x.png', personal[0]!)).statusCode).toBe(404);
    expect((await kit.call(otherAdmin, 'GET', `/api/teacher/assignment/${examId}/scan/summary`)).status).toBe(
      404,
    );
    expect(
      (await kit.call(otherAdmin, 'POST', '/api/teacher/scan/batch', { assignmentId: examId })).status,
    ).toBe(404);
  });

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

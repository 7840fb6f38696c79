import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../src/db/schema';
import type { assignmentKit, Headers } from './assignment-helpers';
import { createTestApp, type TestApp } from './helpers';
import { fill, idMarks, pencil, recognised, type SheetTemplate, scanningExam, upload } from './scan-helpers';

// Scanning an exam from files: reading them, what needs a person and fixing it, zoom, other schools.
// Recognition workers and a sheet whose QR code was not read are in scanning-workers.test.ts; 多涂
// and stains in scanning-review.test.ts.

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

const pageIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SCAN_WORKERS: '2' });
  ({ kit, teacher, otherAdmin, examId, class2Id, roster, template, personal, blank, batchId } =
    await scanningExam(t));
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

  it('streams live progress: the summary at once, as an event stream, and nothing to another school', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/teacher/assignment/${examId}/scan/events`;
    const stop = new AbortController();
    const res = await fetch(url, { headers: teacher, signal: stop.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    stop.abort();
    const [event, data] = text.split('\n');
    expect(event).toBe('event: summary');
    expect(JSON.parse(data!.slice('data: '.length))).toEqual(await summary());
    const foreign = await fetch(url, { headers: otherAdmin });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBeTruthy();
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
});

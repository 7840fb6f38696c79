import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMapProblems, proposePageMap } from '../src/modules/books/page-map';
import { addOutline } from '../src/seed/books/outline';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { docxOf, uploadResource } from './resource-helpers';
import { otherSchool, uploadFile } from './school-helpers';

let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let stranger: Record<string, string>;

const TEXTBOOK = 'cz.math.rj.7a';
const CH1 = 'cz.math.rj.7a.1';
const S11 = 'cz.math.rj.7a.1.1';
const S12 = 'cz.math.rj.7a.1.2';
const L121 = 'cz.math.rj.7a.1.2.1';
const L122 = 'cz.math.rj.7a.1.2.2';

/** A 12-page PDF whose outline names 第一章, 1.1, 1.2 and its first two lessons, like a real book. */
async function samplePdf(pages = 12) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([595, 842]).drawText(`page ${i}`, { x: 60, y: 780, size: 14, font });
  addOutline(doc, [
    {
      title: '第一章 有理数',
      page: 2,
      children: [
        { title: '1.1 正数和负数', page: 3 },
        {
          title: '1.2 有理数',
          page: 5,
          children: [
            { title: '1.2.1 有理数', page: 5 },
            { title: '1.2.2 数轴', page: 7 },
          ],
        },
      ],
    },
  ]);
  return Buffer.from(await doc.save());
}

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  h: Record<string, string>,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

let bookId = '';

beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
  admin = bearer(await signIn(t.app, 'admin'));
  teacher = bearer(await signIn(t.app, 'teacher'));
  stranger = bearer(await signIn(t.app, 'other-admin'));
});
afterAll(() => t.close());

describe('page-map rules', () => {
  const nodes = [
    { id: CH1, pid: null, name: '第一章 有理数' },
    { id: S11, pid: CH1, name: '1.1 正数和负数' },
    { id: S12, pid: CH1, name: '1.2 有理数' },
    { id: L121, pid: S12, name: '1.2.1 有理数' },
    { id: L122, pid: S12, name: '1.2.2 数轴' },
  ];
  it('accepts ordered ranges inside their parents, siblings sharing a boundary page', () => {
    expect(
      pageMapProblems(
        [
          { nodeId: CH1, start: 2, end: 12 },
          { nodeId: S11, start: 3, end: 5 },
          { nodeId: S12, start: 5, end: 12 },
          { nodeId: L121, start: 5, end: 7 },
          { nodeId: L122, start: 7, end: 9 },
        ],
        nodes,
        12,
      ),
    ).toEqual([]);
  });
  it('refuses pages beyond the book, reversed ranges, overlaps, order, parents and foreign nodes', () => {
    const p = (entries: { nodeId: string; start: number; end: number }[]) =>
      pageMapProblems(entries, nodes, 12);
    expect(p([{ nodeId: S11, start: 3, end: 13 }])).toEqual([
      '「1.1 正数和负数」的页码超出教材页数（共 12 页）',
    ]);
    expect(p([{ nodeId: S11, start: 6, end: 4 }])).toEqual(['「1.1 正数和负数」的起始页 6 大于结束页 4']);
    expect(
      p([
        { nodeId: S11, start: 3, end: 8 },
        { nodeId: S12, start: 5, end: 9 },
      ]),
    ).toEqual(['「1.1 正数和负数」（3–8）与「1.2 有理数」（5–9）的页码重叠']);
    expect(
      p([
        { nodeId: S11, start: 6, end: 8 },
        { nodeId: S12, start: 2, end: 4 },
      ])[0],
    ).toBe('「1.2 有理数」在目录中排在「1.1 正数和负数」之后，起始页不能更早');
    expect(
      p([
        { nodeId: S12, start: 5, end: 8 },
        { nodeId: L121, start: 4, end: 6 },
      ]),
    ).toEqual(['「1.2.1 有理数」的页码（4–6）应在「1.2 有理数」的页码范围内（5–8）']);
    expect(p([{ nodeId: 'cz.math.rj.7b.1', start: 1, end: 2 }])).toEqual([
      '章节「cz.math.rj.7b.1」不属于这本教材',
    ]);
    expect(
      p([
        { nodeId: S11, start: 1, end: 2 },
        { nodeId: S11, start: 3, end: 4 },
      ]),
    ).toEqual(['「1.1 正数和负数」重复出现']);
  });
  it('proposes a map from the outline that passes its own rules', () => {
    const outline = [
      { title: '第一章　有理数', page: 2, depth: 1 },
      { title: '1.1 正数和负数', page: 3, depth: 2 },
      { title: '1.2 有理数', page: 5, depth: 2 },
      { title: '1.2.1 有理数', page: 5, depth: 3 },
      { title: '1.2.2 数轴', page: 7, depth: 3 },
    ];
    const proposal = proposePageMap(outline, nodes, 12);
    expect(proposal.entries).toEqual([
      { nodeId: CH1, start: 2, end: 12 },
      { nodeId: S11, start: 3, end: 4 },
      { nodeId: S12, start: 5, end: 12 },
      { nodeId: L121, start: 5, end: 6 },
      { nodeId: L122, start: 7, end: 12 },
    ]);
    expect(proposal.unmatched).toEqual([]);
    expect(pageMapProblems(proposal.entries, nodes, 12)).toEqual([]);
  });
});

describe('uploading a digital book', () => {
  it('refuses a teacher, a file that is not a PDF and a broken PDF, storing nothing', async () => {
    const url = `/api/teacher/books?textbookId=${TEXTBOOK}&title=${encodeURIComponent('七年级上册')}`;
    const byTeacher = await uploadFile(t.app, url, teacher, await samplePdf(), 'book.pdf');
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().message).toBe('只有学校管理员可以上传数字教材');
    const notPdf = await uploadFile(t.app, url, admin, Buffer.from('PK\u0003\u0004 not a pdf'), 'book.pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('文件不是 PDF，请上传 PDF 格式的电子教材');
    const broken = await uploadFile(
      t.app,
      url,
      admin,
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'),
      'book.pdf',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('PDF 文件已损坏，无法读取');
    const unknown = await uploadFile(
      t.app,
      '/api/teacher/books?textbookId=cz.math.nope&title=x',
      admin,
      await samplePdf(),
      'b.pdf',
    );
    expect(unknown.json().message).toBe('请选择教材版本和册别');
    expect((await call('GET', `/api/teacher/books?subjectId=cz.math`, admin)).body.data.books).toEqual([]);
  });

  it('stores the PDF with its page count and outline, and proposes the page map from it', async () => {
    const url = `/api/teacher/books?textbookId=${TEXTBOOK}&title=${encodeURIComponent('七年级上册 电子课本')}`;
    const res = await uploadFile(t.app, url, admin, await samplePdf(), 'book.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pageCount: 12, outlineEntries: 5 });
    bookId = res.json().data.id;
    const proposal = (await call('GET', `/api/teacher/books/${bookId}/page-map/proposal`, admin)).body.data;
    expect(proposal.entries).toContainEqual({ nodeId: L122, start: 7, end: 12 });
    const saved = await call('PUT', `/api/teacher/books/${bookId}/page-map`, admin, {
      version: 1,
      entries: proposal.entries,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ version: 2 });
  });

  it('refuses a bad map with the reason, a stale map and a teacher, keeping the saved one', async () => {
    const overlap = await call('PUT', `/api/teacher/books/${bookId}/page-map`, admin, {
      version: 2,
      entries: [
        { nodeId: S11, start: 3, end: 8 },
        { nodeId: S12, start: 5, end: 9 },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe('「1.1 正数和负数」（3–8）与「1.2 有理数」（5–9）的页码重叠');
    const stale = await call('PUT', `/api/teacher/books/${bookId}/page-map`, admin, {
      version: 1,
      entries: [],
    });
    expect(stale.status).toBe(409);
    const byTeacher = await call('PUT', `/api/teacher/books/${bookId}/page-map`, teacher, {
      version: 2,
      entries: [],
    });
    expect(byTeacher.status).toBe(403);
    const detail = (await call('GET', `/api/teacher/books/${bookId}`, teacher)).body.data;
    expect(detail.mapVersion).toBe(2);
    expect(detail.canManage).toBe(false);
    const lesson = detail.toc.find((n: { id: string }) => n.id === L121);
    expect(lesson).toMatchObject({ start: 5, end: 6, depth: 3 });
    // The book's order: the chapter first, its sections, their lessons.
    expect(detail.toc.slice(0, 4).map((n: { id: string }) => n.id)).toEqual([CH1, S11, S12, L121]);
  });
});

describe('reading a book', () => {
  it('lists it for the school’s teachers, the caller’s own textbook first', async () => {
    const list = (await call('GET', '/api/teacher/books?subjectId=cz.math', teacher)).body.data;
    expect(list.books).toHaveLength(1);
    expect(list.books[0]).toMatchObject({
      id: bookId,
      textbookName: '七年级上册',
      pageCount: 12,
      versionName: '人教版',
    });
    expect(list.canManage).toBe(false);
  });

  it('counts the 备课资源 a teacher may read under each node', async () => {
    const up = await uploadResource(t.app, teacher, await docxOf(['有理数 教学设计']), '有理数.docx', {
      title: '有理数 教学设计',
      kind: 'plan',
      subjectId: 'cz.math',
      textbookId: TEXTBOOK,
      bookNodeIds: L121,
    });
    expect(up.statusCode).toBe(200);
    const count = async (who: Record<string, string>) =>
      Object.fromEntries(
        (await call('GET', `/api/teacher/books/${bookId}`, who)).body.data.toc.map(
          (n: { id: string; resourceCount: number }) => [n.id, n.resourceCount],
        ),
      );
    expect(await count(teacher)).toMatchObject({ [L121]: 1, [S12]: 1, [CH1]: 1, [L122]: 0, [S11]: 0 });
    // A personal resource is its owner's: the school's administrator does not count it.
    expect((await count(admin))[L121]).toBe(0);
  });

  it('serves the PDF whole and by byte range', async () => {
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/teacher/books/${bookId}/file`,
      headers: teacher,
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/teacher/books/${bookId}/file`,
      headers: { ...teacher, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.byteLength).toBe(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.byteLength}`);
  });

  it('keeps another school out: 404 for the book, its file and its marks, and an empty list', async () => {
    expect((await call('GET', '/api/teacher/books?subjectId=cz.math', stranger)).body.data.books).toEqual([]);
    expect((await call('GET', `/api/teacher/books/${bookId}`, stranger)).status).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/teacher/books/${bookId}/file`,
      headers: stranger,
    });
    expect(file.statusCode).toBe(404);
    expect((await call('GET', `/api/teacher/books/${bookId}/marks`, stranger)).status).toBe(404);
    expect(
      (await call('PUT', `/api/teacher/books/${bookId}/page-map`, stranger, { version: 2, entries: [] }))
        .status,
    ).toBe(404);
  });

  it('keeps bookmarks and highlights per reader', async () => {
    const mark = await call('POST', `/api/teacher/books/${bookId}/marks`, teacher, {
      kind: 'bookmark',
      page: 5,
      note: '数轴导入',
    });
    expect(mark.status).toBe(200);
    const hl = await call('POST', `/api/teacher/books/${bookId}/marks`, teacher, {
      kind: 'highlight',
      page: 6,
      rect: { x: 0.1, y: 0.2, w: 0.5, h: 0.05 },
    });
    expect(hl.status).toBe(200);
    expect(
      (await call('POST', `/api/teacher/books/${bookId}/marks`, teacher, { kind: 'bookmark', page: 13 })).body
        .message,
    ).toBe('页码超出教材页数（共 12 页）');
    expect(
      (await call('POST', `/api/teacher/books/${bookId}/marks`, teacher, { kind: 'highlight', page: 2 }))
        .status,
    ).toBe(400);
    const mine = (await call('GET', `/api/teacher/books/${bookId}/marks`, teacher)).body.data;
    expect(mine.map((m: { page: number; kind: string }) => [m.page, m.kind])).toEqual([
      [5, 'bookmark'],
      [6, 'highlight'],
    ]);
    expect((await call('GET', `/api/teacher/books/${bookId}/marks`, admin)).body.data).toEqual([]);
    expect(
      (await call('DELETE', `/api/teacher/books/${bookId}/marks/${mark.body.data.id}`, admin)).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/teacher/books/${bookId}/marks/${mark.body.data.id}`, teacher)).status,
    ).toBe(200);
    expect((await call('GET', `/api/teacher/books/${bookId}/marks`, teacher)).body.data).toHaveLength(1);
  });
});

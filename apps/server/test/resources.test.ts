import fs from 'node:fs';
import path from 'node:path';
import type { ResourcePage, ResourcePreview, ResourceSummary } from '@zhijuan/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedZeros, zipOf } from './bombs';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { docxOf, mp4Of, pptxOf, uploadResource } from './resource-helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
let teacher: Record<string, string>;
let admin: Record<string, string>;
let director: Record<string, string>;
let otherAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
  teacher = bearer(await signIn(t.app, 'teacher'));
  admin = bearer(await signIn(t.app, 'admin'));
  director = bearer(await signIn(t.app, 'director'));
  otherAdmin = bearer(await signIn(t.app, 'other-admin'));
}, 60_000);
afterAll(() => t.close());

const storedFiles = () => {
  const root = path.join(t.ctx.config.dataDir, 'files', 'resources');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
};
const fileRows = async () =>
  Number(
    (
      (await t.ctx.database.db.execute(sql`select count(*)::int as n from resource_files`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows?.[0]?.n ?? 0,
  );

async function search(headers: Record<string, string>, query: string): Promise<ResourcePage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/resource/search?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('uploading resources', () => {
  let lesson: ResourceSummary;

  it('stores a real PPTX as 课件 of the teacher, its slide text searchable, in 我的资源', async () => {
    const bytes = await pptxOf(['一元一次方程的解法', '移项与合并同类项']);
    const res = await uploadResource(t.app, teacher, bytes, '3.2 解一元一次方程.pptx');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('上传成功');
    lesson = body.data.resource;
    expect(lesson).toMatchObject({
      title: '3.2 解一元一次方程',
      kind: 'courseware',
      scope: 'personal',
      ext: 'pptx',
      size: bytes.length,
      subjectId: 'cz.math',
      mine: true,
      canEdit: true,
      previewMode: 'pdf',
    });
    expect(body.data.duplicate).toBe(false);
    // Found by a word only on a slide, not in the title.
    const page = await search(teacher, `tab=mine&keyword=${encodeURIComponent('合并同类项')}`);
    expect(page.records.map((r) => r.id)).toEqual([lesson.id]);
    expect((await search(teacher, `tab=mine&keyword=${encodeURIComponent('勾股定理')}`)).records).toEqual([]);
  });

  it('is idempotent by content: the same bytes again give the same resource and store nothing new', async () => {
    const before = storedFiles();
    const bytes = await pptxOf(['一元一次方程的解法', '移项与合并同类项']);
    // pptxgenjs stamps the time into the file: reuse the stored bytes instead.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/resource/${lesson.id}/download`,
      headers: teacher,
    });
    expect(again.statusCode).toBe(200);
    expect(bytes.length).toBeGreaterThan(1000);
    const res = await uploadResource(t.app, teacher, again.rawPayload, '副本.pptx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ duplicate: true, resource: { id: lesson.id } });
    expect(res.json().message).toBe('你已上传过这个文件');
    expect(storedFiles()).toBe(before);
  });

  it('counts downloads and sends the file with its name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/resource/${lesson.id}/download`,
      headers: teacher,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('3.2 解一元一次方程.pptx'));
    const got = await t.app.inject({ method: 'GET', url: `/api/resource/${lesson.id}`, headers: teacher });
    expect(got.json().data.downloads).toBe(2);
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, number, RegExp][] = [
    [
      'a PNG named .pptx',
      () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      '课件.pptx',
      415,
      /扩展名不符/,
    ],
    [
      'a zip that is not a presentation',
      () => zipOf([{ name: 'a.txt', data: Buffer.from('hi'), method: 0, size: 2 }]),
      '课件.pptx',
      422,
      /不是有效的 PPTX/,
    ],
    [
      'an OOXML zip bomb',
      () =>
        zipOf([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0, size: 8 },
          { name: 'ppt/presentation.xml', data: deflatedZeros(3), size: 2000 * 1024 * 1024 },
        ]),
      '炸弹.pptx',
      422,
      /压缩炸弹/,
    ],
    [
      'a password-protected DOCX (a compound file holding EncryptedPackage)',
      () => {
        const b = Buffer.alloc(4096);
        Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
        b.writeUInt16LE(9, 0x1e); // 512-byte sectors
        b.writeUInt32LE(1, 0x30); // directory in sector 1
        Buffer.from('EncryptedPackage', 'utf16le').copy(b, 1024 + 128);
        return b;
      },
      '教案.docx',
      422,
      /密码/,
    ],
    ['an executable', () => Buffer.from('MZ\x90\x00'), 'setup.exe', 415, /不支持该文件类型/],
    ['a truncated PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<'), '讲义.pdf', 422, /PDF 文件已损坏/],
    ['an empty file', () => Buffer.alloc(0), '空.pdf', 400, /文件是空的/],
  ];
  it.each(refusals)(
    'refuses %s with a Chinese message and stores nothing',
    async (_, make, name, status, message) => {
      const files = storedFiles();
      const rows = await fileRows();
      const res = await uploadResource(t.app, teacher, await make(), name);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(storedFiles()).toBe(files);
      expect(await fileRows()).toBe(rows);
    },
  );

  it('stops a file past 100 MB (a non-video) as it streams, with 413, keeping nothing', async () => {
    const files = storedFiles();
    const big = Buffer.alloc(100 * 1024 * 1024 + 1);
    big.write('%PDF-1.7\n');
    const res = await uploadResource(t.app, teacher, big, '太大的讲义.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件不能超过 100 MB（视频不超过 500 MB）');
    expect(storedFiles()).toBe(files);
  }, 60_000);

  it('files a resource under a lesson and counts it for the lesson and its chapter', async () => {
    const nodes = await t.app.inject({
      method: 'GET',
      url: '/api/resource/basic/bookNode/search/?textBookId=cz.math.rj.7a',
      headers: teacher,
    });
    const chapter = nodes.json().data[0];
    const lessonNode = chapter.children[0].children[0] ?? chapter.children[0];
    const up = await uploadResource(t.app, teacher, await docxOf(['正数和负数 教案']), '教案1.docx', {
      textbookId: 'cz.math.rj.7a',
      bookNodeIds: lessonNode.id,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.resource.bookNodeNames).toEqual([lessonNode.name]);
    const byChapter = await search(teacher, `tab=mine&bookNodeId=${chapter.id}`);
    expect(byChapter.records.map((r) => r.title)).toEqual(['教案1']);
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/resource/node-counts?textbookId=cz.math.rj.7a',
      headers: teacher,
    });
    expect(counts.json().data[chapter.id]).toBe(1);
    expect(counts.json().data[lessonNode.id]).toBe(1);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/resource/node-counts?textbookId=cz.math.rj.7a',
      headers: director,
    });
    expect(theirs.json().data[chapter.id]).toBeUndefined();
  });

  it('checks the metadata sent with the file', async () => {
    const pdf = await pdfBytes();
    const bad = await uploadResource(t.app, teacher, pdf, 'x.pdf', {
      subjectId: 'cz.math',
      knowledgeIds: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('所选知识点不属于该学科');
    const kind = await uploadResource(t.app, teacher, pdf, 'x.pdf', { kind: 'poster' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('资源类型不正确');
  });
});

let pdfCache: Buffer | null = null;
/** A one-page PDF made by LibreOffice from a .docx (what an Office preview produces). */
async function pdfBytes(): Promise<Buffer> {
  if (pdfCache) return pdfCache;
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Lesson notes', {
    x: 50,
    y: 780,
    size: 24,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  pdfCache = Buffer.from(await doc.save());
  return pdfCache;
}

describe('scopes and permissions', () => {
  let personal: ResourceSummary;
  let school: ResourceSummary;

  beforeAll(async () => {
    const up = await uploadResource(t.app, teacher, await pdfBytes(), '我的讲义.pdf');
    personal = up.json().data.resource;
  });

  it('a teacher cannot put a file in 校本资源; a school manager can, and the school reads it', async () => {
    const refused = await uploadResource(t.app, teacher, mp4Of(2048), '微课.mp4', { scope: 'school' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('只有学校管理员可以上传到校本资源');
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/resource/${personal.id}/scope`,
      headers: teacher,
      payload: { scope: 'school' },
    });
    expect(move.statusCode).toBe(403);

    const up = await uploadResource(t.app, admin, mp4Of(4096), '校本微课.mp4', {
      scope: 'school',
      title: '有理数的加法微课',
    });
    expect(up.statusCode, up.body).toBe(200);
    school = up.json().data.resource;
    expect(school).toMatchObject({ scope: 'school', kind: 'video', previewMode: 'video' });
    const seen = await search(teacher, 'tab=school');
    expect(seen.records.map((r) => r.id)).toContain(school.id);
    expect(seen.records.find((r) => r.id === school.id)).toMatchObject({
      mine: false,
      canEdit: false,
      uploaderName: '张校长',
    });
  });

  it("another school's resource, and another teacher's personal one, are not found", async () => {
    for (const [headers, id] of [
      [otherAdmin, school.id],
      [otherAdmin, personal.id],
      [director, personal.id],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/resource/${id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('资源不存在或已删除');
      const preview = await t.app.inject({ method: 'GET', url: `/api/resource/${id}/preview`, headers });
      expect(preview.statusCode).toBe(404);
    }
    expect((await search(otherAdmin, 'tab=school')).records).toEqual([]);
  });

  it('only the uploader or a school manager changes a school resource', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/resource/${school.id}`, headers: teacher });
    expect(del.statusCode).toBe(403);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/resource/${school.id}`,
      headers: admin,
      payload: { title: '有理数的加法（微课）', kind: 'video', subjectId: 'cz.math', description: '5 分钟' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ title: '有理数的加法（微课）', description: '5 分钟' });
  });

  it('moves a personal resource to the school by a manager, then back only by its uploader', async () => {
    const up = await uploadResource(t.app, admin, await docxOf(['校长的教案']), '教案.docx');
    const id = up.json().data.resource.id;
    const toSchool = await t.app.inject({
      method: 'PUT',
      url: `/api/resource/${id}/scope`,
      headers: admin,
      payload: { scope: 'school' },
    });
    expect(toSchool.json().data.scope).toBe('school');
    const toPlatform = await t.app.inject({
      method: 'PUT',
      url: `/api/resource/${id}/scope`,
      headers: admin,
      payload: { scope: 'platform' },
    });
    expect(toPlatform.statusCode).toBe(403);
    expect(toPlatform.json().message).toBe('只有平台管理员可以发布平台资源');
  });

  it('deletes to the recycle bin and restores', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/resource/${personal.id}`,
      headers: teacher,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('已移入回收站，30 天内可恢复');
    expect((await search(teacher, 'tab=mine')).records.map((r) => r.id)).not.toContain(personal.id);
    const bin = await search(teacher, 'tab=recycle');
    expect(bin.records.map((r) => r.id)).toContain(personal.id);
    expect(bin.records.find((r) => r.id === personal.id)?.deletedAt).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/resource/${personal.id}`, headers: teacher }))
        .statusCode,
    ).toBe(404);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/resource/${personal.id}/restore`,
      headers: teacher,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deletedAt).toBeNull();
    expect((await search(teacher, 'tab=mine')).records.map((r) => r.id)).toContain(personal.id);
  });

  it('favourites: counted once per teacher, listed under 我的收藏', async () => {
    for (let i = 0; i < 2; i++) {
      const fav = await t.app.inject({
        method: 'POST',
        url: `/api/resource/${school.id}/favourite`,
        headers: teacher,
      });
      expect(fav.json().data).toEqual({ favourited: true, favourites: 1 });
    }
    const list = await search(teacher, 'tab=favourite');
    expect(list.records.map((r) => r.id)).toEqual([school.id]);
    expect(list.records[0]?.favourited).toBe(true);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/resource/${school.id}/favourite`,
      headers: teacher,
    });
    expect(off.json().data).toEqual({ favourited: false, favourites: 0 });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/resource/${personal.id}/favourite`,
      headers: director,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('serves video with HTTP range requests (seeking), behind a signed URL', async () => {
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/resource/${school.id}/preview`,
      headers: teacher,
    });
    const p: ResourcePreview = preview.json().data;
    expect(p).toMatchObject({ mode: 'video', state: 'ready' });
    const url = p.url as string;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(4096 + 24);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1099/${4096 + 24}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(1000, 1100));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-10));
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=999999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${4096 + 24}`);
    const forged = await t.app.inject({ method: 'GET', url: url.replace(/t=\d+\./, 't=9999999999.') });
    expect(forged.statusCode).toBe(403);
    const otherFile = await t.app.inject({ method: 'GET', url: url.replace(school.id, personal.id) });
    expect(otherFile.statusCode).toBe(403);
  });
});

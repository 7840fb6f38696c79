import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPages } from '../src/db/schema';
import { failureDetail, PageError } from '../src/modules/scanning';
import { assignmentKit, type Headers } from './assignment-helpers';
import { deflatedZeros, zipOf } from './bombs';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { upload } from './scan-helpers';

let t: TestApp;
let teacher: Headers;
let kit: Awaited<ReturnType<typeof assignmentKit>>;
let examId: string;
let batchId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await assignmentKit(t);
  teacher = bearer(await signIn(t.app, 'teacher'));
  const p = await kit.paper(teacher);
  const classIds = await kit.classIds(teacher, ['七年级1班']);
  const res = await kit.give(teacher, {
    paperId: p.id,
    kind: 'exam',
    name: '上传测验',
    examDate: '2026-11-20',
    classIds,
  });
  expect(res.status, res.body.message).toBe(200);
  examId = res.body.data.id;
  const batch = await kit.call(teacher, 'POST', '/api/teacher/scan/batch', { assignmentId: examId });
  batchId = batch.body.data.id;
});
afterAll(() => t.close());

/** A small PNG, different for each `n`. */
const png = (n: number) =>
  sharp({ create: { width: 40 + n, height: 60, channels: 3, background: { r: n, g: 255 - n, b: 128 } } })
    .png()
    .toBuffer();

describe('uploading a .zip of scans', () => {
  it('lists every entry it skips, with the reason', async () => {
    const zip = Buffer.from(
      zipSync({
        'stack/p1.png': new Uint8Array(await png(1)),
        'stack/p2.png': new Uint8Array(await png(2)),
        '.hidden/p3.png': new Uint8Array(await png(3)),
        '__MACOSX/stack/._p1.png': new Uint8Array([0, 5, 22, 7]),
        'stack/说明.txt': new TextEncoder().encode('第一批'),
      }),
    );
    const res = await upload(t.app, teacher, batchId, 'stack.zip', zip);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.pages).toHaveLength(2);
    const skipped = Object.fromEntries(
      data.skipped.map((s: { name: string; reason: string }) => [s.name, s.reason]),
    );
    expect(Object.keys(skipped).sort()).toEqual([
      '.hidden/p3.png',
      '__MACOSX/stack/._p1.png',
      'stack/说明.txt',
    ]);
    expect(skipped['.hidden/p3.png']).toContain('隐藏');
    expect(skipped['stack/说明.txt']).toContain('不是 JPG、PNG 或 TIFF');
  });

  it('names the skipped entries when nothing in the zip is a scan', async () => {
    const zip = Buffer.from(zipSync({ '.hidden/p9.png': new Uint8Array(await png(9)) }));
    const res = await upload(t.app, teacher, batchId, 'hidden.zip', zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('.hidden/p9.png');
  });

  it('refuses a zip bomb of "scans", declared or lying about its size', async () => {
    for (const lying of [false, true]) {
      const bomb = zipOf([{ name: 'p1.png', data: deflatedZeros(300), size: lying ? 1000 : 300 << 20 }]);
      const res = await upload(t.app, teacher, batchId, 'bomb.zip', bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('太大');
    }
  });
});

/** A file-system error as Node gives it: errno code and the server path in its message. */
const fsError = (code: string) =>
  Object.assign(new Error(`${code}: operation not permitted, open '/srv/zhijuan/data/files/scans/x.png'`), {
    code,
    errno: -1,
    syscall: 'open',
    path: '/srv/zhijuan/data/files/scans/x.png',
  });

describe('storage faults', () => {
  it('answers a storage that refuses writes with 503, a Chinese message and a request id, no path', async () => {
    const storage = t.ctx.storage;
    for (const [code, status] of [
      ['EPERM', 503],
      ['ENOSPC', 507],
    ] as const) {
      t.ctx.storage = { ...storage, put: async () => Promise.reject(fsError(code)) };
      const res = await upload(t.app, teacher, batchId, 'p.png', await png(40 + status));
      t.ctx.storage = storage;
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.message).toMatch(/服务器/);
      expect(body.message).toContain(`请求编号 ${body.requestId}`);
      expect(body.requestId).toMatch(/^[0-9a-f]{12}$/);
      expect(res.body).not.toContain('/srv/');
      expect(res.body).not.toContain(code);
    }
  });

  it('tells a teacher why a page failed without server paths or errno', () => {
    const detail = failureDetail(fsError('EPERM'), 'ab12cd34');
    expect(detail).not.toContain('/srv/');
    expect(detail).not.toContain('EPERM');
    expect(detail).toContain('ab12cd34');
    expect(failureDetail(new PageError('考试已删除'), 'x')).toBe('识别失败：考试已删除');
  });

  it('reads a failed page again on 重新识别, and when its file is uploaded again', async () => {
    const bytes = await png(77);
    const first = await upload(t.app, teacher, batchId, 'p77.png', bytes);
    const id = first.json().data.pages[0].id as string;
    const db = t.ctx.database.db;
    const failPage = () =>
      db
        .update(scanPages)
        .set({
          status: 'failed',
          attempts: 3,
          problems: ['failed'],
          detail: failureDetail(fsError('EPERM'), 'r1'),
        })
        .where(eq(scanPages.id, id));
    const statusOf = async () => (await db.select().from(scanPages).where(eq(scanPages.id, id)))[0]!;

    // Only a failed page can be retried.
    const early = await kit.call(teacher, 'POST', `/api/teacher/scan/page/${id}/retry`);
    expect(early.status).toBe(409);

    await failPage();
    const retried = await kit.call(teacher, 'POST', `/api/teacher/scan/page/${id}/retry`);
    expect(retried.status, retried.body.message).toBe(200);
    expect(await statusOf()).toMatchObject({ status: 'queued', attempts: 0, detail: null, problems: [] });

    await failPage();
    const again = await upload(t.app, teacher, batchId, 'p77.png', bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.pages).toEqual([{ id, duplicate: false }]);
    expect((await statusOf()).status).toBe('queued');

    // A page that did not fail stays a duplicate.
    const third = await upload(t.app, teacher, batchId, 'p77.png', bytes);
    expect(third.json().data.pages).toEqual([{ id, duplicate: true }]);
  });
});

import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

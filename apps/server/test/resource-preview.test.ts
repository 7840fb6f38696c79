import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResourcePreview } from '@zhijuan/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runNextJob } from '../src/modules/jobs';
import { resourceJobKinds } from '../src/modules/resources';
import { which } from '../src/modules/resources/tools';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { docxOf, pptxOf, uploadResource } from './resource-helpers';

let t: TestApp;
let teacher: Record<string, string>;
let director: Record<string, string>;
const soffice = process.env.SOFFICE;

beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
  director = bearer(await signIn(t.app, 'director'));
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  if (soffice === undefined) delete process.env.SOFFICE;
  else process.env.SOFFICE = soffice;
});

async function preview(headers: Record<string, string>, id: string): Promise<ResourcePreview> {
  const res = await t.app.inject({ method: 'GET', url: `/api/resource/${id}/preview`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A stand-in for LibreOffice that behaves as a broken or hanging one: a shell script. */
function fakeSoffice(body: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-fake-soffice-')), 'soffice');
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

describe.skipIf(!which('soffice'))('Office preview conversion (LibreOffice)', () => {
  it('queues a conversion, converts once, and later opens from the cache by content hash', async () => {
    const bytes = await pptxOf(['第一张：有理数', '第二张：数轴', '第三张：相反数']);
    const up = await uploadResource(t.app, teacher, bytes, '有理数.pptx');
    const id = up.json().data.resource.id;
    const queued = await preview(teacher, id);
    expect(queued).toMatchObject({ mode: 'pdf', state: 'pending', url: null });

    const outcome = await runNextJob(t.ctx.database.db, resourceJobKinds(t.ctx, 90_000));
    expect(outcome).toEqual({ status: 'done' });
    const ready = await preview(teacher, id);
    expect(ready).toMatchObject({ state: 'ready', pages: 3 });
    const pdf = await t.app.inject({ method: 'GET', url: ready.url as string });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The thumbnail of the first slide is in the list now.
    expect(ready.resource.thumbnailUrl).toMatch(/\/thumb\?t=/);
    const thumb = await t.app.inject({ method: 'GET', url: ready.resource.thumbnailUrl as string });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');

    // Another teacher uploads the very same bytes: ready at once, nothing queued.
    const again = await uploadResource(t.app, director, bytes, '同一个课件.pptx');
    const other = await preview(director, again.json().data.resource.id);
    expect(other.state).toBe('ready');
    expect(await runNextJob(t.ctx.database.db, resourceJobKinds(t.ctx))).toEqual({ status: 'idle' });
  }, 120_000);
});

describe('conversion failures', () => {
  it('a conversion that fails is said in Chinese, with the download offered instead, and not retried', async () => {
    process.env.SOFFICE = fakeSoffice('exit 1');
    const up = await uploadResource(t.app, teacher, await docxOf(['坏文件']), '坏.docx');
    const id = up.json().data.resource.id;
    expect((await preview(teacher, id)).state).toBe('pending');
    const outcome = await runNextJob(t.ctx.database.db, resourceJobKinds(t.ctx));
    expect(outcome.status).toBe('failed');
    const failed = await preview(teacher, id);
    expect(failed).toMatchObject({ state: 'failed', url: null });
    expect(failed.message).toMatch(/^文档转换失败/);
    expect(await runNextJob(t.ctx.database.db, resourceJobKinds(t.ctx))).toEqual({ status: 'idle' });
  });

  it('a conversion past its time is stopped and failed as a timeout', async () => {
    process.env.SOFFICE = fakeSoffice('sleep 30');
    const up = await uploadResource(t.app, teacher, await docxOf(['很慢的文件']), '慢.docx');
    const id = up.json().data.resource.id;
    await preview(teacher, id);
    const started = Date.now();
    const outcome = await runNextJob(t.ctx.database.db, resourceJobKinds(t.ctx, 1000));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome.status).toBe('failed');
    expect((await preview(teacher, id)).message).toBe('文档转换超时（超过 1 秒），请下载后查看');
  });

  it('without LibreOffice the preview says it is unavailable; the resource itself works', async () => {
    process.env.SOFFICE = 'off';
    const up = await uploadResource(t.app, teacher, await docxOf(['没有转换器']), '无转换.docx');
    expect(up.statusCode).toBe(200);
    const id = up.json().data.resource.id;
    expect(await preview(teacher, id)).toMatchObject({
      state: 'unavailable',
      message: '服务器未安装 LibreOffice，暂时无法在线预览 Office 文件，请下载后查看',
    });
    const dl = await t.app.inject({ method: 'POST', url: `/api/resource/${id}/download`, headers: teacher });
    expect(dl.statusCode).toBe(200);
  });
});

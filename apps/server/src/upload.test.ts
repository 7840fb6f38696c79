import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { readUpload } from './upload';

const app = Fastify();

beforeAll(async () => {
  await app.register(multipart);
  app.setErrorHandler((err, _req, reply) => {
    const status = err instanceof AppError ? err.status : 500;
    return reply.status(status).send({ message: (err as Error).message });
  });
  app.post('/up', async (req) => {
    const file = await readUpload(req, {
      what: 'Excel 文件',
      maxBytes: 1024,
      accept: { test: (b) => b[0] === 0x50 && b[1] === 0x4b, message: '请上传 .xlsx 格式的 Excel 文件' },
    });
    return { size: file.bytes.byteLength, name: file.fileName };
  });
  await app.ready();
});
afterAll(() => app.close());

async function post(bytes: Uint8Array | null, name = 'a.xlsx') {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([bytes]), name);
  else form.append('note', 'no file');
  const req = new Request('http://local/up', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/up',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('readUpload', () => {
  it('reads the one file with its name', async () => {
    const res = await post(new Uint8Array([0x50, 0x4b, 3, 4]), '成绩.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: 4, name: '成绩.xlsx' });
  });

  it('refuses a request without a file, or not a form, in Chinese', async () => {
    const none = await post(null);
    expect([none.statusCode, none.json().message]).toEqual([400, '请选择要上传的 Excel 文件']);
    const json = await app.inject({ method: 'POST', url: '/up', payload: { a: 1 } });
    expect([json.statusCode, json.json().message]).toEqual([400, '请选择要上传的 Excel 文件']);
  });

  it('refuses a file over the limit and one of the wrong kind', async () => {
    const big = await post(new Uint8Array(2048).fill(0x50));
    expect([big.statusCode, big.json().message]).toEqual([413, 'Excel 文件不能超过 1 KB']);
    const wrong = await post(new Uint8Array([1, 2, 3]));
    expect([wrong.statusCode, wrong.json().message]).toEqual([415, '请上传 .xlsx 格式的 Excel 文件']);
  });
});

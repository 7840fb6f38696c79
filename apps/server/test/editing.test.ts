import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { uploadFile } from './school-helpers';

let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin'));
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the school itself', () => {
  it('lets an administrator rename it and set its logo, and nobody else', async () => {
    expect((await call('PUT', '/api/system/org', teacher, { name: '改名中学' })).status).toBe(403);
    expect((await call('PUT', '/api/system/org', admin, { name: '示范中学（本部）' })).status).toBe(200);
    expect((await uploadFile(t.app, '/api/system/org/logo', teacher, PNG, 'logo.png')).statusCode).toBe(403);
    // Refused before the upload is read: a teacher's non-picture is a 403, not a 415.
    const notPicture = Buffer.from('not a picture');
    expect((await uploadFile(t.app, '/api/system/org/logo', teacher, notPicture, 'x.png')).statusCode).toBe(
      403,
    );
    expect((await uploadFile(t.app, '/api/system/org/logo', admin, notPicture, 'x.png')).statusCode).toBe(
      415,
    );
    const res = await uploadFile(t.app, '/api/system/org/logo', admin, PNG, 'logo.png');
    expect(res.statusCode).toBe(200);
    const info = (await call('GET', '/api/system/userinfo', teacher)).body.data;
    expect(info.orgName).toBe('示范中学（本部）');
    expect(info.orgLogo).toBe(res.json().data.orgLogo);
    expect((await t.app.inject({ method: 'GET', url: info.orgLogo })).rawPayload.equals(PNG)).toBe(true);
  });
});

describe('curriculum editing', () => {
  const tree = async () =>
    (await call('GET', '/api/resource/basic/knowledge/point/search/?subjectId=cz.math', teacher)).body
      .data as {
      id: string;
      name: string;
      children: { id: string; name: string }[];
    }[];

  it('is refused to school users', async () => {
    const res = await call('POST', '/api/resource/basic/knowledge/point', admin, {
      subjectId: 'cz.math',
      name: '新知识点',
    });
    expect(res.status).toBe(403);
  });

  it('lets a platform administrator add, rename and delete, and lookups show it at once', async () => {
    await t.ctx.database.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.username, 'admin'));
    const root = (await tree())[0]!;
    const added = await call('POST', '/api/resource/basic/knowledge/point', admin, {
      subjectId: 'cz.math',
      pid: root.id,
      name: '数学文化',
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    expect(id.startsWith(`${root.id}.u`)).toBe(true);
    expect((await tree())[0]!.children.at(-1)).toMatchObject({ id, name: '数学文化' });

    expect(
      (await call('PUT', `/api/resource/basic/knowledge/point/${id}`, admin, { name: '数学史与数学文化' }))
        .status,
    ).toBe(200);
    expect((await tree())[0]!.children.at(-1)!.name).toBe('数学史与数学文化');
    expect((await call('DELETE', `/api/resource/basic/knowledge/point/${root.id}`, admin)).status).toBe(409);
    expect((await call('DELETE', `/api/resource/basic/knowledge/point/${id}`, admin)).status).toBe(200);
    expect((await tree())[0]!.children.some((c) => c.id === id)).toBe(false);

    const chapter = await call('POST', '/api/resource/basic/bookNode', admin, {
      textBookId: 'cz.math.rj.7a',
      name: '复习与测试',
    });
    expect(chapter.status).toBe(200);
    const chapters = (
      await call('GET', '/api/resource/basic/bookNode/search/?textBookId=cz.math.rj.7a', teacher)
    ).body.data;
    expect(chapters.at(-1).name).toBe('复习与测试');
    const missing = await call('POST', '/api/resource/basic/bookNode', admin, {
      textBookId: 'cz.math.rj.zz',
      name: 'x',
    });
    expect(missing.status).toBe(404);
  });
});

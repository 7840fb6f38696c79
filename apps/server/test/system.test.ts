import { MSG } from '@zhijuan/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, orgs, schoolClasses } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp, tokenRequest } from './helpers';

let t: TestApp;
let teacher: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  teacher = bearer(await signIn(t.app, 'teacher'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = teacher) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('user info and preferences', () => {
  it('reads the roles of each demo account', async () => {
    const director = bearer(await signIn(t.app, 'director'));
    const admin = bearer(await signIn(t.app, 'admin'));
    const info = async (h: Record<string, string>) =>
      (await call('GET', '/api/system/userinfo', undefined, h)).json().data;
    expect(await info(teacher)).toMatchObject({
      userStage: '初中',
      userSubject: '数学',
      gradeDirector: false,
      orgName: '示范中学',
    });
    expect(await info(director)).toMatchObject({ gradeDirector: true, isAdministrator: false });
    expect(await info(admin)).toMatchObject({ isCreator: true, isAdministrator: true });
  });

  it('merges a saved preference and keeps fields left out', async () => {
    const res = await call('POST', '/api/system/userinfo', { userSubjectId: 's-phy', userSubject: '物理' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userStage: '初中', userSubject: '物理', userSubjectId: 's-phy' });
    const back = await call('POST', '/api/system/userinfo', { userSubject: '数学', userSubjectId: null });
    expect(back.json().data).toMatchObject({ userSubject: '数学', userSubjectId: null });
  });
});

describe('school years', () => {
  it('lists the school years with the newest as default, and saves another default', async () => {
    const res = await call('GET', '/api/system/class?type=1&pid=');
    expect(res.statusCode).toBe(200);
    const years = res.json().data as { id: string; name: string; isDefault: boolean }[];
    expect(years.map((y) => y.name)).toEqual(['2026-2027学年', '2025-2026学年', '2024-2025学年']);
    expect(years.filter((y) => y.isDefault).map((y) => y.name)).toEqual(['2026-2027学年']);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/system/class/updateClassDefault',
      headers: { ...teacher, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `classId=${years[2]!.id}`,
    });
    expect(put.statusCode).toBe(200);
    const after = (await call('GET', '/api/system/class?type=1')).json().data as typeof years;
    expect(after.find((y) => y.isDefault)?.name).toBe('2024-2025学年');
    expect((await call('GET', '/api/system/userinfo')).json().data.schoolYearId).toBe(years[2]!.id);
  });

  it("never reads or sets another school's years", async () => {
    const db = t.ctx.database.db;
    const [other] = await db.insert(orgs).values({ name: '别的学校' }).returning();
    const [year] = await db
      .insert(schoolClasses)
      .values({ orgId: other!.id, type: 1, name: '2025-2026学年' })
      .returning();
    const list = await call('GET', `/api/system/class?type=1&orgId=${other!.id}`);
    expect(list.statusCode).toBe(403);
    const own = (await call('GET', '/api/system/class?type=1')).json().data as { id: string }[];
    expect(own.some((y) => y.id === year!.id)).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/system/class/updateClassDefault',
      headers: { ...teacher, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `classId=${year!.id}`,
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('profile and password', () => {
  it('updates the nickname and phone, and refuses a phone in use', async () => {
    const res = await call('PUT', '/api/system/user/profile', { nickname: '李明老师', phone: '13600136000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nickname: '李明老师', phone: '13600136000' });
    const admin = bearer(await signIn(t.app, 'admin'));
    const taken = await call(
      'PUT',
      '/api/system/user/profile',
      { nickname: '张', phone: '13600136000' },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    const empty = await call('PUT', '/api/system/user/profile', { nickname: ' ' });
    expect(empty.json().message).toBe(MSG.nicknameRequired);
  });

  it('changes the password, signs out other devices, and keeps this one', async () => {
    const here = bearer(await signIn(t.app, 'director'));
    const elsewhere = bearer(await signIn(t.app, 'director'));
    const wrongOld = await call(
      'PUT',
      '/api/system/user/password',
      { oldPassword: 'nope', password: 'newpass123', password2: 'newpass123' },
      here,
    );
    expect(wrongOld.json()).toEqual({ code: 400, message: '原密码错误' });
    const res = await call(
      'PUT',
      '/api/system/user/password',
      { oldPassword: 'zhijuan123', password: 'newpass123', password2: 'newpass123' },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/system/userinfo', undefined, here)).statusCode).toBe(200);
    expect((await call('GET', '/api/system/userinfo', undefined, elsewhere)).statusCode).toBe(401);
    expect(
      (await tokenRequest(t.app, { grant_type: 'password', username: 'director', password: 'zhijuan123' }))
        .statusCode,
    ).toBe(400);
    expect((await signIn(t.app, 'director', 'newpass123')).access_token).toBeTruthy();
  });
});

describe('avatar upload', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (bytes: Buffer, filename: string, type: string) => {
    const boundary = '----zhijuan';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/system/user/avatar',
      headers: { ...teacher, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores a PNG and serves it back', async () => {
    const res = await upload(png, 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/api\/files\/avatars\/.+\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', '/api/system/userinfo')).json().data.avatar).toBe(url);
  });

  it('refuses a file that is not an image whatever its name says, and one over 2 MB', async () => {
    const before = (await call('GET', '/api/system/userinfo')).json().data.avatar;
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('仅支持 PNG、JPG、WebP 格式的图片');
    const big = await upload(
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]),
      'big.png',
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect((await call('GET', '/api/system/userinfo')).json().data.avatar).toBe(before);
  });

  it('does not serve paths outside the upload folders', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/files/../secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/pgdata/PG_VERSION' })).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('is stored and listed page by page for its author only', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await call('POST', '/api/system/feedback', {
        category: 'bug',
        content: `第 ${i} 条：打印预览时公式错位`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'open', category: 'bug' });
    }
    const page = (await call('GET', '/api/system/feedback?page=2&size=2')).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page.records).toHaveLength(1);
    expect(page.records[0].content).toBe('第 1 条：打印预览时公式错位');
    const admin = bearer(await signIn(t.app, 'admin'));
    expect((await call('GET', '/api/system/feedback', undefined, admin)).json().data.total).toBe(0);
  });

  it('refuses a too-short message and stores nothing', async () => {
    const db = t.ctx.database.db;
    const before = (await db.select({ n: count() }).from(feedback))[0]!.n;
    const res = await call('POST', '/api/system/feedback', { content: '不好' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请至少写 5 个字描述问题');
    const bad = await call('GET', '/api/system/feedback?size=1000');
    expect(bad.json().message).toBe('每页最多 100 条');
    expect((await db.select({ n: count() }).from(feedback))[0]!.n).toBe(before);
  });
});

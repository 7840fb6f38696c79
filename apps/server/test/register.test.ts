import { MSG } from '@zhijuan/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox, users } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp, tokenRequest } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function lastCodeFor(phone: string): Promise<string> {
  const [row] = await t.ctx.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = row?.content.match(/验证码是 (\d{6})/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const userCount = async () => (await t.ctx.database.db.select({ n: count() }).from(users))[0]!.n;

describe('registration', () => {
  it('sends a code to the dev outbox, registers, and the new teacher signs in with the phone', async () => {
    const sent = await post('/api/oauth/sms/code', { phone: '13800138000' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sent: true, devOutbox: true });
    const code = await lastCodeFor('13800138000');
    const res = await post('/api/oauth/register', {
      nickname: '陈老师',
      phone: '13800138000',
      smsCode: code,
      password: 'abc12345',
      password2: 'abc12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: '13800138000' });
    const tokens = await signIn(t.app, '13800138000', 'abc12345');
    const me = await t.app.inject({ method: 'GET', url: '/api/system/userinfo', headers: bearer(tokens) });
    expect(me.json().data).toMatchObject({ nickname: '陈老师', orgDefaultId: null, isAdministrator: false });
  });

  it('uses the spec messages and changes nothing on bad input', async () => {
    const before = await userCount();
    const cases: [object, string][] = [
      [
        {
          nickname: '',
          phone: '13800138001',
          smsCode: '123456',
          password: 'abc12345',
          password2: 'abc12345',
        },
        MSG.nicknameRequired,
      ],
      [
        { nickname: '甲', phone: '12345', smsCode: '123456', password: 'abc12345', password2: 'abc12345' },
        MSG.phoneInvalid,
      ],
      [
        { nickname: '甲', phone: '13800138001', smsCode: '123456', password: '', password2: '' },
        MSG.passwordRequired,
      ],
      [
        {
          nickname: '甲',
          phone: '13800138001',
          smsCode: '123456',
          password: 'abc12345',
          password2: 'abc12346',
        },
        MSG.passwordsDiffer,
      ],
      [
        { nickname: '甲', phone: '13800138001', smsCode: '123456', password: 'short1', password2: 'short1' },
        MSG.passwordTooShort,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/oauth/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong code, and a code after five wrong tries', async () => {
    await t.ctx.database.db.delete(smsCodes);
    await post('/api/oauth/sms/code', { phone: '13900139000' });
    const code = await lastCodeFor('13900139000');
    const body = { nickname: '乙', phone: '13900139000', password: 'abc12345', password2: 'abc12345' };
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/oauth/register', { ...body, smsCode: wrongCode });
      expect(res.json().message).toBe('短信验证码错误');
    }
    const res = await post('/api/oauth/register', { ...body, smsCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('短信验证码已过期，请重新获取');
  });

  it('limits codes to one a minute per phone and refuses registered phones', async () => {
    await t.ctx.database.db.delete(smsCodes);
    expect((await post('/api/oauth/sms/code', { phone: '13700137000' })).statusCode).toBe(200);
    const again = await post('/api/oauth/sms/code', { phone: '13700137000' });
    expect(again.statusCode).toBe(429);
    const taken = await post('/api/oauth/sms/code', { phone: '13800138000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该手机号已注册，请直接登录');
  });

  it('shows the dev outbox to administrators only', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const admin = await signIn(t.app, 'admin');
    const url = '/api/system/sms/outbox?page=1&size=5';
    const denied = await t.app.inject({ method: 'GET', url, headers: bearer(teacher) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.forbidden);
    // A code to one of the school's own users (registration codes are shown to no school).
    await t.ctx.database.db.update(users).set({ phone: '13700000009' }).where(eq(users.username, 'teacher'));
    await post('/api/oauth/sms/code', { phone: '13700000009', purpose: 'reset' });
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
    expect(res.json().data.records[0].content).toContain('【智卷】');
  });

  it('does not sign in a registered user with a wrong password', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: '13800138000',
      password: 'wrong123',
    });
    expect(res.statusCode).toBe(400);
  });
});

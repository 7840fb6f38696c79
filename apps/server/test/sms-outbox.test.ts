import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { otherSchool } from './school-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await otherSchool(t.ctx.database.db);
});
afterAll(() => t.close());

const sendCode = (phone: string, purpose: 'register' | 'reset', ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/sms/code',
    remoteAddress: ip,
    payload: { phone, purpose },
  });

const outbox = async (h: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/system/sms/outbox?page=1&size=50', headers: h });
  expect(res.statusCode).toBe(200);
  return res.json().data as { records: { phone: string; content: string }[]; total: number };
};

describe('the development SMS outbox', () => {
  it("shows a school's administrator only messages to its own users, and registration codes to nobody", async () => {
    const db = t.ctx.database.db;
    await db.update(users).set({ phone: '13700000001' }).where(eq(users.username, 'teacher'));
    expect((await sendCode('13900000077', 'register', '10.3.0.1')).statusCode).toBe(200);
    expect((await sendCode('13700000001', 'reset', '10.3.0.2')).statusCode).toBe(200);

    const ours = await outbox(bearer(await signIn(t.app, 'admin')));
    expect(ours.records.map((r) => r.phone)).toEqual(['13700000001']);
    expect(ours.total).toBe(1);
    const theirs = await outbox(bearer(await signIn(t.app, 'other-admin')));
    expect(theirs.records).toEqual([]);
    expect(theirs.total).toBe(0);
  });

  it('does not show a code sent to a phone before the school added it', async () => {
    expect((await sendCode('13900000088', 'register', '10.3.0.3')).statusCode).toBe(200);
    // The other school's administrator now gives a teacher that phone, to read the code.
    const [other] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'other-admin'));
    await t.ctx.database.db.insert(users).values({
      orgId: other!.orgId,
      username: 'planted',
      nickname: '冒名',
      phone: '13900000088',
      passwordHash: 'x',
    });
    const theirs = await outbox(bearer(await signIn(t.app, 'other-admin')));
    expect(theirs.records).toEqual([]);
  });

  it('refuses to start in production with the development outbox unless explicitly allowed', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/SMS_ADAPTER/);
    expect(loadConfig({ ...base, SMS_DEV_OUTBOX_IN_PRODUCTION: 'allow' }).env).toBe('production');
  });
});

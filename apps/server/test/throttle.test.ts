import { MSG } from '@zhijuan/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema';
import { accountDelayMs, MAX_FAILURES_PER_PAIR } from '../src/modules/auth/throttle';
import { BASIC, bearer, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.database.db.delete(loginFailures);
});

/** A password sign-in from a given address. */
const guess = (username: string, password: string, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/oauth/token',
    remoteAddress: ip,
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

describe('sign-in throttling under parallel guesses', () => {
  it('evaluates at most the limit of 40 parallel guesses from one address at one account', async () => {
    // The right password is the tenth guess: before, every guess was evaluated and it won a token.
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 9 ? 'zhijuan123' : `wrong${i}`));
    const answers = await Promise.all(passwords.map((p) => guess('teacher', p)));
    const statuses = answers.map((a) => a.statusCode);
    const evaluated = statuses.filter((s) => s !== 429).length;
    expect(evaluated).toBeLessThanOrEqual(MAX_FAILURES_PER_PAIR);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - MAX_FAILURES_PER_PAIR);
    for (const a of answers.filter((x) => x.statusCode === 429)) {
      expect(a.json().message).toBe(MSG.tooManyAttempts);
    }
  }, 60_000);
});

describe('no lock-out of an owner by a stranger', () => {
  it('locks the guessing address for that account, while the owner signs in from another address', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await guess('director', `bad${i}`, '10.6.6.6')).statusCode).toBe(400);
    }
    // The guessing address is stopped, even with the right password…
    expect((await guess('director', 'zhijuan123', '10.6.6.6')).statusCode).toBe(429);
    // …the owner at school is only slowed down, then signed in.
    const owner = await guess('director', 'zhijuan123', '10.2.2.2');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.access_token).toBeTruthy();
  }, 30_000);

  it('slows tries at an account failing from many addresses, growing to a cap, without locking it', async () => {
    expect(accountDelayMs(4)).toBe(0);
    expect(accountDelayMs(5)).toBe(1000);
    expect(accountDelayMs(6)).toBe(2000);
    expect(accountDelayMs(50)).toBe(8000);
    for (let i = 0; i < 5; i++) {
      expect((await guess('teacher', `bad${i}`, `10.9.0.${i}`)).statusCode).toBe(400);
    }
    const start = performance.now();
    const owner = await guess('teacher', 'zhijuan123', '10.2.2.3');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(900);
    // The success forgot the account's failures: the next sign-in is not slowed.
    const next = performance.now();
    expect((await guess('teacher', 'zhijuan123', '10.2.2.3')).statusCode).toBe(200);
    expect(performance.now() - next).toBeLessThan(900);
  }, 30_000);

  it('stops an address guessing across many accounts', async () => {
    for (let i = 0; i < 30; i++) await guess(`guess${i}`, 'x', '10.7.7.7');
    expect((await guess('teacher', 'zhijuan123', '10.7.7.7')).statusCode).toBe(429);
    expect((await guess('teacher', 'zhijuan123', '10.7.7.8')).statusCode).toBe(200);
  }, 30_000);
});

describe('change-password throttling', () => {
  it('answers 429 after five wrong old passwords, as sign-in does', async () => {
    const h = bearer(await signIn(t.app, 'admin'));
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/system/user/password',
        headers: h,
        payload: { oldPassword, password: 'newpass123', password2: 'newpass123' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await change(`nope${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right old password waits now.
    expect((await change('zhijuan123')).statusCode).toBe(429);
  }, 30_000);
});

import { MSG } from '@zhijuan/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, loginFailures, users } from '../src/db/schema';
import { putCaptcha } from '../src/modules/auth/repo';
import { createCaptcha } from '../src/modules/auth/service';
import { MAX_FAILURES_PER_PAIR } from '../src/modules/auth/throttle';
import { sha256 } from '../src/modules/auth/tokens';
import { bearer, createTestApp, signIn, type TestApp, tokenRequest } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userinfo = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/system/userinfo', headers });

describe('password grant', () => {
  it('answers tokens in the envelope and the access token opens protected calls', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'teacher',
      password: 'zhijuan123',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, message: 'ok' });
    expect(body.data.expires_in).toBe(7200);
    expect(body.data.token_type).toBe('bearer');
    expect(body.data.refresh_token).toMatch(/^[\w-]{40,}$/);
    const me = await userinfo(bearer(body.data));
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ username: 'teacher', nickname: '李老师', isCreator: false });
  });

  it('gives one answer for a wrong password and an unknown user', async () => {
    const wrong = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'director',
      password: 'nope1234',
    });
    const unknown = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'nobody',
      password: 'nope1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, message: MSG.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a missing or wrong client Basic header', async () => {
    const form = { grant_type: 'password', username: 'teacher', password: 'zhijuan123' };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(none.statusCode).toBe(401);
    const bad = await tokenRequest(t.app, form, {
      authorization: `Basic ${Buffer.from('zhijuan-web:guess').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('客户端认证失败');
  });

  it('names a missing field in Chinese and rejects an unknown grant', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'password', username: 'teacher' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('缺少必填参数：password');
    const empty = await tokenRequest(t.app, { grant_type: 'password', username: '', password: 'x' });
    expect(empty.json().message).toBe(MSG.usernameRequired);
    const grant = await tokenRequest(t.app, { grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().message).toBe('不支持的授权类型 grant_type');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and reusing a rotated one revokes the whole family', async () => {
    const first = await signIn(t.app, 'director');
    const r1 = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await userinfo(bearer(second))).statusCode).toBe(200);

    const reuse = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 401, message: MSG.refreshInvalid });
    // The thief's reuse also kills the legitimate holder's newer tokens.
    const after = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(after.json().message).toBe(MSG.refreshInvalid);
    expect((await userinfo(bearer(second))).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: 'made-up' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.refreshInvalid);
  });
});

describe('access tokens', () => {
  it('are refused when expired, forged or absent', async () => {
    const tokens = await signIn(t.app);
    const [, payload] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await t.ctx.signer.sign({ sub: claims.sub, sid: claims.sid }, Date.now() - 3 * 3600_000);
    expect((await userinfo({ authorization: `Bearer ${expired}` })).statusCode).toBe(401);
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    expect((await userinfo({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    const none = await userinfo({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, message: MSG.loginRequired });
  });

  it('stop working after sign-out, together with the refresh token', async () => {
    const tokens = await signIn(t.app);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/oauth/signout', headers: bearer(tokens) });
    expect(out.statusCode).toBe(200);
    expect((await userinfo(bearer(tokens))).statusCode).toBe(401);
    const refresh = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json().message).toBe(MSG.refreshInvalid);
  });

  it('stop working when the account is disabled', async () => {
    const tokens = await signIn(t.app, 'admin');
    await t.ctx.database.db.update(users).set({ disabled: true }).where(eq(users.username, 'admin'));
    expect((await userinfo(bearer(tokens))).statusCode).toBe(401);
    await t.ctx.database.db.update(users).set({ disabled: false }).where(eq(users.username, 'admin'));
  });
});

describe('sign-in throttling', () => {
  it('locks an account for the address after repeated failures, even for the right password, and not other accounts', async () => {
    const db = t.ctx.database.db;
    await db.delete(loginFailures);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await tokenRequest(t.app, {
        grant_type: 'password',
        username: 'director',
        password: `bad${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'director',
      password: 'zhijuan123',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.tooManyAttempts);
    const sessionsBefore = await db.select({ n: count() }).from(authSessions);
    expect((await signIn(t.app, 'teacher')).access_token).toBeTruthy();
    const sessionsAfter = await db.select({ n: count() }).from(authSessions);
    expect(sessionsAfter[0]!.n).toBe(sessionsBefore[0]!.n + 1);
    await db.delete(loginFailures);
  });

  it('locks an address after many failures across accounts', async () => {
    const db = t.ctx.database.db;
    await db.delete(loginFailures);
    for (let i = 0; i < 30; i++) {
      await tokenRequest(t.app, { grant_type: 'password', username: `guess${i}`, password: 'x' });
    }
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'teacher',
      password: 'zhijuan123',
    });
    expect(res.statusCode).toBe(429);
    await db.delete(loginFailures);
  });
});

describe('image captcha', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ CAPTCHA: 'on' });
  });
  afterAll(() => c.close());

  it('serves a PNG with no vector data, different for each request', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/oauth/captcha?randomStr=abcdef123456' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 240, height: 80 });
    const text = png.toString('latin1');
    expect(text).not.toMatch(/<svg|<path|\sd="M/i);
    const again = await c.app.inject({ method: 'GET', url: '/api/oauth/captcha?randomStr=abcdef123456' });
    expect(again.rawPayload.equals(png)).toBe(false);
  });

  it("cannot be read by a solver built from svg-captcha's own glyph outlines", async () => {
    // The solver that read every svg-captcha challenge: each glyph is a filled <path> whose command
    // sequence (M, L, Q, Z …) names its character; learn the map from images with known text.
    const glyphsOf = (svg: string) =>
      [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"/g)]
        .map(([, d = '']) => ({
          x: Number(/^M([\d.]+)/.exec(d)?.[1] ?? 0),
          key: d.replace(/[^A-Za-z]/g, ''),
        }))
        .sort((a, b) => a.x - b.x);
    const map = new Map<string, string>();
    for (let i = 0; i < 400; i++) {
      const sample = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true });
      for (const [k, g] of glyphsOf(sample.data).entries()) map.set(g.key, sample.text.charAt(k));
    }
    const solve = (body: string) => {
      const glyphs = glyphsOf(body);
      return glyphs.length === 4 ? glyphs.map((g) => map.get(g.key) ?? '?').join('') : '';
    };
    // It works on the library's own images …
    let readSvg = 0;
    for (let i = 0; i < 20; i++) {
      const sample = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true });
      if (solve(sample.data).toLowerCase() === sample.text.toLowerCase()) readSvg++;
    }
    expect(readSvg).toBeGreaterThanOrEqual(18);
    // … and reads none of the served challenges, checked by signing in with its answer.
    const form = { grant_type: 'password', username: 'teacher', password: 'zhijuan123' };
    let signedIn = 0;
    for (let i = 0; i < 20; i++) {
      const key = `solver-${String(i).padStart(6, '0')}`;
      const res = await c.app.inject({ method: 'GET', url: `/api/oauth/captcha?randomStr=${key}` });
      const answer = solve(res.rawPayload.toString('latin1')) || 'abcd';
      const token = await tokenRequest(c.app, { ...form, code: answer, randomStr: key });
      if (token.statusCode === 200) signedIn++;
      else expect(token.json().message).toBe(MSG.captchaWrong);
    }
    expect(signedIn).toBe(0);
  });

  it('signs in with the answer drawn in the served image and refuses a wrong one', async () => {
    const form = { grant_type: 'password', username: 'teacher', password: 'zhijuan123' };
    const png = await createCaptcha(c.ctx, 'drawn-000001', 'Ha7k');
    expect((await sharp(png).metadata()).format).toBe('png');
    const wrong = await tokenRequest(c.app, { ...form, code: 'ha7x', randomStr: 'drawn-000001' });
    expect(wrong.json()).toEqual({ code: 400, message: MSG.captchaWrong });
    await createCaptcha(c.ctx, 'drawn-000002', 'Ha7k');
    const right = await tokenRequest(c.app, { ...form, code: 'ha7K', randomStr: 'drawn-000002' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.token_type).toBe('bearer');
  });

  it('is required, checked case-insensitively, and good for one try only', async () => {
    const form = { grant_type: 'password', username: 'teacher', password: 'zhijuan123' };
    const missing = await tokenRequest(c.app, form);
    expect(missing.json()).toEqual({ code: 400, message: MSG.captchaRequired });

    await putCaptcha(c.ctx.database.db, 'key-00000001', sha256('ab3k'), new Date(Date.now() + 60_000));
    const wrong = await tokenRequest(c.app, { ...form, code: 'zzzz', randomStr: 'key-00000001' });
    expect(wrong.json().message).toBe(MSG.captchaWrong);
    // The wrong guess used it up: the right answer no longer works.
    const late = await tokenRequest(c.app, { ...form, code: 'ab3k', randomStr: 'key-00000001' });
    expect(late.json().message).toBe(MSG.captchaWrong);

    await putCaptcha(c.ctx.database.db, 'key-00000002', sha256('ab3k'), new Date(Date.now() + 60_000));
    const right = await tokenRequest(c.app, { ...form, code: 'AB3K', randomStr: 'key-00000002' });
    expect(right.statusCode).toBe(200);
  });

  it('expires', async () => {
    await putCaptcha(c.ctx.database.db, 'key-00000003', sha256('ab3k'), new Date(Date.now() - 1000));
    const res = await tokenRequest(c.app, {
      grant_type: 'password',
      username: 'teacher',
      password: 'zhijuan123',
      code: 'ab3k',
      randomStr: 'key-00000003',
    });
    expect(res.json().message).toBe(MSG.captchaWrong);
  });
});

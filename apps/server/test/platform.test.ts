import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@zhijuan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from '../src/config';
import { openDatabase } from '../src/infra/db';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>智卷</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // The build writes compressed copies beside each asset (apps/web/build/chunking.ts precompress).
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), 'gzip bytes');
  t = await createTestApp({ WEB_DIST: webDist, FEATURES: 'footer=off,juniorOnly=on' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('guard', () => {
  it('answers 401 on every protected route without a token, and lets public ones through', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    const guarded = routes.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const r of guarded) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url.replace('*', 'x') });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: MSG.loginRequired });
    }
    expect(
      routes
        .filter((r) => r.public)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'GET /api/files/*',
      'GET /api/health',
      'GET /api/oauth/captcha',
      // Signed by a ticket in the URL instead (<video>, <img>, pdf.js): docs/lesson-prep.md.
      'GET /api/resource/file/:id/:variant',
      'GET /api/system/config',
      'GET /api/system/demo-history',
      'GET /api/system/invite/preview',
      'POST /api/oauth/oauth/token',
      'POST /api/oauth/register',
      'POST /api/oauth/sms/code',
    ]);
  });
});

describe('envelope and errors', () => {
  it('wraps success and reports the database in health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      code: 200,
      message: 'ok',
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', version: '0.1.0' },
    });
  });

  it('answers a malformed JSON body with 400 in Chinese and no stack', async () => {
    const tokens = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/feedback',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      payload: '{"content": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '请求格式不正确' });
  });

  it('answers unknown API paths with the 404 message, and screens with index.html', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: MSG.notFound });
    for (const url of ['/paperList', '/analysis/grade?x=1', '/rehearse/SelectQuestionPaper', '/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy a browser accepts, with the same year-long caching', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('public config', () => {
  it('reports flags from the environment and the demo password while demo data is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/config' });
    const data = res.json().data;
    expect(data.features).toMatchObject({ footer: false, juniorOnly: true, basket: true, marking: true });
    expect(data.captcha).toBe(false);
    expect(data.demo).toEqual({ accounts: ['teacher', 'director', 'admin'], password: 'zhijuan123' });
    // Marking lives in the product: 阅卷 opens its own /correct unless a school names another site.
    expect(data.markingSiteUrl).toBe('/correct');
  });

  it('hides the demo password when SEED=none', async () => {
    const empty = await createTestApp({ SEED: 'none' });
    try {
      const data = (await empty.app.inject({ method: 'GET', url: '/api/system/config' })).json().data;
      expect(data.demo).toBeNull();
    } finally {
      await empty.close();
    }
  });
});

describe('configuration', () => {
  it('reports one line per bad variable', () => {
    try {
      loadConfig({
        PORT: 'abc',
        CAPTCHA: 'maybe',
        FEATURES: 'footer=off,nonsense=on',
        DATABASE_URL: 'mysql://x',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const lines = (err as ConfigError).lines;
      expect(lines).toHaveLength(4);
      expect(lines.map((l) => l.split('=')[0])).toEqual([
        '配置错误 PORT',
        '配置错误 DATABASE_URL',
        '配置错误 CAPTCHA',
        '配置错误 FEATURES',
      ]);
    }
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      seed: 'demo',
      questionBank: 'demo',
      captcha: true,
      accessTokenTtl: 7200,
    });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.features.juniorOnly).toBe(false);
    expect(c.markingSiteUrl).toBe('/correct');
    expect(loadConfig({ MARKING_SITE_URL: 'https://yj.school.cn/' }).markingSiteUrl).toBe(
      'https://yj.school.cn/',
    );
  });

  it('sizes the PostgreSQL pool to the machine unless told', () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(4)).toBe(8);
    expect(defaultPoolSize(32)).toBe(20);
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('gives a PostgreSQL opened without a pool size the same default as the server and worker', async () => {
    // The pool connects on its first query, so nothing needs to listen at this address.
    const maxOf = async (poolSize?: number) => {
      const d = await openDatabase({
        databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
        ...(poolSize ? { poolSize } : {}),
      });
      const max = (d.db as unknown as { $client: { options: { max: number } } }).$client.options.max;
      await d.close();
      return max;
    };
    expect(await maxOf()).toBe(defaultPoolSize());
    expect(await maxOf(7)).toBe(7);
  });
});

describe('protective headers', () => {
  function expectProtected(res: { headers: Record<string, unknown> }, what: string): void {
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("script-src 'self'");
    expect(csp, what).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp, what).toContain("frame-ancestors 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:17890/);
    expect(csp, what).toMatch(/img-src[^;]* blob:/);
    expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS.
    expect(res.headers['strict-transport-security'], what).toBeUndefined();
  }

  it('are sent with the web app, its assets, API answers and errors', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expectProtected(index, '/');
    const screen = await t.app.inject({ method: 'GET', url: '/papers/12' });
    expectProtected(screen, 'a screen');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expectProtected(asset, 'asset');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
    expectProtected(api, '/api/health');
    const guarded = await t.app.inject({ method: 'GET', url: '/api/system/userinfo' });
    expect(guarded.statusCode).toBe(401);
    expectProtected(guarded, '401');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectProtected(missing, '404');
  });
});

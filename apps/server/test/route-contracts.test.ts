import fs from 'node:fs';
import path from 'node:path';
import { Envelope } from '@zhijuan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { ok } from '../src/http';
import { ResponseMismatch, responseSerializer, route } from '../src/route';
import { CONTENT_SECURITY_POLICY } from '../src/security-headers';
import { createTestApp, type TestApp } from './helpers';

const allowFile = path.resolve(import.meta.dirname, '../../../scripts/module-shape/routes.allow');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `/api/question/:id` as OpenAPI writes it: `/api/question/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('API document', () => {
  it('lists every registered API route with its method, at a stable public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.0.3');
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // The document describes the API only, not its own pages.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('shows a declared response contract inside the success envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const health = doc.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(health.properties.code.enum).toEqual([200]);
    expect(health.properties.data.properties.database.enum).toEqual(['pglite', 'postgres']);
  });

  it('serves Swagger UI from its own files under the site-wide Content-Security-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: page.headers.location as string })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui-bundle.js');
    expect(html.body).not.toMatch(/https?:\/\//);
    expect(html.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
  });
});

describe('response contracts', () => {
  it('lists exactly the routes still without a response schema (scripts/module-shape/routes.allow)', () => {
    const allowed = fs
      .readFileSync(allowFile, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .sort();
    const without = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && !r.response)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // A new route without one, or a listed route that has one now (delete its line): both fail.
    expect(without.filter((r) => !allowed.includes(r))).toEqual([]);
    expect(allowed.filter((r) => !without.includes(r))).toEqual([]);
  });

  it('checks an answer against its contract only when asked, and never changes the bytes sent', () => {
    const schema = Envelope(z.object({ id: z.string(), score: z.number() }));
    const at = { schema, method: 'GET', url: '/api/x' };
    const extra = { code: 200, message: 'ok', data: { id: 'a', score: 3, note: '未写进契约' } };
    expect(responseSerializer(true)(at)(extra)).toBe(JSON.stringify(extra));
    expect(responseSerializer(false)(at)(extra)).toBe(JSON.stringify(extra));

    const wrong = { code: 200, message: 'ok', data: { id: 'a', score: '3' } };
    expect(responseSerializer(false)(at)(wrong)).toBe(JSON.stringify(wrong));
    expect(() => responseSerializer(true)(at)(wrong)).toThrow(ResponseMismatch);
    expect(() => responseSerializer(true)(at)(wrong)).toThrow('GET /api/x data.score');
  });

  it('answers a broken contract with a 500 that names the route and field, when checked', async () => {
    const app = await buildApp(t.ctx, { logger: false });
    route(
      app,
      { method: 'GET', url: '/contract-probe', public: true, response: z.object({ n: z.number() }) },
      async () => ok({ n: '七' as unknown as number }),
    );
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/contract-probe' });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('响应与契约不符：GET /contract-probe data.n：参数格式不正确');
    } finally {
      await app.close();
    }
  });
});

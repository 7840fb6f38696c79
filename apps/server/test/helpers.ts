import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenResponse } from '@zhijuan/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/http';
import type { OpenOptions } from '../src/infra/db';
import { startScanRunner } from '../src/modules/scanning';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** A fresh app on its own copy of the seeded template database (PGlite, or PostgreSQL if configured). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-app-'));
  // Tests bring their own small banks (test/question-fixtures.ts); the generated one is tested on its own.
  const config = loadConfig({
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    QUESTION_BANK: 'none',
    DATA_DIR: dataDir,
    WEB_DIST: dataDir,
    // Recognition threads only where a test scans (test/scanning.test.ts).
    SCAN_WORKERS: '0',
    // Every answer is parsed with its route's contract: a mismatch is a 500 naming the field.
    RESPONSE_CHECK: 'on',
    ...env,
  });
  let dbOptions: Partial<OpenOptions>;
  let dropDatabase = async () => {};
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `zhijuan_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    dbOptions = { databaseUrl: dbUrl.toString() };
    config.databaseUrl = dbUrl.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const bytes = fs.readFileSync(inject('pgliteTemplate'));
    dbOptions = { dataDir: 'memory://', loadDataDir: new Blob([bytes]) };
  }
  const ctx = await createContext(config, { info: () => {} }, dbOptions);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  // A test that scans asks for recognition threads (SCAN_WORKERS): the runner starts beside the app,
  // as main.ts starts it.
  const runner = startScanRunner(ctx, config.scanWorkers, undefined, app.scanning);
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await runner.stop();
      await ctx.database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BASIC = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;

export function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/oauth/token',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Signs in and returns the token answer; fails the test if sign-in does not succeed. */
export async function signIn(app: FastifyInstance, username = 'teacher', password = 'zhijuan123') {
  const res = await tokenRequest(app, { grant_type: 'password', username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().data as TokenResponse;
}

export const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

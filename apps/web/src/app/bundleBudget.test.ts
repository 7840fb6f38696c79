// The sign-in route's first-load budget, read from the built manifest by scripts/bundle-report.mjs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

interface RouteReport {
  route: string;
  requests: number;
  gzipKB: number;
  budget: { gzipKB?: number; requests?: number };
  /** Names of the chunks fetched (framework, base, sign-in…). */
  chunks: string[];
  over: string[];
}

let rows: RouteReport[] = [];

beforeAll(() => {
  // Builds apps/web when dist is missing or older than its sources (as `npm test` and `npm start` do),
  // as a production build: vitest's NODE_ENV=test would otherwise put React's development build in it.
  const { NODE_ENV: _test, ...env } = process.env;
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit', env });
  rows = JSON.parse(
    execFileSync(process.execPath, ['scripts/bundle-report.mjs', '--json'], { cwd: root, encoding: 'utf8' }),
  );
}, 300_000);

describe('first-load budget (built manifest)', () => {
  it('keeps the sign-in route within its size and request budget', () => {
    const login = rows.find((r) => r.route === '/login');
    expect(login).toBeDefined();
    expect(login?.over, `登录页首次加载超出预算：${login?.over.join('；')}`).toEqual([]);
    // The goal (docs/BENCHMARKS.md); the route's own budget above is tighter.
    expect(login?.gzipKB).toBeLessThanOrEqual(300);
    expect(login?.requests).toBeLessThanOrEqual(25);
  });

  it('loads no antd before sign-in', () => {
    const login = rows.find((r) => r.route === '/login');
    expect(login?.chunks.filter((c) => /^(base|antd-common|icons|shell)$/.test(c))).toEqual([]);
  });

  it('keeps working screens within 30 files, so that with their API calls they stay within 40 requests', () => {
    for (const row of rows.filter((r) => r.route !== '/login')) {
      expect(row.over, row.route).toEqual([]);
      expect(row.requests, row.route).toBeLessThanOrEqual(30);
    }
  });
});

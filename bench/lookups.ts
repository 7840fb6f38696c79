/**
 * Curriculum and school lookups on the embedded database with the full demo data: p50/p95/max per call,
 * through the whole app (routing, bearer check, SQL, JSON) with Fastify's inject.
 * Run: node --import tsx bench/lookups.ts [rounds=200]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';

const rounds = Number(process.argv[2] ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'silent' });
const ctx = await createContext(config, { info: () => {} });
const app = await buildApp(ctx, { logger: false });
await app.ready();

const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
const login = await app.inject({
  method: 'POST',
  url: '/api/oauth/oauth/token',
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'grant_type=password&username=admin&password=zhijuan123',
});
const headers = { authorization: `Bearer ${login.json().data.access_token}` };

const calls: [string, string][] = [
  ['stages', '/api/resource/basic/stage/search/'],
  ['subjects', '/api/resource/basic/subject/search/?stageId=cz'],
  ['versions', '/api/resource/basic/version/search/?subjectId=cz.math'],
  ['textbooks', '/api/resource/basic/textbook/search/?versionId=cz.math.rj'],
  ['question types', '/api/resource/basic/question/type/search/?subjectId=cz.math'],
  ['book nodes (七上)', '/api/resource/basic/bookNode/search/?textBookId=cz.math.rj.7a'],
  ['knowledge tree (数学)', '/api/resource/basic/knowledge/point/search/?subjectId=cz.math'],
  ['school years', '/api/system/class?type=1'],
  ['userinfo', '/api/system/userinfo'],
  ['students page', '/api/system/student?page=3&size=20'],
  ['teachers page', '/api/system/teacher?size=20'],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`rounds: ${rounds}, node ${process.version}, ${os.cpus()[0]?.model ?? ''} × ${os.cpus().length}`);
console.log('call'.padEnd(24), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
for (const [name, url] of calls) {
  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(24),
    pct(times, 50).toFixed(2).padStart(8),
    pct(times, 95).toFixed(2).padStart(8),
    times.at(-1)!.toFixed(2).padStart(8),
  );
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

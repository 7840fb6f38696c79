/**
 * Question search over a large bank: loads N generated questions (default 200,000) into a fresh
 * database — embedded PGlite, or PostgreSQL when DATABASE_URL is set (it must point at an empty
 * database, or one this benchmark loaded before with the same N, which is reused) — then times typical
 * 选题组卷 searches through the whole app (auth, SQL, JSON).
 * Run: node --import tsx bench/search.ts [questions=200000] [rounds=100]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchQuestions } from '@zhijuan/demo-bank';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { questions, questionTypes } from '../apps/server/src/db/schema';
import { curriculumNames } from '../apps/server/src/modules/questions/repo';
import { questionRow } from '../apps/server/src/seed/questions/load';

const total = Number(process.argv[2] ?? 200_000);
const rounds = Number(process.argv[3] ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-search-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'silent' });
let ctx = await createContext(config, { info: () => {} });
const db = ctx.database.db;

const types = await db
  .select({ id: questionTypes.id, subjectId: questionTypes.subjectId, name: questionTypes.name })
  .from(questionTypes);
const typeId = new Map(types.map((t) => [`${t.subjectId}|${t.name}`, t.id]));
let t0 = performance.now();
// A PostgreSQL database this benchmark loaded before is timed again as it is (the load takes minutes).
const [already] = (
  (await db.execute(
    sql`select count(*)::int as n from questions where seed_key like 'bench.%'`,
  )) as unknown as {
    rows: { n: number }[];
  }
).rows;
if (already && already.n > 0 && already.n !== total)
  throw new Error(`the database holds ${already.n} benchmark questions, not ${total}: use an empty one`);
const names = await curriculumNames(db);
let batch: (typeof questions.$inferInsert)[] = [];
let loaded = 0;
for (const q of already?.n ? [] : benchQuestions(total, 7)) {
  batch.push({
    ...questionRow(q, typeId.get(`${q.subjectId}|${q.typeName}`)!, names),
    seedKey: `bench.${q.key}`,
  });
  if (batch.length === 1000) {
    await db.insert(questions).values(batch);
    loaded += batch.length;
    batch = [];
  }
}
if (batch.length) await db.insert(questions).values(batch);
loaded += batch.length;
console.log(
  already?.n
    ? `reusing the ${already.n} benchmark questions already loaded (${ctx.database.kind})`
    : `loaded ${loaded} questions in ${((performance.now() - t0) / 1000).toFixed(1)} s (${ctx.database.kind})`,
);
// A server searches a bank loaded earlier, not one written a moment ago: vacuum (what autovacuum does on
// PostgreSQL, and what reads do bit by bit on PGlite: set hint bits on the new rows) and reopen, so the
// timings leave out flushing the load's dirty pages.
t0 = performance.now();
await db.execute(sql`vacuum analyze questions`);
await ctx.database.close();
ctx = await createContext(config, { info: () => {} });
console.log(`vacuumed and reopened in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const app = await buildApp(ctx, { logger: false });
await app.ready();
const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
const login = await app.inject({
  method: 'POST',
  url: '/api/oauth/oauth/token',
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'grant_type=password&username=teacher&password=zhijuan123',
});
const headers = { authorization: `Bearer ${login.json().data.access_token}` };
const base = '/api/question/search?subjectId=cz.math';
const kw = (s: string) => encodeURIComponent(s);
const cases: [string, string][] = [
  ['subject, newest', `${base}`],
  ['chapter (七上 第一章)', `${base}&bookNodeId=cz.math.rj.7a.1`],
  ['chapter + type', `${base}&bookNodeId=cz.math.rj.7a.2&typeId=cz.math.t1`],
  ['knowledge + band', `${base}&knowledgeId=cz.math.k.1.1&band=3`],
  ['keyword 绝对值', `${base}&keyword=${kw('绝对值')}`],
  ['keyword 一元一次方程', `${base}&keyword=${kw('一元一次方程')}`],
  ['chapter + keyword', `${base}&bookNodeId=cz.math.rj.7a.1&keyword=${kw('绝对值')}`],
  ['chapter+band+keyword', `${base}&bookNodeId=cz.math.rj.7a.3&band=3&keyword=${kw('方程')}`],
  ['keyword 2 words', `${base}&keyword=${kw('解方程 去分母')}`],
  ['most used, page 20', `${base}&sort=popular&page=20`],
  ['hardest first', `${base}&sort=hard&typeId=cz.math.t1`],
];
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
console.log(`rounds: ${rounds}, node ${process.version}, ${os.cpus()[0]?.model ?? ''} × ${os.cpus().length}`);
console.log(
  'search'.padEnd(24),
  'hits'.padStart(6),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'max ms'.padStart(8),
);
for (const [name, url] of cases) {
  let hits = 0;
  for (let i = 0; i < 5; i++) hits = (await app.inject({ method: 'GET', url, headers })).json().data.total;
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(24),
    String(hits).padStart(6),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
    times.at(-1)!.toFixed(1).padStart(8),
  );
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

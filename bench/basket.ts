/**
 * Question-basket operations (试题篮) through the whole app (routing, bearer check, SQL, JSON) with
 * Fastify's inject, on a fresh database with the demo school and the demo question bank — embedded
 * PGlite, or PostgreSQL when DATABASE_URL is set (it must point at an empty database). The teacher's
 * basket holds 20 questions of several types while the single-question calls are timed, as in a
 * teacher's session of 选题组卷.
 * Run: node --import tsx bench/basket.ts [rounds=200]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';

const rounds = Number(process.argv[2] ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-basket-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'silent' });
let t0 = performance.now();
// The first open migrates and seeds; the reopen is a server started on that database.
await (await createContext(config, { info: () => {} })).database.close();
const ctx = await createContext(config, { info: () => {} });
console.log(`database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (${ctx.database.kind})`);
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

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Question ids of every type, interleaved, so the basket has several sections. */
const pool: string[] = [];
for (let page = 1; page <= 4; page++) {
  const data = await call('GET', `/api/question/search?subjectId=cz.math&size=50&sort=hard&page=${page}`);
  pool.push(...data.records.map((r: { id: string }) => r.id));
}
const kept = pool.slice(0, 20);
const spare = pool.slice(20);
if (spare.length < 60) throw new Error(`the bank has too few questions: ${pool.length}`);

const basePath = '/api/teacher/paper';
const fill = () => call('POST', `${basePath}/info/addBasket`, { questionIds: kept });
let basket = await fill();
const paperId = () => basket.paperInfo[0].id as string;

const cases: [string, (i: number) => Promise<unknown>, (i: number) => Promise<unknown>][] = [
  ['get basket (20 questions)', () => call('GET', `${basePath}/info/getQuestionBasket`), async () => {}],
  [
    'add 1 question',
    (i) => call('POST', `${basePath}/info/addBasket`, { questionIds: [spare[i % spare.length]!] }),
    (i) => call('DELETE', `${basePath}/question/type/delQuestion/${spare[i % spare.length]}`),
  ],
  [
    'remove 1 question',
    (i) => call('DELETE', `${basePath}/question/type/delQuestion/${spare[i % spare.length]}`),
    (i) => call('POST', `${basePath}/info/addBasket`, { questionIds: [spare[(i + 1) % spare.length]!] }),
  ],
  [
    'add 10 questions',
    (i) =>
      call('POST', `${basePath}/info/addBasket`, {
        questionIds: Array.from({ length: 10 }, (_, k) => spare[(i * 10 + k) % spare.length]!),
      }),
    async () => {
      await call('DELETE', `${basePath}/info/${paperId()}/clearBasket`);
      basket = await fill();
    },
  ],
  [
    'clear basket',
    () => call('DELETE', `${basePath}/info/${paperId()}/clearBasket`),
    async () => {
      basket = await fill();
    },
  ],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`rounds: ${rounds}, node ${process.version}, ${os.cpus()[0]?.model ?? ''} × ${os.cpus().length}`);
console.log('operation'.padEnd(28), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
for (const [name, run, undo] of cases) {
  // "remove 1 question" needs a question in the basket to remove
  if (name === 'remove 1 question')
    await call('POST', `${basePath}/info/addBasket`, { questionIds: [spare[0]!] });
  const times: number[] = [];
  for (let i = -10; i < rounds; i++) {
    t0 = performance.now();
    await run(i + 10);
    if (i >= 0) times.push(performance.now() - t0);
    await undo(i + 10);
  }
  if (name === 'remove 1 question')
    await call('DELETE', `${basePath}/question/type/delQuestion/${spare[(rounds + 10) % spare.length]}`);
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(28),
    pct(times, 50).toFixed(2).padStart(8),
    pct(times, 95).toFixed(2).padStart(8),
    times.at(-1)!.toFixed(2).padStart(8),
  );
}
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

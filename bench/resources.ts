/**
 * 备课资源 search over a large library and the preview of a 30-slide PPTX. Loads N generated resources
 * (default 100,000: titles and extracted text from the curriculum's names, tagged with its chapters and
 * knowledge points, personal/school/platform) into a fresh embedded PGlite database, then times typical
 * searches through the whole app (auth, SQL, JSON). Then uploads a 30-slide PPTX made by pptxgenjs and
 * times its conversion by LibreOffice (first open) and the later opens from the cache.
 * Run: nice -n 10 node --import tsx bench/resources.ts [resources=100000] [rounds=100]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PptxGenJS from 'pptxgenjs';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import {
  bookNodes,
  knowledgePoints,
  orgs,
  resourceFiles,
  resources,
  users,
} from '../apps/server/src/db/schema';
import { runNextJob } from '../apps/server/src/modules/jobs';
import { withAncestors } from '../apps/server/src/modules/questions';
import { resourceJobKinds } from '../apps/server/src/modules/resources';
import { resourceSearchText } from '../apps/server/src/modules/resources/present';
import { which } from '../apps/server/src/modules/resources/tools';

const total = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-resources-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  CAPTCHA: 'off',
  LOG_LEVEL: 'silent',
  QUESTION_BANK: 'none',
});
let ctx = await createContext(config, { info: () => {} });
const db = ctx.database.db;

const nodes = await db.select().from(bookNodes).where(sql`${bookNodes.id} like 'cz.math.%'`);
const points = await db.select().from(knowledgePoints).where(sql`${knowledgePoints.subjectId} = 'cz.math'`);
const people = await db.select({ id: users.id, orgId: users.orgId }).from(users);
const [org] = await db.select({ id: orgs.id }).from(orgs);
const KINDS = [
  ['courseware', 'pptx', '课件'],
  ['plan', 'docx', '教案'],
  ['study', 'docx', '学案'],
  ['video', 'mp4', '微课'],
  ['pdf', 'pdf', '讲义'],
  ['image', 'png', '图片'],
] as const;
const FILLER =
  '本节课通过生活中的实例引入，学生观察、思考并归纳，教师讲解例题，学生独立完成练习并小组交流，最后总结方法和易错点。';
let seed = 7;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

let t0 = performance.now();
for (let start = 0; start < total; start += 1000) {
  const files: (typeof resourceFiles.$inferInsert)[] = [];
  const rows: (typeof resources.$inferInsert)[] = [];
  for (let i = start; i < Math.min(total, start + 1000); i++) {
    const node = nodes[rand(nodes.length)]!;
    const point = points[rand(points.length)]!;
    const [kind, ext, kindName] = KINDS[rand(KINDS.length)]!;
    const hash = randomBytes(32).toString('hex');
    const title = `${node.name} ${kindName}（${(i % 9) + 1}）`;
    const text = `${node.name}\n${point.name}\n${FILLER.slice(rand(20))}\n例${(i % 5) + 1}：${point.name}的应用`;
    const roll = rand(10);
    const scope = roll < 5 ? 'personal' : roll < 8 ? 'school' : 'platform';
    const owner = people[rand(people.length)]!;
    files.push({
      hash,
      size: 100_000 + rand(5_000_000),
      ext,
      mime: 'application/octet-stream',
      storageKey: `bench/${hash}.${ext}`,
      text,
    });
    rows.push({
      orgId: scope === 'platform' ? null : (owner.orgId ?? org!.id),
      ownerId: scope === 'platform' ? null : owner.id,
      scope,
      title,
      kind,
      fileHash: hash,
      fileName: `${title}.${ext}`,
      subjectId: 'cz.math',
      textbookId: node.textbookId,
      bookNodeIds: [node.id],
      bookNodeAll: withAncestors([node.id], 5),
      knowledgeIds: [point.id],
      knowledgeAll: withAncestors([point.id], 4),
      searchText: resourceSearchText({
        title,
        description: '',
        fileName: `${title}.${ext}`,
        text,
        tagNames: [node.name, point.name],
      }),
      downloads: rand(500),
      favourites: rand(80),
      createdAt: new Date(Date.now() - rand(365 * 86_400) * 1000),
    });
  }
  await db.insert(resourceFiles).values(files);
  await db.insert(resources).values(rows);
}
console.log(
  `loaded ${total} resources in ${((performance.now() - t0) / 1000).toFixed(1)} s (${ctx.database.kind})`,
);
t0 = performance.now();
await db.execute(sql`vacuum analyze resources`);
await db.execute(sql`vacuum analyze resource_files`);
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
const chapter = nodes.find((n) => n.depth === 1)!;
const lesson = nodes.find((n) => n.depth === 3) ?? nodes.at(-1)!;
const point = points.find((p) => p.depth === 1)!;
const base = '/api/resource/search?subjectId=cz.math';
const kw = (s: string) => encodeURIComponent(s);
const cases: [string, string][] = [
  ['school, newest', `${base}&tab=school`],
  ['platform, newest', `${base}&tab=platform`],
  ['mine, newest', `${base}&tab=mine`],
  ['school, chapter', `${base}&tab=school&bookNodeId=${chapter.id}`],
  ['school, lesson', `${base}&tab=school&bookNodeId=${lesson.id}`],
  ['platform, knowledge', `${base}&tab=platform&knowledgeId=${point.id}`],
  ['school, kind, downloads', `${base}&tab=school&kind=courseware&sort=downloads`],
  ['school, keyword 方程', `${base}&tab=school&keyword=${kw('方程')}`],
  [`school, keyword ${point.name.slice(0, 6)}`, `${base}&tab=school&keyword=${kw(point.name.slice(0, 6))}`],
  ['chapter + keyword 例题', `${base}&tab=school&bookNodeId=${chapter.id}&keyword=${kw('例题')}`],
  ['platform, favourites p20', `${base}&tab=platform&sort=favourites&page=20`],
];
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
console.log(
  `rounds: ${rounds}, node ${process.version}, ${os.cpus()[0]?.model ?? ''} × ${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  'search'.padEnd(28),
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
    name.padEnd(28),
    String(hits).padStart(6),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
    times.at(-1)!.toFixed(1).padStart(8),
  );
}

// ── Preview of a 30-slide PPTX ──
if (which('soffice')) {
  const pptx = new PptxGenJS();
  for (let i = 1; i <= 30; i++) {
    const slide = pptx.addSlide();
    slide.addText(`第 ${i} 张：一元一次方程的解法`, { x: 0.5, y: 0.6, w: 9, h: 1, fontSize: 30, bold: true });
    slide.addText(`例${i}：解方程 ${i}x + 3 = ${2 * i + 3}。移项得 ${i}x = ${2 * i}，系数化为 1 得 x = 2。`, {
      x: 0.5,
      y: 2,
      w: 9,
      h: 2,
      fontSize: 20,
    });
    slide.addShape(pptx.ShapeType.rect, {
      x: 0.5,
      y: 4.3,
      w: 3 + (i % 5),
      h: 0.6,
      fill: { color: '4472C4' },
    });
  }
  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="30页课件.pptx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let s = performance.now();
  const up = await app.inject({
    method: 'POST',
    url: '/api/resource/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const id = up.json().data.resource.id as string;
  const uploadMs = performance.now() - s;
  s = performance.now();
  await app.inject({ method: 'GET', url: `/api/resource/${id}/preview`, headers });
  const outcome = await runNextJob(ctx.database.db, resourceJobKinds(ctx));
  const ready = (await app.inject({ method: 'GET', url: `/api/resource/${id}/preview`, headers })).json()
    .data;
  const firstOpenMs = performance.now() - s;
  const later: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const p = (await app.inject({ method: 'GET', url: `/api/resource/${id}/preview`, headers })).json().data;
    const head = await app.inject({ method: 'GET', url: p.url, headers: { range: 'bytes=0-65535' } });
    if (head.statusCode !== 206) throw new Error(`range read: ${head.statusCode}`);
    later.push(performance.now() - t);
  }
  later.sort((a, b) => a - b);
  console.log(
    `30-slide PPTX (${(bytes.length / 1024).toFixed(0)} KB): upload ${uploadMs.toFixed(0)} ms; first open (conversion ${outcome.status}, ${ready.pages} pages) ${(firstOpenMs / 1000).toFixed(2)} s; later opens (preview info + first 64 KB of the PDF) p50 ${pct(later, 50).toFixed(1)} ms, p95 ${pct(later, 95).toFixed(1)} ms`,
  );
} else console.log('LibreOffice (soffice) not installed: preview timings skipped');
console.log(
  `load after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await app.close();
await ctx.database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

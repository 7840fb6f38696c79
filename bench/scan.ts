/**
 * Scanning end to end: a class set of the demo exam's answer sheets (personalised, filled by
 * scripts/fill-sheets.ts, cached in the OS temp folder) uploaded over HTTP to a running app, four
 * files at a time, recognised by its worker threads and written to the database. Prints pages per
 * second from the first upload to the last page settled, the upload share of it, and the engine's mean
 * time per stage. Embedded database by default; DATABASE_URL=postgres://… for PostgreSQL.
 * The uploads are sent from a worker thread of their own, as a browser on another machine sends them:
 * in the server's thread the client's own work (forms, fetch) would be counted as the server's.
 * Run: node --import tsx bench/scan.ts [students=45]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { StoredPageResult } from '@zhijuan/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { scanPages } from '../apps/server/src/db/schema';
import { startScanRunner } from '../apps/server/src/modules/scanning';
import { tsWorker } from './worker';

/** The uploading client: files four at a time to the batch, in order. */
async function uploadAll(o: {
  base: string;
  token: string;
  batchId: string;
  cache: string;
  files: string[];
}) {
  let next = 0;
  const upload = async () => {
    while (next < o.files.length) {
      const name = o.files[next++]!;
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(path.join(o.cache, name))]), name);
      const res = await fetch(`${o.base}/api/teacher/scan/batch/${o.batchId}/pages`, {
        method: 'POST',
        headers: { Authorization: o.token },
        body: form,
      });
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all([upload(), upload(), upload(), upload()]);
}

if (!isMainThread) {
  parentPort!.once('message', async () => {
    await uploadAll(workerData);
    parentPort!.postMessage('done');
  });
  parentPort!.postMessage('ready');
} else {
  const students = Number(process.argv[2] ?? 45);
  // One demo school kept between runs (the printed sheets name its exam); each run starts without scans.
  const dataDir = path.join(os.tmpdir(), 'zhijuan-bench-scan-data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'warn' });
  console.log('准备演示学校与演示考试…');
  const ctx = await createContext(config, { info: () => {} });
  await ctx.database.db.execute(sql`truncate scan_corrections, answer_sheets, scan_pages, scan_batches`);
  await ctx.database.db.execute(sql`update assignment_classes set scanned_count = 0`);
  await ctx.database.db.execute(sql`update assignments set status = 'waiting'`);
  const app = await buildApp(ctx, { logger: false });
  const runner = startScanRunner(ctx, config.scanWorkers, app.log, app.scanning);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
  const login = await fetch(`${base}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'teacher', password: 'zhijuan123' }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const json = async (method: string, url: string, body?: unknown): Promise<Response> => {
    // After the long generation step the kept-alive connection may be closed under us: try once more.
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).catch(() => null);
    return res ?? json(method, url, body);
  };
  const exam = (await (await json('GET', '/teacher/assignment?page=1&size=5')).json()).data.records[0];

  // The scans, made once per class size and kept: rendering and pencilling is not what is measured.
  const cache = path.join(dataDir, `scans-${students}`);
  if (!fs.existsSync(path.join(cache, 'answers.json'))) {
    console.log(`生成 ${students} 名学生的填涂答题卡…`);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-sheets-'));
    const t = await json('POST', `/teacher/assignment/${exam.id}/sheet/template`);
    fs.writeFileSync(path.join(work, 'template.json'), Buffer.from(await t.arrayBuffer()));
    const pdf = await json('POST', `/teacher/assignment/${exam.id}/sheet/pdf`, { personalised: true });
    fs.writeFileSync(path.join(work, 'sheets.pdf'), Buffer.from(await pdf.arrayBuffer()));
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      'scripts/fill-sheets.ts',
      '--template',
      path.join(work, 'template.json'),
      '--out',
      cache,
      '--students',
      String(students),
      '--faint',
      '0',
      path.join(work, 'sheets.pdf'),
    ]);
    fs.rmSync(work, { recursive: true, force: true });
  }
  const files = fs
    .readdirSync(cache)
    .filter((f) => f.endsWith('.jpg'))
    .sort();

  const batch = (await (await json('POST', '/teacher/scan/batch', { assignmentId: exam.id })).json()).data;
  console.log(`上传并识别 ${files.length} 页（${config.scanWorkers} 个识别线程，${ctx.database.kind}）…`);
  // The client is loaded before the clock starts, then told to go.
  const client = tsWorker(import.meta.url, {
    base,
    token: auth.Authorization,
    batchId: batch.id,
    cache,
    files,
  });
  const answer = () =>
    new Promise((done, fail) => {
      client.once('message', done);
      client.once('error', fail);
    });
  await answer();
  const started = performance.now();
  client.postMessage('go');
  await answer();
  await client.terminate();
  const uploadedMs = performance.now() - started;
  for (;;) {
    const s = (await (await json('GET', `/teacher/assignment/${exam.id}/scan/summary`)).json()).data;
    if (s.counts.queued === 0 && s.counts.pages === files.length) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const totalMs = performance.now() - started;

  const rows = await ctx.database.db
    .select({ result: scanPages.result, problems: scanPages.problems })
    .from(scanPages);
  const stages: Record<string, number> = {};
  for (const r of rows)
    for (const [k, v] of Object.entries((r.result as StoredPageResult).timings))
      stages[k] = (stages[k] ?? 0) + v;
  const summary = (await (await json('GET', `/teacher/assignment/${exam.id}/scan/summary`)).json()).data;
  console.log(
    JSON.stringify(
      {
        pages: files.length,
        students: summary.scannedStudents,
        problems: summary.counts.problems,
        uploadSeconds: +(uploadedMs / 1000).toFixed(2),
        totalSeconds: +(totalMs / 1000).toFixed(2),
        pagesPerSecond: +(files.length / (totalMs / 1000)).toFixed(1),
        engineMeanMsPerPage: Object.fromEntries(
          Object.entries(stages).map(([k, v]) => [k, +(v / rows.length).toFixed(1)]),
        ),
      },
      null,
      2,
    ),
  );
  await app.close();
  await runner.stop();
  await ctx.database.close();
}

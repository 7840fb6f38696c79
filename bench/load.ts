/**
 * Many teachers at once against a listening server (real HTTP, keep-alive connections), on embedded
 * PGlite and on PostgreSQL. The server runs as `npm start` would (demo school, demo bank of 6,418
 * questions and its 精品试卷) plus a 450-student exam with 10 written questions to mark and 50 teachers.
 * The teachers run in a process of their own (so the server's event loop and CPU time are its own) and each
 * sends its next request as soon as the previous one answers (or after `think`), drawing from a mix:
 *
 *   35% keyword search (方程, 函数, 三角形 … on 数学 and 物理, pages 1–3)   15% chapter browse
 *   15% basket (getQuestionBasket)   5% add to basket   15% my papers list   15% marking: next answer,
 *   then its score submitted (one request each; the next answer of the teacher's own written question)
 *
 * For each database and each concurrency (20, 50): `duration` seconds after a 3 s warm-up; requests/s,
 * p50/p95/max over all requests and per kind, errors. The machine's load average is printed with each
 * figure: on a shared machine other work shows up in the latencies.
 *
 * Run: node --import tsx bench/load.ts [duration=20] [concurrency=20,50] [pglite,postgres] [think=0]
 * `think`: a teacher's mean pause between requests in ms (0.5–1.5× at random); 0 is the closed loop.
 * LOAD_PROFILE=/tmp/load writes the server's CPU profile of each run (/tmp/load-pglite-20.cpuprofile …).
 * PostgreSQL: DATABASE_URL (a server the bench may create the database `zhijuan_bench_load` on), or
 * else a temporary cluster started from /usr/lib/postgresql/<n>/bin on PGPORT (default 5444), as .ci/run
 * does, and removed afterwards.
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { createContext } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import {
  answerSheets,
  orgs,
  papers,
  schoolClasses,
  teachingAssignments,
  users,
} from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { rescoreSheets, settingsOf } from '../apps/server/src/modules/marking';
import { addClasses, addRoster, examPaper, giveExam, signInAs } from './fixtures';

const duration = Number(process.argv[2] ?? 20);
const levels = (process.argv[3] ?? '20,50').split(',').map(Number);
const kinds = (process.argv[4] ?? 'pglite,postgres').split(',');
/** Mean pause of a teacher between requests, ms (0: the next request as soon as one answers). */
const think = Number(process.argv[5] ?? 0);
const TEACHERS = Math.max(...levels);

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** A fresh database on PostgreSQL: DATABASE_URL's server, or a temporary cluster of our own. */
function postgres(): { url: string; stop(): void } | undefined {
  if (process.env.DATABASE_URL) {
    const admin = new URL(process.env.DATABASE_URL);
    return { url: admin.toString(), stop() {} };
  }
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';
  if (!bin || !fs.existsSync(`${bin}/initdb`)) return undefined;
  const port = process.env.PGPORT ?? '5444';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-load-pg-'));
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  const asPg = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
      : execFileSync(cmd, args, { stdio: 'ignore' });
  asPg(`${bin}/initdb`, [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  asPg(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPg(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function freshDatabase(serverUrl: string, create = true): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS zhijuan_bench_load WITH (FORCE)');
  if (create) await admin.query('CREATE DATABASE zhijuan_bench_load');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/zhijuan_bench_load';
  return url.toString();
}

async function server(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-load-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SCAN_WORKERS: '0',
  };
  if (!databaseUrl) delete (env as Record<string, string | undefined>).DATABASE_URL;
  const config = loadConfig(env);
  let t0 = performance.now();
  await (await createContext(config, { info: () => {} })).database.close();
  const ctx = await createContext(config, { info: () => {} });
  const app = await buildApp(ctx, { logger: false });
  const db = ctx.database.db;
  console.log(`  first start with the demo bank: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();

  // 50 teachers of 七年级数学 in 8 classes of 450 students, each with 12 saved papers.
  const [org] = await db.select().from(orgs).limit(1);
  const [grade] = await db.select().from(schoolClasses).where(eq(schoolClasses.name, '七年级')).limit(1);
  const classIds = await addClasses(db, { orgId: org!.id, gradeId: grade!.id, prefix: '负载', sort: 60 });
  const passwordHash = await hashPassword('zhijuan123');
  const teachers = await db
    .insert(users)
    .values(
      Array.from({ length: TEACHERS }, (_, i) => ({
        orgId: org!.id,
        username: `load-teacher-${i + 1}`,
        nickname: `负载老师${i + 1}`,
        passwordHash,
      })),
    )
    .returning();
  await db
    .insert(teachingAssignments)
    .values(
      teachers.flatMap((t) =>
        classIds.map((classId) => ({ orgId: org!.id, userId: t.id, classId, subjectId: 'cz.math' })),
      ),
    );
  const paperRows = await db
    .insert(papers)
    .values(
      teachers.flatMap((t, i) =>
        Array.from({ length: 12 }, (_, k) => ({
          orgId: org!.id,
          ownerId: t.id,
          status: 'saved' as const,
          stageId: 'cz',
          subjectId: 'cz.math',
          title: `七年级数学练习${i + 1}-${k + 1}`,
        })),
      ),
    )
    .returning({ id: papers.id });
  const roster = await addRoster(db, { orgId: org!.id, classIds, digit: '8' });
  const exam = await giveExam(db, {
    orgId: org!.id,
    ownerId: teachers[0]!.id,
    paperId: paperRows[0]!.id,
    grade: grade!,
    classIds,
    name: '七年级数学期中（负载）',
    examDate: '2026-11-20',
    status: 'scanning',
    paper: examPaper('七年级数学期中（负载）', { multiple: false }),
  });
  await db.insert(answerSheets).values(
    roster.map((s, i) => ({
      assignmentId: exam.id,
      studentId: s.id,
      orgId: org!.id,
      answers: Object.fromEntries(
        Array.from({ length: 20 }, (_, q) => [String(q + 1), 'ABCD'[(i + q) % 4]!]),
      ),
      flags: {},
      pageIds: [],
    })),
  );
  await rescoreSheets(db, exam, await settingsOf(db, exam));

  const sessions: { authorization: string; block: string }[] = [];
  for (const [i, t] of teachers.entries()) {
    sessions.push({ ...(await signInAs(app, t.username)), block: String(21 + (i % 10)) });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(
    `  ${TEACHERS} teachers, 450 students, exam and papers: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return {
    kind: ctx.database.kind,
    base: `http://127.0.0.1:${port}`,
    exam: exam.id,
    sessions,
    async close() {
      await app.close();
      await ctx.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

function run(s: Awaited<ReturnType<typeof server>>, concurrency: number, seconds: number) {
  return new Promise<{ samples: Sample[]; wall: number; errors: string[]; cpu: number }>(
    (resolve, reject) => {
      const teachers = fork(new URL('./load-teachers.mjs', import.meta.url), { execArgv: [] });
      let cpu = process.cpuUsage();
      teachers.send({
        base: s.base,
        exam: s.exam,
        sessions: s.sessions.slice(0, concurrency),
        seconds,
        warmup: 3,
        think,
      });
      // The server's CPU time over the measured seconds (the teachers' is in their own process).
      setTimeout(() => {
        cpu = process.cpuUsage();
      }, 3000);
      teachers.once('message', (m: { samples: Sample[]; wall: number; errors: string[] }) => {
        const used = process.cpuUsage(cpu);
        resolve({ ...m, cpu: (used.user + used.system) / 1000 });
      });
      teachers.once('error', reject);
    },
  );
}

/** LOAD_PROFILE=<path prefix>: the server's CPU profile of each run, for Chrome's DevTools. */
async function startProfile() {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return async (file: string) => {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

function report(label: string, samples: Sample[], wall: number) {
  const ms = samples.map((x) => x.ms).sort((a, b) => a - b);
  const errors = samples.filter((x) => !x.ok).length;
  console.log(
    `${label.padEnd(22)} ${String(samples.length).padStart(6)} ${(samples.length / wall).toFixed(1).padStart(7)} ${pct(ms, 0.5).toFixed(0).padStart(6)} ${pct(ms, 0.95).toFixed(0).padStart(6)} ${(ms.at(-1) ?? 0).toFixed(0).padStart(6)} ${String(errors).padStart(6)}`,
  );
}

console.log(
  `${new Date().toISOString()}  node ${process.version}  ${os.cpus()[0]?.model ?? ''} × ${os.cpus().length}  ${duration} s per run, think ${think} ms`,
);
for (const kind of kinds) {
  let pgServer: ReturnType<typeof postgres>;
  let url: string | undefined;
  if (kind === 'postgres') {
    pgServer = postgres();
    if (!pgServer) {
      console.log('\nPostgreSQL: no server (set DATABASE_URL or install postgresql) — skipped');
      continue;
    }
    url = await freshDatabase(pgServer.url);
  }
  console.log(`\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  const s = await server(url);
  try {
    for (const concurrency of levels) {
      const before = load();
      const profile = process.env.LOAD_PROFILE ? await startProfile() : undefined;
      const { samples, wall, errors, cpu } = await run(s, concurrency, duration);
      if (profile) await profile(`${process.env.LOAD_PROFILE}-${s.kind}-${concurrency}.cpuprofile`);
      console.log(
        `\n${concurrency} teachers, ${wall.toFixed(1)} s — load average before ${before}, after ${load()}; server process CPU ${(cpu / samples.length).toFixed(1)} ms per request (${((cpu / 1000 / wall) * 100).toFixed(0)}% of one core)`,
      );
      console.log(
        `${'request'.padEnd(22)} ${'count'.padStart(6)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'max'.padStart(6)} ${'errors'.padStart(6)}   (ms)`,
      );
      report('all', samples, wall);
      for (const k of [...new Set(samples.map((x) => x.kind))].sort())
        report(
          k,
          samples.filter((x) => x.kind === k),
          wall,
        );
      for (const e of errors.slice(0, 5)) console.log(`  error: ${e}`);
    }
  } finally {
    await s.close();
    if (url && pgServer) {
      await freshDatabase(pgServer.url, false).catch(() => {});
      pgServer.stop();
    }
  }
}

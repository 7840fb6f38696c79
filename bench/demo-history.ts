/**
 * The demo score history on a first start (docs/demo-data.md), and how the server answers meanwhile:
 * starts `apps/server/src/main.ts` on an empty DATA_DIR (PGlite, demo data, demo bank) with
 * bench/event-loop-probe.mjs preloaded, and until the history is `done` keeps asking, each request
 * timed (none is given up before 10 minutes):
 * - `GET /api/health` one after another, 0.5 s apart;
 * - every 10 s a sign-in as 李老师 (`teacher`, password grant) then 作业列表 (`/teacher/assignment`);
 * - `GET /api/system/demo-history` every 2 s, for the progress.
 * Prints the server-listening and history times, the latencies (median, p99, max) and the main thread's
 * event-loop delay (largest block, p99 of the 5-s windows) while the history ran.
 * Run: node --import tsx bench/demo-history.ts   (needs poppler's pdftoppm)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// SERVER_ROOT=<another checkout> measures that one's server (e.g. the code before a change).
const root = path.resolve(process.env.SERVER_ROOT ?? path.resolve(import.meta.dirname, '..'));
const probe = path.join(import.meta.dirname, 'event-loop-probe.mjs');
const port = await new Promise<number>((resolve) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    const p = (srv.address() as net.AddressInfo).port;
    srv.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-history-'));
const t0 = Date.now();
const at = () => (Date.now() - t0) / 1000;
const server = spawn(process.execPath, ['--import', 'tsx', '--import', probe, 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CAPTCHA: 'off' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const loops: { t: number; max: number; p99: number; at: number; doing: string }[] = [];
let doing = '';
let listening = 0;
let historyStarted = 0;
let historyDone = 0;
const lines = (stream: NodeJS.ReadableStream, each: (line: string) => void) => {
  let rest = '';
  stream.on('data', (d) => {
    const all = rest + String(d);
    const parts = all.split('\n');
    rest = parts.pop()!;
    for (const p of parts) each(p);
  });
};
lines(server.stderr!, (l) => {
  const m = l.match(/^\[event-loop\] (.*)$/);
  if (m) loops.push({ ...JSON.parse(m[1]!), at: at(), doing });
  else if (l.trim()) console.log(`  server: ${l}`);
});
lines(server.stdout!, (l) => {
  const msg = (() => {
    try {
      return String(JSON.parse(l).msg ?? '');
    } catch {
      return l;
    }
  })();
  if (msg.includes('智卷已启动')) listening = at();
  if (msg.includes('正在生成演示成绩') && !historyStarted) historyStarted = at();
  if (msg.includes('正在生成演示成绩')) doing = msg.replace('正在生成演示成绩：', '');
  if (msg.includes('演示成绩') || msg.includes('失败')) console.log(`  [${at().toFixed(0)} s] ${msg}`);
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the requests below answer, as far as this reads it. */
interface Answer {
  data: { access_token: string; state: string; message: string | null };
}
const failures: string[] = [];
/** One request, timed; a failure (no answer in 10 minutes, a reset connection) is recorded and retried. */
async function timed(url: string, init?: RequestInit): Promise<{ ms: number; body: Answer }> {
  for (;;) {
    const s = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(600_000) });
      return { ms: performance.now() - s, body: (await res.json()) as Answer };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? String(err);
      failures.push(
        `${url.replace(base, '')} at ${at().toFixed(0)} s after ${((performance.now() - s) / 1000).toFixed(0)} s: ${cause}`,
      );
      if (server.exitCode !== null) throw err;
    }
  }
}

/** CPU seconds of the server process so far: its threads, and its finished children (poppler). */
function cpuSeconds() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = (i: number) => Number(fields[i - 3]);
  return { own: (ticks(14) + ticks(15)) / 100, children: (ticks(16) + ticks(17)) / 100 };
}

while (!listening) {
  if (server.exitCode !== null) throw new Error('服务器提前退出');
  await new Promise((r) => setTimeout(r, 200));
}
const cpuAtListening = cpuSeconds();
let cpuAtDone = cpuAtListening;
const health: number[] = [];
const signIn: number[] = [];
const list: number[] = [];
let done = false;

const healthLoop = async () => {
  while (!done) {
    health.push((await timed(`${base}/api/health`)).ms);
    await new Promise((r) => setTimeout(r, 500));
  }
};
const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
const teacherLoop = async () => {
  while (!done) {
    const login = await timed(`${base}/api/oauth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'teacher', password: 'zhijuan123' }),
    });
    signIn.push(login.ms);
    const token = login.body.data.access_token;
    list.push(
      (
        await timed(`${base}/api/teacher/assignment?page=1&size=10`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).ms,
    );
    await new Promise((r) => setTimeout(r, 10_000));
  }
};
const statusLoop = async () => {
  for (;;) {
    const { state, message } = (await timed(`${base}/api/system/demo-history`)).body.data;
    if (state === 'done' || state === 'off') break;
    if (state === 'failed') throw new Error(`演示成绩生成失败：${message}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  historyDone = at();
  cpuAtDone = cpuSeconds();
  done = true;
};
await Promise.all([healthLoop(), teacherLoop(), statusLoop()]);
stop();

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const fmt = (xs: number[]) =>
  `n=${xs.length} median ${q(xs, 50).toFixed(0)} ms, p99 ${q(xs, 99).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
// From 10 s after listening (a window reported at once may hold the start-up's own work) to the end.
const during = loops.filter((l) => l.at >= listening + 10 && l.at <= historyDone + 5);
console.log(
  `listening after ${listening.toFixed(1)} s; history done ${(historyDone - listening).toFixed(0)} s after listening`,
);
console.log(
  `server CPU while the history ran: ${(cpuAtDone.own - cpuAtListening.own).toFixed(0)} s in its threads + ` +
    `${(cpuAtDone.children - cpuAtListening.children).toFixed(0)} s in poppler ` +
    '(on two idle cores the history takes at least half the sum)',
);
console.log(`/api/health: ${fmt(health)}`);
console.log(`sign-in:     ${fmt(signIn)}`);
console.log(`作业列表:    ${fmt(list)}`);
console.log(
  `event loop while the history ran: largest block ${Math.max(...during.map((l) => l.max)).toFixed(0)} ms; ` +
    `5-s windows with a block > 200 ms: ${during.filter((l) => l.max > 200).length}/${during.length}; ` +
    `median of the windows' p99 ${q(
      during.map((l) => l.p99),
      50,
    ).toFixed(0)} ms`,
);
console.log(
  `largest blocks: ${[...during]
    .sort((a, b) => b.max - a.max)
    .slice(0, 5)
    .map((l) => `${l.max.toFixed(0)} ms at ${l.at.toFixed(0)} s (${l.doing || '准备中'})`)
    .join('; ')}`,
);
console.log(`failed requests: ${failures.length ? failures.join('; ') : 'none'}`);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

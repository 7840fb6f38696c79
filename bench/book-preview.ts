/**
 * 数字教材 reader: a 300-page 同步学案 PDF (made by the demo-book generator from the demo bank, CJK text on
 * every page) uploaded to a started server, then opened in Chromium at /bookPreview; measures the time
 * from navigation to the first page drawn (a canvas with pixels) and how many bytes of the PDF were read
 * by then (pdf.js reads by HTTP range). Needs the web build (apps/web/dist or WEB_DIST) and Chromium.
 * Run: node --import tsx bench/book-preview.ts [rounds=5]
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { demoQuestions } from '@zhijuan/demo-bank';
import { chromium } from 'playwright-core';
import type { BookNodeInput, BookQuestion } from '../apps/server/src/seed/books/render';
import { renderStudyBook } from '../apps/server/src/seed/books/render';

const rounds = Number(process.argv[2] ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

// A book of about 300 pages: 160 lessons of 2 examples and 12 practice questions each.
const bank = demoQuestions().filter((q) => q.subjectId === 'cz.math' && !q.parts);
const asQ = (i: number): BookQuestion => {
  const q = bank[(i * 7) % bank.length]!;
  return {
    typeName: q.typeName,
    stem: q.stem,
    options: q.options ?? [],
    answer: q.answer,
    analysis: q.analysis ?? '',
  };
};
const nodes: BookNodeInput[] = [];
let qi = 0;
for (let c = 1; c <= 16; c++) {
  nodes.push({ id: `c${c}`, pid: null, name: `第${c}章 演示章节`, depth: 1 });
  for (let l = 1; l <= 10; l++)
    nodes.push({
      id: `c${c}.${l}`,
      pid: `c${c}`,
      name: `${c}.${l} 演示课时`,
      depth: 2,
      lesson: {
        knowledge: ['演示知识点'],
        examples: [asQ(qi++), asQ(qi++)],
        practice: Array.from({ length: 12 }, () => asQ(qi++)),
      },
    });
}
let t = Date.now();
const book = await renderStudyBook({
  title: '演示 300 页教材',
  subtitle: '基准测试用',
  volume: '演示册',
  nodes,
});
console.log(
  `PDF: ${book.pageCount} 页, ${(book.pdf.byteLength / 1024 / 1024).toFixed(1)} MB, 生成 ${Date.now() - t} ms`,
);

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-bench-book-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    CAPTCHA: 'off',
    QUESTION_BANK: 'none',
    DEMO_HISTORY: 'off',
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('服务器没有启动');
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const basic = `Basic ${Buffer.from('zhijuan-web:zhijuan-web-secret').toString('base64')}`;
  const tok = await fetch(`${base}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=admin&password=zhijuan123',
  }).then((r) => r.json());
  const form = new FormData();
  form.append('file', new Blob([book.pdf], { type: 'application/pdf' }), 'book.pdf');
  const up = await fetch(
    `${base}/api/teacher/books?textbookId=cz.math.rj.7a&title=${encodeURIComponent('演示 300 页教材')}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${tok.data.access_token}` },
      body: form,
    },
  ).then((r) => r.json());
  const bookId = up.data.id as string;

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#page-login_username').fill('admin');
  await page.locator('#page-login_password').fill('zhijuan123');
  await page.locator('form#page-login button[type="submit"]').click();
  await page.waitForURL(/paperList/i);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let bytes = 0;
    const onResponse = async (res: import('playwright-core').Response) => {
      if (res.url().includes('/file')) bytes += Number((await res.allHeaders())['content-length'] ?? 0);
    };
    page.on('response', onResponse);
    await page.goto(`${base}/paperlist`);
    t = Date.now();
    await page.goto(`${base}/bookPreview?book=${bookId}`);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.zj-reader-pages canvas')].some(
          (c) => (c as HTMLCanvasElement).width > 0,
        ),
      null,
      {
        timeout: 60_000,
      },
    );
    const ms = Date.now() - t;
    times.push(ms);
    page.off('response', onResponse);
    console.log(
      `第 ${r + 1} 次：首页可见 ${ms} ms，此时读取 PDF ${(bytes / 1024).toFixed(0)} KB / ${(book.pdf.byteLength / 1024).toFixed(0)} KB`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `首页可见：中位数 ${times[Math.floor(times.length / 2)]} ms，最快 ${times[0]} ms，最慢 ${times.at(-1)} ms（${rounds} 次，1440×900）`,
  );
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(execSync("lscpu | grep 'Model name'").toString().trim());
  console.log(`uptime: ${execSync('uptime').toString().trim()}`);
}

// Browser tests: starts the real server on a temporary database and drives Debian's Chromium.
// Assumes apps/web/dist exists (the root `npm test` builds it). Ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flows } from './flows.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  console.log('浏览器测试已跳过：未找到 Chromium（apt-get install chromium，或设置 CHROME_PATH）');
  process.exit(0);
}
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('缺少 apps/web/dist：请先运行 npm run build');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const screenshots = path.join(import.meta.dirname, 'screenshots');
fs.rmSync(screenshots, { recursive: true, force: true });
fs.mkdirSync(screenshots, { recursive: true });

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhijuan-e2e-'));
const serverLog = [];
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    RESPONSE_CHECK: 'on',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (d) => serverLog.push(String(d)));
server.stderr.on('data', (d) => serverLog.push(String(d)));

let browser;
function stopServer() {
  if (server.exitCode === null && !server.killed) server.kill('SIGTERM');
}
process.on('exit', () => {
  stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

/** A request of the harness: none may hang it, so each is given up after 10 s. */
const ask = (url) => fetch(url, { signal: AbortSignal.timeout(10_000) });

async function waitForHealth(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`服务器提前退出（${server.exitCode}）`);
    try {
      const res = await ask(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('服务器在限定时间内没有就绪');
}

/**
 * The demo score history is made in the background after the first start (docs/demo-data.md). The
 * flows marked `duringHistory` run while it is made; the others once it is complete, so its scanning
 * and marking never queue before theirs. Polled every 2 s, each request given up after 10 s and tried
 * again: the server answers meanwhile, and no single request can hang the harness.
 */
async function waitForDemoHistory(timeoutMs) {
  const until = Date.now() + timeoutMs;
  let said = '';
  let unanswered = 0;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`服务器提前退出（${server.exitCode}）`);
    if (Date.now() > until) throw new Error('演示成绩在限定时间内没有生成完');
    let data = null;
    try {
      data = (await (await ask(`${base}/api/system/demo-history`)).json()).data;
    } catch (err) {
      unanswered += 1;
      console.log(`  演示成绩进度未答复（第 ${unanswered} 次）：${err instanceof Error ? err.message : err}`);
    }
    if (data) {
      const { state, message } = data;
      if (state === 'done' || state === 'off') return;
      if (state === 'failed') throw new Error(`演示成绩生成失败：${message}`);
      if (message && message !== said) {
        said = message;
        console.log(`  等待演示成绩：${message}`);
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

let passed = 0;
let failed = 0;
let shot = 0;

try {
  await waitForHealth(300_000);
  browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const config = (await (await ask(`${base}/api/system/config`)).json()).data;

  // E2E_ONLY=<part of a flow name> runs just the matching flows (while working on one screen).
  const only = process.env.E2E_ONLY;
  const chosen = flows.filter((f) => !only || f.name.includes(only));
  // Flows about the first start run while the demo history is made; the rest once it is complete.
  const during = chosen.filter((f) => f.duringHistory);
  const after = chosen.filter((f) => !f.duringHistory);
  for (const flow of [...during, 'wait for the history', ...after]) {
    if (flow === 'wait for the history') {
      await waitForDemoHistory(1_800_000);
      continue;
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    // External sites (marking, help) are answered locally so nothing leaves the machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>外部站点</title>外部站点' }),
    );
    // Anything the Content-Security-Policy blocks fails the flow: the event is reported to the console,
    // where Chromium also writes its own "Refused to … Content Security Policy" lines.
    const cspViolations = [];
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})` : '';
        const line = `Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}${where}`;
        window.__cspViolations.push(line);
        console.error(line);
      });
    });
    context.on('console', (msg) => {
      if (msg.text().includes('Content Security Policy')) cspViolations.push(msg.text());
    });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const t = {
      base,
      config,
      serverLog,
      page,
      context,
      async screenshot(name, { fullPage = false } = {}) {
        shot += 1;
        const file = path.join(screenshots, `${String(shot).padStart(2, '0')}-${name}.png`);
        await page.waitForTimeout(350); // let antd's enter animations settle
        await page.screenshot({ path: file, fullPage });
      },
      /** Prints the page to PDF at its CSS page size, saved beside the screenshots; returns the file. */
      async pdf(name) {
        shot += 1;
        const file = path.join(screenshots, `${String(shot).padStart(2, '0')}-${name}.pdf`);
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
        await page.emulateMedia({ media: 'screen' });
        return file;
      },
      check(condition, message) {
        if (!condition) throw new Error(message);
      },
    };
    const started = Date.now();
    try {
      await flow.run(t);
      if (pageErrors.length > 0) throw new Error(`页面脚本错误：${pageErrors.join(' | ')}`);
      if (cspViolations.length > 0) {
        throw new Error(`内容安全策略拦截：${[...new Set(cspViolations)].join(' | ')}`);
      }
      passed += 1;
      console.log(`✓ ${flow.name} (${Date.now() - started} ms)`);
    } catch (err) {
      failed += 1;
      console.log(
        `✗ ${flow.name}\n    ${err instanceof Error ? err.message.split('\n').join('\n    ') : err}`,
      );
      console.log(`    at ${page.url()}`);
      if (pageErrors.length > 0) console.log(`    页面脚本错误：${pageErrors.join(' | ')}`);
      await t.screenshot('failure').catch(() => undefined);
    } finally {
      await context.close();
    }
  }
} catch (err) {
  failed += 1;
  console.log(`✗ 浏览器测试无法运行：${err instanceof Error ? err.message : err}`);
  const tail = serverLog.join('').split('\n').slice(-20).join('\n');
  if (tail.trim()) console.log(tail);
} finally {
  await browser?.close().catch(() => undefined);
  stopServer();
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

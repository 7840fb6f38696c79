import { preloadAssemblySolver } from '@zhijuan/assembly';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadConfigOrExit } from './config';
import { startResourceJobs } from './modules/resources';
import { startScanRunner } from './modules/scanning';
import { preloadSheetPrinting } from './modules/sheets';
import { startDemoBooks } from './seed/books';
import { startDemoHistory } from './seed/history';

async function main() {
  const config = loadConfigOrExit();
  const started = Date.now();
  const bootLog = { info: (m: string) => console.log(m) };
  const ctx = await createContext(config, bootLog);
  const app = await buildApp(ctx);
  // Recognition in this process (docs/scanning.md), woken by the app's uploads.
  const scanRunner = startScanRunner(ctx, config.scanWorkers, app.log, app.scanning);
  // Document conversion for previews, one at a time (docs/lesson-prep.md).
  const resourceJobs = startResourceJobs(ctx);

  const history = new AbortController();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在停止服务');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    history.abort();
    try {
      await app.close();
      await scanRunner.stop();
      await resourceJobs.stop();
      await ctx.database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, '停止服务时出错');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The first HiGHS solve compiles its WebAssembly; do it now rather than in a teacher's request.
  preloadAssemblySolver().catch((err) => app.log.warn({ err }, '组卷求解器预加载失败，将在首次使用时加载'));
  // Likewise the answer-sheet fonts and the first PDF of the process.
  preloadSheetPrinting().catch((err) => app.log.warn({ err }, '答题卡字体预加载失败，将在首次打印时加载'));
  // The demo score history runs behind the listening server: /health and sign-in answer meanwhile.
  startDemoHistory(ctx, () => app.scanning.wake(), app.log, history.signal);
  // The demo books (同步学案 PDFs) likewise: laid out in a worker thread, stored when ready.
  startDemoBooks(ctx, app.log, history.signal);
  const db = ctx.database.kind === 'pglite' ? `PGlite（${config.dataDir}）` : 'PostgreSQL';
  app.log.info(
    `智卷已启动：http://${config.host}:${config.port}  数据库：${db}  用时 ${Date.now() - started} ms` +
      (config.captcha ? '' : '  【图形验证码已关闭，请勿用于生产环境】'),
  );
}

main().catch((err) => {
  console.error('启动失败：', err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * 智卷扫描代理: `npm run scan-agent` on the PC attached to the scanner. With `--simulate [folder]` it
 * also starts a simulated eSCL scanner serving the folder's images (or demo sheets) and lists it.
 */
import { loadConfig } from './config';
import { demoPages } from './demo-pages';
import { startScanAgent } from './http/server';
import { startSimulatedEscl } from './simulated-escl';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`扫描代理配置错误 ${(error as Error).message}`);
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const simulateAt = args.indexOf('--simulate');
  const closers: Array<() => Promise<void>> = [];
  if (simulateAt >= 0) {
    const folder = args[simulateAt + 1];
    const scanner = await startSimulatedEscl({ pages: folder ?? (await demoPages()) }).catch(
      (error: Error) => {
        console.error(`模拟扫描仪无法启动：${error.message}`);
        process.exit(1);
      },
    );
    config.esclUrls = [...config.esclUrls, scanner.url];
    closers.push(scanner.close);
    console.log(`模拟扫描仪 ${scanner.url}（${folder ? `图像来自 ${folder}` : '演示答题卡 4 页'}）`);
  }
  const agent = await startScanAgent(config).catch((error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE' ? `端口 ${config.port} 已被占用（扫描代理是否已在运行？）` : error.message;
    console.error(`扫描代理无法启动：${reason}`);
    process.exit(1);
  });
  closers.unshift(agent.close);
  console.log(`智卷扫描代理已启动 ${agent.url}`);
  console.log(
    `允许的网页：${config.origins.join(', ')} 以及本机 http://127.0.0.1、http://localhost 上的网页`,
  );
  const stop = async () => {
    for (const close of closers) await close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();

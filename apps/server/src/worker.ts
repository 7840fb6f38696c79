/**
 * `npm run worker`: a recognition process beside the servers (docs/scanning.md). It claims scanned
 * pages from the same PostgreSQL database and reads them with one thread per core; run as many as the
 * scanning load needs, on any machine that sees the database and the files (DATA_DIR on a shared disk).
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfigOrExit } from './config';
import { migrateDatabase, openDatabase } from './infra/db';
import { localStorage } from './infra/storage';
import { startScanRunner } from './modules/scanning';

async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('npm run worker 需要 DATABASE_URL（PostgreSQL）；内置数据库由服务进程自己识别');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
  await migrateDatabase(database);
  const threads = process.env.SCAN_WORKERS ? config.scanWorkers : Math.max(1, os.availableParallelism());
  const log = { error: (o: object, m: string) => console.error(m, o) };
  const runner = startScanRunner(
    { database, storage: localStorage(path.join(config.dataDir, 'files')) },
    threads,
    log,
  );
  console.log(`智卷识别进程已启动：${threads} 个线程，文件目录 ${path.resolve(config.dataDir, 'files')}`);
  const stop = async () => {
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('识别进程启动失败：', err instanceof Error ? err.message : err);
  process.exit(1);
});

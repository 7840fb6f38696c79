import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { demoQuestions } from '@zhijuan/demo-bank';
import { CURRICULUM } from '@zhijuan/demo-bank/curriculum';
import type { Config } from './config';
import type { AppContext } from './http';
import { type Db, migrateDatabase, type OpenOptions, openDatabase } from './infra/db';
import { localStorage } from './infra/storage';
import { keepSigningSecret, TokenSigner } from './modules/auth';
import { refreshSearchText } from './modules/questions';
import { devOutboxSms } from './modules/system';
import { syncCurriculum } from './seed/curriculum/sync';
import { seedDemo } from './seed/demo';
import { DEMO_EXAM_NAME, seedDemoExam } from './seed/exam';
import { syncTemplatePapers } from './seed/papers';
import { bankSourceVersion, syncQuestionBank } from './seed/questions/load';

/** The token-signing key: JWT_SECRET when set, else one generated once and kept in the database. */
async function signingSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keepSigningSecret(db, randomBytes(48).toString('base64url'));
}

export interface Logger {
  info(msg: string): void;
}

/** Opens and migrates the database, seeds the demo school if asked, and wires the adapters. */
export async function createContext(
  config: Config,
  log: Logger,
  dbOptions: Partial<OpenOptions> = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: path.join(config.dataDir, 'pgdata'),
    ...dbOptions,
  });
  try {
    await migrateDatabase(database);
    if (await syncCurriculum(database.db, CURRICULUM))
      log.info('已更新课程数据（学段、学科、教材、章节、知识点、题型）');
    const reindexed = await refreshSearchText(database.db);
    if (reindexed) log.info(`已重建试题检索索引：${reindexed} 道`);
    if (config.seed === 'demo' && (await seedDemo(database.db))) log.info('已写入演示学校与演示账号');
    if (config.questionBank === 'demo') {
      const loaded = await syncQuestionBank(database.db, demoQuestions, bankSourceVersion());
      if (loaded) log.info(`已载入题库：${loaded} 道平台试题`);
      const templates = await syncTemplatePapers(database.db);
      if (templates) log.info(`已载入精品试卷：${templates} 套`);
    }
    const secret = await signingSecret(database.db, config.jwtSecret);
    const ctx: AppContext = {
      config,
      database,
      signer: new TokenSigner(secret, config.accessTokenTtl),
      sms: devOutboxSms(database.db, (m) => log.info(m)),
      storage: localStorage(path.join(config.dataDir, 'files')),
    };
    if (config.seed === 'demo' && config.questionBank === 'demo' && (await seedDemoExam(ctx)))
      log.info(`已布置演示考试：${DEMO_EXAM_NAME}`);
    return ctx;
  } catch (err) {
    await database.close();
    throw err;
  }
}

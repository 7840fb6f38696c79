/**
 * Creates a school and its first administrator (school creator), for an installation started with
 * SEED=none. Usage:
 *   npm run admin:create -- --school 实验中学 --username wang --password 'Secret123' [--nickname 王校长] [--platform]
 * `--platform` also makes the account a platform administrator, who may edit the shared curriculum.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN } from '@zhijuan/contracts';
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../infra/db';
import { hashPassword } from '../modules/auth';
import { createSchoolWithCreator, usernameTaken } from '../modules/system';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The school year a new school starts in: from September on, the year that begins now. */
export function currentSchoolYear(now = new Date()): string {
  const y = now.getFullYear();
  const start = now.getMonth() >= 7 ? y : y - 1;
  return `${start}-${start + 1}学年`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      school: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      platform: { type: 'boolean', default: false },
    },
  });
  const { school, username, password } = values;
  if (!school || !username || !password) {
    fail(
      '用法：npm run admin:create -- --school 学校名称 --username 用户名 --password 密码 [--nickname 昵称]',
    );
  }
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) fail('用户名为 3 到 32 位字母、数字、下划线、点或横线');
  if (!PASSWORD_PATTERN.test(password)) fail('密码长度为 8 到 64 位，且需同时包含字母和数字');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.lines.join('\n'));
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (await usernameTaken(db, username)) fail(`用户名 ${username} 已存在`);
    const passwordHash = await hashPassword(password);
    await createSchoolWithCreator(db, {
      school,
      schoolYear: currentSchoolYear(),
      creator: {
        username,
        nickname: values.nickname ?? '管理员',
        passwordHash,
        isPlatformAdmin: values.platform ?? false,
      },
    });
    console.log(`已创建学校「${school}」及管理员账号 ${username}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => fail(`创建失败：${err instanceof Error ? err.message : String(err)}`));
}

import os from 'node:os';
import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag } from '@zhijuan/contracts';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, '必须是 postgres:// 开头的连接串')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  QUESTION_BANK: z.enum(['demo', 'none']).optional(),
  CAPTCHA: onOff.default('on'),
  JWT_SECRET: z.string().min(32, '至少 32 个字符').optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default('zhijuan-web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('zhijuan-web-secret'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(7200),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FEATURES: z
    .string()
    .default('')
    .refine(
      (s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .every(
            (x) => /^[a-zA-Z]+=(on|off)$/.test(x) && FEATURE_FLAGS.includes(x.split('=')[0] as FeatureFlag),
          ),
      `格式为 flag=on|off，以逗号分隔；可用的 flag：${FEATURE_FLAGS.join(', ')}`,
    ),
  SMS_ADAPTER: z.enum(['dev-outbox']).default('dev-outbox'),
  /** The development outbox stores codes in the database: refused in production unless allowed. */
  SMS_DEV_OUTBOX_IN_PRODUCTION: z.enum(['allow', 'refuse']).default('refuse'),
  /** A school's own marking site; unset, the navigation's 阅卷 entry opens the product's /correct. */
  MARKING_SITE_URL: z.string().url().optional(),
  HELP_URL: z.string().url().default('https://help.zhijuan.example/'),
  MOBILE_URL: z.string().url().default('https://m.zhijuan.example/'),
  TRUST_PROXY: onOff.default('off'),
  WEB_DIST: z.string().optional(),
  /** Worker threads reading scanned pages in this process; 0 leaves recognition to `npm run worker`. */
  SCAN_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** With demo data: make the demo score history in the background on the first start. */
  DEMO_HISTORY: onOff.default('on'),
  /** Parse every JSON answer with its route's contract and answer 500 on a mismatch (tests; docs/development.md). */
  RESPONSE_CHECK: onOff.default('off'),
});

/** Where 阅卷 opens when MARKING_SITE_URL is not set: marking in this product. */
export const MARKING_IN_PRODUCT = '/correct';

/** Flags on unless a school turns them off; `juniorOnly` (keep only 初中) is off unless turned on. */
const FLAG_DEFAULTS: Record<FeatureFlag, boolean> = {
  basket: true,
  feedback: true,
  marking: true,
  cloudResources: true,
  aiPaper: true,
  customNav: true,
  lessonPrep: true,
  questionColumn: true,
  footer: true,
  juniorOnly: false,
};

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process holds at most (PGlite has one). */
  databasePoolSize: number;
  seed: 'demo' | 'none';
  /** Load the generated demo question bank (default: with the demo school). */
  questionBank: 'demo' | 'none';
  captcha: boolean;
  jwtSecret: string | undefined;
  oauthClient: { id: string; secret: string };
  accessTokenTtl: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  features: Record<FeatureFlag, boolean>;
  markingSiteUrl: string;
  helpUrl: string;
  mobileUrl: string;
  trustProxy: boolean;
  webDist: string;
  scanWorkers: number;
  /** Make the demo score history (docs/demo-data.md) when the demo school and bank are seeded. */
  demoHistory: boolean;
  /** Answers are checked against their contracts (RESPONSE_CHECK=on; tests and browser tests). */
  responseCheck: boolean;
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Two connections a core, between 4 and 20: on a small machine more connections only queue inside
 * PostgreSQL and the server's event loop (docs/BENCHMARKS.md, load bench: on 2 cores 50 teachers had
 * p95 140 ms with 4, 165 ms with 10 and 155 ms with 20).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(20, Math.max(4, 2 * cores));
}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `配置错误 ${String(i.path[0])}=${JSON.stringify(env[String(i.path[0])] ?? '')}：${i.message}`,
    );
    throw new ConfigError(lines);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    e.SMS_ADAPTER === 'dev-outbox' &&
    e.SMS_DEV_OUTBOX_IN_PRODUCTION !== 'allow'
  ) {
    throw new ConfigError([
      '配置错误 SMS_ADAPTER="dev-outbox"：开发短信发件箱不会真正发出短信，生产环境（NODE_ENV=production）请接入短信平台；确需使用时设置 SMS_DEV_OUTBOX_IN_PRODUCTION=allow',
    ]);
  }
  const features = { ...FLAG_DEFAULTS };
  for (const pair of e.FEATURES.split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [name, value] = pair.split('=') as [FeatureFlag, string];
    features[name] = value === 'on';
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    seed: e.SEED,
    questionBank: e.QUESTION_BANK ?? e.SEED,
    captcha: e.CAPTCHA === 'on',
    jwtSecret: e.JWT_SECRET,
    oauthClient: { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET },
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    features,
    markingSiteUrl: e.MARKING_SITE_URL ?? MARKING_IN_PRODUCT,
    helpUrl: e.HELP_URL,
    mobileUrl: e.MOBILE_URL,
    trustProxy: e.TRUST_PROXY === 'on',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    scanWorkers: e.SCAN_WORKERS ?? Math.max(1, os.availableParallelism()),
    demoHistory: e.DEMO_HISTORY === 'on',
    responseCheck: e.RESPONSE_CHECK === 'on',
  };
}

/** For a program's start: the configuration, or each bad variable on its own line and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const line of err.lines) console.error(line);
    process.exit(1);
  }
}

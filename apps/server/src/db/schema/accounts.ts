/** 错题重练: practice sets made from students' mistakes. */
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A school. Every school-owned row carries its org_id. */
export const orgs = pgTable('orgs', {
  id: id(),
  name: text('name').notNull(),
  logoPath: text('logo_path'),
  /** 学情分析 settings: the rate cut-offs (shares of full marks); defaults when absent. */
  analysis: jsonb('analysis').$type<{
    cutoffs?: { excellent: number; good: number; pass: number; low: number };
  }>(),
  /** 扫描 settings: 多涂处理 (`multipleMarks`, review when absent). */
  scanning: jsonb('scanning').$type<{ multipleMarks?: 'review' | 'rule' }>(),
  createdAt: createdAt(),
});

/** Stage/subject/textbook preference saved by `POST /system/userinfo`. */
export interface UserPreferences {
  userStageId?: string | null;
  userStage?: string | null;
  userSubjectId?: string | null;
  userSubject?: string | null;
  userBookVersionId?: string | null;
  userBookVersion?: string | null;
  userGradeId?: string | null;
  userGrade?: string | null;
  /** 试题设置: the PaperSettings fields every new paper starts with (checked when read). */
  paperDefaults?: Record<string, unknown>;
  /** /write shows 参考答案 beside the answer unless the marker closed it. */
  markingKeyOpen?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: uuid('org_id').references(() => orgs.id),
    username: text('username').notNull().unique(),
    phone: text('phone').unique(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarPath: text('avatar_path'),
    isCreator: boolean('is_creator').notNull().default(false),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    defaultSchoolYearId: uuid('default_school_year_id'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_org_idx').on(t.orgId)],
);

/** One signed-in device: refresh tokens of one login form a family that is revoked as a whole. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each use marks the token used and issues a successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** What the development SMS adapter "sent": readable by administrators, never a real message. */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: text('phone').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins, one row each, keyed `user:<name>` or `ip:<addr>`; counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);

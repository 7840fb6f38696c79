import type {
  AvatarResult,
  ChangePasswordBody,
  ClassItem,
  ClassQuery,
  FeedbackBody,
  FeedbackItem,
  FeedbackPage,
  SmsOutboxPage,
  UpdateProfileBody,
} from '@zhijuan/contracts';
import { FEATURE_FLAGS, type PublicConfig, type SavePreferenceBody, type UserInfo } from '@zhijuan/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller, UserRow } from '../../http';
import { isSchoolManager } from '../../roles';
import { hashPassword, reserveAttempt, revokeOtherSessions, verifyPassword } from '../auth';
import { IMAGE_MIME, storeImage, type UploadedImage } from '../files';
import * as repo from './repo';

/** Where a stored file is served (GET /api/files/*); null for no file. */
export function fileUrl(key: string): string;
export function fileUrl(key: string | null | undefined): string | null;
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/api/files/${key}` : null;
}

export async function getUserInfo(ctx: AppContext, user: UserRow): Promise<UserInfo> {
  const [org, directed] = await Promise.all([
    user.orgId ? repo.findOrg(ctx.database.db, user.orgId) : undefined,
    user.orgId ? repo.countDirectedGrades(ctx.database.db, user.id) : 0,
  ]);
  const p = user.preferences;
  return {
    userId: user.id,
    username: user.username,
    nickname: user.nickname,
    phone: user.phone,
    avatar: fileUrl(user.avatarPath),
    orgName: org?.name ?? null,
    orgLogo: fileUrl(org?.logoPath),
    logoPath: org?.logoPath ?? null,
    userStageId: p.userStageId ?? null,
    userStage: p.userStage ?? null,
    userSubjectId: p.userSubjectId ?? null,
    userSubject: p.userSubject ?? null,
    userBookVersionId: p.userBookVersionId ?? null,
    userBookVersion: p.userBookVersion ?? null,
    userGradeId: p.userGradeId ?? null,
    userGrade: p.userGrade ?? null,
    orgDefaultId: user.orgId,
    schoolYearId: user.defaultSchoolYearId,
    isCreator: user.isCreator,
    isAdministrator: user.isAdministrator,
    gradeDirector: directed > 0,
    isPlatformAdmin: user.isPlatformAdmin,
  };
}

async function reload(ctx: AppContext, userId: string) {
  const user = await repo.findUser(ctx.database.db, userId);
  if (!user) throw notFound();
  return getUserInfo(ctx, user);
}

/** Merges the given fields into the saved preference; fields left out keep their value. */
export async function savePreference(
  ctx: AppContext,
  caller: Caller,
  body: SavePreferenceBody,
): Promise<UserInfo> {
  const next = { ...caller.user.preferences };
  for (const [k, v] of Object.entries(body) as [keyof SavePreferenceBody, string | null | undefined][]) {
    if (v !== undefined) next[k] = v;
  }
  await repo.savePreferences(ctx.database.db, caller.user.id, next);
  return reload(ctx, caller.user.id);
}

function callerOrg(caller: Caller, orgId: string | undefined): string {
  const own = caller.user.orgId;
  if (!own) throw forbidden('您还没有加入学校，请先加入或创建学校');
  if (orgId && orgId !== own) throw forbidden();
  return own;
}

export async function listClasses(ctx: AppContext, caller: Caller, q: ClassQuery): Promise<ClassItem[]> {
  if (!caller.user.orgId) return [];
  const orgId = callerOrg(caller, q.orgId);
  const rows = await repo.listClasses(ctx.database.db, orgId, q.type, q.pid || undefined);
  // Without a saved choice the newest school year is the default.
  const defaultId =
    q.type === 1
      ? (rows.find((r) => r.id === caller.user.defaultSchoolYearId)?.id ?? rows[0]?.id)
      : undefined;
  return rows.map((r) => ({ id: r.id, name: r.name, isDefault: r.id === defaultId }));
}

export async function setDefaultSchoolYear(
  ctx: AppContext,
  caller: Caller,
  orgId: string | undefined,
  classId: string,
) {
  const org = callerOrg(caller, orgId);
  const unsafeRow = await repo.findClass(ctx.database.db, org, classId);
  if (unsafeRow?.type !== 1) throw notFound('学年不存在');
  await repo.setDefaultSchoolYear(ctx.database.db, caller.user.id, unsafeRow.id);
}

export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  body: UpdateProfileBody,
): Promise<UserInfo> {
  const db = ctx.database.db;
  if (body.phone && body.phone !== caller.user.phone) {
    const other = await repo.findUserByPhone(db, body.phone);
    if (other && other.id !== caller.user.id) throw conflict('该手机号已被其他账号使用');
  }
  await repo.updateProfile(db, caller.user.id, {
    nickname: body.nickname,
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  });
  return reload(ctx, caller.user.id);
}

/**
 * Changes the password and signs out every other device of this user. Tries of the old password are
 * throttled as sign-in is (auth/throttle.ts): a stolen session cannot guess it at leisure.
 */
export async function changePassword(ctx: AppContext, caller: Caller, body: ChangePasswordBody, ip: string) {
  const attempt = await reserveAttempt(ctx, 'password', caller.user.id, ip);
  if (!(await verifyPassword(body.oldPassword, caller.user.passwordHash))) throw badRequest('原密码错误');
  await attempt.succeed();
  if (body.oldPassword === body.password) throw badRequest('新密码不能与原密码相同');
  await repo.setPasswordHash(ctx.database.db, caller.user.id, await hashPassword(body.password));
  await revokeOtherSessions(ctx.database.db, caller.user.id, caller.sessionId, 'password-changed');
}

export async function submitFeedback(
  ctx: AppContext,
  caller: Caller,
  body: FeedbackBody,
): Promise<FeedbackItem> {
  const row = await repo.insertFeedback(ctx.database.db, {
    orgId: caller.user.orgId,
    userId: caller.user.id,
    category: body.category,
    content: body.content,
    contact: body.contact || null,
  });
  return toFeedbackItem(row);
}

type FeedbackRow = Awaited<ReturnType<typeof repo.insertFeedback>>;
const toFeedbackItem = (r: FeedbackRow) => ({
  id: r.id,
  category: r.category,
  content: r.content,
  contact: r.contact,
  status: r.status,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
});

export async function listFeedback(
  ctx: AppContext,
  caller: Caller,
  page: number,
  size: number,
): Promise<FeedbackPage> {
  const { records, total } = await repo.pageFeedback(ctx.database.db, caller.user.id, page, size);
  return { records: records.map(toFeedbackItem), total, page, size };
}

/**
 * The development SMS outbox: administrators only, only while the dev adapter is in use, and only
 * messages to the school's own users (repo.pageSmsOutbox).
 */
export async function listSmsOutbox(
  ctx: AppContext,
  caller: Caller,
  page: number,
  size: number,
): Promise<SmsOutboxPage> {
  if (!isSchoolManager(caller.user) && !caller.user.isPlatformAdmin) throw forbidden();
  if (ctx.sms.kind !== 'dev-outbox') throw notFound();
  if (!caller.user.orgId) return { records: [], total: 0, page, size };
  const { records, total } = await repo.pageSmsOutbox(ctx.database.db, caller.user.orgId, page, size);
  return {
    records: records.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page,
    size,
  };
}

/** Replaces the caller's avatar with an uploaded picture; the old file is removed. */
export async function uploadAvatar(
  ctx: AppContext,
  caller: Caller,
  image: UploadedImage,
): Promise<AvatarResult> {
  const key = await storeImage(ctx.storage, 'avatars', caller.user.id, image);
  const previous = caller.user.avatarPath;
  await repo.setAvatar(ctx.database.db, caller.user.id, key);
  if (previous) await ctx.storage.remove(previous).catch(() => undefined);
  return { avatar: fileUrl(key), type: IMAGE_MIME[image.type] };
}

export const DEMO_ACCOUNTS = ['teacher', 'director', 'admin'];
export const DEMO_PASSWORD = 'zhijuan123';

export async function publicConfig(ctx: AppContext): Promise<PublicConfig> {
  const { config } = ctx;
  const demo = config.seed === 'demo' && (await repo.demoSeeded(ctx.database.db));
  return {
    appName: '智卷',
    features: Object.fromEntries(
      FEATURE_FLAGS.map((f) => [f, config.features[f]]),
    ) as PublicConfig['features'],
    captcha: config.captcha,
    demo: demo ? { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD } : null,
    markingSiteUrl: config.markingSiteUrl,
    helpUrl: config.helpUrl,
    mobileUrl: config.mobileUrl,
    smsDevOutbox: ctx.sms.kind === 'dev-outbox',
  };
}

import { randomInt } from 'node:crypto';
import {
  MSG,
  type PasswordGrant,
  type RegisterBody,
  type RegisterResult,
  type SmsCodeBody,
  type SmsCodeResult,
  type TokenResponse,
} from '@zhijuan/contracts';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { captchaText, renderCaptchaPng } from './captcha';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import * as repo from './repo';
import { reserveAttempt } from './throttle';
import { newRefreshToken, sha256 } from './tokens';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const SMS_TTL_MS = 10 * 60 * 1000;
const SMS_MAX_ATTEMPTS = 5;

interface Client {
  ip: string;
  userAgent: string | null;
}

async function issueTokens(ctx: AppContext, userId: string, sessionId: string): Promise<TokenResponse> {
  const refresh = newRefreshToken();
  const expiresAt = new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000);
  await repo.insertRefreshToken(ctx.database.db, sessionId, sha256(refresh), expiresAt);
  return {
    access_token: await ctx.signer.sign({ sub: userId, sid: sessionId }),
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: ctx.signer.accessTtlSeconds,
  };
}

async function checkCaptcha(ctx: AppContext, code: string | undefined, key: string | undefined) {
  if (!ctx.config.captcha) return;
  if (!code) throw badRequest(MSG.captchaRequired);
  if (!key) throw badRequest(MSG.captchaWrong);
  const row = await repo.takeCaptcha(ctx.database.db, key);
  if (!row || row.expiresAt.getTime() < Date.now() || row.answerHash !== sha256(code.toLowerCase())) {
    throw badRequest(MSG.captchaWrong);
  }
}

/**
 * `grant_type=password`: captcha, throttle (throttle.ts: the try is counted before it is checked),
 * then one answer for unknown user and wrong password alike.
 */
export async function passwordGrant(
  ctx: AppContext,
  body: PasswordGrant,
  client: Client,
): Promise<TokenResponse> {
  const db = ctx.database.db;
  await checkCaptcha(ctx, body.code, body.randomStr);
  const attempt = await reserveAttempt(ctx, 'login', body.username, client.ip);
  const user = await repo.findUserByLogin(db, body.username);
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) throw badRequest(MSG.badCredentials);
  await attempt.succeed();
  if (user.disabled) throw new AppError(403, '该账号已停用，请联系学校管理员');
  const sessionId = await repo.createSession(db, user.id, client.userAgent, client.ip);
  return issueTokens(ctx, user.id, sessionId);
}

/**
 * `grant_type=refresh_token`: rotates the token. Presenting a token that was already used means it
 * leaked, so the whole session (every token of that sign-in) is revoked.
 */
export async function refreshGrant(ctx: AppContext, refreshToken: string): Promise<TokenResponse> {
  const db = ctx.database.db;
  const found = await repo.findRefreshToken(db, sha256(refreshToken));
  if (!found || found.session.revokedAt || found.user.disabled) throw unauthorized(MSG.refreshInvalid);
  if (found.token.usedAt || !(await repo.markRefreshUsed(db, found.token.id))) {
    await repo.revokeSession(db, found.session.id, 'refresh-token-reuse');
    throw unauthorized(MSG.refreshInvalid);
  }
  if (found.token.expiresAt.getTime() <= Date.now()) {
    await repo.revokeSession(db, found.session.id, 'expired');
    throw unauthorized(MSG.refreshInvalid);
  }
  await repo.touchSession(db, found.session.id);
  return issueTokens(ctx, found.user.id, found.session.id);
}

export async function signOut(ctx: AppContext, caller: Caller) {
  await repo.revokeSession(ctx.database.db, caller.sessionId, 'signout');
}

/** Resolves a bearer token to its caller, or null when it is missing, forged, expired or revoked. */
export async function authenticate(ctx: AppContext, bearer: string): Promise<Caller | null> {
  const claims = await ctx.signer.verify(bearer);
  if (!claims) return null;
  const user = await repo.findLiveCaller(ctx.database.db, claims.sub, claims.sid);
  return user ? { user, sessionId: claims.sid } : null;
}

/** Stores the answer's hash under `key` and returns the challenge as a PNG (see captcha.ts). */
export async function createCaptcha(ctx: AppContext, key: string, text = captchaText()): Promise<Buffer> {
  const png = await renderCaptchaPng(text);
  await repo.putCaptcha(
    ctx.database.db,
    key,
    sha256(text.toLowerCase()),
    new Date(Date.now() + CAPTCHA_TTL_MS),
  );
  return png;
}

/** Sends a 6-digit code: at most one a minute and ten a day per phone, twenty an hour per address. */
export async function sendSmsCode(
  ctx: AppContext,
  body: SmsCodeBody,
  client: Client,
): Promise<SmsCodeResult> {
  const db = ctx.database.db;
  const now = Date.now();
  if ((await repo.countSmsSince(db, { phone: body.phone }, new Date(now - 60_000))) > 0) {
    throw new AppError(429, '验证码发送过于频繁，请 60 秒后再试');
  }
  if ((await repo.countSmsSince(db, { phone: body.phone }, new Date(now - 86_400_000))) >= 10) {
    throw new AppError(429, '该手机号今日获取验证码次数已达上限');
  }
  if ((await repo.countSmsSince(db, { ip: client.ip }, new Date(now - 3_600_000))) >= 20) {
    throw new AppError(429, '验证码发送过于频繁，请稍后再试');
  }
  if (body.purpose === 'register' && (await repo.findUserByLogin(db, body.phone))) {
    throw conflict('该手机号已注册，请直接登录');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertSmsCode(db, {
    phone: body.phone,
    purpose: body.purpose,
    codeHash: sha256(code),
    expiresAt: new Date(now + SMS_TTL_MS),
    ip: client.ip,
  });
  await ctx.sms.send(body.phone, `【智卷】您的验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略本短信。`);
  return { sent: true, devOutbox: ctx.sms.kind === 'dev-outbox' };
}

async function verifySmsCode(ctx: AppContext, phone: string, purpose: string, code: string) {
  const db = ctx.database.db;
  const row = await repo.latestSmsCode(db, phone, purpose);
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw badRequest('短信验证码已过期，请重新获取');
  if (row.codeHash !== sha256(code)) {
    await repo.bumpSmsAttempts(db, row.id);
    throw badRequest('短信验证码错误');
  }
  await repo.consumeSmsCode(db, row.id);
}

/** Registers a teacher with a verified phone; the phone number becomes the username. */
export async function register(ctx: AppContext, body: RegisterBody): Promise<RegisterResult> {
  const db = ctx.database.db;
  if (await repo.findUserByLogin(db, body.phone)) throw conflict('该手机号已注册，请直接登录');
  await verifySmsCode(ctx, body.phone, 'register', body.smsCode);
  const passwordHash = await hashPassword(body.password);
  const username = await repo.insertRegisteredUser(db, {
    username: body.phone,
    phone: body.phone,
    nickname: body.nickname,
    passwordHash,
  });
  if (!username) throw conflict('该手机号已注册，请直接登录');
  return { username };
}

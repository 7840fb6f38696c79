import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  appSettings,
  authSessions,
  captchas,
  loginFailures,
  refreshTokens,
  smsCodes,
  users,
} from '../../db/schema';
import type { Db } from '../../infra/db';

/** A user's row, as the auth hook attaches it to the caller. */
export type UserRow = typeof users.$inferSelect;

export function findUserByLogin(db: Db, login: string) {
  return db.query.users.findFirst({ where: or(eq(users.username, login), eq(users.phone, login)) });
}

export async function countFailuresSince(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Records an attempt under each key before it is evaluated; returns the rows' ids. */
export async function reserveAttempts(db: Db, keys: string[]): Promise<string[]> {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: loginFailures.id });
  return rows.map((r) => r.id);
}

/** Takes back the attempts of a sign-in that succeeded. */
export async function releaseAttempts(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

export async function createSession(db: Db, userId: string, userAgent: string | null, ip: string) {
  const [row] = await db
    .insert(authSessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300) ?? null, ip })
    .returning({ id: authSessions.id });
  return row!.id;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** The refresh token with its session and user, or undefined. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions, user: users })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(db: Db, sessionId: string) {
  await db.update(authSessions).set({ lastUsedAt: sql`now()` }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        sql`${authSessions.id} <> ${keepSessionId}`,
      ),
    );
}

/** The user behind a live session, or undefined when the session is revoked or the user disabled. */
export async function findLiveCaller(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        eq(users.disabled, false),
      ),
    );
  return row?.user;
}

export async function putCaptcha(db: Db, key: string, answerHash: string, expiresAt: Date) {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ key, answerHash, expiresAt })
    .onConflictDoUpdate({ target: captchas.key, set: { answerHash, expiresAt, createdAt: new Date() } });
}

/** Removes and returns a captcha: each one can be tried once. */
export async function takeCaptcha(db: Db, key: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  return row;
}

export async function countSmsSince(db: Db, where: { phone?: string; ip?: string }, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(
      and(
        gt(smsCodes.createdAt, since),
        where.phone ? eq(smsCodes.phone, where.phone) : undefined,
        where.ip ? eq(smsCodes.ip, where.ip) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function insertSmsCode(
  db: Db,
  v: { phone: string; purpose: string; codeHash: string; expiresAt: Date; ip: string },
) {
  await db.insert(smsCodes).values(v);
}

/** The newest unconsumed, unexpired code for this phone and purpose. */
export async function latestSmsCode(db: Db, phone: string, purpose: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${smsCodes.createdAt} desc`)
    .limit(1);
  return row;
}

export async function bumpSmsAttempts(db: Db, id: string) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function consumeSmsCode(db: Db, id: string) {
  await db.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
}

export async function revokeAllSessions(db: Db, userId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** A self-registered teacher; the username, or null when the phone was taken meanwhile. */
export async function insertRegisteredUser(
  db: Db,
  values: { username: string; phone: string; nickname: string; passwordHash: string },
): Promise<string | null> {
  const inserted = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ username: users.username });
  return inserted[0]?.username ?? null;
}

/** The token-signing key kept in the database: the first one stored wins, `candidate` when none was. */
export async function keepSigningSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(appSettings).values({ key: 'jwt_secret', value: candidate }).onConflictDoNothing();
  const row = await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'jwt_secret') });
  return row!.value;
}

import { randomBytes } from 'node:crypto';
import type {
  CreatedInvite,
  CreateInviteBody,
  InviteAcceptResult,
  InviteItem,
  InvitePreview,
} from '@zhijuan/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { invites, schoolClasses, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { sha256 } from '../auth';
import { managedOrg } from './policy';
import * as repo from './repo';

const toItem = (i: typeof invites.$inferSelect, createdBy: string): InviteItem => ({
  id: i.id,
  role: i.role,
  expiresAt: i.expiresAt.toISOString(),
  maxUses: i.maxUses,
  usedCount: i.usedCount,
  revoked: i.revokedAt !== null,
  createdBy,
  createdAt: i.createdAt.toISOString(),
});

export async function createInvite(
  ctx: AppContext,
  caller: Caller,
  body: CreateInviteBody,
): Promise<CreatedInvite> {
  const orgId = managedOrg(caller);
  const token = randomBytes(24).toString('base64url');
  const [row] = await ctx.database.db
    .insert(invites)
    .values({
      orgId,
      tokenHash: sha256(token),
      role: body.role,
      createdBy: caller.user.id,
      expiresAt: new Date(Date.now() + body.validDays * 86_400_000),
      maxUses: body.maxUses,
    })
    .returning();
  return { ...toItem(row!, caller.user.nickname), token, path: `/invite?token=${token}` };
}

export async function listInvites(ctx: AppContext, caller: Caller): Promise<InviteItem[]> {
  const rows = await repo.listInvites(ctx.database.db, managedOrg(caller));
  return rows.map((r) => toItem(r.invite, r.createdBy));
}

export async function revokeInvite(ctx: AppContext, caller: Caller, id: string) {
  const orgId = managedOrg(caller);
  const rows = await ctx.database.db
    .update(invites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invites.orgId, orgId), eq(invites.id, id), isNull(invites.revokedAt)))
    .returning({ id: invites.id });
  if (rows.length === 0) throw notFound('邀请不存在或已作废');
}

function problemOf(i: typeof invites.$inferSelect): string | null {
  if (i.revokedAt) return '该邀请链接已被管理员作废';
  if (i.expiresAt.getTime() < Date.now()) return '该邀请链接已过期，请联系学校管理员重新邀请';
  if (i.usedCount >= i.maxUses) return '该邀请链接的使用次数已满';
  return null;
}

/** What the invite page shows before sign-in: which school, which role, and whether it still works. */
export async function previewInvite(ctx: AppContext, token: string): Promise<InvitePreview> {
  const found = await repo.findInviteByHash(ctx.database.db, sha256(token));
  if (!found) throw notFound('邀请链接无效');
  return {
    orgName: found.orgName,
    role: found.invite.role,
    inviter: found.inviter,
    expiresAt: found.invite.expiresAt.toISOString(),
    problem: problemOf(found.invite),
  };
}

/** Joins the caller to the invite's school. Counting a use is atomic, so the limit holds under races. */
export async function acceptInvite(
  ctx: AppContext,
  caller: Caller,
  token: string,
): Promise<InviteAcceptResult> {
  const db = ctx.database.db;
  const found = await repo.findInviteByHash(db, sha256(token));
  if (!found) throw notFound('邀请链接无效');
  const invite = found.invite;
  if (caller.user.orgId === invite.orgId) return { orgName: found.orgName, joined: false };
  if (caller.user.orgId) throw conflict('您已属于其他学校，请先退出原学校再加入');
  const problem = problemOf(invite);
  if (problem) throw conflict(problem);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(invites)
      .set({ usedCount: sql`${invites.usedCount} + 1` })
      .where(
        and(eq(invites.id, invite.id), isNull(invites.revokedAt), lt(invites.usedCount, invites.maxUses)),
      )
      .returning({ id: invites.id });
    if (used.length === 0) throw conflict('该邀请链接的使用次数已满');
    const [year] = await tx
      .select({ id: schoolClasses.id })
      .from(schoolClasses)
      .where(and(eq(schoolClasses.orgId, invite.orgId), eq(schoolClasses.type, 1)))
      .orderBy(sql`${schoolClasses.name} desc`)
      .limit(1);
    await tx
      .update(users)
      .set({
        orgId: invite.orgId,
        isAdministrator: invite.role === 'administrator',
        defaultSchoolYearId: year?.id ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, caller.user.id), isNull(users.orgId)));
  });
  return { orgName: found.orgName, joined: true };
}

import { randomBytes } from 'node:crypto';
import type {
  CreatedInvite,
  CreateInviteBody,
  InviteAcceptResult,
  InviteItem,
  InvitePreview,
} from '@zhijuan/contracts';
import { conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { sha256 } from '../auth';
import { inviteProblem, managedOrg } from './policy';
import * as repo from './repo';

const toItem = (i: repo.InviteRow, createdBy: string): InviteItem => ({
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
  const row = await repo.insertInvite(ctx.database.db, {
    orgId,
    tokenHash: sha256(token),
    role: body.role,
    createdBy: caller.user.id,
    expiresAt: new Date(Date.now() + body.validDays * 86_400_000),
    maxUses: body.maxUses,
  });
  return { ...toItem(row, caller.user.nickname), token, path: `/invite?token=${token}` };
}

export async function listInvites(ctx: AppContext, caller: Caller): Promise<InviteItem[]> {
  const rows = await repo.listInvites(ctx.database.db, managedOrg(caller));
  return rows.map((r) => toItem(r.invite, r.createdBy));
}

export async function revokeInvite(ctx: AppContext, caller: Caller, id: string) {
  const orgId = managedOrg(caller);
  if (!(await repo.revokeInvite(ctx.database.db, orgId, id))) throw notFound('邀请不存在或已作废');
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
    problem: inviteProblem(found.invite),
  };
}

/** Joins the caller to the invite's school. Counting a use is atomic, so the limit holds under races. */
export async function acceptInvite(
  ctx: AppContext,
  caller: Caller,
  token: string,
): Promise<InviteAcceptResult> {
  const db = ctx.database.db;
  const unsafeFound = await repo.findInviteByHash(db, sha256(token));
  if (!unsafeFound) throw notFound('邀请链接无效');
  const { invite, orgName } = unsafeFound;
  if (caller.user.orgId === invite.orgId) return { orgName, joined: false };
  if (caller.user.orgId) throw conflict('您已属于其他学校，请先退出原学校再加入');
  const problem = inviteProblem(invite);
  if (problem) throw conflict(problem);
  await db.transaction(async (tx) => {
    if (!(await repo.countInviteUse(tx, invite.id))) throw conflict('该邀请链接的使用次数已满');
    await repo.joinSchool(tx, caller.user.id, invite.orgId, invite.role === 'administrator');
  });
  return { orgName, joined: true };
}

import { forbidden } from '../../errors';
import type { Caller } from '../../http';
import { isSchoolManager } from '../../roles';

/** The caller's school id, or 403 when they have none. */
export function orgOf(caller: Caller): string {
  if (!caller.user.orgId) throw forbidden('您还没有加入学校，请先通过邀请链接加入');
  return caller.user.orgId;
}

/** The caller's school id when they may manage it, else 403. */
export function managedOrg(caller: Caller): string {
  const orgId = orgOf(caller);
  if (!isSchoolManager(caller.user)) throw forbidden();
  return orgId;
}

/**
 * Which classes a caller may read students of: all for managers; for others, the classes they teach
 * plus every class of the grades they direct. `null` means every class of the school.
 */
export interface ClassScope {
  all: boolean;
  classIds: Set<string>;
}

export const mayReadClass = (scope: ClassScope, classId: string) => scope.all || scope.classIds.has(classId);

/** Why an invite link can no longer be used, or null when it can. */
export function inviteProblem(
  invite: { revokedAt: Date | null; expiresAt: Date; usedCount: number; maxUses: number },
  now = Date.now(),
): string | null {
  if (invite.revokedAt) return '该邀请链接已被管理员作废';
  if (invite.expiresAt.getTime() < now) return '该邀请链接已过期，请联系学校管理员重新邀请';
  if (invite.usedCount >= invite.maxUses) return '该邀请链接的使用次数已满';
  return null;
}

/** Why a school manager may not take this member out of the school, or null when they may. */
export function removalRefusal(caller: Caller, member: { id: string; isCreator: boolean }): string | null {
  if (member.isCreator) return '不能移除学校创建者';
  if (member.id === caller.user.id) return '不能移除自己';
  return null;
}

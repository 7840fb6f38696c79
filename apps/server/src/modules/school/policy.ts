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

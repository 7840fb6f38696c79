import { forbidden } from '../../errors';
import type { Caller } from '../../http';
import { isSchoolManager } from '../../roles';

/** What the rules read of an assignment row. */
type Row = { ownerId: string };

/** School creators and administrators see and change every assignment of their school. */
export const seesEveryAssignment = (caller: Caller) => isSchoolManager(caller.user);

/** Its owner or a school manager may change an assignment (its name, classes, key, sheet). */
export const canEditAssignment = (caller: Caller, row: Row) =>
  row.ownerId === caller.user.id || seesEveryAssignment(caller);

/** 403 unless the caller may change the assignment. */
export function assertEditable(caller: Caller, row: Row): void {
  if (!canEditAssignment(caller, row)) throw forbidden('只有布置者或学校管理员可以修改');
}

import type { Caller } from '../../http';

/**
 * Who may do what with a lesson plan (docs/lesson-prep.md). Rows are read within the caller's school
 * only, so another school's plan is never found.
 * - Read (and comment, copy, favourite): its owner; any teacher of the school when it is shared with the
 *   school; members and leaders of a team it is shared with.
 * - Edit, share, delete, turn its 课后作业 into a 作业: its owner only.
 */
export interface PlanAccess {
  ownerId: string;
  schoolShared: boolean;
  teamIds: readonly string[];
}

export const canEditPlan = (caller: Caller, plan: Pick<PlanAccess, 'ownerId'>): boolean =>
  plan.ownerId === caller.user.id;

export const canReadPlan = (caller: Caller, plan: PlanAccess, callerTeamIds: readonly string[]): boolean =>
  canEditPlan(caller, plan) || plan.schoolShared || plan.teamIds.some((t) => callerTeamIds.includes(t));

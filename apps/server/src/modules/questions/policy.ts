import type { Caller } from '../../http';
import type { Viewer } from './repo';

/**
 * Who sees which questions: the platform's, their school's and their own, never deleted ones. The rule
 * runs in SQL (repo.visibleTo) so a search filters and pages on the server; this is whose view it is.
 */
export const viewerOf = (caller: Caller): Viewer => ({ userId: caller.user.id, orgId: caller.user.orgId });

/** Saving to the 校本题库 needs a school. */
export const canSaveToSchoolBank = (caller: Caller): boolean => Boolean(caller.user.orgId);

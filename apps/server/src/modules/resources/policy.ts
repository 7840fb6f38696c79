import type { Caller } from '../../http';
import { isSchoolManager } from '../../roles';
import type { ResourceRow } from './repo';

type Scoped = Pick<ResourceRow, 'scope' | 'orgId' | 'ownerId'>;

/**
 * Who reads a resource — the cloud paper libraries' rules: a personal resource its uploader only, a
 * school resource that school only, a platform resource everyone signed in.
 */
export const canReadResource = (caller: Caller, r: Scoped) =>
  r.scope === 'platform' ||
  (r.scope === 'school' && r.orgId !== null && r.orgId === caller.user.orgId) ||
  (r.scope === 'personal' && r.ownerId === caller.user.id);

/**
 * Who edits, moves and deletes it: the uploader of a personal one; of a school one its uploader or a
 * school manager of that school; of a platform one a platform administrator.
 */
export const canEditResource = (caller: Caller, r: Scoped) => {
  if (r.scope === 'platform') return caller.user.isPlatformAdmin;
  if (r.scope === 'school')
    return r.orgId === caller.user.orgId && (r.ownerId === caller.user.id || isSchoolManager(caller.user));
  return r.ownerId === caller.user.id;
};

/**
 * Who may put a resource in a scope: anyone in personal; in the school's library (校本资源) only a school
 * manager (学校管理员/创建者) — the library is the school's, curated by it; in the platform's only a
 * platform administrator.
 */
export const canPlaceIn = (caller: Caller, scope: ResourceRow['scope']) => {
  if (scope === 'platform') return caller.user.isPlatformAdmin;
  if (scope === 'school') return isSchoolManager(caller.user);
  return true;
};

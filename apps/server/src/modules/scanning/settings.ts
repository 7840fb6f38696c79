import type { ScanSchoolSettings, ScanSchoolSettingsBody } from '@zhijuan/contracts';
import type { AppContext, Caller } from '../../http';
import { isSchoolManager } from '../../roles';
import { managedOrg, orgOf } from '../school';
import * as repo from './repo';

/** `GET /teacher/scan/settings`: the school's 多涂处理, and whether the caller may change it. */
export async function scanSettings(ctx: AppContext, caller: Caller): Promise<ScanSchoolSettings> {
  return {
    multipleMarks: await repo.multipleMarksOf(ctx.database.db, orgOf(caller)),
    canEdit: isSchoolManager(caller.user),
  };
}

/**
 * `PUT /teacher/scan/settings` (school managers): 多涂处理 for the pages read from now on (pages judged
 * before keep what they were given until they are settled again).
 */
export async function saveScanSettings(
  ctx: AppContext,
  caller: Caller,
  body: ScanSchoolSettingsBody,
): Promise<ScanSchoolSettings> {
  const orgId = managedOrg(caller);
  await repo.saveMultipleMarks(ctx.database.db, orgId, body.multipleMarks);
  return scanSettings(ctx, caller);
}

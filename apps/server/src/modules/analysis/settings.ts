import type { AnalysisSettings, AnalysisSettingsBody, RateCutoffs } from '@zhijuan/contracts';
import { DEFAULT_CUTOFFS } from '@zhijuan/stats';
import type { AppContext, Caller } from '../../http';
import { managedOrg, orgOf } from '../school';
import { canEditSettings } from './policy';
import * as repo from './repo';

/** The school's rate cut-offs (优秀/良好/及格/低分 as shares of full marks), else the defaults. */
export async function cutoffsOf(ctx: AppContext, caller: Caller): Promise<RateCutoffs> {
  return (await repo.schoolCutoffs(ctx.database.db, orgOf(caller))) ?? DEFAULT_CUTOFFS;
}

/** `GET /teacher/analysis/settings`. */
export async function analysisSettings(ctx: AppContext, caller: Caller): Promise<AnalysisSettings> {
  const cutoffs = await cutoffsOf(ctx, caller);
  return { cutoffs, isDefault: cutoffs === DEFAULT_CUTOFFS, canEdit: canEditSettings(caller.user) };
}

/** `PUT /teacher/analysis/settings`: school managers set the cut-offs for every report of the school. */
export async function saveAnalysisSettings(
  ctx: AppContext,
  caller: Caller,
  body: AnalysisSettingsBody,
): Promise<AnalysisSettings> {
  await repo.saveSchoolCutoffs(ctx.database.db, managedOrg(caller), body.cutoffs);
  return analysisSettings(ctx, caller);
}

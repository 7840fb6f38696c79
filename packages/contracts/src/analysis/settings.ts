/** The school's rate cut-offs (学情分析设置). */
import { z } from 'zod';

/** Share cut-offs of full marks: 优秀/良好/及格 at or above, 低分 below. */
export const RateCutoffs = z.object({
  excellent: z.number(),
  good: z.number(),
  pass: z.number(),
  low: z.number(),
});
export type RateCutoffs = z.infer<typeof RateCutoffs>;

const share = (name: string) =>
  z
    .number({ error: `请填写${name}` })
    .min(0.05, `${name}应在 5% 到 100% 之间`)
    .max(1, `${name}应在 5% 到 100% 之间`);

/** `PUT /teacher/analysis/settings` (school managers): the school's cut-offs. */
export const AnalysisSettingsBody = z
  .object({
    cutoffs: z.object({
      excellent: share('优秀线'),
      good: share('良好线'),
      pass: share('及格线'),
      low: share('低分线'),
    }),
  })
  .refine(
    (b) =>
      b.cutoffs.excellent >= b.cutoffs.good &&
      b.cutoffs.good >= b.cutoffs.pass &&
      b.cutoffs.pass >= b.cutoffs.low,
    { message: '分数线应满足：优秀 ≥ 良好 ≥ 及格 ≥ 低分', path: ['cutoffs'] },
  );
export type AnalysisSettingsBody = z.infer<typeof AnalysisSettingsBody>;

/** `GET /teacher/analysis/settings`. */
export const AnalysisSettings = z.object({
  cutoffs: RateCutoffs,
  /** The defaults (85%/70%/60%/40%) are in use. */
  isDefault: z.boolean(),
  canEdit: z.boolean(),
});
export type AnalysisSettings = z.infer<typeof AnalysisSettings>;

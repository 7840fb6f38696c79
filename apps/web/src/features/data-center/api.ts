import { CorrectScoreTable, DataCenterOverview } from '@zhijuan/contracts';
import { get } from '../../api/http';

export interface OverviewFilter {
  schoolYearId?: string | undefined;
  gradeId?: string | undefined;
  /** '1': also the exams still being scanned or marked. */
  unfinished?: '1' | undefined;
}

const BASE = '/teacher/data-center';

// Silent: the screens explain a refusal (403) or a failure in place instead of a toast.
export const fetchOverview = (f: OverviewFilter) =>
  get(`${BASE}/overview`, DataCenterOverview, { ...f }, { silent: true });

export const fetchCorrectScore = (examId: string) =>
  get(`${BASE}/${encodeURIComponent(examId)}/correct-score`, CorrectScoreTable, undefined, { silent: true });

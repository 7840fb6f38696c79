import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const dataCenterKeys = {
  all: ['data-center'] as const,
  overview: (f: api.OverviewFilter) => [...dataCenterKeys.all, 'overview', f] as const,
  correctScore: (examId: string) => [...dataCenterKeys.all, 'correct-score', examId] as const,
};

/** One overview per school year and grade, shared by the three screens (subjects are filtered here). */
export const overviewQuery = (f: api.OverviewFilter) =>
  queryOptions({
    queryKey: dataCenterKeys.overview(f),
    queryFn: () => api.fetchOverview(f),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

export const correctScoreQuery = (examId: string) =>
  queryOptions({
    queryKey: dataCenterKeys.correctScore(examId),
    queryFn: () => api.fetchCorrectScore(examId),
    staleTime: 60_000,
    retry: false,
  });

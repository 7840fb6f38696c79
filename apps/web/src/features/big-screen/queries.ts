import { queryOptions } from '@tanstack/react-query';
import type { BigScreen } from '@zhijuan/contracts';
import * as api from './api';

/** Polling while sheets are being scanned or marked, and when nothing is moving. */
export const LIVE_REFRESH_MS = 5_000;
export const IDLE_REFRESH_MS = 60_000;

export const bigScreenKeys = {
  all: ['big-screen'] as const,
  grade: (gradeId: string | undefined) => [...bigScreenKeys.all, gradeId ?? 'default'] as const,
};

/** How soon to ask again: often while an exam is live, once a minute otherwise. */
export const refreshInterval = (data: BigScreen | undefined) =>
  data && data.live.length > 0 ? LIVE_REFRESH_MS : IDLE_REFRESH_MS;

export const bigScreenQuery = (gradeId: string | undefined) =>
  queryOptions({
    queryKey: bigScreenKeys.grade(gradeId),
    queryFn: () => api.fetchBigScreen(gradeId),
    refetchInterval: (query) => refreshInterval(query.state.data),
    // The display is rarely the focused window.
    refetchIntervalInBackground: true,
    retry: false,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const markingKeys = {
  all: ['marking'] as const,
  /** Everything of one exam (overview, problems, key changes, history, sheets): refetched after a change. */
  exam: (assignmentId: string) => [...markingKeys.all, 'exam', assignmentId] as const,
  overview: (assignmentId: string) => [...markingKeys.exam(assignmentId), 'overview'] as const,
  problems: (assignmentId: string) => [...markingKeys.exam(assignmentId), 'problems'] as const,
  candidates: (assignmentId: string) => [...markingKeys.exam(assignmentId), 'candidates'] as const,
  keyChanges: (assignmentId: string) => [...markingKeys.exam(assignmentId), 'key-changes'] as const,
  history: (assignmentId: string, block: string, page: number) =>
    [...markingKeys.exam(assignmentId), 'history', block, page] as const,
  task: (id: string) => [...markingKeys.all, 'task', id] as const,
  /** 参考答案 of a block: it changes only with the key, so it is not under `exam` (refetched often). */
  blockKey: (assignmentId: string, block: string) =>
    [...markingKeys.all, 'key', assignmentId, block] as const,
  sheet: (assignmentId: string, studentId: string) =>
    [...markingKeys.exam(assignmentId), 'sheet', studentId] as const,
};

export const overviewQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: markingKeys.overview(assignmentId),
    queryFn: () => api.fetchOverview(assignmentId),
  });

export const blockKeyQuery = (assignmentId: string, block: string) =>
  queryOptions({
    queryKey: markingKeys.blockKey(assignmentId, block),
    queryFn: () => api.fetchBlockKey(assignmentId, block),
    staleTime: 5 * 60_000,
  });

export const problemsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: markingKeys.problems(assignmentId),
    queryFn: () => api.fetchProblems(assignmentId),
  });

export const candidatesQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: markingKeys.candidates(assignmentId),
    queryFn: () => api.fetchMarkerCandidates(assignmentId),
    staleTime: 60_000,
  });

export const keyChangesQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: markingKeys.keyChanges(assignmentId),
    queryFn: () => api.fetchKeyChanges(assignmentId),
  });

export const HISTORY_PAGE_SIZE = 20;

export const historyQuery = (assignmentId: string, block: string, page: number) =>
  queryOptions({
    queryKey: markingKeys.history(assignmentId, block, page),
    queryFn: () => api.fetchHistory(assignmentId, block, page, HISTORY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const markedSheetQuery = (assignmentId: string, studentId: string) =>
  queryOptions({
    queryKey: markingKeys.sheet(assignmentId, studentId),
    queryFn: () => api.fetchMarkedSheet(assignmentId, studentId),
  });

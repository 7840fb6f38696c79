import { keepPreviousData, type Query, queryOptions } from '@tanstack/react-query';
import type { ScanProblem } from '@zhijuan/contracts';
import { assignmentKeys, listAssignments } from '../assignments';
import * as api from './api';

export const scanKeys = {
  all: ['scan'] as const,
  /** One page as 异常处理 shows it; kept out of `lists` so a list refresh does not reset a page being fixed. */
  page: (id: string) => [...scanKeys.all, 'page', id] as const,
  history: (id: string) => [...scanKeys.all, 'history', id] as const,
  problemPages: (examId: string, problem: ScanProblem | 'any') =>
    [...scanKeys.all, 'pages', examId, 'problems', problem] as const,
  sheets: (examId: string, paging: { page: number; size: number }, version: number) =>
    [...scanKeys.all, 'sheets', examId, paging, version] as const,
  batches: () => [...scanKeys.all, 'batches'] as const,
  examBatches: (examId: string | undefined, pages: number | undefined) =>
    [...scanKeys.batches(), examId, pages] as const,
  schoolSettings: () => [...scanKeys.all, 'school-settings'] as const,
  /** The exam picker of /scan: an assignments list, refreshed with the others. */
  examPicker: (schoolYearId: string | undefined, keyword: string) =>
    [...assignmentKeys.all, 'scan-picker', schoolYearId, keyword] as const,
};

/** Every scan query but the open pages: what a new summary or a saved correction makes stale. */
export const scanLists = {
  queryKey: scanKeys.all,
  predicate: (q: Query) => q.queryKey[1] !== 'page',
};

/** The page is queued or being read (after upload, a retry or an exam chosen for it). */
export const isBeingRead = (p: { status: string } | undefined) =>
  p?.status === 'queued' || p?.status === 'processing';

/** A page, asked for again every 1.5 s while it is being read (a page given its exam is read again). */
export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: scanKeys.page(id),
    queryFn: () => api.fetchPage(id),
    refetchInterval: (q) => (isBeingRead(q.state.data) ? 1500 : false),
  });

export const historyQuery = (id: string) =>
  queryOptions({ queryKey: scanKeys.history(id), queryFn: () => api.fetchCorrections(id) });

export const problemPagesQuery = (examId: string, problem: ScanProblem | 'any') =>
  queryOptions({
    queryKey: scanKeys.problemPages(examId, problem),
    queryFn: () => api.listPages(examId, { problem, size: 100 }),
  });

export const sheetsQuery = (examId: string, paging: { page: number; size: number }, version: number) =>
  queryOptions({
    queryKey: scanKeys.sheets(examId, paging, version),
    queryFn: () => api.listSheets(examId, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });

export const batchesQuery = (examId: string | undefined, pages: number | undefined) =>
  queryOptions({
    queryKey: scanKeys.examBatches(examId, pages),
    queryFn: () => api.listBatches(examId as string),
    enabled: Boolean(examId),
  });

export const schoolSettingsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: scanKeys.schoolSettings(), queryFn: api.fetchScanSchoolSettings, enabled });

export const examPickerQuery = (schoolYearId: string | undefined, keyword: string) =>
  queryOptions({
    queryKey: scanKeys.examPicker(schoolYearId, keyword),
    queryFn: () => listAssignments({ page: 1, size: 50, schoolYearId, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });

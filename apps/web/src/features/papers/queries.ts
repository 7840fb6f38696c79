import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const paperKeys = {
  all: ['papers'] as const,
  lists: () => [...paperKeys.all, 'list'] as const,
  list: (f: api.PaperFilter) => [...paperKeys.lists(), f] as const,
  detail: (id: string) => [...paperKeys.all, 'detail', id] as const,
  defaults: () => [...paperKeys.all, 'defaults'] as const,
};

/** 同步课时练 sets, by subject and what was asked (the seed makes each batch its own entry). */
export const practiceKeys = {
  all: ['practice'] as const,
  set: (subjectId: string, ask: object | null) => [...practiceKeys.all, subjectId, ask] as const,
};

export const libraryKeys = {
  all: ['library'] as const,
  lists: () => [...libraryKeys.all, 'list'] as const,
  list: (f: api.LibraryFilter) => [...libraryKeys.lists(), f] as const,
  detail: (id: string) => [...libraryKeys.all, 'detail', id] as const,
};

export const libraryListQuery = (f: api.LibraryFilter) =>
  queryOptions({
    queryKey: libraryKeys.list(f),
    queryFn: () => api.listLibrary(f),
    placeholderData: keepPreviousData,
  });

export const libraryPaperQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.detail(id), queryFn: () => api.fetchLibraryPaper(id) });

/** 试题设置: what a new paper starts with. */
export const paperDefaultsQuery = () =>
  queryOptions({ queryKey: paperKeys.defaults(), queryFn: api.fetchPaperDefaults, staleTime: 60_000 });

export const paperListQuery = (f: api.PaperFilter) =>
  queryOptions({
    queryKey: paperKeys.list(f),
    queryFn: () => api.listPapers(f),
    placeholderData: keepPreviousData,
  });

/** The editor loads a paper once and then owns the document; no background refetch under it. */
export const paperQuery = (id: string) =>
  queryOptions({
    queryKey: paperKeys.detail(id),
    queryFn: () => api.fetchPaper(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const paperKeys = {
  all: ['papers'] as const,
  lists: () => [...paperKeys.all, 'list'] as const,
  list: (f: api.PaperFilter) => [...paperKeys.lists(), f] as const,
  detail: (id: string) => [...paperKeys.all, 'detail', id] as const,
};

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

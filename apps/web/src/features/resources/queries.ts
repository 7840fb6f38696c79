import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResourceSearchQuery } from '@zhijuan/contracts';
import * as api from './api';

export const resourceKeys = {
  all: ['resources'] as const,
  list: (q: Partial<ResourceSearchQuery>) => [...resourceKeys.all, 'list', q] as const,
  counts: (textbookId: string) => [...resourceKeys.all, 'counts', textbookId] as const,
  preview: (id: string) => [...resourceKeys.all, 'preview', id] as const,
};

export const resourcesQuery = (q: Partial<ResourceSearchQuery>) =>
  queryOptions({
    queryKey: resourceKeys.list(q),
    queryFn: () => api.searchResources(q),
    placeholderData: keepPreviousData,
  });

/** While an Office file is being converted the preview asks again every 2 s. */
export const previewQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.preview(id),
    queryFn: () => api.fetchPreview(id),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 2000 : false),
  });

/** Resources under each chapter and lesson of a textbook (the tree shows them beside the names). */
export const nodeCountsQuery = (textbookId: string) =>
  queryOptions({
    queryKey: resourceKeys.counts(textbookId),
    queryFn: () => api.fetchNodeCounts(textbookId),
    enabled: Boolean(textbookId),
  });

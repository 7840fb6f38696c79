import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import type { QuestionDetail } from '@zhijuan/contracts';
import * as api from './api';

export const questionKeys = {
  all: ['questions'] as const,
  searches: () => [...questionKeys.all, 'search'] as const,
  search: (filter: api.QuestionFilter) => [...questionKeys.searches(), filter] as const,
  detail: (id: string) => [...questionKeys.all, 'detail', id] as const,
  similar: (id: string) => [...questionKeys.all, 'similar', id] as const,
};

export const questionSearchQuery = (filter: api.QuestionFilter) =>
  queryOptions({
    queryKey: questionKeys.search(filter),
    queryFn: () => api.searchQuestions(filter),
    placeholderData: keepPreviousData,
  });

/** A question's answer and 解析 change rarely; one read serves the visit's cards and papers. */
export const questionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.detail(id),
    queryFn: () => api.fetchQuestion(id),
    staleTime: 10 * 60_000,
  });

export const similarQuery = (id: string) =>
  queryOptions({ queryKey: questionKeys.similar(id), queryFn: () => api.fetchSimilar(id) });

function combineDetails(results: { data?: QuestionDetail; isSuccess: boolean; isError: boolean }[]) {
  const byId = new Map<string, QuestionDetail>();
  for (const r of results) if (r.data) byId.set(r.data.id, r.data);
  return { byId, ready: results.every((r) => r.isSuccess), failed: results.some((r) => r.isError) };
}

/** Details of many questions (a paper's), each cached on its own; `ready` once every one arrived. */
export function useQuestionDetails(ids: string[]) {
  // A module-level `combine` keeps the result stable between renders while nothing changed.
  return useQueries({ queries: ids.map((id) => questionDetailQuery(id)), combine: combineDetails });
}

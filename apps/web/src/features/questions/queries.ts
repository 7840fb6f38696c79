import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import type { QuestionDetail } from '@zhijuan/contracts';
import { useCallback } from 'react';
import * as api from './api';
import { createDetailLoader } from './detailLoader';

export const questionKeys = {
  all: ['questions'] as const,
  searches: () => [...questionKeys.all, 'search'] as const,
  search: (filter: api.QuestionFilter) => [...questionKeys.searches(), filter] as const,
  detail: (id: string) => [...questionKeys.all, 'detail', id] as const,
  similar: (id: string) => [...questionKeys.all, 'similar', id] as const,
  years: (subjectId: string) => [...questionKeys.all, 'years', subjectId] as const,
};

export const questionYearsQuery = (subjectId: string) =>
  queryOptions({
    queryKey: questionKeys.years(subjectId),
    queryFn: () => api.fetchYears(subjectId),
    staleTime: 10 * 60_000,
  });

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

/** Detail reads of a paper's questions, gathered into `POST /question/details` calls. */
const loadDetail = createDetailLoader(api.fetchQuestionDetails);

/** One question's details read together with the others asked for at the same moment. */
const batchedDetailQuery = (id: string) =>
  queryOptions({ ...questionDetailQuery(id), queryFn: () => loadDetail(id) });

/**
 * Details of many questions (a paper's), each cached on its own and read 200 to a request. `ready`
 * once every read has settled; `missing` holds the ids the bank no longer has (deleted since the
 * paper was made), so a screen can say so on that question instead of failing as a whole.
 */
export function useQuestionDetails(ids: string[]) {
  // Stable while the ids are, so the combined result keeps its identity between renders.
  const combine = useCallback(
    (results: { data?: QuestionDetail; isSuccess: boolean; isError: boolean }[]) => {
      const byId = new Map<string, QuestionDetail>();
      const missing = new Set<string>();
      results.forEach((r, i) => {
        if (r.data) byId.set(r.data.id, r.data);
        else if (r.isError) missing.add(ids[i]!);
      });
      return { byId, missing, ready: results.every((r) => r.isSuccess || r.isError) };
    },
    [ids],
  );
  return useQueries({ queries: ids.map((id) => batchedDetailQuery(id)), combine });
}

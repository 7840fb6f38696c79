import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './api';

export const mistakeKeys = {
  all: ['mistakes'] as const,
  classes: () => [...mistakeKeys.all, 'classes'] as const,
  overview: (f: api.MistakeFilter) => [...mistakeKeys.all, 'overview', f] as const,
  practices: () => [...mistakeKeys.all, 'practice'] as const,
  practice: (id: string) => [...mistakeKeys.practices(), id] as const,
};

export const mistakeClassesQuery = () =>
  queryOptions({ queryKey: mistakeKeys.classes(), queryFn: api.fetchMistakeClasses, staleTime: 60_000 });

export const mistakesQuery = (f: api.MistakeFilter) =>
  queryOptions({
    queryKey: mistakeKeys.overview(f),
    queryFn: () => api.fetchMistakes(f),
    placeholderData: keepPreviousData,
  });

export const practiceQuery = (id: string) =>
  queryOptions({ queryKey: mistakeKeys.practice(id), queryFn: () => api.fetchPractice(id) });

export const practiceListQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: [...mistakeKeys.practices(), 'list', page, size] as const,
    queryFn: () => api.listPractice(page, size),
    placeholderData: keepPreviousData,
  });

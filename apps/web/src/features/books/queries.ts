import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BookListQuery } from '@zhijuan/contracts';
import * as api from './api';

export const bookKeys = {
  all: ['books'] as const,
  list: (q: BookListQuery) => [...bookKeys.all, 'list', q] as const,
  detail: (id: string) => [...bookKeys.all, 'detail', id] as const,
  marks: (id: string) => [...bookKeys.all, 'marks', id] as const,
};

export const booksQuery = (q: BookListQuery) =>
  queryOptions({
    queryKey: bookKeys.list(q),
    queryFn: () => api.fetchBooks(q),
    placeholderData: keepPreviousData,
    // While the demo books are made on a first start, look again every few seconds.
    refetchInterval: (query) => (query.state.data?.preparing ? 4000 : false),
  });

export const bookQuery = (id: string) =>
  queryOptions({ queryKey: bookKeys.detail(id), queryFn: () => api.fetchBook(id), enabled: Boolean(id) });

export const marksQuery = (id: string) =>
  queryOptions({ queryKey: bookKeys.marks(id), queryFn: () => api.fetchMarks(id), enabled: Boolean(id) });

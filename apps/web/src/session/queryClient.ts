import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** Failures are already toasted by the HTTP client, so queries do not retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * The app's "soft refresh" (spec §4, after a stage/subject change or joining a school): everything the
 * screens show is fetched again, except platform curriculum data and the public configuration, which
 * do not depend on the user. No full page reload. `keep` spares keys the caller has just read.
 */
export function softRefresh(
  client: QueryClient = queryClient,
  keep: (key: QueryKey) => boolean = () => false,
): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] !== 'curriculum' && q.queryKey[1] !== 'config' && !keep(q.queryKey),
  });
}

import { QueryClient } from '@tanstack/react-query';

/** Failures are already toasted by the HTTP client, so queries do not retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

import { REFRESH_THRESHOLD_MS } from '@zhijuan/contracts';

/**
 * Spec §4: refresh before a request when an expiry is known, less than 300000 ms remain
 * and a refresh token exists.
 */
export function shouldRefresh(now: number, expiresAt: number | null, refreshToken: string | null): boolean {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return false;
  if (!refreshToken) return false;
  return expiresAt - now < REFRESH_THRESHOLD_MS;
}

/** Wraps `task` so that concurrent callers share one run until it settles. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (!running) {
      running = task().finally(() => {
        running = null;
      });
    }
    return running;
  };
}

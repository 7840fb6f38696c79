import { type TtlMemo, ttlMemo } from '../../infra/cache';
import type { Db } from '../../infra/db';

/**
 * Identical searches within a few seconds share one read: many teachers of a school searching 方程 at
 * once cost the database one search, and a search asked again while the first is still running waits
 * for it instead of running twice. Each process keeps entries for `SEARCH_CACHE_MS`, at most
 * `SEARCH_CACHE_SIZE` (oldest dropped first; infra/cache.ts `ttlMemo`); any change to questions made
 * through this process (an import, 组卷次数, a search-text rebuild) drops them all at once, other
 * processes' changes show within the TTL. Keyed per database so tests with several apps stay apart.
 */
export const SEARCH_CACHE_MS = 10_000;
export const SEARCH_CACHE_SIZE = 500;

let caches = new WeakMap<object, TtlMemo<string, unknown>>();

export function cachedSearch<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let memo = caches.get(db);
  if (!memo) {
    memo = ttlMemo<string, unknown>(SEARCH_CACHE_MS, SEARCH_CACHE_SIZE);
    caches.set(db, memo);
  }
  return memo.get(key, load) as Promise<T>;
}

/**
 * Questions changed: every cached search is forgotten (of every database: the change may come through
 * a transaction, which is not the database object searches are keyed by).
 */
export function questionsChanged() {
  caches = new WeakMap();
}

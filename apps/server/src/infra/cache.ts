/**
 * The process's small in-memory caches, bounded so none grows without limit. Each process keeps its
 * own (ARCHITECTURE: nothing may rely on memory shared between processes), so a cached value is only
 * ever a shortcut to what the database says: keys carry the versions that make them stale (key version,
 * sheet version, a stamp), or entries expire after a few seconds.
 */

/** A Map that holds at most `max` entries: adding a new key past that drops the oldest one added. */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly max: number;
  constructor(max: number) {
    super();
    if (!(max >= 1)) throw new RangeError('BoundedMap needs room for one entry');
    this.max = max;
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}

/** A Map of at most `max` entries (oldest dropped first). */
export const boundedMap = <K, V>(max: number): BoundedMap<K, V> => new BoundedMap<K, V>(max);

export interface TtlMemo<K, V> {
  /** The value made for `key` less than `ttlMs` ago, else `make()`'s, kept from now. */
  get(key: K, make: () => Promise<V>): Promise<V>;
  /** Drops every entry whose key matches (after a change those entries describe). */
  forget(matches: (key: K) => boolean): void;
  readonly size: number;
}

/**
 * Promises kept for `ttlMs` by key, at most `max` of them: many requests within a moment share one
 * load. A load that fails is dropped at once, so the next request tries again.
 */
export function ttlMemo<K, V>(ttlMs: number, max: number, now: () => number = Date.now): TtlMemo<K, V> {
  const entries = new BoundedMap<K, { at: number; value: Promise<V> }>(max);
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = make();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.set(key, { at: now(), value });
      return value;
    },
    forget(matches) {
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

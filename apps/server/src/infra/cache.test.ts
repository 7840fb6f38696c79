import { describe, expect, it } from 'vitest';
import { boundedMap, ttlMemo } from './cache';

describe('boundedMap', () => {
  it('drops the oldest entry when a new key would pass the bound', () => {
    const m = boundedMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    m.set('a', 10); // an existing key: nothing dropped
    expect([...m.entries()]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    m.set('c', 3);
    expect([...m.keys()]).toEqual(['b', 'c']);
    expect(m.size).toBe(2);
  });

  it('refuses a bound below one', () => {
    expect(() => boundedMap(0)).toThrow(RangeError);
  });
});

describe('ttlMemo', () => {
  it('shares one load within the time to live, and loads again after it', async () => {
    let clock = 0;
    let loads = 0;
    const memo = ttlMemo<string, number>(1000, 10, () => clock);
    const make = async () => ++loads;
    expect(await memo.get('k', make)).toBe(1);
    clock = 999;
    expect(await memo.get('k', make)).toBe(1);
    clock = 1000;
    expect(await memo.get('k', make)).toBe(2);
  });

  it('forgets a failed load at once, and entries on request', async () => {
    const memo = ttlMemo<string, number>(60_000, 10);
    await expect(memo.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', async () => 7)).toBe(7);
    await memo.get('exam1:u1', async () => 1);
    await memo.get('exam2:u1', async () => 2);
    memo.forget((key) => key.startsWith('exam1:'));
    expect(await memo.get('exam1:u1', async () => 3)).toBe(3);
    expect(await memo.get('exam2:u1', async () => 4)).toBe(2);
  });

  it('holds at most its bound of entries', async () => {
    const memo = ttlMemo<number, number>(60_000, 3);
    for (let i = 0; i < 10; i++) await memo.get(i, async () => i);
    expect(memo.size).toBe(3);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { shouldRefresh, singleFlight } from './refresh';

const NOW = 1_700_000_000_000;

describe('shouldRefresh (spec §4)', () => {
  it('refreshes when less than 300000 ms remain and a refresh token exists', () => {
    expect(shouldRefresh(NOW, NOW + 299_999, 'r')).toBe(true);
    expect(shouldRefresh(NOW, NOW + 1, 'r')).toBe(true);
  });

  it('refreshes an access token that has already expired', () => {
    expect(shouldRefresh(NOW, NOW - 10_000, 'r')).toBe(true);
  });

  it('does not refresh with 300000 ms or more left', () => {
    expect(shouldRefresh(NOW, NOW + 300_000, 'r')).toBe(false);
    expect(shouldRefresh(NOW, NOW + 7_200_000, 'r')).toBe(false);
  });

  it('does not refresh without an expiry or without a refresh token', () => {
    expect(shouldRefresh(NOW, null, 'r')).toBe(false);
    expect(shouldRefresh(NOW, Number.NaN, 'r')).toBe(false);
    expect(shouldRefresh(NOW, NOW + 1, null)).toBe(false);
    expect(shouldRefresh(NOW, NOW + 1, '')).toBe(false);
  });
});

describe('singleFlight', () => {
  it('shares one run between concurrent callers, then runs again', async () => {
    let release: (value: string) => void = () => undefined;
    const task = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refresh = singleFlight(task);
    const a = refresh();
    const b = refresh();
    expect(task).toHaveBeenCalledTimes(1);
    release('tokens');
    await expect(Promise.all([a, b])).resolves.toEqual(['tokens', 'tokens']);
    const c = refresh();
    expect(task).toHaveBeenCalledTimes(2);
    release('again');
    await expect(c).resolves.toBe('again');
  });

  it('lets the next caller retry after a failure', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('refresh token无效')).mockResolvedValueOnce('ok');
    const refresh = singleFlight(task);
    await expect(refresh()).rejects.toThrow('refresh token无效');
    await expect(refresh()).resolves.toBe('ok');
  });
});

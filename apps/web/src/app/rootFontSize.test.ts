import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRootFontSize, RESIZE_DEBOUNCE_MS, rootFontSize } from './rootFontSize';

describe('rootFontSize (spec §9)', () => {
  it('is a tenth of the width below the cap', () => {
    expect(rootFontSize(375, 2)).toBe(37.5);
    expect(rootFontSize(540, 1)).toBe(54);
  });

  it('caps the width at 540 × devicePixelRatio', () => {
    expect(rootFontSize(1440, 1)).toBe(54);
    expect(rootFontSize(1440, 2)).toBe(108);
    expect(rootFontSize(1920, 3)).toBe(162);
    expect(rootFontSize(1000, 2)).toBe(100);
  });

  it('treats a missing pixel ratio as 1', () => {
    expect(rootFontSize(1440, 0)).toBe(54);
  });
});

describe('installRootFontSize', () => {
  afterEach(() => vi.useRealTimers());

  it('applies at once, then debounces resizes by 300 ms', () => {
    vi.useFakeTimers();
    let width = 400;
    const docEl = document.documentElement;
    const spy = vi.spyOn(docEl, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
    const stop = installRootFontSize(window);
    expect(docEl.style.fontSize).toBe('40px');

    width = 300;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(docEl.style.fontSize).toBe('40px');
    vi.advanceTimersByTime(1);
    expect(docEl.style.fontSize).toBe('30px');

    stop();
    width = 200;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(docEl.style.fontSize).toBe('30px');
    spy.mockRestore();
  });
});

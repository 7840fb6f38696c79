import { describe, expect, it } from 'vitest';
import { FULL, TOTALS } from './sample-exam';
import { bands, bandsAt, DEFAULT_CUTOFFS, quantileSorted, summarise } from './summary';

describe('summarise', () => {
  it('works out the sample exam by hand', () => {
    const s = summarise(TOTALS, FULL);
    // Present totals 28, 21, 18, 10, 18, 5 (S4 absent, left out); sorted 5, 10, 18, 18, 21, 28.
    expect(s.count).toBe(6);
    expect(s.mean).toBeCloseTo(100 / 6, 10); // 100 / 6 = 16.6667
    expect(s.median).toBe(18); // (18 + 18) / 2
    // Σx² = 784 + 441 + 324 + 100 + 324 + 25 = 1998; var = 1998/6 − (100/6)² = 333 − 277.78 = 497/9
    expect(s.std).toBeCloseTo(Math.sqrt(497 / 9), 10); // 7.4312
    expect(s.std).toBeCloseTo(7.4312, 4);
    expect(s.max).toBe(28);
    expect(s.min).toBe(5);
    // q1 at position 0.25·5 = 1.25: 10 + 0.25·(18 − 10) = 12; q3 at 3.75: 18 + 0.75·(21 − 18) = 20.25
    expect(s.q1).toBeCloseTo(12, 10);
    expect(s.q3).toBeCloseTo(20.25, 10);
    // Cut-offs of 30: 优秀 ≥ 25.5 {28}; 良好 ≥ 21 {28, 21}; 及格 ≥ 18 {28, 21, 18, 18}; 低分 < 12 {10, 5}
    expect(s.excellentRate).toBeCloseTo(1 / 6, 10);
    expect(s.goodRate).toBeCloseTo(2 / 6, 10); // 21 sits exactly on 0.7 × 30 and counts
    expect(s.passRate).toBeCloseTo(4 / 6, 10); // both 18s sit exactly on 0.6 × 30
    expect(s.lowRate).toBeCloseTo(2 / 6, 10);
  });

  it('counts a score exactly on a cut-off that floating point overshoots (0.55 × 100 = 55.00…01)', () => {
    expect(0.55 * 100).toBeGreaterThan(55);
    const s = summarise([55, 54.5], 100, { ...DEFAULT_CUTOFFS, pass: 0.55 });
    expect(s.passRate).toBe(0.5);
    const low = summarise([40, 39.5], 100);
    expect(low.lowRate).toBe(0.5); // 40 = 0.4 × 100 is not below the cut; 39.5 is
  });

  it('takes other cut-offs', () => {
    const s = summarise([90, 80, 70, 50], 100, { ...DEFAULT_CUTOFFS, excellent: 0.9, low: 0.5 });
    expect(s.excellentRate).toBe(0.25);
    expect(s.lowRate).toBe(0); // 50 is not below 50
  });

  it('gives zeros for empty input and for all absent', () => {
    for (const scores of [[], [null, null]]) {
      expect(summarise(scores, 100)).toEqual({
        count: 0,
        mean: 0,
        median: 0,
        std: 0,
        max: 0,
        min: 0,
        q1: 0,
        q3: 0,
        excellentRate: 0,
        goodRate: 0,
        passRate: 0,
        lowRate: 0,
      });
    }
  });

  it('handles a single student and zero variance', () => {
    const one = summarise([null, 42], 100);
    expect(one).toMatchObject({ count: 1, mean: 42, median: 42, std: 0, q1: 42, q3: 42, max: 42, min: 42 });
    expect(one.passRate).toBe(0);
    expect(one.lowRate).toBe(0);
    const same = summarise([7, 7, 7], 10);
    expect(same.std).toBe(0);
    expect(same.excellentRate).toBe(0); // 7 < 8.5
    expect(same.goodRate).toBe(1); // 7 ≥ 7
  });
});

describe('quantileSorted', () => {
  it('interpolates as numpy / QUARTILE.INC', () => {
    // [1, 2, 3, 4]: q1 at 0.75 → 1.75, median at 1.5 → 2.5, q3 at 2.25 → 3.25
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 10);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 10);
    expect(quantileSorted([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25, 10);
    expect(quantileSorted([], 0.5)).toBe(0);
  });
});

describe('bands', () => {
  it('counts the sample exam in bands of 10, lowest first', () => {
    // [0, 10): 5 · [10, 20): 10, 18, 18 · [20, 30]: 21, 28
    expect(bands(TOTALS, FULL)).toEqual([
      { from: 0, to: 10, label: '0-10', count: 1 },
      { from: 10, to: 20, label: '10-20', count: 3 },
      { from: 20, to: 30, label: '20-30', count: 2 },
    ]);
  });

  it('closes the last band at full marks and narrows it when full is not a multiple', () => {
    expect(bands([30, 29.5, 0, null], 30).map((b) => b.count)).toEqual([1, 0, 2]);
    const b = bands([105, 100, 99.5], 105);
    expect(b).toHaveLength(11);
    expect(b.at(-1)).toEqual({ from: 100, to: 105, label: '100-105', count: 2 });
    expect(b.at(-2)!.count).toBe(1);
    expect(bands([3, 7.5], 10, 2.5).map((b) => b.label)).toEqual(['0-2.5', '2.5-5', '5-7.5', '7.5-10']);
  });

  it('is empty without full marks and refuses a non-positive width', () => {
    expect(bands([1, 2], 0)).toEqual([]);
    expect(() => bands([1], 100, 0)).toThrow(RangeError);
  });
});

describe('bandsAt', () => {
  it('counts between custom edges, the last band closed', () => {
    // [0, 12): 5, 10 · [12, 18): — · [18, 21): 18, 18 · [21, 25.5): 21 · [25.5, 30]: 28
    expect(bandsAt(TOTALS, [0, 12, 18, 21, 25.5, 30])).toEqual([
      { from: 0, to: 12, label: '0-12', count: 2 },
      { from: 12, to: 18, label: '12-18', count: 0 },
      { from: 18, to: 21, label: '18-21', count: 2 },
      { from: 21, to: 25.5, label: '21-25.5', count: 1 },
      { from: 25.5, to: 30, label: '25.5-30', count: 1 },
    ]);
  });

  it('leaves out scores outside the edges and needs ascending edges', () => {
    expect(bandsAt([59, 60, 100, 101], [60, 85, 100]).map((b) => b.count)).toEqual([1, 1]);
    expect(bandsAt([1], [0])).toEqual([]);
    expect(bandsAt([], [0, 60, 100]).map((b) => b.count)).toEqual([0, 0]);
    expect(() => bandsAt([1], [0, 60, 60])).toThrow(RangeError);
  });
});

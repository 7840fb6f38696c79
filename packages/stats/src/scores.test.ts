import { describe, expect, it } from 'vitest';
import { TOTALS } from './sample-exam';
import { overMeanRate, rankChange, ranks, standardScores } from './scores';

describe('overMeanRate', () => {
  it('compares class means with the grade mean (超均率)', () => {
    // Overall mean 100/6 = 50/3. Class A = S1–S3: (28 + 21 + 18)/3 = 67/3 → (67/3 − 50/3)/(50/3) = 17/50
    expect(overMeanRate(67 / 3, 50 / 3)).toBeCloseTo(0.34, 10);
    // Class B = S5–S7: (10 + 18 + 5)/3 = 11 = 33/3 → (33 − 50)/50 = −0.34
    expect(overMeanRate(11, 50 / 3)).toBeCloseTo(-0.34, 10);
    expect(overMeanRate(5, 0)).toBe(0);
  });
});

describe('standardScores', () => {
  it('gives z and T against the population std', () => {
    // mean 50/3 = 16.6667, std √(497/9) = 7.43117
    const out = standardScores(TOTALS);
    // S1: (28 − 16.6667)/7.43117 = 1.52511 → T = 65.2511
    expect(out[0]!.z).toBeCloseTo(1.52511, 4);
    expect(out[0]!.t).toBeCloseTo(65.2511, 3);
    // S3 and S6: (18 − 16.6667)/7.43117 = 0.17942 → T = 51.7942
    expect(out[2]!.z).toBeCloseTo(0.17942, 4);
    expect(out[5]!.t).toBeCloseTo(51.7942, 3);
    // S7: (5 − 16.6667)/7.43117 = −1.56996 → T = 34.3004
    expect(out[6]!.z).toBeCloseTo(-1.56996, 4);
    expect(out[6]!.t).toBeCloseTo(34.3004, 3);
    expect(out[3]).toEqual({ z: null, t: null });
  });

  it('gives z 0 when every score is the same, and handles empty input', () => {
    expect(standardScores([7, null, 7])).toEqual([
      { z: 0, t: 50 },
      { z: null, t: null },
      { z: 0, t: 50 },
    ]);
    expect(standardScores([42])).toEqual([{ z: 0, t: 50 }]);
    expect(standardScores([])).toEqual([]);
    expect(standardScores([null])).toEqual([{ z: null, t: null }]);
  });
});

describe('ranks', () => {
  it('gives competition ranks, highest first', () => {
    expect(ranks([100, 90, 90, 80])).toEqual([1, 2, 2, 4]);
    // 28 → 1, 21 → 2, 18 and 18 → 3, 10 → 5, 5 → 6; absent S4 → null
    expect(ranks(TOTALS)).toEqual([1, 2, 3, null, 5, 3, 6]);
    expect(ranks([0.1 + 0.2, 0.3])).toEqual([1, 1]); // floating-point noise is a tie
    expect(ranks([])).toEqual([]);
    expect(ranks([null, null])).toEqual([null, null]);
    expect(ranks([55])).toEqual([1]);
  });
});

describe('rankChange', () => {
  it('is previous − current, null when either is missing', () => {
    expect(rankChange(5, 3)).toBe(2); // moved up two places
    expect(rankChange(1, 2)).toBe(-1);
    expect(rankChange(3, 3)).toBe(0);
    expect(rankChange(undefined, 3)).toBeNull();
    expect(rankChange(null, 3)).toBeNull();
    expect(rankChange(4, null)).toBeNull();
  });
});

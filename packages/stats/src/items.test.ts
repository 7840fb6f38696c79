import { describe, expect, it } from 'vitest';
import { difficultyBand, type ItemInfo, itemStats, QUALITY_NAMES, reliability } from './items';
import { ITEMS, MATRIX, TOTALS } from './sample-exam';

// Present students S1, S2, S3, S5, S6, S7 (n = 6); totals y = 28, 21, 18, 10, 18, 5, Σy = 100,
// Σy² = 1998, Syy = Σy² − (Σy)²/n = 1998 − 10000/6 = 994/3 = 331.333.
// 27% groups: round(0.27 × 6) = round(1.62) = 2. By total: S1 28, S2 21, S3 18, S6 18, S5 10, S7 5,
// so top = {S1, S2}, bottom = {S5, S7}.
const SYY = 994 / 3;

describe('itemStats', () => {
  const stats = itemStats(MATRIX, ITEMS);

  it('counts only present students', () => {
    for (const s of stats) expect(s.count).toBe(6);
  });

  it('gives mean and P (得分率)', () => {
    // Q1: 3+3+3+0+3+0 = 12 → 2, P = 2/3 · Q2: 3+3+0+3+0+0 = 9 → 1.5, P = 0.5
    // Q3: 3+0+3+0+0+0 = 6 → 1, P = 1/3 · Q4: 9+7+5+3+7+0 = 31 → 5.1667, P = 31/54 = 0.5741
    // Q5: 10+8+7+4+8+5 = 42 → 7, P = 7/12 = 0.5833
    const means = [2, 1.5, 1, 31 / 6, 7];
    const ps = [2 / 3, 0.5, 1 / 3, 31 / 54, 7 / 12];
    stats.forEach((s, q) => {
      expect(s.mean).toBeCloseTo(means[q]!, 10);
      expect(s.p).toBeCloseTo(ps[q]!, 10);
    });
  });

  it('gives discrimination D from the 27% groups, and its quality', () => {
    // Q1: top 3,3 (mean 3), bottom 0,0 (0) → (3 − 0)/3 = 1
    // Q2: top 3,3 (3), bottom 3,0 (1.5) → 1.5/3 = 0.5
    // Q3: top 3,0 (1.5), bottom 0,0 (0) → 1.5/3 = 0.5
    // Q4: top 9,7 (8), bottom 3,0 (1.5) → 6.5/9 = 0.7222
    // Q5: top 10,8 (9), bottom 4,5 (4.5) → 4.5/12 = 0.375
    const ds = [1, 0.5, 0.5, 6.5 / 9, 0.375];
    stats.forEach((s, q) => {
      expect(s.discrimination).toBeCloseTo(ds[q]!, 10);
    });
    expect(stats.map((s) => s.quality)).toEqual(['excellent', 'excellent', 'excellent', 'excellent', 'good']);
  });

  it('gives the point-biserial correlation with the total', () => {
    // r = Sxy / √(Sxx · Syy) with Sxy = Σxy − ΣxΣy/n, Sxx = Σx² − (Σx)²/n
    // Q1: Sxy = 3·(28+21+18+18) − 12·100/6 = 255 − 200 = 55; Sxx = 36 − 144/6 = 12 → 55/√3976 = 0.87225
    expect(stats[0]!.pointBiserial).toBeCloseTo(55 / Math.sqrt(12 * SYY), 10);
    expect(stats[0]!.pointBiserial).toBeCloseTo(0.87225, 4);
    // Q2: Sxy = 3·(28+21+10) − 150 = 27; Sxx = 27 − 81/6 = 13.5 → 27/√4473 = 0.40371
    expect(stats[1]!.pointBiserial).toBeCloseTo(0.40371, 4);
    // Q3: Sxy = 3·(28+18) − 100 = 38; Sxx = 18 − 36/6 = 12 → 38/√3976 = 0.60264
    expect(stats[2]!.pointBiserial).toBeCloseTo(0.60264, 4);
    // Q4: Sxy = 252+147+90+30+126+0 − 31·100/6 = 645 − 516.667 = 128.333;
    //     Sxx = 213 − 961/6 = 52.833 → 128.333/√17505.4 = 0.96996
    expect(stats[3]!.pointBiserial).toBeCloseTo(0.96996, 4);
    // Q5: Sxy = 280+168+126+40+144+25 − 700 = 83; Sxx = 318 − 1764/6 = 24 → 83/√7952 = 0.93076
    expect(stats[4]!.pointBiserial).toBeCloseTo(0.93076, 4);
  });

  it('counts full marks and zeros', () => {
    expect(stats.map((s) => s.fullCount)).toEqual([4, 3, 2, 1, 0]);
    expect(stats.map((s) => s.zeroCount)).toEqual([2, 3, 4, 1, 0]);
  });

  it('takes the exam totals when given, leaving out students whose total is null', () => {
    // Only Q4 and Q5 in the matrix, grouped by the whole exam's totals: same figures as above.
    const written = MATRIX.map((row) => row.slice(3));
    const both = itemStats(written, ITEMS.slice(3), TOTALS);
    expect(both[0]!.discrimination).toBeCloseTo(6.5 / 9, 10);
    expect(both[1]!.pointBiserial).toBeCloseTo(0.93076, 4);
    const fewer = itemStats(written, ITEMS.slice(3), [28, 21, 18, null, 10, 18, null]);
    expect(fewer[0]!.count).toBe(5);
  });

  it('breaks ties at the cut by input order', () => {
    // n = 4, groups of round(1.08) = 1. Totals 10, 5, 5, 10 sorted: S0, S3 (10), S1, S2 (5):
    // top = S0 (first of the tied 10s), bottom = S2 (last of the tied 5s) → (4 − 0)/4 = 1.
    const [s] = itemStats([[4], [1], [0], [2]], [{ max: 4, objective: false }], [10, 5, 5, 10]);
    expect(s!.discrimination).toBe(1);
  });

  it('grades D: ≥ 0.4 excellent, 0.3–0.39 good, 0.2–0.29 fair, ≤ 0.19 poor', () => {
    // Four students ranked by the given totals; the top student S0 and the bottom S3 form the groups;
    // S3 scores 0, so D = S0's score / 10.
    const items: ItemInfo[] = Array.from({ length: 7 }, () => ({ max: 10, objective: false }));
    const matrix = [
      [4, 3.9, 3, 2.9, 2, 1.9, 0],
      [5, 5, 5, 5, 5, 5, 5],
      [5, 5, 5, 5, 5, 5, 5],
      [0, 0, 0, 0, 0, 0, 0],
    ];
    const out = itemStats(matrix, items, [4, 3, 2, 1]);
    expect(out.map((s) => s.quality)).toEqual(['excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor']);
    expect(QUALITY_NAMES).toEqual({ excellent: '优秀', good: '良好', fair: '尚可', poor: '较差' });
  });

  it('handles empty input, all absent, one student and zero variance', () => {
    const info = [{ max: 3, objective: true }];
    const empty = {
      count: 0,
      mean: 0,
      p: 0,
      discrimination: 0,
      pointBiserial: 0,
      quality: 'poor',
      fullCount: 0,
      zeroCount: 0,
    };
    expect(itemStats([], info)).toEqual([empty]);
    expect(itemStats([[null], [null]], info)).toEqual([empty]);
    expect(itemStats([], [])).toEqual([]);
    // One student: both groups are that student → D = 0; no variance → r = 0.
    expect(itemStats([[3]], info)[0]).toMatchObject({
      count: 1,
      mean: 3,
      p: 1,
      discrimination: 0,
      fullCount: 1,
    });
    expect(itemStats([[3]], info)[0]!.pointBiserial).toBe(0);
    // Everyone right: the item does not vary → r = 0 although the totals do.
    const same = itemStats(
      [
        [3, 5],
        [3, 1],
      ],
      [info[0]!, { max: 5, objective: false }],
    );
    expect(same[0]!.pointBiserial).toBe(0);
    expect(same[1]!.pointBiserial).toBeCloseTo(1, 10);
  });
});

describe('difficultyBand', () => {
  it('uses the question bank bands', () => {
    expect(difficultyBand(0.8)).toEqual({ key: 1, name: '容易' });
    expect(difficultyBand(1)).toEqual({ key: 1, name: '容易' });
    expect(difficultyBand(0.79)).toEqual({ key: 2, name: '较易' });
    expect(difficultyBand(1.8 / 3)).toEqual({ key: 2, name: '较易' }); // 0.6000…01
    expect(difficultyBand(0.4)).toEqual({ key: 3, name: '中档' });
    expect(difficultyBand(1 / 3)).toEqual({ key: 4, name: '较难' });
    expect(difficultyBand(0.2)).toEqual({ key: 4, name: '较难' });
    expect(difficultyBand(0.19)).toEqual({ key: 5, name: '困难' });
    expect(difficultyBand(0)).toEqual({ key: 5, name: '困难' });
  });
});

describe('reliability', () => {
  it('gives KR-20 on the dichotomous Q1–Q3', () => {
    // As 0/1: S1 111, S2 110, S3 101, S5 010, S6 100, S7 000.
    // p = 4/6, 3/6, 2/6 → Σpq = 2/9 + 1/4 + 2/9 = 25/36.
    // Number right 3, 2, 2, 1, 1, 0: mean 1.5, variance 19/6 − 2.25 = 11/12 = 33/36.
    // KR-20 = 3/2 · (1 − 25/33) = 3/2 · 8/33 = 4/11 = 0.3636
    const r = reliability(
      MATRIX.map((row) => row.slice(0, 3)),
      ITEMS.slice(0, 3),
    );
    expect(r.method).toBe('KR-20');
    expect(r.value).toBeCloseTo(4 / 11, 10);
    expect(r.quality).toBe('poor');
  });

  it("gives Cronbach's α on the whole exam", () => {
    // Item Sxx (above) 12, 13.5, 12, 52.833, 24 → Σ = 114.333; total Syy = 331.333 (the n cancels).
    // α = 5/4 · (1 − 114.333/331.333) = 1.25 · 0.654930 = 0.818662
    const r = reliability(MATRIX, ITEMS);
    expect(r.method).toBe('alpha');
    expect(r.value).toBeCloseTo(1.25 * (1 - 343 / 3 / SYY), 10);
    expect(r.value).toBeCloseTo(0.81866, 4);
    expect(r.quality).toBe('good');
  });

  it('is 0 with fewer than 2 items or students, or totals all equal', () => {
    expect(
      reliability(
        MATRIX.map((row) => row.slice(0, 1)),
        ITEMS.slice(0, 1),
      ).value,
    ).toBe(0);
    expect(reliability([MATRIX[0]!, MATRIX[3]!], ITEMS)).toEqual({
      value: 0,
      method: 'alpha',
      quality: 'poor',
    });
    expect(reliability([], ITEMS)).toEqual({ value: 0, method: 'KR-20', quality: 'poor' });
    const flat = reliability(
      [
        [3, 0],
        [0, 3],
      ],
      ITEMS.slice(0, 2),
    );
    expect(flat.value).toBe(0);
  });

  it('grades the value: ≥ 0.9 excellent, ≥ 0.8 good, ≥ 0.7 fair', () => {
    // Two parallel items: α = 2 · (1 − 2v / 4v) = 1 → excellent.
    const r = reliability(
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
      [
        { max: 3, objective: false },
        { max: 3, objective: false },
      ],
    );
    expect(r).toEqual({ value: 1, method: 'alpha', quality: 'excellent' });
  });
});

import { atLeast, EPSILON, presentRows } from './internal';

/** One question of an exam: its full marks and whether it is machine-scored. */
export interface ItemInfo {
  max: number;
  objective: boolean;
}

export type Quality = 'excellent' | 'good' | 'fair' | 'poor';

export const QUALITY_NAMES: Record<Quality, string> = {
  excellent: '优秀',
  good: '良好',
  fair: '尚可',
  poor: '较差',
};

export interface ItemStats {
  /** Students counted (present rows). */
  count: number;
  mean: number;
  /** 得分率, difficulty P = mean / max (higher = easier). */
  p: number;
  /** Discrimination D = (mean of the top 27% by total − mean of the bottom 27%) / max. */
  discrimination: number;
  /** Pearson correlation of the item score with the total (point-biserial for 0/1 items). */
  pointBiserial: number;
  /** By D: ≥ 0.4 优秀, ≥ 0.3 良好, ≥ 0.2 尚可 (needs work), below 0.2 较差 (revise or drop). */
  quality: Quality;
  /** Students with full marks on the item. */
  fullCount: number;
  /** Students with 0 on the item. */
  zeroCount: number;
}

/** Quality of an item by its discrimination D (Ebel's bands). */
function discriminationQuality(d: number): Quality {
  if (atLeast(d, 0.4)) return 'excellent';
  if (atLeast(d, 0.3)) return 'good';
  if (atLeast(d, 0.2)) return 'fair';
  return 'poor';
}

const EMPTY_ITEM: ItemStats = {
  count: 0,
  mean: 0,
  p: 0,
  discrimination: 0,
  pointBiserial: 0,
  quality: 'poor',
  fullCount: 0,
  zeroCount: 0,
};

/**
 * Per-question figures of one exam.
 *
 * A student counts when their row is all numbers (an absent student's row is all null) and, when
 * `totals` is given, their total is not null. The 27% groups: students sorted by total, highest first,
 * ties kept in input order; the top group is the first round(0.27 n) (at least 1), the bottom group the
 * last as many — so among tied totals at a cut, earlier students fall in the top group and later ones in
 * the bottom group. With one student both groups are that student and D is 0.
 *
 * @param matrix matrix[s][q]: student s's score on question q.
 * @param totals each student's total; by default the row sums (pass the exam totals when the matrix
 *   holds only some of the questions).
 */
export function itemStats(
  matrix: readonly (readonly (number | null)[])[],
  items: readonly ItemInfo[],
  totals?: readonly (number | null)[],
): ItemStats[] {
  const k = items.length;
  const rows = presentRows(matrix, k).filter((s) => totals === undefined || (totals[s] ?? null) !== null);
  const n = rows.length;
  if (n === 0) return items.map(() => ({ ...EMPTY_ITEM }));

  const total = new Float64Array(n);
  const sum = new Float64Array(k);
  const low = new Float64Array(k).fill(Number.POSITIVE_INFINITY);
  const high = new Float64Array(k).fill(Number.NEGATIVE_INFINITY);
  const fullCount = new Int32Array(k);
  const zeroCount = new Int32Array(k);
  const maxes = Float64Array.from(items, (item) => item.max);
  for (let i = 0; i < n; i++) {
    const row = matrix[rows[i]!]!;
    let rowSum = 0;
    for (let q = 0; q < k; q++) {
      const x = row[q]!;
      rowSum += x;
      sum[q]! += x;
      if (x < low[q]!) low[q] = x;
      if (x > high[q]!) high[q] = x;
      if (atLeast(x, maxes[q]!)) fullCount[q]!++;
      if (x === 0) zeroCount[q]!++;
    }
    total[i] = totals === undefined ? rowSum : totals[rows[i]!]!;
  }

  let totalSum = 0;
  let totalLow = Number.POSITIVE_INFINITY;
  let totalHigh = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const y = total[i]!;
    totalSum += y;
    if (y < totalLow) totalLow = y;
    if (y > totalHigh) totalHigh = y;
  }
  const totalMean = totalSum / n;
  const mean = sum.map((s) => s / n);

  // Centred sums for the correlation (two passes: no cancellation on large totals).
  const sxy = new Float64Array(k);
  const sxx = new Float64Array(k);
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const row = matrix[rows[i]!]!;
    const dy = total[i]! - totalMean;
    syy += dy * dy;
    for (let q = 0; q < k; q++) {
      const dx = row[q]! - mean[q]!;
      sxy[q]! += dx * dy;
      sxx[q]! += dx * dx;
    }
  }

  // The 27% groups; Array.prototype.sort is stable, so tied totals stay in input order.
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => total[b]! - total[a]!);
  const g = Math.max(1, Math.round(0.27 * n));
  const topSum = new Float64Array(k);
  const bottomSum = new Float64Array(k);
  for (let j = 0; j < g; j++) {
    const top = matrix[rows[order[j]!]!]!;
    const bottom = matrix[rows[order[n - 1 - j]!]!]!;
    for (let q = 0; q < k; q++) {
      topSum[q]! += top[q]!;
      bottomSum[q]! += bottom[q]!;
    }
  }

  const totalVaries = totalHigh - totalLow > EPSILON;
  return items.map((item, q) => {
    const m = mean[q]!;
    const d = item.max > 0 ? (topSum[q]! - bottomSum[q]!) / g / item.max : 0;
    const varies = totalVaries && high[q]! - low[q]! > EPSILON;
    return {
      count: n,
      mean: m,
      p: item.max > 0 ? m / item.max : 0,
      discrimination: d,
      pointBiserial: varies ? sxy[q]! / Math.sqrt(sxx[q]! * syy) : 0,
      quality: discriminationQuality(d),
      fullCount: fullCount[q]!,
      zeroCount: zeroCount[q]!,
    };
  });
}

export type DifficultyKey = 1 | 2 | 3 | 4 | 5;
export type DifficultyName = '容易' | '较易' | '中档' | '较难' | '困难';

/**
 * The question bank's difficulty band of a scoring rate (higher = easier): ≥ 0.8 容易, ≥ 0.6 较易,
 * ≥ 0.4 中档, ≥ 0.2 较难, else 困难; keys 1–5 in that order.
 */
export function difficultyBand(p: number): { key: DifficultyKey; name: DifficultyName } {
  if (atLeast(p, 0.8)) return { key: 1, name: '容易' };
  if (atLeast(p, 0.6)) return { key: 2, name: '较易' };
  if (atLeast(p, 0.4)) return { key: 3, name: '中档' };
  if (atLeast(p, 0.2)) return { key: 4, name: '较难' };
  return { key: 5, name: '困难' };
}

export interface Reliability {
  value: number;
  /** KR-20 when every score is 0 or the item's max, else Cronbach's α. */
  method: 'KR-20' | 'alpha';
  /** ≥ 0.9 优秀, ≥ 0.8 良好, ≥ 0.7 尚可, else 较差. */
  quality: Quality;
}

function reliabilityQuality(value: number): Quality {
  if (atLeast(value, 0.9)) return 'excellent';
  if (atLeast(value, 0.8)) return 'good';
  if (atLeast(value, 0.7)) return 'fair';
  return 'poor';
}

/**
 * Internal-consistency reliability of an exam: k/(k − 1) · (1 − Σ var(item) / var(total)) over the
 * students whose row is all numbers, with population variances throughout (the n in the denominators
 * cancels, so the value equals the sample-variance one). When every score is 0 or its item's max this is
 * KR-20 (an item's variance is max² · p · q; with equal maxes exactly the textbook 0/1 KR-20), otherwise
 * Cronbach's α. Not clamped: a negative value means the items do not measure one thing. Fewer than 2
 * items or 2 students, or totals all equal: 0.
 */
export function reliability(
  matrix: readonly (readonly (number | null)[])[],
  items: readonly ItemInfo[],
): Reliability {
  const k = items.length;
  const rows = presentRows(matrix, k);
  const n = rows.length;
  const sum = new Float64Array(k);
  let totalSum = 0;
  let dichotomous = true;
  for (const s of rows) {
    const row = matrix[s]!;
    for (let q = 0; q < k; q++) {
      const x = row[q]!;
      sum[q]! += x;
      totalSum += x;
      if (dichotomous && x !== 0 && Math.abs(x - items[q]!.max) > EPSILON) dichotomous = false;
    }
  }
  const method = dichotomous ? 'KR-20' : 'alpha';
  if (k < 2 || n < 2) return { value: 0, method, quality: 'poor' };

  const mean = sum.map((s) => s / n);
  const totalMean = totalSum / n;
  let itemSquares = 0;
  let totalSquares = 0;
  for (const s of rows) {
    const row = matrix[s]!;
    let rowSum = 0;
    for (let q = 0; q < k; q++) {
      const x = row[q]!;
      rowSum += x;
      const dx = x - mean[q]!;
      itemSquares += dx * dx;
    }
    const dy = rowSum - totalMean;
    totalSquares += dy * dy;
  }
  if (totalSquares / n <= EPSILON) return { value: 0, method, quality: 'poor' };
  const value = (k / (k - 1)) * (1 - itemSquares / totalSquares);
  return { value, method, quality: reliabilityQuality(value) };
}

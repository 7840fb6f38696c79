import { atLeast, EPSILON, present } from './internal';

/** Cut-offs as shares of full marks. */
export interface Cutoffs {
  excellent: number;
  good: number;
  pass: number;
  low: number;
}

/** The usual school cut-offs: 优秀 85%, 良好 70%, 及格 60%, 低分 below 40%. */
export const DEFAULT_CUTOFFS: Cutoffs = { excellent: 0.85, good: 0.7, pass: 0.6, low: 0.4 };

export interface Summary {
  /** Non-null scores. */
  count: number;
  mean: number;
  median: number;
  /** Population standard deviation (divides by n): the group is the whole population reported on. */
  std: number;
  max: number;
  min: number;
  /** Quartiles by linear interpolation (numpy's default, Excel QUARTILE.INC). */
  q1: number;
  q3: number;
  /** 优秀率: share with score ≥ excellent × full. */
  excellentRate: number;
  /** 良好率: share with score ≥ good × full — cumulative, 优秀 included. */
  goodRate: number;
  /** 及格率: share with score ≥ pass × full. */
  passRate: number;
  /** 低分率: share with score strictly below low × full. */
  lowRate: number;
}

const EMPTY_SUMMARY: Summary = {
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
};

/**
 * The p-quantile of ascending values by linear interpolation between closest ranks: position p·(n − 1),
 * as numpy's default and Excel's QUARTILE.INC / PERCENTILE.INC.
 */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const pos = p * (n - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(lo + 1, n - 1);
  const frac = pos - lo;
  return sorted[lo]! + frac * (sorted[hi]! - sorted[lo]!);
}

/**
 * Summary figures of one group's scores. Null scores (absent, not scanned) are left out, never read as 0.
 * Nothing is rounded. With no scores every figure is 0.
 *
 * @param full full marks of the exam; the cut-offs are shares of it.
 */
export function summarise(
  scores: readonly (number | null)[],
  full: number,
  cutoffs: Cutoffs = DEFAULT_CUTOFFS,
): Summary {
  const values = Float64Array.from(present(scores));
  const n = values.length;
  if (n === 0) return { ...EMPTY_SUMMARY };
  values.sort();

  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  const excellentCut = cutoffs.excellent * full;
  const goodCut = cutoffs.good * full;
  const passCut = cutoffs.pass * full;
  const lowCut = cutoffs.low * full;
  let excellent = 0;
  let good = 0;
  let pass = 0;
  let low = 0;
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    squares += (x - mean) * (x - mean);
    if (atLeast(x, excellentCut)) excellent++;
    if (atLeast(x, goodCut)) good++;
    if (atLeast(x, passCut)) pass++;
    if (x < lowCut - EPSILON) low++;
  }

  return {
    count: n,
    mean,
    median: quantileSorted(values, 0.5),
    std: Math.sqrt(squares / n),
    max: values[n - 1]!,
    min: values[0]!,
    q1: quantileSorted(values, 0.25),
    q3: quantileSorted(values, 0.75),
    excellentRate: excellent / n,
    goodRate: good / n,
    passRate: pass / n,
    lowRate: low / n,
  };
}

/** A score band [from, to); the last band of a set also holds `to`. */
export interface Band {
  from: number;
  to: number;
  /** `80-90`: the edges, at most two decimals. */
  label: string;
  count: number;
}

const edgeLabel = (x: number) => String(Math.round(x * 100) / 100);

/**
 * Score bands of equal width from 0 up to full marks, lowest first: [0, w), [w, 2w), …, and a last band
 * closed at `full` (narrower when full is not a multiple of the width). Empty when full ≤ 0.
 */
export function bands(scores: readonly (number | null)[], full: number, width = 10): Band[] {
  if (!(width > 0)) throw new RangeError(`band width must be positive, got ${width}`);
  if (!(full > 0)) return [];
  const edges: number[] = [];
  for (let i = 0; i * width < full - EPSILON; i++) edges.push(i * width);
  edges.push(full);
  return bandsAt(scores, edges);
}

/**
 * Score bands between custom ascending edges (e.g. [0, 60, 72, 85, 100]), lowest first: [e0, e1), …,
 * [e(k−1), ek] with the last closed. Scores outside [e0, ek] are in no band. Fewer than two edges: none.
 */
export function bandsAt(scores: readonly (number | null)[], edges: readonly number[]): Band[] {
  for (let i = 1; i < edges.length; i++) {
    if (!(edges[i]! > edges[i - 1]!)) throw new RangeError('band edges must be strictly ascending');
  }
  if (edges.length < 2) return [];
  const last = edges.length - 2;
  const counts = new Array<number>(last + 1).fill(0);
  const lowest = edges[0]!;
  const highest = edges[last + 1]!;
  for (const x of scores) {
    if (x === null || x < lowest || x > highest) continue;
    // The last band i with edges[i] <= x (binary search), capped at the closed last band.
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (edges[mid]! <= x) lo = mid;
      else hi = mid - 1;
    }
    counts[lo] = counts[lo]! + 1;
  }
  return counts.map((count, i) => {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    return { from, to, label: `${edgeLabel(from)}-${edgeLabel(to)}`, count };
  });
}

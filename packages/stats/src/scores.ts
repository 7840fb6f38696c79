import { EPSILON, present } from './internal';

/**
 * 超均率: how far a group's mean is above (positive) or below the overall mean, as a share of the overall
 * mean — (group − overall) / overall. 0 when the overall mean is 0.
 */
export function overMeanRate(groupMean: number, overallMean: number): number {
  return overallMean === 0 ? 0 : (groupMean - overallMean) / overallMean;
}

/**
 * Standard scores of each student in input order: z = (x − mean) / std over the non-null scores
 * (population std, as `summarise`), T = 10z + 50. When every score is the same, z is 0 (T 50).
 * Null scores stay null.
 */
export function standardScores(scores: readonly (number | null)[]): { z: number | null; t: number | null }[] {
  const values = present(scores);
  const n = values.length;
  let mean = 0;
  let std = 0;
  if (n > 0) {
    let sum = 0;
    for (const x of values) sum += x;
    mean = sum / n;
    let squares = 0;
    for (const x of values) squares += (x - mean) * (x - mean);
    std = Math.sqrt(squares / n);
  }
  return scores.map((x) => {
    if (x === null) return { z: null, t: null };
    const z = std > EPSILON ? (x - mean) / std : 0;
    return { z, t: 10 * z + 50 };
  });
}

/**
 * Competition ranks, highest score first, in input order: 100, 90, 90, 80 → 1, 2, 2, 4. Scores within
 * 1e-9 of each other tie. Null scores get no rank.
 */
export function ranks(scores: readonly (number | null)[]): (number | null)[] {
  const order: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i] !== null) order.push(i);
  order.sort((a, b) => scores[b]! - scores[a]!);
  const out: (number | null)[] = new Array(scores.length).fill(null);
  let rank = 0;
  let previous = Number.NaN;
  for (let k = 0; k < order.length; k++) {
    const x = scores[order[k]!]!;
    if (!(Math.abs(x - previous) <= EPSILON)) rank = k + 1;
    out[order[k]!] = rank;
    previous = x;
  }
  return out;
}

/** Places moved since the previous exam: previous − current (positive = moved up). Null if either is missing. */
export function rankChange(previous: number | null | undefined, current: number | null): number | null {
  if (previous === null || previous === undefined || current === null) return null;
  return previous - current;
}

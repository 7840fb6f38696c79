/**
 * Tolerance for cut-off comparisons: 0.7 × 150 or a mean of 1.8 / 3 lands a hair off the exact value in
 * binary floating point, and a score exactly on a cut-off must count as reaching it.
 */
export const EPSILON = 1e-9;

/** `x >= cut`, forgiving floating-point noise. */
export const atLeast = (x: number, cut: number) => x >= cut - EPSILON;

/** The scores that are numbers, in input order. */
export function present(scores: readonly (number | null)[]): number[] {
  const out: number[] = [];
  for (const s of scores) if (s !== null) out.push(s);
  return out;
}

/**
 * Indexes of the rows that count: a row with every one of its `width` cells a number. The matrix's rule
 * is that a row is all numbers (present) or all null (absent); a row breaking it is left out whole rather
 * than read with its gaps as zeros.
 */
export function presentRows(matrix: readonly (readonly (number | null)[])[], width: number): number[] {
  const rows: number[] = [];
  outer: for (let s = 0; s < matrix.length; s++) {
    const row = matrix[s]!;
    if (row.length < width) continue;
    for (let q = 0; q < width; q++) if (row[q] === null) continue outer;
    rows.push(s);
  }
  return rows;
}

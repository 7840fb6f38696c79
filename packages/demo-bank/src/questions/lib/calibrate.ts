/**
 * Difficulty from the parameters actually drawn. Each family sets a base scoring rate for its kind
 * of question; this lowers it for what makes the same kind harder in practice: a longer worked
 * solution, bigger or fractional numbers in the stem, more blanks or sub-questions. The result
 * stays within [0.15, 0.95].
 */
import { clampDifficulty, type Draft } from './core';
import { BLANK } from './tex';

const EXPONENTS = /\^\{[^{}]*\}/g;

export function complexityPenalty(d: Draft): number {
  const analyses = [d.analysis, ...(d.parts ?? []).map((p) => p.analysis)];
  const lines = analyses.reduce((n, a) => n + a.split('<br>').length, 0);
  const stem = [d.stem, ...(d.parts ?? []).map((p) => p.stem)].join(' ').replace(EXPONENTS, '');
  const numbers = (stem.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const biggest = numbers.reduce((a, b) => Math.max(a, b), 0);
  const decimals = numbers.filter((x) => !Number.isInteger(x)).length;
  const blanks = stem.split(BLANK).length - 1;
  let p = 0;
  p += 0.015 * Math.max(0, lines - 4);
  p += biggest >= 1000 ? 0.05 : biggest >= 100 ? 0.03 : 0;
  p += decimals > 0 ? 0.02 : 0;
  p += stem.includes('\\dfrac') ? 0.03 : 0;
  p += stem.includes('\\sqrt') ? 0.02 : 0;
  p += 0.03 * Math.max(0, blanks - 1);
  p += 0.04 * Math.max(0, (d.parts?.length ?? 1) - 1);
  return Math.min(0.2, p);
}

export const calibrated = (d: Draft): number => clampDifficulty(d.difficulty - complexityPenalty(d));

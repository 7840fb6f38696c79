import { meanText } from '../../lib/figures';

/** Display helpers shared by the data-centre screens. */

export { roundMean } from '../../lib/figures';

/** A share 0–1 as a whole percent: 0.736 → 74%. */
export const pct = (r: number | null | undefined) => (r == null ? '—' : `${Math.round(r * 100)}%`);

/** A share 0–1 as a percent with one decimal, for tables and CSV: 0.7364 → 73.6%. */
export const pct1 = (r: number | null | undefined) => (r == null ? '—' : `${(r * 100).toFixed(1)}%`);

/** 超均率 with its sign: +3.2% / −1.5%. */
export const signedPct = (r: number) => `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r * 100).toFixed(1)}%`;

/** An average by the reports' one rounding rule (two decimals at most); "—" when there is none. */
export const score = meanText;

/** Percent value for charts (one decimal). */
export const toPercent = (r: number) => Math.round(r * 1000) / 10;

/**
 * Background of a 得分率 cell: red (0) through amber (0.6) to green (1), light enough for dark text.
 * The hue follows the usual reading of 得分率: below 60% is weak, 85% and above is secure.
 */
export function rateColour(r: number | null): string | undefined {
  if (r == null) return undefined;
  const v = Math.max(0, Math.min(1, r));
  const hue = v < 0.6 ? (v / 0.6) * 45 : 45 + ((v - 0.6) / 0.4) * 85;
  return `hsl(${Math.round(hue)}, 75%, 84%)`;
}

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true });
/** Class names in natural order: 2班 before 10班. */
export const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
export const compareNames = (a: string, b: string) => collator.compare(a, b);

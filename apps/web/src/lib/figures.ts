/**
 * One rounding rule for the figures of every report screen (analysis, data centre, big screen):
 * averages to two decimals (70.69), a student's score as it is (half points at most), trailing zeros
 * dropped; nothing known reads "—", never 0.
 */

/** An average (平均分, 班级平均, 年级平均) rounded to two decimals, for charts and tables. */
export const roundMean = (n: number) => Math.round(n * 100) / 100;

/** An average as text: 70.69, 71.5, 72; "—" when there is none. */
export const meanText = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : String(roundMean(n));

/**
 * A small exam worked out by hand in the tests: 7 students (S4 absent) × 5 questions, full marks 30.
 * Q1–Q3 单选题 scored 0 or 3; Q4 解答题 out of 9 and Q5 解答题 out of 12 with partial scores.
 *
 *        Q1 Q2 Q3 Q4 Q5 | total
 *   S1    3  3  3  9 10 |  28
 *   S2    3  3  0  7  8 |  21
 *   S3    3  0  3  5  7 |  18
 *   S4    —  —  —  —  — |  —   (absent)
 *   S5    0  3  0  3  4 |  10
 *   S6    3  0  0  7  8 |  18
 *   S7    0  0  0  0  5 |   5
 */
import type { ItemInfo } from './items';

export const FULL = 30;

export const ITEMS: (ItemInfo & { typeName: string; points: string[] })[] = [
  { max: 3, objective: true, typeName: '单选题', points: ['有理数'] },
  { max: 3, objective: true, typeName: '单选题', points: ['有理数', '绝对值'] },
  { max: 3, objective: true, typeName: '单选题', points: ['绝对值'] },
  { max: 9, objective: false, typeName: '解答题', points: ['一元一次方程'] },
  { max: 12, objective: false, typeName: '解答题', points: ['一元一次方程', '有理数'] },
];

export const MATRIX: (number | null)[][] = [
  [3, 3, 3, 9, 10],
  [3, 3, 0, 7, 8],
  [3, 0, 3, 5, 7],
  [null, null, null, null, null],
  [0, 3, 0, 3, 4],
  [3, 0, 0, 7, 8],
  [0, 0, 0, 0, 5],
];

export const TOTALS: (number | null)[] = [28, 21, 18, null, 10, 18, 5];

/** Q1's answers (key B): S5 marked two bubbles, S7 left it blank. */
export const Q1_ANSWERS: (string | null)[] = ['B', 'B', 'B', null, 'AC', 'B', ''];

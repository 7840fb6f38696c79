import { atLeast, presentRows } from './internal';
import type { ItemInfo } from './items';

/** One row of the question-type table (题型统计). */
export interface TypeRow {
  questionTypeName: string;
  /** correctNum / (studentNum × questions of the type). */
  accuracy: number;
  /** Mean over students of their summed score on the type. */
  average: number;
  /** Students with a present row. */
  studentNum: number;
  /** Answers (student × question of the type) with full marks. */
  correctNum: number;
  /** Σ max of the type's questions. */
  fullScore: number;
}

/**
 * The question-type table of one exam, one row per type in the order types first appear. Students count
 * when their row is all numbers (absent students' rows are all null).
 */
export function questionTypeTable(
  matrix: readonly (readonly (number | null)[])[],
  items: readonly (ItemInfo & { typeName: string })[],
): TypeRow[] {
  const k = items.length;
  const rows = presentRows(matrix, k);
  const typeIndex = new Map<string, number>();
  const typeOf = new Int32Array(k);
  const names: string[] = [];
  const questions: number[] = [];
  const fullScore: number[] = [];
  items.forEach((item, q) => {
    let t = typeIndex.get(item.typeName);
    if (t === undefined) {
      t = names.length;
      typeIndex.set(item.typeName, t);
      names.push(item.typeName);
      questions.push(0);
      fullScore.push(0);
    }
    typeOf[q] = t;
    questions[t]!++;
    fullScore[t]! += item.max;
  });

  const scoreSum = new Float64Array(names.length);
  const correct = new Int32Array(names.length);
  for (const s of rows) {
    const row = matrix[s]!;
    for (let q = 0; q < k; q++) {
      const x = row[q]!;
      const t = typeOf[q]!;
      scoreSum[t]! += x;
      if (atLeast(x, items[q]!.max)) correct[t]!++;
    }
  }

  const n = rows.length;
  return names.map((name, t) => {
    const answers = n * questions[t]!;
    return {
      questionTypeName: name,
      accuracy: answers === 0 ? 0 : correct[t]! / answers,
      average: n === 0 ? 0 : scoreSum[t]! / n,
      studentNum: n,
      correctNum: correct[t]!,
      fullScore: fullScore[t]!,
    };
  });
}

/** A question as knowledge mastery sees it: its full marks and the knowledge points it is tagged with. */
export interface MasteryItem {
  max: number;
  points: readonly string[];
}

export interface Mastery {
  got: number;
  max: number;
  /** got / max (0 when max is 0). */
  mastery: number;
}

/**
 * Knowledge mastery of one student on one exam, weighted by score: for each point, Σ score over the
 * questions tagged with it ÷ Σ their max. A question with a null score is left out (its max too); a point
 * listed twice on one question counts once. Points in first-appearance order.
 *
 * @param scores scores[i] is the student's score on items[i].
 */
export function mastery(
  items: readonly MasteryItem[],
  scores: readonly (number | null)[],
): Map<string, Mastery> {
  const out = new Map<string, Mastery>();
  items.forEach((item, i) => {
    const score = scores[i] ?? null;
    if (score === null) return;
    item.points.forEach((point, j) => {
      if (item.points.indexOf(point) !== j) return;
      const entry = out.get(point);
      if (entry) {
        entry.got += score;
        entry.max += item.max;
      } else out.set(point, { got: score, max: item.max, mastery: 0 });
    });
  });
  for (const entry of out.values()) entry.mastery = entry.max === 0 ? 0 : entry.got / entry.max;
  return out;
}

/** Mastery over several exams or students: got and max summed per point, mastery recomputed. */
export function mergeMastery(parts: readonly Map<string, Mastery>[]): Map<string, Mastery> {
  const out = new Map<string, Mastery>();
  for (const part of parts) {
    for (const [point, { got, max }] of part) {
      const entry = out.get(point);
      if (entry) {
        entry.got += got;
        entry.max += max;
      } else out.set(point, { got, max, mastery: 0 });
    }
  }
  for (const entry of out.values()) entry.mastery = entry.max === 0 ? 0 : entry.got / entry.max;
  return out;
}

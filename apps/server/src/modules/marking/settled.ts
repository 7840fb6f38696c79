import type { Tx } from '../../infra/db';
import { type ExamRow, settingsOf } from './exam';
import { rescoreSheets } from './rescore';

/** A student's answer sheet that scanning has just made, changed or emptied, with its exam's row. */
export interface SettledSheet {
  exam: ExamRow;
  studentId: string;
}

/**
 * The scanning → marking seam: scanning settles a page (its pages merged into the students' answer
 * sheets) and hands marking the sheets it touched; marking scores them from the current key, the
 * multiple-choice rule and the written marks so far — in the same transaction, so a sheet is never seen
 * without its objective score. One statement per exam.
 */
export async function scoreSettledSheets(tx: Tx, settled: SettledSheet[]): Promise<void> {
  const byExam = new Map<string, { exam: ExamRow; studentIds: Set<string> }>();
  for (const s of settled) {
    const e = byExam.get(s.exam.id) ?? { exam: s.exam, studentIds: new Set<string>() };
    e.studentIds.add(s.studentId);
    byExam.set(s.exam.id, e);
  }
  for (const { exam, studentIds } of byExam.values())
    await rescoreSheets(tx, exam, await settingsOf(tx, exam), [...studentIds]);
}

import type { MarkingSettings } from '@zhijuan/contracts';
import type { Db, Tx } from '../../infra/db';
import type { ExamRow } from './exam';
import { planOf } from './exam';
import * as repo from './repo';
import { finalScore, scoreSheet } from './scoring';

/** Final scores of written blocks per student, from their markings (docs/marking.md). */
export async function finalMarks(
  db: Db | Tx,
  assignmentId: string,
  settings: Pick<MarkingSettings, 'double' | 'threshold'>,
  studentIds?: string[],
): Promise<Map<string, Record<string, number>>> {
  const rows = await repo.markedScores(db, assignmentId, studentIds);
  const rounds = new Map<string, [number | null, number | null, number | null]>();
  for (const r of rows) {
    const k = `${r.studentId}\u0000${r.block}`;
    const v = rounds.get(k) ?? [null, null, null];
    v[r.round - 1] = r.score;
    rounds.set(k, v);
  }
  const out = new Map<string, Record<string, number>>();
  for (const [k, [r1, r2, r3]] of rounds) {
    const [studentId, block] = k.split('\u0000') as [string, string];
    const { score } = finalScore(settings.double, settings.threshold, r1, r2, r3);
    if (score === undefined) continue;
    const m = out.get(studentId) ?? {};
    m[block] = score;
    out.set(studentId, m);
  }
  return out;
}

/**
 * Scores the exam's sheets (all, or the given students') from the current key, the multiple-choice
 * rule and the final written marks, in one statement. A 缺考 sheet has no score. Returns how many
 * sheets were written.
 */
export async function rescoreSheets(
  db: Db | Tx,
  row: ExamRow,
  settings: MarkingSettings,
  studentIds?: string[],
): Promise<number> {
  if (studentIds?.length === 0) return 0;
  const plan = planOf(row);
  const sheets = await repo.sheetAnswers(db, row.id, studentIds);
  if (sheets.length === 0) return 0;
  const marks = await finalMarks(db, row.id, settings, studentIds);
  const values = sheets.map((s): repo.SheetScore => {
    if (s.absent)
      return {
        student_id: s.studentId,
        scores: {},
        objective: null,
        subjective: null,
        total: null,
        complete: true,
      };
    const r = scoreSheet(plan, settings.multipleRule, s.answers, marks.get(s.studentId) ?? {});
    return {
      student_id: s.studentId,
      scores: r.scores,
      objective: r.objective,
      subjective: r.subjective,
      total: r.total,
      complete: r.complete,
    };
  });
  await repo.writeSheetScores(db, row.id, values);
  return values.length;
}

import type { ExamProgress } from '@zhijuan/contracts';
import type { Db, Tx } from '../../infra/db';
import { type ExamRow, planOf } from './exam';
import { progressCounts } from './repo';

/**
 * The one count of how far exams have come, for /correct, the analysis screens, the data centre and the
 * big screen alike (docs/analysis.md):
 * - students: the roster of the exam's classes;
 * - scanned: students with a sheet read, 缺考 included; absent: 缺考;
 * - complete: sheets (not 缺考) whose every answer has its final score;
 * - toMark: written answers to mark — each sheet not 缺考 × the paper's 题块 (a 选做 group once);
 * - marked: of those, the ones with a final score (with 双评, once both markings agree or are arbitrated).
 * Read from the sheets, not the marking tasks: tasks are created when someone opens marking, and a task
 * of a sheet later marked 缺考 is kept.
 */
export async function examProgress(db: Db | Tx, rows: ExamRow[]): Promise<Map<string, ExamProgress>> {
  if (rows.length === 0) return new Map();
  const blocks = JSON.stringify(
    rows.map((r) => ({ id: r.id, blocks: planOf(r).written.map((w) => w.block) })),
  );
  const found = await progressCounts(db, blocks);
  return new Map(
    found.map((f) => [
      String(f.id),
      {
        students: Number(f.students),
        scanned: Number(f.scanned),
        absent: Number(f.absent),
        complete: Number(f.complete),
        toMark: Number(f.to_mark),
        marked: Number(f.marked),
      },
    ]),
  );
}

/** One exam's progress. */
export async function progressOf(db: Db | Tx, row: ExamRow): Promise<ExamProgress> {
  return (await examProgress(db, [row])).get(row.id)!;
}

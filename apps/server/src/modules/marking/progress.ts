import type { ExamProgress } from '@zhijuan/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db';
import { rowsOf } from '../../infra/sql';
import { type ExamRow, planOf } from './exam';

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
  const found = rowsOf(
    await db.execute(sql`
      select e.id,
        (select count(*)::int from assignment_classes ac join students s on s.class_id = ac.class_id
          where ac.assignment_id = e.id) as students,
        (select count(*)::int from answer_sheets sh where sh.assignment_id = e.id) as scanned,
        (select count(*)::int from answer_sheets sh where sh.assignment_id = e.id and sh.absent) as absent,
        (select count(*)::int from answer_sheets sh
          where sh.assignment_id = e.id and not sh.absent and sh.complete) as complete,
        (select count(*)::int from answer_sheets sh
          where sh.assignment_id = e.id and not sh.absent) * jsonb_array_length(e.blocks) as to_mark,
        (select count(*)::int from answer_sheets sh cross join jsonb_array_elements_text(e.blocks) b(block)
          where sh.assignment_id = e.id and not sh.absent and sh.scores ? b.block) as marked
      from jsonb_to_recordset(${blocks}::jsonb) as e(id uuid, blocks jsonb)`),
  ) as Record<string, number | string>[];
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

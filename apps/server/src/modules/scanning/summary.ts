import type { AnswerSheetRow, ScanSummary } from '@zhijuan/contracts';
import type { EventFeed } from '../../events';
import type { AppContext, Caller } from '../../http';
import { assignmentStudents, visibleRow } from '../assignments';
import * as repo from './repo';
import type { ScanSignals } from './runner';

/** An exam's scanning state: counts, problems by kind, students without a sheet, sheets missing a page. */
export async function scanSummary(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
): Promise<ScanSummary> {
  const roster = await assignmentStudents(ctx, caller, assignmentId);
  const { counts, problemRows, duplicates, sheets, pageRows } = await repo.summaryFacts(
    ctx.database.db,
    assignmentId,
  );
  const have = new Set(sheets.map((s) => s.studentId));
  const pagesOf = new Map<string, { seen: Set<number>; of: number }>();
  for (const p of pageRows) {
    if (!p.studentId) continue;
    const e = pagesOf.get(p.studentId) ?? { seen: new Set<number>(), of: 1 };
    if (p.pageNo) e.seen.add(p.pageNo);
    e.of = Math.max(e.of, p.pages ?? 1);
    pagesOf.set(p.studentId, e);
  }
  const incomplete: ScanSummary['incomplete'] = [];
  for (const s of roster) {
    const e = pagesOf.get(s.id);
    if (!e) continue;
    const missingPages = Array.from({ length: e.of }, (_, i) => i + 1).filter((n) => !e.seen.has(n));
    if (missingPages.length)
      incomplete.push({ id: s.id, name: s.name, className: s.className, pagesMissing: missingPages });
  }
  return {
    assignmentId,
    studentCount: roster.length,
    scannedStudents: roster.filter((s) => have.has(s.id)).length,
    counts,
    byProblem: Object.fromEntries(problemRows.map((r) => [r.problem, r.n])),
    duplicateStudents: duplicates?.students ?? 0,
    missing: roster
      .filter((s) => !have.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, studentNo: s.studentNo, className: s.className })),
    incomplete,
  };
}

/** Students' stored objective answers for an exam, class order then 考号. */
export async function answerSheetsOf(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  page: number,
  size: number,
) {
  await visibleRow(ctx, caller, assignmentId);
  const { rows, total } = await repo.answerSheetPage(ctx.database.db, assignmentId, page, size);
  const records: AnswerSheetRow[] = rows.map((r) => ({
    studentId: r.a.studentId,
    name: r.name,
    studentNo: r.studentNo,
    className: r.className,
    absent: r.a.absent,
    answers: r.a.answers,
    flags: r.a.flags,
    pageIds: r.a.pageIds,
  }));
  return { records, total, page, size };
}

/**
 * Live progress of an exam's scanning: its summary now, again whenever a page of it is settled or
 * corrected in this process, and at least every 3 s (pages read by other worker processes).
 */
export async function liveSummary(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  signals: ScanSignals,
): Promise<EventFeed<ScanSummary>> {
  return {
    event: 'summary',
    first: await scanSummary(ctx, caller, assignmentId),
    next: () => scanSummary(ctx, caller, assignmentId),
    subscribe: (changed) => signals.onChanged(assignmentId, changed),
    pollMs: 3000,
  };
}

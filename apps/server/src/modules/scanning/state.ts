import type { StoredPageResult } from '@zhijuan/contracts';
import type { SheetTemplate } from '@zhijuan/sheet';
import { boundedMap, ttlMemo } from '../../infra/cache';
import type { Db, Tx } from '../../infra/db';
import { roster } from '../assignments';
import { type SettledSheet, scoreSettledSheets } from '../marking';
import { templateOfRow } from '../sheets';
import { type Corrected, type ExamSeen, effectiveAnswers, judgePage } from './judge';
import * as repo from './repo';

type ExamRow = repo.ExamRow;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const templates = boundedMap<string, SheetTemplate>(100);
/** An exam's recognition template, built once per sheet version (the layout is fixed once scanning starts). */
export async function templateOf(db: Db | Tx, row: ExamRow): Promise<SheetTemplate> {
  const key = `${row.id}:${row.sheetVersion}`;
  let t = templates.get(key);
  if (!t) {
    t = await templateOfRow(db as Db, row);
    templates.set(key, t);
  }
  return t;
}

/**
 * The frozen paper and the sheet designer's choices of exams being scanned, by id, key version and
 * sheet version — every change of either bumps one of them. They are most of an exam row's bytes and
 * every page read and settled needs the row: a stack of 450 pages would read them 1,350 times.
 */
const heavy = boundedMap<string, Pick<ExamRow, 'paper' | 'sheet'>>(100);

/** A school's live exam by id, or null (another school's, deleted, or not an id at all). */
export async function examRow(db: Db | Tx, orgId: string, id: string): Promise<ExamRow | null> {
  if (!UUID.test(id)) return null;
  const row = await repo.unsafeLightExam(db, orgId, id);
  if (!row) return null;
  const key = `${row.id}:${row.keyVersion}:${row.sheetVersion}`;
  let big = heavy.get(key);
  if (!big) {
    big = await repo.paperAndSheetOf(db, row.id);
    if (!big) return null;
    heavy.set(key, big);
  }
  return { ...row, ...big };
}

const rosters = ttlMemo<string, ExamSeen>(5000, 100);
/**
 * An exam as judging needs it (roster, 考号 digits). Kept for a few seconds: a stack of 450 pages asks
 * for the same roster 450 times, and a student added to a class shows up a moment later.
 */
function examSeen(db: Db | Tx, row: ExamRow): Promise<ExamSeen> {
  return rosters.get(`${row.id}:${row.sheetVersion}`, () => loadExamSeen(db, row));
}

async function loadExamSeen(db: Db | Tx, row: ExamRow): Promise<ExamSeen> {
  const students = await roster(db as Db, row.id);
  const t = await templateOf(db, row);
  return {
    id: row.id,
    sheetVersion: row.sheetVersion,
    idDigits: t.idDigits,
    roster: students.map(({ id, studentNo }) => ({ id, studentNo })),
  };
}

/**
 * Locks every exam a page may leave or join — the batch's, the one it is in, the one a person chose,
 * the one its QR code names, and `also` — in id order, so two transactions never wait on each other
 * in a circle. Settling a page takes these first; so does a correction, before it touches the page
 * (a settle holding the exam may update the page's siblings). The page's batch's exam, or null when
 * the page is gone.
 */
export async function lockExams(tx: Tx, pageId: string, also?: (string | null)[]): Promise<string | null> {
  const facts = await repo.pageExamFacts(tx, pageId);
  if (!facts) return null;
  const exams = [facts.batchExam, facts.was, facts.chosen, ...(also ?? [facts.qr])].filter(
    (x): x is string => typeof x === 'string' && UUID.test(x),
  );
  await repo.lockExamRows(tx, facts.orgId, [...new Set(exams)]);
  return facts.batchExam;
}

/**
 * Puts a page's recognition and corrections together (judgePage), stores whose sheet it is and what
 * needs a person, and brings the students' answer sheets and the exam's counts up to date — all in
 * one transaction (a savepoint inside the caller's). With `read`, the page's fresh recognition is stored in the same transaction, so no
 * one ever sees a page done whose sheet is not there yet; a page no longer being read (its lease ran
 * out and another worker has it) is left alone. A page queued to be read again (a person chose its
 * exam) leaves the sheet it was part of and waits under the chosen exam, with nothing to judge yet.
 */
export async function settlePage(db: Db | Tx, pageId: string, read?: StoredPageResult): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The settles of one exam's pages run one at a time (the exam row is the lock): each then sees the
    // pages and sheets the others wrote, so a student's pages read by different workers merge into one
    // sheet and the class counts add up (under READ COMMITTED each statement sees what committed before).
    const batchExamId = await lockExams(tx, pageId, read ? [read.examId] : undefined);
    if (!batchExamId) return [];
    if (read && !(await repo.storeReading(tx, pageId, read))) return [];
    const page = await repo.lockedPage(tx, pageId);
    if (!page) return [];
    const batchRow = await examRow(tx, page.orgId, batchExamId);
    if (!batchRow) return [];
    const batchExam = await examSeen(tx, batchRow);
    const seenOf = async (id: string) => {
      if (id === batchRow.id) return batchExam;
      const row = await examRow(tx, page.orgId, id);
      return row ? examSeen(tx, row) : null;
    };
    const result = page.result as StoredPageResult | null;
    const corrected = page.corrected as Corrected | null;
    let qrExam: ExamSeen | 'foreign' | null = null;
    if (result?.examId) qrExam = (await seenOf(result.examId)) ?? 'foreign';
    // The exam a person chose, unless it has been deleted since (the page is then unidentified again).
    const chosenExam = corrected?.assignmentId ? await seenOf(corrected.assignmentId) : null;
    const waiting = page.status === 'queued' || page.status === 'processing';
    const judged =
      page.status === 'discarded'
        ? null
        : waiting
          ? {
              assignmentId: chosenExam?.id ?? null,
              studentId: null,
              pageNo: null,
              problems: [],
              detail: null,
            }
          : judgePage(
              result,
              corrected,
              batchExam,
              qrExam,
              chosenExam,
              await repo.multipleMarksOf(tx, page.orgId),
            );
    await repo.setJudgement(tx, pageId, {
      assignmentId: judged?.assignmentId ?? null,
      studentId: judged?.studentId ?? null,
      pageNo: judged?.pageNo ?? null,
      problems: judged?.problems ?? [],
      detail: judged?.detail ?? null,
    });
    const touched = new Set<string>([batchRow.id]);
    const recount = new Set<string>();
    const settled: SettledSheet[] = [];
    for (const [a, s] of [
      [page.assignmentId, page.studentId],
      [judged?.assignmentId ?? null, judged?.studentId ?? null],
    ] as const) {
      if (a) touched.add(a);
      if (!a || !s) continue;
      const sheet = await recheckSheet(tx, a, s);
      // Counts change only when a student gains or loses their sheet, not on every page of it.
      if (sheet.gainedOrLost) recount.add(a);
      const exam = sheet.kept ? await examRow(tx, page.orgId, a) : null;
      if (exam) settled.push({ exam, studentId: s });
    }
    // Where scanning ends and marking begins: the sheets just settled are scored by marking.
    await scoreSettledSheets(tx, settled);
    for (const a of recount) await repo.refreshCounts(tx, a);
    return [...touched];
  });
}

/**
 * A student's answer sheet from their pages: answers merged page by page (a later page of the same
 * number wins, and both are marked `duplicate` for a person to choose); no pages, no sheet. Whether
 * the student gained or lost their sheet, and whether there is one now (to be scored).
 */
async function recheckSheet(
  tx: Tx,
  assignmentId: string,
  studentId: string,
): Promise<{ gainedOrLost: boolean; kept: boolean }> {
  const pages = await repo.donePagesOf(tx, assignmentId, studentId);
  const perNumber = new Map<number, number>();
  for (const p of pages) perNumber.set(p.pageNo ?? 0, (perNumber.get(p.pageNo ?? 0) ?? 0) + 1);
  for (const p of pages) {
    const dup = (perNumber.get(p.pageNo ?? 0) ?? 0) > 1;
    const problems = p.problems.filter((x) => x !== 'duplicate');
    if (dup) problems.push('duplicate');
    if (problems.join() !== p.problems.join()) {
      const detail = dup && problems.length === 1 ? '同一名学生的同一页扫描了不止一次' : p.detail;
      await repo.setPageProblems(tx, p.id, problems, detail);
    }
  }
  if (pages.length === 0) {
    return { gainedOrLost: await repo.deleteSheet(tx, assignmentId, studentId), kept: false };
  }
  const answers: Record<string, string> = {};
  const flags: Record<string, string> = {};
  let absent = false;
  for (const p of pages) {
    const e = effectiveAnswers(p.result as StoredPageResult | null, p.corrected as Corrected | null);
    Object.assign(answers, e.answers);
    for (const q of Object.keys(e.answers)) delete flags[q];
    Object.assign(flags, e.flags);
    absent ||= e.absent;
  }
  const values = {
    assignmentId,
    studentId,
    orgId: pages[0]!.orgId,
    answers,
    flags,
    absent,
    pageIds: pages.map((p) => p.id),
    updatedAt: new Date(),
  };
  // A new sheet changes the counts.
  return { gainedOrLost: await repo.upsertSheet(tx, values), kept: true };
}

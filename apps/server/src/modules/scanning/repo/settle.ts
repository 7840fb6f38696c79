import type { MultipleMarks, StoredPageResult } from '@zhijuan/contracts';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  orgs,
  scanBatches,
  scanPages,
  students,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';

/** Settling a page: the exams it touches, its judgement, the students' answer sheets, the counts. */

export type ExamRow = typeof assignments.$inferSelect;

const { paper: _paper, sheet: _sheet, ...light } = getTableColumns(assignments);

/** A school's live exam without its frozen paper and sheet choices (most of its bytes). */
export async function unsafeLightExam(db: Db | Tx, orgId: string, id: string) {
  const [row] = await db
    .select(light)
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.orgId, orgId), isNull(assignments.deletedAt)));
  return row;
}

/** An exam's frozen paper and sheet choices. */
export async function paperAndSheetOf(
  db: Db | Tx,
  id: string,
): Promise<Pick<ExamRow, 'paper' | 'sheet'> | undefined> {
  const [big] = await db
    .select({ paper: assignments.paper, sheet: assignments.sheet })
    .from(assignments)
    .where(eq(assignments.id, id));
  return big;
}

/** The exams a page is linked to: its batch's, the one it is in, a person's choice, its QR code's. */
export async function pageExamFacts(tx: Tx, pageId: string) {
  const [facts] = await tx
    .select({
      orgId: scanPages.orgId,
      batchExam: scanBatches.assignmentId,
      was: scanPages.assignmentId,
      chosen: sql<string | null>`${scanPages.corrected}->>'assignmentId'`,
      qr: sql<string | null>`${scanPages.result}->>'examId'`,
    })
    .from(scanPages)
    .innerJoin(scanBatches, eq(scanBatches.id, scanPages.batchId))
    .where(eq(scanPages.id, pageId));
  return facts;
}

/** The school's exams of `ids` locked for update, in id order. */
export async function lockExamRows(tx: Tx, orgId: string, ids: string[]) {
  await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(inArray(assignments.id, ids), eq(assignments.orgId, orgId)))
    .orderBy(asc(assignments.id))
    .for('update');
}

/**
 * A page's row with its recognition but not each bubble's reading and box (most of its bytes): what
 * judging a page and merging a student's answers need.
 */
const pageFacts = {
  ...getTableColumns(scanPages),
  result: sql<StoredPageResult | null>`${scanPages.result} - 'bubbles' - 'regions'`,
};

/** The school's 多涂处理 (docs/scanning.md): review by a person unless it chose to score by rule. */
export async function multipleMarksOf(db: Db | Tx, orgId: string): Promise<MultipleMarks> {
  const [org] = await db.select({ scanning: orgs.scanning }).from(orgs).where(eq(orgs.id, orgId));
  return org?.scanning?.multipleMarks ?? 'review';
}

/** A fresh recognition stored on a page still being read; false when it is not (another worker has it). */
export async function storeReading(tx: Tx, pageId: string, read: StoredPageResult): Promise<boolean> {
  const stored = await tx
    .update(scanPages)
    .set({ status: 'done', result: read, leaseUntil: null, processedAt: new Date() })
    .where(and(eq(scanPages.id, pageId), eq(scanPages.status, 'processing')))
    .returning({ id: scanPages.id });
  return stored.length > 0;
}

/** A page (without its bubbles and regions), locked for update. */
export async function lockedPage(tx: Tx, pageId: string) {
  const [page] = await tx.select(pageFacts).from(scanPages).where(eq(scanPages.id, pageId)).for('update');
  return page;
}

/** Whose sheet a page is and what needs a person, as judged. */
export async function setJudgement(
  tx: Tx,
  pageId: string,
  j: {
    assignmentId: string | null;
    studentId: string | null;
    pageNo: number | null;
    problems: string[];
    detail: string | null;
  },
) {
  await tx.update(scanPages).set(j).where(eq(scanPages.id, pageId));
}

/** A student's read pages of an exam (without bubbles and regions), in upload order. */
export async function donePagesOf(tx: Tx, assignmentId: string, studentId: string) {
  return tx
    .select(pageFacts)
    .from(scanPages)
    .where(
      and(
        eq(scanPages.assignmentId, assignmentId),
        eq(scanPages.studentId, studentId),
        eq(scanPages.status, 'done'),
      ),
    )
    .orderBy(asc(scanPages.createdAt), asc(scanPages.id));
}

/** A page's problems and detail line replaced. */
export async function setPageProblems(tx: Tx, pageId: string, problems: string[], detail: string | null) {
  await tx.update(scanPages).set({ problems, detail }).where(eq(scanPages.id, pageId));
}

/** A student's answer sheet deleted; whether there was one. */
export async function deleteSheet(tx: Tx, assignmentId: string, studentId: string): Promise<boolean> {
  const gone = await tx
    .delete(answerSheets)
    .where(and(eq(answerSheets.assignmentId, assignmentId), eq(answerSheets.studentId, studentId)))
    .returning({ id: answerSheets.studentId });
  return gone.length > 0;
}

/** A student's answer sheet written; whether it is new. */
export async function upsertSheet(tx: Tx, values: typeof answerSheets.$inferInsert): Promise<boolean> {
  // xmax is 0 on a row this statement inserted.
  const [row] = await tx
    .insert(answerSheets)
    .values(values)
    .onConflictDoUpdate({ target: [answerSheets.assignmentId, answerSheets.studentId], set: values })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** Sheets scanned per class, and 待扫描 → 扫描中 once the first sheet is in. */
export async function refreshCounts(tx: Tx, assignmentId: string) {
  await tx
    .update(assignmentClasses)
    .set({
      scannedCount: sql`(select count(*)::int from ${answerSheets} a join ${students} s on s.id = a.student_id
        where a.assignment_id = ${assignmentId} and s.class_id = ${assignmentClasses.classId})`,
    })
    .where(eq(assignmentClasses.assignmentId, assignmentId));
  await tx
    .update(assignments)
    .set({ status: 'scanning', updatedAt: new Date() })
    .where(
      and(
        eq(assignments.id, assignmentId),
        eq(assignments.status, 'waiting'),
        sql`exists (select 1 from ${answerSheets} a where a.assignment_id = ${assignmentId})`,
      ),
    );
}

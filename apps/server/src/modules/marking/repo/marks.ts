import type { MarkingSettings } from '@zhijuan/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { answerSheets, assignments, markingTasks } from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { rowsOf } from '../../../infra/sql';
import type { TaskRow } from './tasks';

/** Saving marks, 双评 arbitration, the sheets' scores and the exam's status. */

export interface MarkValues {
  status: 'marked' | 'problem';
  score: number | null;
  problem: string | null;
  annotations: unknown[];
  tags: string[];
}

/** A mark saved by the user if the task is still at `version`; the task as it is now, else undefined. */
export async function saveMark(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  mark: MarkValues,
): Promise<TaskRow | undefined> {
  const [u] = await tx
    .update(markingTasks)
    .set({
      ...mark,
      markerId: userId,
      markedAt: new Date(),
      leaseUntil: null,
      version: sql`${markingTasks.version} + 1`,
    })
    .where(and(eq(markingTasks.id, id), eq(markingTasks.version, version)))
    .returning();
  return u;
}

/** Several marks saved by the user in one statement, each if its task is still at its version; the ids saved. */
export async function saveMarks(
  tx: Tx,
  userId: string,
  marks: (MarkValues & { id: string; version: number })[],
): Promise<string[]> {
  const saved = rowsOf(
    await tx.execute(sql`
      update ${markingTasks} t set status = v.status, score = v.score, annotations = v.annotations,
        problem = v.problem, tags = v.tags, marker_id = ${userId}, marked_at = now(),
        lease_until = null, version = t.version + 1
      from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb)
        as v(id uuid, version int, status text, score real, problem text, annotations jsonb, tags jsonb)
      where t.id = v.id and t.version = v.version
      returning t.id`),
  ) as { id: string }[];
  return saved.map((s) => s.id);
}

type AnswerOf = Pick<TaskRow, 'assignmentId' | 'block' | 'studentId'>;
const answerIs = (t: AnswerOf) =>
  and(
    eq(markingTasks.assignmentId, t.assignmentId),
    eq(markingTasks.block, t.block),
    eq(markingTasks.studentId, t.studentId),
  );

/** Every marking of one answer: round, score, status. */
export async function markingsOfAnswer(tx: Db | Tx, t: AnswerOf) {
  return tx
    .select({ round: markingTasks.round, score: markingTasks.score, status: markingTasks.status })
    .from(markingTasks)
    .where(answerIs(t));
}

/** An arbitration task for the answer (none added if there is one). */
export async function openArbitration(
  tx: Db | Tx,
  t: Pick<TaskRow, 'orgId' | 'assignmentId' | 'block' | 'studentId' | 'classId' | 'seq'>,
) {
  await tx
    .insert(markingTasks)
    .values({
      orgId: t.orgId,
      assignmentId: t.assignmentId,
      block: t.block,
      studentId: t.studentId,
      classId: t.classId,
      round: 3,
      seq: t.seq,
    })
    .onConflictDoNothing();
}

/** The answer's arbitration dropped unless it was already marked. */
export async function dropArbitration(tx: Db | Tx, t: AnswerOf) {
  await tx
    .delete(markingTasks)
    .where(and(answerIs(t), eq(markingTasks.round, 3), ne(markingTasks.status, 'marked')));
}

/** Every unfinished arbitration of the exam dropped. */
export async function dropArbitrations(tx: Db | Tx, assignmentId: string) {
  await tx
    .delete(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        eq(markingTasks.round, 3),
        ne(markingTasks.status, 'marked'),
      ),
    );
}

/** The exam's status set; with `from`, only when it is one of those. */
export async function setExamStatus(
  tx: Db | Tx,
  assignmentId: string,
  status: 'marking' | 'done',
  from?: ('waiting' | 'scanning' | 'marking' | 'done')[],
) {
  await tx
    .update(assignments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(assignments.id, assignmentId), from ? inArray(assignments.status, from) : undefined));
}

/** Whether any task of the exam is not marked yet (stops at the first, almost always near the start). */
export async function anyTaskLeft(tx: Db | Tx, assignmentId: string): Promise<boolean> {
  const [left] = await tx
    .select({ id: markingTasks.id })
    .from(markingTasks)
    .where(and(eq(markingTasks.assignmentId, assignmentId), ne(markingTasks.status, 'marked')))
    .limit(1);
  return Boolean(left);
}

/** Whether any sheet of the exam (not 缺考) still lacks a score. */
export async function anySheetIncomplete(tx: Db | Tx, assignmentId: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: answerSheets.studentId })
    .from(answerSheets)
    .where(
      and(
        eq(answerSheets.assignmentId, assignmentId),
        eq(answerSheets.absent, false),
        eq(answerSheets.complete, false),
      ),
    )
    .limit(1);
  return Boolean(open);
}

/** The marked scores of an exam's answers (all students, or the given ones): student, block, round, score. */
export async function markedScores(db: Db | Tx, assignmentId: string, studentIds?: string[]) {
  return db
    .select({
      studentId: markingTasks.studentId,
      block: markingTasks.block,
      round: markingTasks.round,
      score: markingTasks.score,
    })
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        eq(markingTasks.status, 'marked'),
        studentIds ? inArray(markingTasks.studentId, studentIds) : undefined,
      ),
    );
}

/** The answers read from an exam's sheets (all, or the given students'). */
export async function sheetAnswers(db: Db | Tx, assignmentId: string, studentIds?: string[]) {
  return db
    .select({ studentId: answerSheets.studentId, answers: answerSheets.answers, absent: answerSheets.absent })
    .from(answerSheets)
    .where(
      and(
        eq(answerSheets.assignmentId, assignmentId),
        studentIds ? inArray(answerSheets.studentId, studentIds) : undefined,
      ),
    );
}

export interface SheetScore {
  student_id: string;
  scores: Record<string, number>;
  objective: number | null;
  subjective: number | null;
  total: number | null;
  complete: boolean;
}

/** Sheets' scores written in one statement. */
export async function writeSheetScores(db: Db | Tx, assignmentId: string, values: SheetScore[]) {
  await db.execute(sql`
    update ${answerSheets} a set
      scores = v.scores, objective_score = v.objective, subjective_score = v.subjective,
      total_score = v.total, complete = v.complete, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(student_id uuid, scores jsonb, objective real, subjective real, total real, complete boolean)
    where a.assignment_id = ${assignmentId} and a.student_id = v.student_id`);
}

/** The exam's marking settings stored. */
export async function saveSettings(tx: Db | Tx, assignmentId: string, settings: MarkingSettings) {
  await tx
    .update(assignments)
    .set({ marking: settings, updatedAt: new Date() })
    .where(eq(assignments.id, assignmentId));
}

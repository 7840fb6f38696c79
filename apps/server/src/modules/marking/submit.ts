import type { SubmitMarkBody, SubmitMarkResult } from '@zhijuan/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { answerSheets, assignments, markingTasks } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { rowsOf } from '../../infra/sql';
import { orgOf } from '../school';
import { markingExam, type ScoringExam } from './exam';
import { rescoreSheets } from './rescore';
import { blockOf, blockProgress, openTask, TASK_GONE, type TaskRow, toTask } from './tasks';

function checkScore(score: number | null, max: number) {
  if (score === null) return;
  if (score > max) throw badRequest(`分数应在 0 到 ${max} 分之间`);
  if (Math.round(score * 2) !== score * 2) throw badRequest('分数只能是 0.5 分的整数倍');
}

/**
 * A score, or a 问题卷, for an answer. The caller must hold it (or have marked it, to revise it), or
 * manage the exam; the version must be the one loaded. With 双评 two scores too far apart open an
 * arbitration. The sheet is re-scored, and the exam moves to 阅卷中, or 已完成 with its last answer.
 */
export async function submitMark(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: SubmitMarkBody,
): Promise<SubmitMarkResult> {
  const db = ctx.database.db;
  const { t, exam } = await openTask(ctx, caller, id, lost());
  checkMark(exam, t, body);
  const problem = body.score === null ? body.problem : null;
  const saved = await db.transaction(async (tx) => {
    const [u] = await tx
      .update(markingTasks)
      .set({
        status: problem ? 'problem' : 'marked',
        score: problem ? null : body.score,
        annotations: body.annotations,
        problem,
        tags: body.tags,
        markerId: caller.user.id,
        markedAt: new Date(),
        leaseUntil: null,
        version: sql`${markingTasks.version} + 1`,
      })
      .where(and(eq(markingTasks.id, id), eq(markingTasks.version, body.version)))
      .returning();
    if (!u) throw conflict(CHANGED);
    await afterMarks(tx, exam, [u]);
    return u;
  });
  const [view, progress] = await Promise.all([
    toTask(db, exam, saved),
    blockProgress(db, caller, exam.row.id, saved.block),
  ]);
  return { task: view, progress };
}

const lost = () => conflict('这份答卷已分配给其他老师，已为您加载下一份');
const CHANGED = '这份答卷已被其他老师批改或已重新分配，请刷新后再试';

/** A score or 问题卷 for a task the caller may mark: in the block's range, in half points, not handed back. */
function checkMark(exam: ScoringExam, t: TaskRow, body: Pick<SubmitMarkBody, 'score'>) {
  checkScore(body.score, blockOf(exam, t.block).max);
  if (t.status === 'open') throw lost();
}

/** What follows new scores: 双评 arbitration where two are apart, the sheets re-scored, the exam's status. */
async function afterMarks(tx: Tx, exam: ScoringExam, marked: TaskRow[]) {
  if (exam.settings.double) for (const u of marked) if (u.round < 3) await arbitrate(tx, exam, u);
  await rescoreSheets(tx, exam.row, exam.settings, [...new Set(marked.map((u) => u.studentId))]);
  await advanceStatus(tx, exam.row.id, exam.row.status);
}

/**
 * Scores (or 问题卷) for several answers of one exam in one transaction, by submitMark's rules: each
 * answer the caller's (or the caller manages the exam), each score in range, none changed since it
 * was loaded (else nothing is saved); then arbitration, the sheets re-scored once, the exam's status.
 */
export async function submitMarks(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  marks: (SubmitMarkBody & { id: string })[],
): Promise<number> {
  if (marks.length === 0) return 0;
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, assignmentId);
  const rows = await db
    .select()
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        eq(markingTasks.orgId, orgOf(caller)),
        inArray(
          markingTasks.id,
          marks.map((m) => m.id),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const m of marks) {
    const t = byId.get(m.id);
    if (!t) throw notFound(TASK_GONE);
    if (t.markerId !== caller.user.id && !exam.manage) throw lost();
    checkMark(exam, t, m);
  }
  const values = marks.map((m) => {
    const problem = m.score === null ? m.problem : null;
    return {
      id: m.id,
      version: m.version,
      status: problem ? 'problem' : 'marked',
      score: problem ? null : m.score,
      problem,
      annotations: m.annotations,
      tags: m.tags,
    };
  });
  await db.transaction(async (tx) => {
    const saved = rowsOf(
      await tx.execute(sql`
        update ${markingTasks} t set status = v.status, score = v.score, annotations = v.annotations,
          problem = v.problem, tags = v.tags, marker_id = ${caller.user.id}, marked_at = now(),
          lease_until = null, version = t.version + 1
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          as v(id uuid, version int, status text, score real, problem text, annotations jsonb, tags jsonb)
        where t.id = v.id and t.version = v.version
        returning t.id`),
    ) as { id: string }[];
    if (saved.length !== marks.length) throw conflict(CHANGED);
    await afterMarks(
      tx,
      exam,
      saved.map((u) => byId.get(u.id)!),
    );
  });
  return marks.length;
}

/** With 双评: two scores further apart than the threshold need an arbitrator; closer ones do not. */
async function arbitrate(tx: Tx, exam: ScoringExam, t: TaskRow) {
  const rows = await tx
    .select({ round: markingTasks.round, score: markingTasks.score, status: markingTasks.status })
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, t.assignmentId),
        eq(markingTasks.block, t.block),
        eq(markingTasks.studentId, t.studentId),
      ),
    );
  const score = (round: number) => rows.find((r) => r.round === round && r.status === 'marked')?.score;
  const r1 = score(1);
  const r2 = score(2);
  const apart = r1 != null && r2 != null && Math.abs(r1 - r2) > exam.settings.threshold;
  if (apart)
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
  else
    await tx
      .delete(markingTasks)
      .where(
        and(
          eq(markingTasks.assignmentId, t.assignmentId),
          eq(markingTasks.block, t.block),
          eq(markingTasks.studentId, t.studentId),
          eq(markingTasks.round, 3),
          ne(markingTasks.status, 'marked'),
        ),
      );
}

/** 扫描中 → 阅卷中 with the first mark; 已完成 once every answer has its final score. */
export async function advanceStatus(tx: Db | Tx, assignmentId: string, status?: string) {
  if (status !== 'marking')
    await tx
      .update(assignments)
      .set({ status: 'marking', updatedAt: new Date() })
      .where(and(eq(assignments.id, assignmentId), inArray(assignments.status, ['waiting', 'scanning'])));
  // Stops at the first answer still open, which is almost always near the start.
  const [left] = await tx
    .select({ id: markingTasks.id })
    .from(markingTasks)
    .where(and(eq(markingTasks.assignmentId, assignmentId), ne(markingTasks.status, 'marked')))
    .limit(1);
  if (left) return;
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
  if (!open)
    await tx
      .update(assignments)
      .set({ status: 'done', updatedAt: new Date() })
      .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'marking')));
}

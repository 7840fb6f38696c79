import type { SubmitMarkBody, SubmitMarkResult } from '@zhijuan/contracts';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { orgOf } from '../school';
import { markingExam, type ScoringExam } from './exam';
import * as repo from './repo';
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
    const u = await repo.saveMark(tx, caller.user.id, id, body.version, {
      status: problem ? 'problem' : 'marked',
      score: problem ? null : body.score,
      annotations: body.annotations,
      problem,
      tags: body.tags,
    });
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
  const rows = await repo.unsafeTasks(
    db,
    orgOf(caller),
    assignmentId,
    marks.map((m) => m.id),
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
      status: problem ? ('problem' as const) : ('marked' as const),
      score: problem ? null : m.score,
      problem,
      annotations: m.annotations,
      tags: m.tags,
    };
  });
  await db.transaction(async (tx) => {
    const saved = await repo.saveMarks(tx, caller.user.id, values);
    if (saved.length !== marks.length) throw conflict(CHANGED);
    await afterMarks(
      tx,
      exam,
      saved.map((savedId) => byId.get(savedId)!),
    );
  });
  return marks.length;
}

/** With 双评: two scores further apart than the threshold need an arbitrator; closer ones do not. */
async function arbitrate(tx: Tx, exam: ScoringExam, t: TaskRow) {
  const rows = await repo.markingsOfAnswer(tx, t);
  const score = (round: number) => rows.find((r) => r.round === round && r.status === 'marked')?.score;
  const r1 = score(1);
  const r2 = score(2);
  const apart = r1 != null && r2 != null && Math.abs(r1 - r2) > exam.settings.threshold;
  if (apart) await repo.openArbitration(tx, t);
  else await repo.dropArbitration(tx, t);
}

/** 扫描中 → 阅卷中 with the first mark; 已完成 once every answer has its final score. */
export async function advanceStatus(tx: Db | Tx, assignmentId: string, status?: string) {
  if (status !== 'marking') await repo.setExamStatus(tx, assignmentId, 'marking', ['waiting', 'scanning']);
  if (await repo.anyTaskLeft(tx, assignmentId)) return;
  if (!(await repo.anySheetIncomplete(tx, assignmentId)))
    await repo.setExamStatus(tx, assignmentId, 'done', ['marking']);
}

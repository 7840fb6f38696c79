import type {
  MarkHistoryPage,
  MarkHistoryQuery,
  MarkingTask,
  NextTaskBody,
  NextTaskResult,
} from '@zhijuan/contracts';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { markingExam, recentMarkingExam, type ScoringExam } from './exam';
import * as repo from './repo';
import {
  blockOf,
  blockProgress,
  ensureTasks,
  imageParts,
  markableClasses,
  openTask,
  type TaskRow,
  toTask,
} from './tasks';

/**
 * Leases the next answers of a block to the caller (one for /write; more for bulk marking): their own
 * unfinished ones first, else new ones.
 */
async function lease(
  db: Db,
  caller: Caller,
  exam: ScoringExam,
  block: string,
  body: NextTaskBody,
  n = 1,
): Promise<TaskRow[]> {
  const scope = {
    assignmentId: exam.row.id,
    block,
    rounds: body.round === 3 ? [3] : [1, 2],
    userId: caller.user.id,
    n,
  };
  const held = await repo.renewLeases(db, scope, body.holding);
  if (held.length) return held;
  const classes = await markableClasses(db, caller, exam, block);
  if (classes?.length === 0) return [];
  // With 双评 the two markings of an answer are by two people, and an arbitrator is neither: no
  // student whose answer the caller already has.
  return repo.leaseOpen(db, scope, classes, exam.settings.double || body.round === 3);
}

export async function nextTask(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  block: string,
  body: NextTaskBody,
): Promise<NextTaskResult> {
  const db = ctx.database.db;
  let exam = await recentMarkingExam(ctx, caller, assignmentId);
  blockOf(exam, block);
  if (body.round === 3 && !exam.manage) throw forbidden('只有阅卷负责人可以仲裁');
  let [task] = await lease(db, caller, exam, block, body);
  // Sheets scanned since the tasks were last brought up to date: add theirs (with the exam read
  // afresh, as the settings decide the rounds) and look again.
  if (!task) {
    exam = await markingExam(ctx, caller, assignmentId);
    if ((await ensureTasks(db, exam)) > 0) [task] = await lease(db, caller, exam, block, body);
  }
  const [view, progress] = await Promise.all([
    task ? toTask(db, exam, task) : null,
    blockProgress(db, caller, assignmentId, block),
  ]);
  return { task: view, progress };
}

export async function getTask(ctx: AppContext, caller: Caller, id: string): Promise<MarkingTask> {
  const { t, exam } = await openTask(ctx, caller, id);
  return toTask(ctx.database.db, exam, t);
}

export async function taskImage(ctx: AppContext, caller: Caller, id: string, n: number) {
  const { t } = await openTask(ctx, caller, id);
  const part = (await imageParts(ctx.database.db, t))[n];
  const bytes = part ? await ctx.storage.get(part.key) : null;
  if (!bytes) throw notFound('答题图像不存在');
  return bytes;
}

/**
 * Bulk marking (the demo score history marks thousands of answers): up to `n` answers of a block
 * leased to the caller at once, the same ones and in the same order as `nextTask` would hand them out
 * one by one — their own unfinished ones first, only classes they may mark.
 */
export async function leaseTasks(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  block: string,
  n: number,
): Promise<Pick<TaskRow, 'id' | 'studentId' | 'version'>[]> {
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, assignmentId);
  blockOf(exam, block);
  const body: NextTaskBody = { holding: [], round: 1 };
  let tasks = await lease(db, caller, exam, block, body, n);
  if (!tasks.length && (await ensureTasks(db, exam)) > 0)
    tasks = await lease(db, caller, exam, block, body, n);
  return tasks
    .sort((a, b) => a.round - b.round || a.seq - b.seq)
    .map(({ id, studentId, version }) => ({ id, studentId, version }));
}

/** The caller's marked answers of a block, newest first, numbered in the order they were marked. */
export async function markHistory(
  ctx: AppContext,
  caller: Caller,
  assignmentId: string,
  block: string,
  q: MarkHistoryQuery,
): Promise<MarkHistoryPage> {
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, assignmentId);
  blockOf(exam, block);
  const { rows, total: n } = await repo.markedByUser(db, caller.user.id, assignmentId, block, {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    records: rows.map((r, i) => ({
      id: r.id,
      seq: n - (q.page - 1) * q.size - i,
      score: r.score,
      problem: r.problem,
      tags: r.tags as MarkingTask['tags'],
      markedAt: r.markedAt!.toISOString(),
    })),
    total: n,
    page: q.page,
    size: q.size,
  };
}

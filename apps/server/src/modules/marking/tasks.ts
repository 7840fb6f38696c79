import type { Annotation, MarkingTask } from '@zhijuan/contracts';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { orgOf } from '../school';
import { type ScoringExam, scoringExam } from './exam';
import * as repo from './repo';
import type { WrittenBlock } from './scoring';

export const TASK_GONE = '这份答卷不存在或已被删除';

export type { TaskRow } from './repo';

type TaskRow = repo.TaskRow;

export function blockOf(exam: ScoringExam, block: string): WrittenBlock {
  const b = exam.plan.written.find((w) => w.block === block);
  if (!b) throw notFound('这份试卷没有这道主观题');
  return b;
}

/**
 * Brings the exam's marking tasks up to date with its sheets: one per written block of every sheet that
 * is not 缺考 (two with 双评); unfinished ones of sheets gone or turned 缺考 are dropped. Returns how
 * many were added. Idempotent; cheap when nothing changed.
 */
export async function ensureTasks(db: Db | Tx, exam: ScoringExam): Promise<number> {
  const { row, plan, settings } = exam;
  const n = await repo.syncTasks(
    db,
    row.id,
    plan.written.map((w) => w.block),
    settings.double,
  );
  if (n > 0 && row.status === 'done') await repo.setExamStatus(db, row.id, 'marking');
  return n;
}

/**
 * Classes whose answers of a block the caller may be handed; null for any. Managers may mark any class.
 * 按班级: the teachers named for a class (分配阅卷老师), else its teachers of the subject.
 * 统一阅卷: the pool named for the block, else everyone who can see the exam.
 */
export async function markableClasses(db: Db | Tx, caller: Caller, exam: ScoringExam, block: string) {
  if (exam.manage) return null;
  const me = caller.user.id;
  const named = await repo.namedMarkersOfBlock(db, exam.row.id, block);
  if (exam.settings.mode === 'pool') {
    const pool = named.filter((n) => n.classId === null);
    return pool.length === 0 || pool.some((n) => n.userId === me) ? null : [];
  }
  const taught = await repo.taughtClasses(db, exam.row.id, exam.row.subjectId, me);
  const namedClasses = new Set(named.filter((n) => n.classId).map((n) => n.classId!));
  const mine = new Set(named.filter((n) => n.classId && n.userId === me).map((n) => n.classId!));
  for (const t of taught) if (!namedClasses.has(t.classId)) mine.add(t.classId);
  return [...mine];
}

export function blockProgress(db: Db | Tx, caller: Caller, assignmentId: string, block: string) {
  return repo.blockCounts(db, caller.user.id, assignmentId, block);
}

/** The stored image parts of a student's answer to a block, in order (a region split over columns has two). */
export async function imageParts(
  db: Db | Tx,
  t: Pick<TaskRow, 'orgId' | 'assignmentId' | 'studentId' | 'block'>,
): Promise<{ key: string }[]> {
  const pages = await repo.answerRegions(db, t);
  return pages.flatMap((regions) =>
    regions
      .filter((r) => r.question === t.block && r.key)
      .sort((a, b) => a.part - b.part)
      .map((r) => ({ key: r.key })),
  );
}

async function otherScores(db: Db | Tx, t: TaskRow): Promise<number[]> {
  return t.round === 3 ? repo.markingScores(db, t) : [];
}

export async function toTask(db: Db | Tx, exam: ScoringExam, t: TaskRow): Promise<MarkingTask> {
  const block = blockOf(exam, t.block);
  const [parts, others] = await Promise.all([imageParts(db, t), otherScores(db, t)]);
  return {
    id: t.id,
    assignmentId: t.assignmentId,
    block: t.block,
    label: block.label,
    round: t.round,
    maxScore: block.max,
    images: parts.map((_, i) => `/teacher/marking/task/${t.id}/image/${i}`),
    score: t.score,
    annotations: t.annotations as Annotation[],
    problem: t.problem,
    tags: t.tags as MarkingTask['tags'],
    otherScores: others,
    markedAt: t.markedAt?.toISOString() ?? null,
    version: t.version,
  };
}

/**
 * A task the caller may open: in their school, of an exam they can see; their own, or any for a manager.
 * The exam comes without its names (`scoringExam`): saving a mark reads only what it needs.
 * `lost`: the caller held it and it went to someone else (a lease that ran out) — a 409 the page answers
 * by loading the next one.
 */
export async function openTask(
  ctx: AppContext,
  caller: Caller,
  id: string,
  lost = forbidden('这份答卷已分配给其他老师'),
) {
  const unsafeTask = await repo.unsafeTask(ctx.database.db, orgOf(caller), id);
  if (!unsafeTask) throw notFound(TASK_GONE);
  const exam = await scoringExam(ctx, caller, unsafeTask.assignmentId);
  if (unsafeTask.markerId !== caller.user.id && !exam.manage) throw lost;
  return { t: unsafeTask, exam };
}

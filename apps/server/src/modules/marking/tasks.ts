import type { Annotation, MarkingTask, StoredPageResult } from '@zhijuan/contracts';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  markingMarkers,
  markingTasks,
  scanPages,
  teachingAssignments,
} from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { rowsOf } from '../../infra/sql';
import { orgOf } from '../school';
import { type ScoringExam, scoringExam } from './exam';
import type { WrittenBlock } from './scoring';

export const TASK_GONE = '这份答卷不存在或已被删除';

export type TaskRow = typeof markingTasks.$inferSelect;

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
  const blocks = JSON.stringify(plan.written.map((w) => w.block));
  const rounds = JSON.stringify(settings.double ? [1, 2] : [1]);
  await db.execute(sql`
    delete from ${markingTasks} t
    where t.assignment_id = ${row.id} and t.status <> 'marked'
      and (not exists (select 1 from ${answerSheets} a
             where a.assignment_id = t.assignment_id and a.student_id = t.student_id and not a.absent)
        or (t.round = 2 and not ${settings.double})
        or not (t.block = any (select jsonb_array_elements_text(${blocks}::jsonb))))`);
  const added = await db.execute(sql`
    insert into ${markingTasks} (org_id, assignment_id, block, student_id, class_id, round, seq)
    select a.org_id, a.assignment_id, b.block, a.student_id, s.class_id, r.round::smallint,
      (hashtext(a.student_id::text || b.block) & 2147483647)
    from ${answerSheets} a
    join students s on s.id = a.student_id
    cross join jsonb_array_elements_text(${blocks}::jsonb) as b(block)
    cross join (select jsonb_array_elements_text(${rounds}::jsonb)::int as round) r
    where a.assignment_id = ${row.id} and not a.absent
    on conflict do nothing
    returning 1`);
  const n = rowsOf(added).length;
  // The embedded database has no autovacuum: without fresh statistics the hand-out query plans for an
  // empty table.
  if (n > 0) await db.execute(sql`analyze ${markingTasks}`);
  if (n > 0 && row.status === 'done')
    await db
      .update(assignments)
      .set({ status: 'marking', updatedAt: new Date() })
      .where(eq(assignments.id, row.id));
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
  const named = await db
    .select({ classId: markingMarkers.classId, userId: markingMarkers.userId })
    .from(markingMarkers)
    .where(and(eq(markingMarkers.assignmentId, exam.row.id), eq(markingMarkers.block, block)));
  if (exam.settings.mode === 'pool') {
    const pool = named.filter((n) => n.classId === null);
    return pool.length === 0 || pool.some((n) => n.userId === me) ? null : [];
  }
  const taught = await db
    .select({ classId: teachingAssignments.classId })
    .from(assignmentClasses)
    .innerJoin(
      teachingAssignments,
      and(
        eq(teachingAssignments.classId, assignmentClasses.classId),
        eq(teachingAssignments.subjectId, exam.row.subjectId),
        eq(teachingAssignments.userId, me),
      ),
    )
    .where(eq(assignmentClasses.assignmentId, exam.row.id));
  const namedClasses = new Set(named.filter((n) => n.classId).map((n) => n.classId!));
  const mine = new Set(named.filter((n) => n.classId && n.userId === me).map((n) => n.classId!));
  for (const t of taught) if (!namedClasses.has(t.classId)) mine.add(t.classId);
  return [...mine];
}

export async function blockProgress(db: Db | Tx, caller: Caller, assignmentId: string, block: string) {
  const [r] = await db
    .select({
      total: sql<number>`count(*) filter (where ${markingTasks.round} < 3)::int`,
      marked: sql<number>`count(*) filter (where ${markingTasks.round} < 3 and ${markingTasks.status} = 'marked')::int`,
      myMarked: sql<number>`count(*) filter (where ${markingTasks.markerId} = ${caller.user.id} and ${markingTasks.status} in ('marked', 'problem'))::int`,
    })
    .from(markingTasks)
    .where(and(eq(markingTasks.assignmentId, assignmentId), eq(markingTasks.block, block)));
  return { total: Number(r?.total ?? 0), marked: Number(r?.marked ?? 0), myMarked: Number(r?.myMarked ?? 0) };
}

/** The stored image parts of a student's answer to a block, in order (a region split over columns has two). */
export async function imageParts(
  db: Db | Tx,
  t: Pick<TaskRow, 'orgId' | 'assignmentId' | 'studentId' | 'block'>,
): Promise<{ key: string }[]> {
  // Only the regions of the student's pages: a page's stored result also holds every bubble's reading.
  const pages = await db
    .select({ regions: sql<StoredPageResult['regions'] | null>`${scanPages.result}->'regions'` })
    .from(scanPages)
    .where(
      and(
        eq(scanPages.orgId, t.orgId),
        sql`${scanPages.id} in (select jsonb_array_elements_text(a.page_ids)::uuid from ${answerSheets} a
          where a.assignment_id = ${t.assignmentId} and a.student_id = ${t.studentId})`,
      ),
    )
    .orderBy(asc(scanPages.pageNo));
  return pages.flatMap((p) =>
    (p.regions ?? [])
      .filter((r) => r.question === t.block && r.key)
      .sort((a, b) => a.part - b.part)
      .map((r) => ({ key: r.key })),
  );
}

async function otherScores(db: Db | Tx, t: TaskRow): Promise<number[]> {
  if (t.round !== 3) return [];
  const rows = await db
    .select({ score: markingTasks.score })
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, t.assignmentId),
        eq(markingTasks.block, t.block),
        eq(markingTasks.studentId, t.studentId),
        lt(markingTasks.round, 3),
        isNotNull(markingTasks.score),
      ),
    )
    .orderBy(asc(markingTasks.round));
  return rows.map((r) => r.score!);
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
  const db = ctx.database.db;
  const [unsafeTask] = await db
    .select()
    .from(markingTasks)
    .where(and(eq(markingTasks.id, id), eq(markingTasks.orgId, orgOf(caller))));
  if (!unsafeTask) throw notFound(TASK_GONE);
  const exam = await scoringExam(ctx, caller, unsafeTask.assignmentId);
  if (unsafeTask.markerId !== caller.user.id && !exam.manage) throw lost;
  return { t: unsafeTask, exam };
}

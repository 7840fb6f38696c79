import type {
  Annotation,
  BlockProgress,
  MarkHistoryPage,
  MarkHistoryQuery,
  MarkingTask,
  NextTaskBody,
  NextTaskResult,
  StoredPageResult,
  SubmitMarkBody,
  SubmitMarkResult,
} from '@zhijuan/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  markingMarkers,
  markingTasks,
  scanPages,
  teachingAssignments,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db, Tx } from '../../infra/db';
import { rowsOf } from '../../infra/sql';
import { orgOf } from '../school/policy';
import { type MarkingExam, markingExam, recentMarkingExam } from './exam';
import { rescoreSheets } from './rescore';
import type { WrittenBlock } from './scoring';

/** A marker keeps an answer this long without submitting it; then it goes back to the pool. */
const LEASE = sql`now() + interval '10 minutes'`;
const TASK_GONE = '这份答卷不存在或已被删除';

type TaskRow = typeof markingTasks.$inferSelect;

export function blockOf(exam: MarkingExam, block: string): WrittenBlock {
  const b = exam.plan.written.find((w) => w.block === block);
  if (!b) throw notFound('这份试卷没有这道主观题');
  return b;
}

/**
 * Brings the exam's marking tasks up to date with its sheets: one per written block of every sheet that
 * is not 缺考 (two with 双评); unfinished ones of sheets gone or turned 缺考 are dropped. Returns how
 * many were added. Idempotent; cheap when nothing changed.
 */
export async function ensureTasks(db: Db | Tx, exam: MarkingExam): Promise<number> {
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
export async function markableClasses(db: Db | Tx, caller: Caller, exam: MarkingExam, block: string) {
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

async function toTask(db: Db | Tx, exam: MarkingExam, t: TaskRow): Promise<MarkingTask> {
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
 * Leases the next answers of a block to the caller (one for /write; more for bulk marking): their own
 * unfinished ones first, else new ones.
 */
async function lease(
  db: Db,
  caller: Caller,
  exam: MarkingExam,
  block: string,
  body: NextTaskBody,
  n = 1,
): Promise<TaskRow[]> {
  const me = caller.user.id;
  const rounds = body.round === 3 ? [3] : [1, 2];
  const base = and(
    eq(markingTasks.assignmentId, exam.row.id),
    eq(markingTasks.block, block),
    inArray(markingTasks.round, rounds),
  );
  const held = await db
    .update(markingTasks)
    .set({ leaseUntil: LEASE })
    .where(
      inArray(
        markingTasks.id,
        db
          .select({ id: markingTasks.id })
          .from(markingTasks)
          .where(
            and(
              base,
              eq(markingTasks.status, 'leased'),
              eq(markingTasks.markerId, me),
              body.holding.length ? notInArray(markingTasks.id, body.holding) : undefined,
            ),
          )
          .orderBy(asc(markingTasks.seq))
          .limit(n),
      ),
    )
    .returning();
  if (held.length) return held;
  const classes = await markableClasses(db, caller, exam, block);
  if (classes?.length === 0) return [];
  const due = db
    .select({ id: markingTasks.id })
    .from(markingTasks)
    .where(
      and(
        base,
        or(
          eq(markingTasks.status, 'open'),
          and(eq(markingTasks.status, 'leased'), lt(markingTasks.leaseUntil, sql`now()`)),
        ),
        classes ? inArray(markingTasks.classId, classes) : undefined,
        // With 双评 the two markings of an answer are by two people, and an arbitrator is neither: no
        // student whose answer the caller already has (one hashed list, not a probe per candidate).
        exam.settings.double || body.round === 3
          ? sql`${markingTasks.studentId} not in (select o.student_id from ${markingTasks} o
              where o.assignment_id = ${exam.row.id} and o.block = ${block} and o.marker_id = ${me})`
          : undefined,
      ),
    )
    .orderBy(asc(markingTasks.round), asc(markingTasks.seq))
    .limit(n)
    .for('update', { skipLocked: true });
  return db
    .update(markingTasks)
    .set({
      status: 'leased',
      markerId: me,
      leaseUntil: LEASE,
      version: sql`${markingTasks.version} + 1`,
    })
    .where(inArray(markingTasks.id, due))
    .returning();
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

/**
 * A task the caller may open: in their school, of an exam they can see; their own, or any for a manager.
 * `lost`: the caller held it and it went to someone else (a lease that ran out) — a 409 the page answers
 * by loading the next one.
 */
async function openTask(
  ctx: AppContext,
  caller: Caller,
  id: string,
  lost = forbidden('这份答卷已分配给其他老师'),
) {
  const db = ctx.database.db;
  const [t] = await db
    .select()
    .from(markingTasks)
    .where(and(eq(markingTasks.id, id), eq(markingTasks.orgId, orgOf(caller))));
  if (!t) throw notFound(TASK_GONE);
  const exam = await markingExam(ctx, caller, t.assignmentId);
  if (t.markerId !== caller.user.id && !exam.manage) throw lost;
  return { t, exam };
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
function checkMark(exam: MarkingExam, t: TaskRow, body: Pick<SubmitMarkBody, 'score'>) {
  checkScore(body.score, blockOf(exam, t.block).max);
  if (t.status === 'open') throw lost();
}

/** What follows new scores: 双评 arbitration where two are apart, the sheets re-scored, the exam's status. */
async function afterMarks(tx: Tx, exam: MarkingExam, marked: TaskRow[]) {
  if (exam.settings.double) for (const u of marked) if (u.round < 3) await arbitrate(tx, exam, u);
  await rescoreSheets(tx, exam.row, exam.settings, [...new Set(marked.map((u) => u.studentId))]);
  await advanceStatus(tx, exam.row.id, exam.row.status);
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
async function arbitrate(tx: Tx, exam: MarkingExam, t: TaskRow) {
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
  const where = and(
    eq(markingTasks.assignmentId, assignmentId),
    eq(markingTasks.block, block),
    eq(markingTasks.markerId, caller.user.id),
    inArray(markingTasks.status, ['marked', 'problem']),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(markingTasks)
      .where(where)
      .orderBy(desc(markingTasks.markedAt), desc(markingTasks.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(markingTasks).where(where),
  ]);
  const n = Number(total?.n ?? 0);
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

export type { BlockProgress };

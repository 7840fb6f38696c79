import type { StoredPageResult } from '@zhijuan/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  markingMarkers,
  markingTasks,
  scanPages,
  teachingAssignments,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { rowsOf } from '../../../infra/sql';

/** The marking tasks of an exam: handing them out, reading them, the answers' images. */

export type TaskRow = typeof markingTasks.$inferSelect;

/**
 * The exam's tasks made to match its sheets: one per block of every sheet not 缺考 and round (1, or 1
 * and 2 with 双评); unfinished ones of sheets gone or 缺考, of blocks gone, or of a second round no longer
 * wanted, dropped. How many were added.
 */
export async function syncTasks(
  db: Db | Tx,
  assignmentId: string,
  blockNames: string[],
  double: boolean,
): Promise<number> {
  const blocks = JSON.stringify(blockNames);
  const rounds = JSON.stringify(double ? [1, 2] : [1]);
  await db.execute(sql`
    delete from ${markingTasks} t
    where t.assignment_id = ${assignmentId} and t.status <> 'marked'
      and (not exists (select 1 from ${answerSheets} a
             where a.assignment_id = t.assignment_id and a.student_id = t.student_id and not a.absent)
        or (t.round = 2 and not ${double})
        or not (t.block = any (select jsonb_array_elements_text(${blocks}::jsonb))))`);
  const added = await db.execute(sql`
    insert into ${markingTasks} (org_id, assignment_id, block, student_id, class_id, round, seq)
    select a.org_id, a.assignment_id, b.block, a.student_id, s.class_id, r.round::smallint,
      (hashtext(a.student_id::text || b.block) & 2147483647)
    from ${answerSheets} a
    join students s on s.id = a.student_id
    cross join jsonb_array_elements_text(${blocks}::jsonb) as b(block)
    cross join (select jsonb_array_elements_text(${rounds}::jsonb)::int as round) r
    where a.assignment_id = ${assignmentId} and not a.absent
    on conflict do nothing
    returning 1`);
  const n = rowsOf(added).length;
  // The embedded database has no autovacuum: without fresh statistics the hand-out query plans for an
  // empty table.
  if (n > 0) await db.execute(sql`analyze ${markingTasks}`);
  return n;
}

/** The teachers a manager named for a block (a class's, or the pool's with classId null). */
export async function namedMarkersOfBlock(db: Db | Tx, assignmentId: string, block: string) {
  return db
    .select({ classId: markingMarkers.classId, userId: markingMarkers.userId })
    .from(markingMarkers)
    .where(and(eq(markingMarkers.assignmentId, assignmentId), eq(markingMarkers.block, block)));
}

/** The exam's classes the user teaches the subject of. */
export async function taughtClasses(db: Db | Tx, assignmentId: string, subjectId: string, userId: string) {
  return db
    .select({ classId: teachingAssignments.classId })
    .from(assignmentClasses)
    .innerJoin(
      teachingAssignments,
      and(
        eq(teachingAssignments.classId, assignmentClasses.classId),
        eq(teachingAssignments.subjectId, subjectId),
        eq(teachingAssignments.userId, userId),
      ),
    )
    .where(eq(assignmentClasses.assignmentId, assignmentId));
}

/**
 * A block's answers to mark and marked — each answer once, with 双评 too (marked: every marking of
 * rounds 1–2 done) — and the markings the user has scored or flagged.
 */
export async function blockCounts(db: Db | Tx, userId: string, assignmentId: string, block: string) {
  const [r] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where a.n > 0)::int as total,
        count(*) filter (where a.n > 0 and a.open = 0)::int as marked,
        coalesce(sum(a.mine), 0)::int as my_marked
      from (select count(*) filter (where t.round < 3) as n,
          count(*) filter (where t.round < 3 and t.status <> 'marked') as open,
          count(*) filter (where t.marker_id = ${userId} and t.status in ('marked', 'problem')) as mine
        from ${markingTasks} t
        where t.assignment_id = ${assignmentId} and t.block = ${block}
        group by t.student_id) a`),
  ) as { total: number; marked: number; my_marked: number }[];
  return {
    total: Number(r?.total ?? 0),
    marked: Number(r?.marked ?? 0),
    myMarked: Number(r?.my_marked ?? 0),
  };
}

/** The answer regions of a student's pages, page by page (a page's stored result holds much more). */
export async function answerRegions(
  db: Db | Tx,
  t: Pick<TaskRow, 'orgId' | 'assignmentId' | 'studentId'>,
): Promise<StoredPageResult['regions'][]> {
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
  return pages.map((p) => p.regions ?? []);
}

/** The scores of the first two markings of an answer, in round order. */
export async function markingScores(
  db: Db | Tx,
  t: Pick<TaskRow, 'assignmentId' | 'block' | 'studentId'>,
): Promise<number[]> {
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

/** A task of the school, before anyone checked who may open it. */
export async function unsafeTask(db: Db | Tx, orgId: string, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(markingTasks)
    .where(and(eq(markingTasks.id, id), eq(markingTasks.orgId, orgId)));
  return row;
}

/** Tasks of an exam of the school by id, before anyone checked who may mark them. */
export async function unsafeTasks(db: Db | Tx, orgId: string, assignmentId: string, ids: string[]) {
  return db
    .select()
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        eq(markingTasks.orgId, orgId),
        inArray(markingTasks.id, ids),
      ),
    );
}

/** A marker keeps an answer this long without submitting it; then it goes back to the pool. */
const LEASE = sql`now() + interval '10 minutes'`;

interface LeaseScope {
  assignmentId: string;
  block: string;
  rounds: number[];
  userId: string;
  n: number;
}

const scopeOf = (s: LeaseScope) =>
  and(
    eq(markingTasks.assignmentId, s.assignmentId),
    eq(markingTasks.block, s.block),
    inArray(markingTasks.round, s.rounds),
  );

/** The user's own unfinished tasks of the scope (but those in `holding`), leased afresh, in hand-out order. */
export async function renewLeases(db: Db, s: LeaseScope, holding: string[]): Promise<TaskRow[]> {
  return db
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
              scopeOf(s),
              eq(markingTasks.status, 'leased'),
              eq(markingTasks.markerId, s.userId),
              holding.length ? notInArray(markingTasks.id, holding) : undefined,
            ),
          )
          .orderBy(asc(markingTasks.seq))
          .limit(s.n),
      ),
    )
    .returning();
}

/**
 * Open tasks of the scope (or ones whose lease ran out) leased to the user, skipping rows another
 * marker is taking: of the given classes (null: any), and — `otherStudents` — none of a student whose
 * answer to the block the user already has.
 */
export async function leaseOpen(
  db: Db,
  s: LeaseScope,
  classes: string[] | null,
  otherStudents: boolean,
): Promise<TaskRow[]> {
  const due = db
    .select({ id: markingTasks.id })
    .from(markingTasks)
    .where(
      and(
        scopeOf(s),
        or(
          eq(markingTasks.status, 'open'),
          and(eq(markingTasks.status, 'leased'), lt(markingTasks.leaseUntil, sql`now()`)),
        ),
        classes ? inArray(markingTasks.classId, classes) : undefined,
        // One hashed list, not a probe per candidate.
        otherStudents
          ? sql`${markingTasks.studentId} not in (select o.student_id from ${markingTasks} o
              where o.assignment_id = ${s.assignmentId} and o.block = ${s.block} and o.marker_id = ${s.userId})`
          : undefined,
      ),
    )
    .orderBy(asc(markingTasks.round), asc(markingTasks.seq))
    .limit(s.n)
    .for('update', { skipLocked: true });
  return db
    .update(markingTasks)
    .set({
      status: 'leased',
      markerId: s.userId,
      leaseUntil: LEASE,
      version: sql`${markingTasks.version} + 1`,
    })
    .where(inArray(markingTasks.id, due))
    .returning();
}

/** A page of the user's marked (or flagged) tasks of a block, newest first, and how many there are. */
export async function markedByUser(
  db: Db,
  userId: string,
  assignmentId: string,
  block: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(markingTasks.assignmentId, assignmentId),
    eq(markingTasks.block, block),
    eq(markingTasks.markerId, userId),
    inArray(markingTasks.status, ['marked', 'problem']),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(markingTasks)
      .where(where)
      .orderBy(desc(markingTasks.markedAt), desc(markingTasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(markingTasks).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A student's marked (or flagged) tasks of an exam, in round order. */
export async function studentMarkings(db: Db | Tx, assignmentId: string, studentId: string) {
  return db
    .select()
    .from(markingTasks)
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        eq(markingTasks.studentId, studentId),
        inArray(markingTasks.status, ['marked', 'problem']),
      ),
    )
    .orderBy(asc(markingTasks.round));
}

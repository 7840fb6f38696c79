import type { FrozenPaper } from '@zhijuan/contracts';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  assignments,
  type assignments as assignmentsTable,
  gradeDirectors,
  keyChanges,
  scanBatches,
  users,
} from '../../../db/schema';
import type { Caller } from '../../../http';
import type { Db, Tx } from '../../../infra/db';
import { visibleWhere } from '../../assignments';

export type ExamRow = typeof assignmentsTable.$inferSelect;
/** An exam row without its frozen paper and sheet choices (most of its bytes). */
export type LightExamRow = Omit<ExamRow, 'paper' | 'sheet'>;

/** Whether the newest scan batch of an exam was scanned with 试卷分配给学科老师 (null: none yet). */
export async function lastBatchToSubject(db: Db | Tx, assignmentId: string): Promise<boolean | null> {
  const [batch] = await db
    .select({ toSubject: scanBatches.toSubjectTeachers })
    .from(scanBatches)
    .where(eq(scanBatches.assignmentId, assignmentId))
    .orderBy(desc(scanBatches.createdAt))
    .limit(1);
  return batch ? batch.toSubject : null;
}

export async function directsGrade(db: Db | Tx, userId: string, gradeId: string): Promise<boolean> {
  const [d] = await db
    .select({ u: gradeDirectors.userId })
    .from(gradeDirectors)
    .where(and(eq(gradeDirectors.gradeId, gradeId), eq(gradeDirectors.userId, userId)))
    .limit(1);
  return Boolean(d);
}

const { paper: _paper, sheet: _sheet, ...light } = getTableColumns(assignments);

/**
 * A visible exam without its paper, with what marking asks of it besides — whether the caller directs
 * its grade and how its newest batch was scanned — in one statement. Undefined when the caller may not
 * see it (another school's too).
 */
export async function visibleLightExam(db: Db, caller: Caller, orgId: string, id: string) {
  const [r] = await db
    .select({
      row: light,
      directs: sql<boolean>`exists (select 1 from ${gradeDirectors} gd
        where gd.grade_id = ${assignments.gradeId} and gd.user_id = ${caller.user.id})`,
      toSubject: sql<boolean | null>`(select b.to_subject_teachers from ${scanBatches} b
        where b.assignment_id = ${assignments.id} order by b.created_at desc limit 1)`,
    })
    .from(assignments)
    .where(and(eq(assignments.id, id), visibleWhere(caller, orgId)))
    .limit(1);
  return r;
}

/** An exam's frozen paper and sheet choices. */
export async function paperOf(db: Db, id: string) {
  const [r] = await db
    .select({ paper: assignments.paper, sheet: assignments.sheet })
    .from(assignments)
    .where(eq(assignments.id, id));
  return r;
}

/** The exam's frozen paper replaced by a new freeze; the key version moves on. The row as it is now. */
export async function replacePaper(tx: Tx, id: string, paper: FrozenPaper, paperVersion: number) {
  const [updated] = await tx
    .update(assignments)
    .set({
      paper,
      paperVersion,
      keyVersion: sql`${assignments.keyVersion} + 1`,
      keyPublishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, id))
    .returning();
  return updated;
}

/** A new key in the frozen paper if the key version is still the one read; the row as it is now, else undefined. */
export async function replaceKey(tx: Tx, id: string, paper: FrozenPaper, keyVersion: number) {
  const [row] = await tx
    .update(assignments)
    .set({
      paper,
      keyVersion: sql`${assignments.keyVersion} + 1`,
      keyPublishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(assignments.id, id), eq(assignments.keyVersion, keyVersion)))
    .returning();
  return row;
}

/** A key change recorded (修改答案 on /correct); when it was made. */
export async function recordKeyChange(tx: Tx, values: typeof keyChanges.$inferInsert): Promise<Date> {
  const [change] = await tx.insert(keyChanges).values(values).returning({ at: keyChanges.at });
  return change!.at;
}

/** An exam's key changes, newest first, with who made them. */
export async function keyChangesOf(db: Db, assignmentId: string) {
  return db
    .select({ c: keyChanges, userName: users.nickname })
    .from(keyChanges)
    .innerJoin(users, eq(users.id, keyChanges.userId))
    .where(eq(keyChanges.assignmentId, assignmentId))
    .orderBy(desc(keyChanges.at))
    .limit(200);
}

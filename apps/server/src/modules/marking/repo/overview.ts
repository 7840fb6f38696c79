import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  markingMarkers,
  markingTasks,
  questions,
  schoolClasses,
  students,
  subjects,
  teachingAssignments,
  users,
} from '../../../db/schema';
import type { Db, Tx } from '../../../infra/db';
import { rowsOf } from '../../../infra/sql';

/** What /correct reads — progress per block, class and marker, who marks what — and what managers change. */

/**
 * Per block and class, counted by answer (a student's answer to a block, marked once or with 双评
 * twice): answers to mark and marked (every marking of rounds 1–2 done), answers whose first and
 * second markings are done, 问题卷, open arbitrations, and the markings the user scored or flagged.
 */
export async function answerCountsOf(db: Db, assignmentId: string, userId: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select a.block, a.class_id,
        count(*) filter (where a.n > 0)::int as total,
        count(*) filter (where a.n > 0 and a.open = 0)::int as marked,
        count(*) filter (where a.first)::int as first,
        count(*) filter (where a.second)::int as second,
        sum(a.problems)::int as problems,
        sum(a.arbitration)::int as arbitration,
        sum(a.mine)::int as my_marked
      from (select t.block, t.class_id,
          count(*) filter (where t.round < 3) as n,
          count(*) filter (where t.round < 3 and t.status <> 'marked') as open,
          bool_or(t.round = 1 and t.status = 'marked') as first,
          bool_or(t.round = 2 and t.status = 'marked') as second,
          count(*) filter (where t.status = 'problem') as problems,
          count(*) filter (where t.round = 3 and t.status <> 'marked') as arbitration,
          count(*) filter (where t.marker_id = ${userId} and t.status in ('marked', 'problem')) as mine
        from ${markingTasks} t
        where t.assignment_id = ${assignmentId}
        group by t.block, t.class_id, t.student_id) a
      group by a.block, a.class_id`),
  ) as Record<string, string | number>[];
  return rows.map((r) => ({
    block: String(r.block),
    classId: String(r.class_id),
    total: Number(r.total),
    marked: Number(r.marked),
    first: Number(r.first),
    second: Number(r.second),
    problems: Number(r.problems),
    arbitration: Number(r.arbitration),
    myMarked: Number(r.my_marked),
  }));
}

/** Per block and marker: marked (or flagged) and held now. */
export async function markerCountsOf(db: Db, assignmentId: string) {
  return db
    .select({
      block: markingTasks.block,
      userId: users.id,
      name: users.nickname,
      marked: sql<number>`count(*) filter (where ${markingTasks.status} in ('marked', 'problem'))::int`,
      holding: sql<number>`count(*) filter (where ${markingTasks.status} = 'leased' and ${markingTasks.leaseUntil} > now())::int`,
    })
    .from(markingTasks)
    .innerJoin(users, eq(users.id, markingTasks.markerId))
    .where(eq(markingTasks.assignmentId, assignmentId))
    .groupBy(markingTasks.block, users.id, users.nickname)
    .orderBy(users.nickname);
}

/** The teachers named for the exam's blocks, with their names (classId null: a block's pool). */
export async function namedMarkersOf(db: Db, assignmentId: string) {
  return db
    .select({
      block: markingMarkers.block,
      classId: markingMarkers.classId,
      userId: users.id,
      name: users.nickname,
    })
    .from(markingMarkers)
    .innerJoin(users, eq(users.id, markingMarkers.userId))
    .where(eq(markingMarkers.assignmentId, assignmentId));
}

/** The exam's classes in order. */
export async function classesOf(db: Db, assignmentId: string) {
  return db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .where(eq(assignmentClasses.assignmentId, assignmentId))
    .orderBy(asc(schoolClasses.sort));
}

/** The teachers of a subject in the given classes. */
export async function subjectTeachersOf(db: Db, classIds: string[], subjectId: string) {
  if (classIds.length === 0) return [];
  return db
    .select({ classId: teachingAssignments.classId, userId: users.id, name: users.nickname })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .where(and(inArray(teachingAssignments.classId, classIds), eq(teachingAssignments.subjectId, subjectId)));
}

/** The exam's sheets: how many, 缺考, and (not 缺考) still without every score. */
export async function sheetCountsOf(db: Db, assignmentId: string) {
  const [r] = await db
    .select({
      sheets: count(),
      absent: sql<number>`count(*) filter (where ${answerSheets.absent})::int`,
      incomplete: sql<number>`count(*) filter (where not ${answerSheets.absent} and not ${answerSheets.complete})::int`,
    })
    .from(answerSheets)
    .where(eq(answerSheets.assignmentId, assignmentId));
  return {
    sheets: Number(r?.sheets ?? 0),
    absent: Number(r?.absent ?? 0),
    incomplete: Number(r?.incomplete ?? 0),
  };
}

/** The students of the exam's classes. */
export async function rosterCountOf(db: Db, assignmentId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(assignmentClasses)
    .innerJoin(students, eq(students.classId, assignmentClasses.classId))
    .where(eq(assignmentClasses.assignmentId, assignmentId));
  return Number(r?.n ?? 0);
}

/** The school's active teachers with the subjects they teach, those teaching `subjectId` first. */
export async function teachersBySubject(db: Db, orgId: string, subjectId: string) {
  return db
    .select({
      userId: users.id,
      name: users.nickname,
      subjects: sql<string>`coalesce(string_agg(distinct ${subjects.name}, '、'), '')`,
    })
    .from(users)
    .leftJoin(teachingAssignments, eq(teachingAssignments.userId, users.id))
    .leftJoin(subjects, eq(subjects.id, teachingAssignments.subjectId))
    .where(and(eq(users.orgId, orgId), eq(users.disabled, false)))
    .groupBy(users.id, users.nickname)
    .orderBy(sql`bool_or(${teachingAssignments.subjectId} = ${subjectId}) desc nulls last`, users.nickname)
    .limit(500);
}

/** How many of the users are of the school. */
export async function usersOfSchool(db: Db, orgId: string, userIds: string[]): Promise<number> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.orgId, orgId)));
  return found.length;
}

/** Whether the class is one of the exam's. */
export async function examHasClass(db: Db, assignmentId: string, classId: string): Promise<boolean> {
  const [c] = await db
    .select({ id: assignmentClasses.classId })
    .from(assignmentClasses)
    .where(and(eq(assignmentClasses.assignmentId, assignmentId), eq(assignmentClasses.classId, classId)));
  return Boolean(c);
}

/**
 * The teachers named for a block's class (or its pool, classId null) replaced; unfinished answers of
 * that scope held by someone no longer named go back to be handed out.
 */
export async function replaceMarkers(
  tx: Tx,
  s: { orgId: string; assignmentId: string; block: string; classId: string | null },
  userIds: string[],
) {
  await tx
    .delete(markingMarkers)
    .where(
      and(
        eq(markingMarkers.assignmentId, s.assignmentId),
        eq(markingMarkers.block, s.block),
        s.classId ? eq(markingMarkers.classId, s.classId) : isNull(markingMarkers.classId),
      ),
    );
  if (!userIds.length) return;
  await tx.insert(markingMarkers).values(userIds.map((userId) => ({ ...s, userId })));
  await tx
    .update(markingTasks)
    .set({ status: 'open', markerId: null, leaseUntil: null, version: sql`${markingTasks.version} + 1` })
    .where(
      and(
        eq(markingTasks.assignmentId, s.assignmentId),
        eq(markingTasks.block, s.block),
        eq(markingTasks.status, 'leased'),
        s.classId ? eq(markingTasks.classId, s.classId) : undefined,
        notInArray(markingTasks.markerId, userIds),
      ),
    );
}

/** 问题卷 and open arbitrations of the exam, with marker, student and class names. */
export async function problemsOf(db: Db, assignmentId: string) {
  return db
    .select({
      t: markingTasks,
      markerName: users.nickname,
      studentName: students.name,
      className: schoolClasses.name,
    })
    .from(markingTasks)
    .innerJoin(students, eq(students.id, markingTasks.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, markingTasks.classId))
    .leftJoin(users, eq(users.id, markingTasks.markerId))
    .where(
      and(
        eq(markingTasks.assignmentId, assignmentId),
        sql`(${markingTasks.status} = 'problem' or (${markingTasks.round} = 3 and ${markingTasks.status} <> 'marked'))`,
      ),
    )
    .orderBy(asc(markingTasks.block), asc(markingTasks.createdAt))
    .limit(500);
}

/** Bank questions by id: stem, key, 解析 and parts (for the key beside an answer). */
export async function questionKeys(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: questions.id,
      stem: questions.stem,
      answer: questions.answer,
      analysis: questions.analysis,
      parts: questions.parts,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
}

/** The user's preferences merged with `values`. */
export async function mergePreferences(db: Db, userId: string, values: Record<string, unknown>) {
  await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(users.id, userId));
}

/**
 * examProgress's counts per exam: `blocks` is a JSON array of { id, blocks } (the exam and its 题块 ids);
 * one row per exam with students, scanned, absent, complete, to_mark and marked.
 */
export async function progressCounts(
  db: Db | Tx,
  blocks: string,
): Promise<Record<string, number | string>[]> {
  return rowsOf(
    await db.execute(sql`
      select e.id,
        (select count(*)::int from assignment_classes ac join students s on s.class_id = ac.class_id
          where ac.assignment_id = e.id) as students,
        (select count(*)::int from answer_sheets sh where sh.assignment_id = e.id) as scanned,
        (select count(*)::int from answer_sheets sh where sh.assignment_id = e.id and sh.absent) as absent,
        (select count(*)::int from answer_sheets sh
          where sh.assignment_id = e.id and not sh.absent and sh.complete) as complete,
        (select count(*)::int from answer_sheets sh
          where sh.assignment_id = e.id and not sh.absent) * jsonb_array_length(e.blocks) as to_mark,
        (select count(*)::int from answer_sheets sh cross join jsonb_array_elements_text(e.blocks) b(block)
          where sh.assignment_id = e.id and not sh.absent and sh.scores ? b.block) as marked
      from jsonb_to_recordset(${blocks}::jsonb) as e(id uuid, blocks jsonb)`),
  ) as Record<string, number | string>[];
}

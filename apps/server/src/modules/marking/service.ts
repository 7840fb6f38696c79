import type {
  MarkerCandidate,
  MarkingBlock,
  MarkingOverview,
  ProblemTask,
  SetMarkersBody,
  UpdateMarkingSettingsBody,
} from '@zhijuan/contracts';
import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  answerSheets,
  assignmentClasses,
  assignments,
  markingMarkers,
  markingTasks,
  schoolClasses,
  students,
  subjects,
  teachingAssignments,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AppContext, Caller } from '../../http';
import type { Db } from '../../infra/db';
import { orgOf } from '../school';
import { forgetMarkingExam, type MarkingExam, markingExam } from './exam';
import { progressOf } from './progress';
import { rescoreSheets } from './rescore';
import { blockOf, ensureTasks, markableClasses } from './tasks';

const NOT_MANAGER = '只有布置者、年级主任或学校管理员可以管理阅卷';

/** An exam the caller manages; what they do next changes it, so recent copies are forgotten. */
export async function managedExam(ctx: AppContext, caller: Caller, id: string) {
  const exam = await markingExam(ctx, caller, id);
  if (!exam.manage) throw forbidden(NOT_MANAGER);
  forgetMarkingExam(id);
  return exam;
}

/** The exam's classes, in order, with the subject teachers of each. */
async function examClasses(db: Db, exam: MarkingExam) {
  const classes = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(assignmentClasses)
    .innerJoin(schoolClasses, eq(schoolClasses.id, assignmentClasses.classId))
    .where(eq(assignmentClasses.assignmentId, exam.row.id))
    .orderBy(asc(schoolClasses.sort));
  const teachers = classes.length
    ? await db
        .select({ classId: teachingAssignments.classId, userId: users.id, name: users.nickname })
        .from(teachingAssignments)
        .innerJoin(users, eq(users.id, teachingAssignments.userId))
        .where(
          and(
            inArray(
              teachingAssignments.classId,
              classes.map((c) => c.id),
            ),
            eq(teachingAssignments.subjectId, exam.row.subjectId),
          ),
        )
    : [];
  return classes.map((c) => ({
    ...c,
    teachers: teachers.filter((t) => t.classId === c.id).map(({ userId, name }) => ({ userId, name })),
  }));
}

/** `/correct` of one exam: its 题块 with progress per marker and class, settings, counts. */
export async function markingOverview(ctx: AppContext, caller: Caller, id: string): Promise<MarkingOverview> {
  const db = ctx.database.db;
  const exam = await markingExam(ctx, caller, id);
  await ensureTasks(db, exam);
  const me = caller.user.id;
  const [perBlock, perMarker, perClass, named, classes, sheetCounts, studentCount] = await Promise.all([
    db
      .select({
        block: markingTasks.block,
        total: sql<number>`count(*) filter (where ${markingTasks.round} < 3)::int`,
        marked: sql<number>`count(*) filter (where ${markingTasks.round} < 3 and ${markingTasks.status} = 'marked')::int`,
        problems: sql<number>`count(*) filter (where ${markingTasks.status} = 'problem')::int`,
        arbitration: sql<number>`count(*) filter (where ${markingTasks.round} = 3 and ${markingTasks.status} <> 'marked')::int`,
        myMarked: sql<number>`count(*) filter (where ${markingTasks.markerId} = ${me} and ${markingTasks.status} in ('marked', 'problem'))::int`,
      })
      .from(markingTasks)
      .where(eq(markingTasks.assignmentId, id))
      .groupBy(markingTasks.block),
    db
      .select({
        block: markingTasks.block,
        userId: users.id,
        name: users.nickname,
        marked: sql<number>`count(*) filter (where ${markingTasks.status} in ('marked', 'problem'))::int`,
        holding: sql<number>`count(*) filter (where ${markingTasks.status} = 'leased' and ${markingTasks.leaseUntil} > now())::int`,
      })
      .from(markingTasks)
      .innerJoin(users, eq(users.id, markingTasks.markerId))
      .where(eq(markingTasks.assignmentId, id))
      .groupBy(markingTasks.block, users.id, users.nickname)
      .orderBy(users.nickname),
    db
      .select({
        block: markingTasks.block,
        classId: markingTasks.classId,
        total: sql<number>`count(*) filter (where ${markingTasks.round} < 3)::int`,
        marked: sql<number>`count(*) filter (where ${markingTasks.round} < 3 and ${markingTasks.status} = 'marked')::int`,
      })
      .from(markingTasks)
      .where(eq(markingTasks.assignmentId, id))
      .groupBy(markingTasks.block, markingTasks.classId),
    db
      .select({
        block: markingMarkers.block,
        classId: markingMarkers.classId,
        userId: users.id,
        name: users.nickname,
      })
      .from(markingMarkers)
      .innerJoin(users, eq(users.id, markingMarkers.userId))
      .where(eq(markingMarkers.assignmentId, id)),
    examClasses(db, exam),
    db
      .select({
        sheets: count(),
        absent: sql<number>`count(*) filter (where ${answerSheets.absent})::int`,
        incomplete: sql<number>`count(*) filter (where not ${answerSheets.absent} and not ${answerSheets.complete})::int`,
      })
      .from(answerSheets)
      .where(eq(answerSheets.assignmentId, id)),
    db
      .select({ n: count() })
      .from(assignmentClasses)
      .innerJoin(students, eq(students.classId, assignmentClasses.classId))
      .where(eq(assignmentClasses.assignmentId, id)),
  ]);
  const blocks: MarkingBlock[] = [];
  for (const w of exam.plan.written) {
    const b = perBlock.find((x) => x.block === w.block);
    const mine = await markableClasses(db, caller, exam, w.block);
    const namedHere = named.filter((n) => n.block === w.block);
    blocks.push({
      block: w.block,
      label: w.label,
      typeName: w.typeName,
      maxScore: w.max,
      total: Number(b?.total ?? 0),
      marked: Number(b?.marked ?? 0),
      problems: Number(b?.problems ?? 0),
      arbitration: Number(b?.arbitration ?? 0),
      myMarked: Number(b?.myMarked ?? 0),
      canMark: mine === null || mine.length > 0,
      markers: perMarker
        .filter((m) => m.block === w.block)
        .map((m) => ({
          userId: m.userId,
          name: m.name,
          marked: Number(m.marked),
          holding: Number(m.holding),
        })),
      classes: classes.map((c) => {
        const p = perClass.find((x) => x.block === w.block && x.classId === c.id);
        const explicit = namedHere.filter((n) => n.classId === c.id);
        return {
          classId: c.id,
          className: c.name,
          total: Number(p?.total ?? 0),
          marked: Number(p?.marked ?? 0),
          markers: explicit.length ? explicit.map(({ userId, name }) => ({ userId, name })) : c.teachers,
        };
      }),
      pool: namedHere.filter((n) => n.classId === null).map(({ userId, name }) => ({ userId, name })),
    });
  }
  const counts = sheetCounts[0];
  const sheets = Number(counts?.sheets ?? 0);
  const progress = await progressOf(db, exam.row);
  return {
    assignmentId: id,
    name: exam.row.name,
    kind: exam.row.kind,
    status: exam.row.status,
    subjectName: exam.subjectName,
    gradeName: exam.gradeName,
    totalScore: exam.row.paper.totalScore,
    settings: exam.settings,
    canManage: exam.manage,
    sheets,
    absent: Number(counts?.absent ?? 0),
    studentCount: Number(studentCount[0]?.n ?? 0),
    blocks,
    progress,
    complete:
      sheets > 0 &&
      Number(counts?.incomplete ?? 0) === 0 &&
      blocks.every((b) => b.marked === b.total && b.problems === 0 && b.arbitration === 0),
    keyVersion: exam.row.keyVersion,
  };
}

/**
 * Changes the marking settings (managers). A change of the multiple-choice rule or of 双评 re-scores
 * every sheet; turning 双评 on adds the second markings, turning it off drops unfinished ones.
 */
export async function updateSettings(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateMarkingSettingsBody,
) {
  const db = ctx.database.db;
  const exam = await managedExam(ctx, caller, id);
  const settings = {
    ...exam.settings,
    ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ marking: settings, updatedAt: new Date() })
      .where(eq(assignments.id, id));
    const next = { ...exam, settings };
    await ensureTasks(tx, next);
    if (!settings.double)
      await tx
        .delete(markingTasks)
        .where(
          and(
            eq(markingTasks.assignmentId, id),
            eq(markingTasks.round, 3),
            ne(markingTasks.status, 'marked'),
          ),
        );
    await rescoreSheets(tx, exam.row, settings);
  });
  forgetMarkingExam(id);
  return markingOverview(ctx, caller, id);
}

/** Teachers of the school who may be given marking of the exam: its subject's teachers first. */
export async function markerCandidates(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<MarkerCandidate[]> {
  const exam = await managedExam(ctx, caller, id);
  const rows = await ctx.database.db
    .select({
      userId: users.id,
      name: users.nickname,
      subjects: sql<string>`coalesce(string_agg(distinct ${subjects.name}, '、'), '')`,
      teachesIt: sql<boolean>`bool_or(${teachingAssignments.subjectId} = ${exam.row.subjectId})`,
    })
    .from(users)
    .leftJoin(teachingAssignments, eq(teachingAssignments.userId, users.id))
    .leftJoin(subjects, eq(subjects.id, teachingAssignments.subjectId))
    .where(and(eq(users.orgId, orgOf(caller)), eq(users.disabled, false)))
    .groupBy(users.id, users.nickname)
    .orderBy(
      sql`bool_or(${teachingAssignments.subjectId} = ${exam.row.subjectId}) desc nulls last`,
      users.nickname,
    )
    .limit(500);
  return rows.map(({ userId, name, subjects: s }) => ({ userId, name, subjects: s }));
}

/**
 * Reassigns a block (managers): a class's answers to the chosen teachers (按班级), or the pool
 * (统一阅卷, `classId` null). Answers those who lose them were holding go back to be handed out.
 */
export async function setMarkers(
  ctx: AppContext,
  caller: Caller,
  id: string,
  block: string,
  body: SetMarkersBody,
) {
  const db = ctx.database.db;
  const exam = await managedExam(ctx, caller, id);
  blockOf(exam, block);
  const orgId = orgOf(caller);
  const userIds = [...new Set(body.userIds)];
  if (userIds.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.orgId, orgId)));
    if (found.length !== userIds.length) throw badRequest('所选教师不在本校');
  }
  if (body.classId) {
    const [c] = await db
      .select({ id: assignmentClasses.classId })
      .from(assignmentClasses)
      .where(and(eq(assignmentClasses.assignmentId, id), eq(assignmentClasses.classId, body.classId)));
    if (!c) throw badRequest('该班级不在这次考试中');
  }
  await db.transaction(async (tx) => {
    const scope = and(
      eq(markingMarkers.assignmentId, id),
      eq(markingMarkers.block, block),
      body.classId ? eq(markingMarkers.classId, body.classId) : isNull(markingMarkers.classId),
    );
    await tx.delete(markingMarkers).where(scope);
    if (userIds.length)
      await tx
        .insert(markingMarkers)
        .values(userIds.map((userId) => ({ orgId, assignmentId: id, block, classId: body.classId, userId })));
    // Unfinished answers of the scope held by someone no longer named go back to the pool.
    if (userIds.length)
      await tx
        .update(markingTasks)
        .set({ status: 'open', markerId: null, leaseUntil: null, version: sql`${markingTasks.version} + 1` })
        .where(
          and(
            eq(markingTasks.assignmentId, id),
            eq(markingTasks.block, block),
            eq(markingTasks.status, 'leased'),
            body.classId ? eq(markingTasks.classId, body.classId) : undefined,
            notInArray(markingTasks.markerId, userIds),
          ),
        );
  });
  forgetMarkingExam(id);
  return markingOverview(ctx, caller, id);
}

/** 问题卷 and 双评 arbitrations waiting for a manager. */
export async function problemTasks(ctx: AppContext, caller: Caller, id: string): Promise<ProblemTask[]> {
  const exam = await managedExam(ctx, caller, id);
  const rows = await ctx.database.db
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
        eq(markingTasks.assignmentId, id),
        sql`(${markingTasks.status} = 'problem' or (${markingTasks.round} = 3 and ${markingTasks.status} <> 'marked'))`,
      ),
    )
    .orderBy(asc(markingTasks.block), asc(markingTasks.createdAt))
    .limit(500);
  return rows.map(({ t, markerName, studentName, className }) => ({
    id: t.id,
    block: t.block,
    label: blockOf(exam, t.block).label,
    kind: t.status === 'problem' ? 'problem' : 'arbitration',
    reason: t.problem,
    markerName: t.status === 'problem' ? markerName : null,
    studentName,
    className,
    at: (t.markedAt ?? t.createdAt).toISOString(),
  }));
}

/** 完成阅卷 (managers): refused while an answer still lacks its final score. */
export async function finishMarking(ctx: AppContext, caller: Caller, id: string) {
  const exam = await managedExam(ctx, caller, id);
  const db = ctx.database.db;
  await ensureTasks(db, exam);
  const overview = await markingOverview(ctx, caller, id);
  if (overview.sheets === 0) throw conflict('还没有扫描的答题卡，不能完成阅卷');
  if (!overview.complete) {
    const left = overview.blocks.reduce((t, b) => t + (b.total - b.marked) + b.arbitration, 0);
    throw conflict(`还有 ${left} 份答卷未阅完，不能完成阅卷`);
  }
  await db.update(assignments).set({ status: 'done', updatedAt: new Date() }).where(eq(assignments.id, id));
  return markingOverview(ctx, caller, id);
}
